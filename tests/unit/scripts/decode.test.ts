// @vitest-environment node
// openImage and shippedFile against the fixtures (tests/fixtures/photos/README.md): pixels upright and sRGB at
// the size shown, and a shipped JPEG whose EXIF holds the kept tags and its own size, nothing else of the original.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import exifr from 'exifr';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeJpeg, openImage, shippedFile } from '../../../scripts/photos/decode';
import { ALL_DETAILS } from '../../../scripts/photos/details';
import { readExifFields, type ExifFields } from '../../../scripts/photos/exif-tiff';
import { PhotoInputError, readPhotoMetadata } from '../../../scripts/photos/metadata';

const fixture = (name: string) => readFileSync(`tests/fixtures/photos/${name}`);
const heicDecodeLoaded = () =>
  Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('heic-decode'));

/** Where each fixture's red block (stored top-left) must be once the photo is upright. */
const RED_CORNER = {
  'camera.jpg': 'top-right', // EXIF Orientation 6
  'iphone.heic': 'top-right', // irot 270° anticlockwise, once
  'screenshot.png': 'top-left',
  'export.webp': 'top-left',
  'export.avif': 'top-left',
  'scan.tif': 'bottom-left', // Orientation 8
  'no-exif.png': 'top-left',
  'broken-exif.jpg': 'top-left',
} as const;
const NAMES = Object.keys(RED_CORNER) as (keyof typeof RED_CORNER)[];

