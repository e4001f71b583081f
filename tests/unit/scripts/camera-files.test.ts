// @vitest-environment node
// The stripper against camera files as they come, built here around real encoded image data: stray bytes,
// trailers after the image, progressive scans, restart markers, a missing EOI. Each stripped file must decode,
// and the decoder tells a file cut short from one that only lacks its EOI.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { openImage } from '../../../scripts/photos/decode';
import { PhotoInputError } from '../../../scripts/photos/metadata';
import { stripMetadata } from '../../../scripts/photos/strip-metadata';
import { headerSegments } from '../../../src/lib/jpeg';
import { buildTiff, concat, exifSegment, JFIF, restartJpeg, segment } from '../support/jpeg-builder';

const EXIF = exifSegment(buildTiff({ ExposureTime: [1, 250], FNumber: [28, 10], FocalLengthIn35mmFormat: 50 }));
const ascii = (text: string) => new TextEncoder().encode(text);
const bytes = (...values: number[]) => new Uint8Array(values);
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const find = (file: Uint8Array, pattern: Uint8Array, from = 0) => Buffer.from(file).indexOf(pattern, from);
const count = (file: Uint8Array, pattern: Uint8Array) => {
  let found = 0;
  for (let at = find(file, pattern); at >= 0; at = find(file, pattern, at + 1)) found++;
  return found;
};

/** Seeded noise for sharp to encode: busy entropy-coded data, with many stuffed 0xFF 0x00 pairs. */
function noise(length: number): Buffer {
  let state = 0x5eed;
  return Buffer.from(Array.from({ length }, () => (state = (state * 1_103_515_245 + 12_345) >>> 0) >>> 24));
}
const encode = (width: number, progressive: boolean) =>
  sharp(noise(width * 40 * 3), { raw: { width, height: 40, channels: 3 } })
    .jpeg({ quality: 90, progressive })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** A camera file: the encoded image (sharp writes no APP segment) with these header segments after its SOI. */
const camera = (image: Uint8Array, ...headers: Uint8Array[]) =>
  concat(image.subarray(0, 2), ...headers, image.subarray(2));
/** Where the image data starts: its first SOS. */
function scanStart(file: Uint8Array): number {
  const { stop } = headerSegments(file);
  if (stop.kind !== 'image') throw new Error(`no image data: ${stop.kind}`);
  return stop.start;
}
const beforeScan = (file: Uint8Array, stray: Uint8Array) =>
  concat(file.subarray(0, scanStart(file)), stray, file.subarray(scanStart(file)));

/** The stripped file decodes strictly (a warning fails it) to the original's size and pixels. */
async function expectDecodesAsOriginal(original: Uint8Array, stripped: Uint8Array): Promise<void> {
  const decode = (file: Uint8Array, failOn: 'none' | 'warning') =>
    sharp(file, { failOn }).raw().toBuffer({ resolveWithObject: true });
  const [before, after] = await Promise.all([decode(original, 'none'), decode(stripped, 'warning')]);
  expect([after.info.width, after.info.height]).toEqual([before.info.width, before.info.height]);
  expect(after.data.equals(before.data)).toBe(true);
}

let baseline = new Uint8Array(0);
let progressive = new Uint8Array(0);
let mpfImage = new Uint8Array(0);
beforeAll(async () => {
  [baseline, progressive, mpfImage] = await Promise.all([encode(64, false), encode(64, true), encode(16, false)]);
});

describe('stripMetadata over stray bytes', () => {
  it.each<[string, (image: Uint8Array) => Uint8Array]>([
    ['between two header segments', (image) => camera(image, JFIF, bytes(0x00, 0x13, 0xff, 0x00, 0x37), EXIF)],
    ['before the start of scan', (image) => beforeScan(camera(image, JFIF, EXIF), bytes(0x00, 0x13, 0x37))],
    ['as 0xFF fill', (image) => beforeScan(camera(image, JFIF, bytes(0xff, 0xff), EXIF), bytes(0xff, 0xff, 0xff))],
  ])('drops them %s, giving the clean file’s bytes', async (_, messy) => {
    const original = messy(baseline);
    const clean = camera(baseline, JFIF, EXIF);
    expect(original.length).toBeGreaterThan(clean.length);
    const stripped = stripMetadata(original);
    expect(same(stripped, stripMetadata(clean))).toBe(true);
    await expectDecodesAsOriginal(original, stripped);
  });
});