/** The RGB at the middle of a corner's block (an eighth of the width and height in from its edges). */
async function cornerColour(image: Sharp, corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right') {
  const { data, info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
  const x = Math.round(corner.endsWith('right') ? info.width * (7 / 8) : info.width / 8);
  const y = Math.round(corner.startsWith('bottom') ? info.height * (7 / 8) : info.height / 8);
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 245 && g < 25 && b < 25;

describe('openImage', () => {
  it('opens every other format without loading libheif', async () => {
    for (const name of NAMES.filter((file) => !file.endsWith('.heic'))) {
      await openImage(fixture(name), (await readPhotoMetadata(fixture(name))).format);
    }
    expect(heicDecodeLoaded()).toBe(false);
  });

  it.each(NAMES)('turns %s upright in sRGB, at the size shown', async (name) => {
    const meta = await readPhotoMetadata(fixture(name));
    const image = await openImage(fixture(name), meta.format);
    const { width, height, channels } = await image.metadata();
    expect({ width, height, channels }).toEqual({ width: meta.width, height: meta.height, channels: 3 });
    // Pure sRGB red where it belongs: the HEIC's Display P3 red reads (234, 51, 35) if its profile were dropped.
    expect(isRed(await cornerColour(image, RED_CORNER[name]))).toBe(true);
    expect(isRed(await cornerColour(image, 'bottom-right'))).toBe(false);
  });

  it('decodes the HEIC portrait, through heic-decode', async () => {
    const image = await openImage(fixture('iphone.heic'), 'heif');
    expect(await image.metadata()).toMatchObject({ width: 120, height: 160 });
    expect(heicDecodeLoaded()).toBe(true);
  });

  const camera = fixture('camera.jpg');
  const cut: [string, Buffer, 'jpeg' | 'png' | 'tiff' | 'heif'][] = [
    ['a truncated JPEG', camera.subarray(0, camera.length - 400), 'jpeg'],
    ['a truncated PNG', fixture('screenshot.png').subarray(0, 1200), 'png'],
    // failOn 'truncated' would let this one through
    ['a truncated TIFF', fixture('scan.tif').subarray(0, 3000), 'tiff'],
    ['a truncated HEIC', fixture('iphone.heic').subarray(0, 1500), 'heif'],
  ];
  it.each(cut)('rejects %s as damaged', async (_, bytes, format) => {
    const error: unknown = await openImage(bytes, format).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PhotoInputError);
    expect(error).toMatchObject({ message: 'is damaged or cut short, so it cannot be read' });
  });

  it('accepts a JPEG with stray bytes before a marker, a harmless warning some cameras cause', async () => {
    const scan = camera.indexOf(Buffer.from([0xff, 0xda]));
    const stray = Buffer.concat([camera.subarray(0, scan), Buffer.from([0, 0, 0]), camera.subarray(scan)]);
    await expect(sharp(stray).raw().toBuffer()).rejects.toThrow(/extraneous bytes/); // sharp's default, 'warning'
    expect(await (await openImage(stray, 'jpeg')).metadata()).toMatchObject({ width: 120, height: 160 });
  });
});

// What must not ship, per fixture: its GPS latitude (51/1 30/1 … as little-endian rationals) and these strings.
const GPS = Buffer.from(new Uint32Array([51, 1, 30, 1]).buffer);
const PRIVATE = ['SN-4417-XT5', 'x:xmpmeta', 'Photoshop 3.0', 'Harbour', 'Honey bee', 'Settings screen'];
const EVERY_BLOCK = { tiff: true, ifd1: true, exif: true, gps: true, interop: true, xmp: true, iptc: true };

/** The kept tags of a shipped file's EXIF block, by the build's names, exactly as stored. */
function shippedTags(shipped: Buffer): ExifFields {
  const exif = shipped.indexOf('Exif\0\0');
  expect(exif).toBeGreaterThan(0);
  expect(exif).toBeLessThan(64); // right after SOI and JFIF: the browser reads it in its first bytes
  return readExifFields(shipped.subarray(exif + 6)).fields;
}

/** The size of a JPEG's image data, as stored (before its orientation). */
async function storedSize(jpeg: Buffer): Promise<{ PixelXDimension?: number; PixelYDimension?: number }> {
  const { width, height } = await sharp(jpeg).metadata();
  return { PixelXDimension: width, PixelYDimension: height };
}

describe('shippedFile', () => {
  it.each(NAMES)('ships %s as a JPEG with the kept tags only, and its own pixel size', async (name) => {
    const original = fixture(name);
    const meta = await readPhotoMetadata(original);
    const shipped = Buffer.from(await shippedFile(original, meta));

    expect([...shipped.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await sharp(shipped).metadata()).autoOrient).toEqual({ width: meta.width, height: meta.height });
    expect(isRed(await cornerColour(sharp(shipped).autoOrient(), RED_CORNER[name]))).toBe(true);

    expect(shippedTags(shipped)).toEqual({
      ...meta.camera,
      ...(await storedSize(shipped)),
      // A stripped JPEG's pixels are as stored, so it keeps the Orientation that turns them; re-encoded ones are upright.
      ...(name === 'camera.jpg' && { Orientation: 6 }),
    });
    const blocks = (await exifr.parse(shipped, { ...EVERY_BLOCK, icc: false, jfif: false, mergeOutput: false })) as
      Record<string, unknown> | undefined;
    expect(Object.keys(blocks ?? {}).filter((block) => !['ifd0', 'exif'].includes(block))).toEqual([]);

    expect(original.includes(GPS)).toBe(name !== 'no-exif.png');
    expect(shipped.includes(GPS)).toBe(false);
    for (const text of PRIVATE) expect(shipped.includes(text), text).toBe(false);
  });

  it('ships the camera, date and pixel size of a photo of another format, as its EXIF says', async () => {
    const meta = await readPhotoMetadata(fixture('screenshot.png'));
    const tags = shippedTags(Buffer.from(await shippedFile(fixture('screenshot.png'), meta)));
    expect(tags).toMatchObject({
      Make: 'Google',
      Model: 'Pixel 8',
      DateTimeOriginal: '2024:05:01 10:20:30',
      PixelXDimension: 120,
      PixelYDimension: 160,
    });
    expect(
      shippedTags(
        Buffer.from(await shippedFile(fixture('no-exif.png'), await readPhotoMetadata(fixture('no-exif.png')))),
      ),
    ).toEqual({
      PixelXDimension: 160,
      PixelYDimension: 120,
    });
  });

  it.each(['iphone.heic', 'camera.jpg'])('leaves the details turned off out of %s', async (name) => {
    const meta = await readPhotoMetadata(fixture(name));
    const details = { ...ALL_DETAILS, camera: false, date: false };
    const tags = shippedTags(Buffer.from(await shippedFile(fixture(name), meta, { details })));
    for (const tag of ['Make', 'Model', 'DateTimeOriginal'] as const) {
      expect(meta.camera[tag], tag).toBeDefined(); // the photo does carry it
      expect(tags).not.toHaveProperty(tag);
    }
    expect(tags.ExposureTime).toEqual(meta.camera.ExposureTime);
    expect(tags.PixelXDimension).toBeGreaterThan(0);
  });

  it('writes its EXIF block afresh around an encoded JPEG it is given, such as a cached one', async () => {
    const meta = await readPhotoMetadata(fixture('export.webp'));
    const encoded = await encodeJpeg(fixture('export.webp'), meta.format);
    const once = await shippedFile(fixture('export.webp'), meta, { encoded: () => Promise.resolve(encoded) });
    const details = { ...ALL_DETAILS, camera: false };
    const again = await shippedFile(fixture('export.webp'), meta, { details, encoded: () => Promise.resolve(encoded) });
    expect(shippedTags(Buffer.from(once))).toHaveProperty('Model', 'ILCE-7M4');
    expect(shippedTags(Buffer.from(again))).not.toHaveProperty('Model');
    const scan = (jpeg: Uint8Array) => Buffer.from(jpeg.subarray(Buffer.from(jpeg).indexOf('\xff\xda', 0, 'latin1')));
    expect(scan(again).equals(scan(encoded))).toBe(true);
  });
});