describe('stripMetadata after the image data', () => {
  const fotoStation = concat(bytes(0x1c, 0x02, 0x78, 0, 12), ascii('Lake at dawn'), bytes(0xff, 0xd8, 0xff, 0xd9));
  const TRAILERS: [string, () => Uint8Array, Uint8Array][] = [
    [
      'a FotoStation trailer',
      () => concat(fotoStation, ascii('FotoStation'), bytes(0xa1, 0xb2)),
      ascii('Lake at dawn'),
    ],
    [
      'a Samsung trailer',
      () => concat(ascii('Image_UTC_Data1700000000000'), ascii('SEFH'), bytes(1, 0, 0)),
      ascii('SEFH'),
    ],
    [
      'a Motion Photo video',
      () => concat(bytes(0, 0, 0, 0x18), ascii('ftypmp42'), new Uint8Array(4_000)),
      ascii('ftyp'),
    ],
    ['an MPF second image', () => mpfImage, bytes(0xff, 0xd8)],
  ];

  it.each(TRAILERS)('cuts %s, ending the file at the EOI', async (_, trailer, trace) => {
    const mpf = segment(0xe2, concat(ascii('MPF\0'), bytes(0x49, 0x49, 0x2a, 0, 8, 0, 0, 0)));
    const whole = camera(baseline, JFIF, EXIF, mpf);
    const original = concat(whole, trailer());
    expect(count(original, trace)).toBeGreaterThan(count(whole, trace));
    const stripped = stripMetadata(original);
    expect(same(stripped, stripMetadata(whole))).toBe(true);
    expect(count(stripped, trace)).toBe(trace[0] === 0xff ? 1 : 0); // the one SOI
    expect(same(stripped.subarray(scanStart(stripped)), baseline.subarray(scanStart(baseline)))).toBe(true);
    expect(count(stripped, ascii('MPF'))).toBe(0);
    await expectDecodesAsOriginal(original, stripped);
  });

  it('keeps every scan of a progressive file, with the tables between them', async () => {
    const original = concat(camera(progressive, JFIF, EXIF), ascii('SEFH'));
    const scans = count(progressive.subarray(scanStart(progressive)), bytes(0xff, 0xda));
    expect(scans).toBeGreaterThan(2);
    expect(count(progressive.subarray(scanStart(progressive)), bytes(0xff, 0xc4))).toBeGreaterThan(0);
    const stripped = stripMetadata(original);
    expect(same(stripped.subarray(scanStart(stripped)), progressive.subarray(scanStart(progressive)))).toBe(true);
    await expectDecodesAsOriginal(original, stripped);
  });

  it('walks over restart markers and stuffed 0xFF 0x00 pairs in the image data', async () => {
    const dcs = Array.from({ length: 48 }, (_, i) => {
      const interval = Math.floor(i / 3);
      // Two empty blocks put the third's ten 1-bits across a whole byte: 0xFF, stuffed.
      if (interval % 2 === 0) return i % 3 === 2 ? 1023 : 0;
      return 8 * (((interval * 29) % 256) - 128);
    });
    const image = restartJpeg(8, dcs, 3);
    const data = image.subarray(scanStart(image));
    for (let n = 0; n < 8; n++) expect(count(data, bytes(0xff, 0xd0 + n))).toBeGreaterThan(0);
    expect(count(data, bytes(0xff, 0x00))).toBeGreaterThan(0);

    const original = concat(camera(image, JFIF, EXIF), ascii('ftypmp42'));
    const stripped = stripMetadata(original);
    expect(same(stripped.subarray(scanStart(stripped)), data)).toBe(true);
    await expectDecodesAsOriginal(original, stripped);
    const pixels = await sharp(stripped).extractChannel(0).raw().toBuffer();
    // Each block's top-left pixel is its level: the decoder read every block after every restart.
    const levels = dcs.map((dc) => Math.min(255, Math.max(0, 128 + Math.floor((dc + 4) / 8))));
    expect(dcs.map((_, i) => pixels[Math.floor(i / 8) * 8 * 64 + (i % 8) * 8])).toEqual(levels);
  });
});

describe('a file that ends without its EOI', () => {
  const cutFiles: [string, () => Uint8Array][] = [
    ['in the middle of its scan data', () => baseline.subarray(0, scanStart(baseline) + 600)],
    [
      'between two progressive scans',
      () => progressive.subarray(0, find(progressive, bytes(0xff, 0xda), scanStart(progressive) + 2)),
    ],
    [
      'after a restart marker',
      () => {
        const image = restartJpeg(4, [-800, -400, 0, 400, 800, 0, 8, 16], 1);
        return image.subarray(0, find(image, bytes(0xff, 0xd3)) + 2);
      },
    ],
  ];
  // Whole files, which lose only their EOI below.
  const wholeFiles: [string, () => Uint8Array][] = [
    ['a baseline file', () => baseline],
    ['a progressive file', () => progressive],
  ];
  const withoutEnd = wholeFiles.map(([name, file]): [string, () => Uint8Array] => [
    `just before the EOI of ${name}`,
    () => file().subarray(0, -2),
  ]);

  it.each([...cutFiles, ...withoutEnd])('is stripped with an EOI after all it holds: cut %s', (_, cut) => {
    const file = cut();
    expect(file[file.length - 2] === 0xff && file[file.length - 1] === 0xd9).toBe(false);
    const stripped = stripMetadata(camera(file, JFIF, EXIF));
    expect(
      same(stripped.subarray(scanStart(stripped)), concat(file.subarray(scanStart(file)), bytes(0xff, 0xd9))),
    ).toBe(true);
  });

  it.each(cutFiles)('is refused as damaged when cut %s', async (_, cut) => {
    const error: unknown = await openImage(Buffer.from(camera(cut(), JFIF, EXIF)), 'jpeg').catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PhotoInputError);
  });

  it.each(wholeFiles)('decodes %s without its EOI to its every pixel', async (_, whole) => {
    const image = await openImage(Buffer.from(camera(whole().subarray(0, -2), JFIF, EXIF)), 'jpeg');
    const [before, after] = await Promise.all([sharp(whole()).raw().toBuffer(), image.raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
  });
});
