// @vitest-environment node
// The shipped JPEGs against the originals: exifr's full build finds exactly the three camera fields, with
// the original's values, and no trace of GPS, serials, names, maker notes, XMP or IPTC; the image data
// is the original's, byte for byte.
import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { PHOTOS } from '../../../src/lib/portfolio';
import { headerSegments } from '../../../src/lib/jpeg';
import { stripMetadata } from '../../../scripts/photos/strip-metadata';
import { buildJpeg, buildTiff, exifSegment, findExif, JFIF, segment } from '../support/jpeg-builder';
import { PHOTO_EXIF } from '../support/photo-exif';

const EVERYTHING = {
  tiff: true,
  exif: true,
  gps: true,
  interop: true,
  ifd1: true,
  makerNote: true,
  userComment: true,
  xmp: true,
  iptc: true,
  icc: false,
  jfif: false,
  ihdr: false,
  mergeOutput: false,
  translateValues: false,
} as const;

type Blocks = Record<string, Record<string, unknown> | undefined>;
const parseAll = async (bytes: Uint8Array) => ((await exifr.parse(bytes, EVERYTHING)) ?? {}) as Blocks;
const original = (id: string) => new Uint8Array(readFileSync(`public/photos/${id}.jpg`));
const markers = (bytes: Uint8Array) => headerSegments(bytes).segments.map((found) => found.marker);
/** Where the image data starts: the start of scan, which every file here has. */
const scanStart = (bytes: Uint8Array) => {
  const { stop } = headerSegments(bytes);
  if (stop.kind !== 'image') throw new Error(`no image data: ${stop.kind}`);
  return stop.start;
};
const imageSegments = (bytes: Uint8Array) => {
  const { segments } = headerSegments(bytes);
  return segments.filter(({ marker }) => marker < 0xe0 || (marker > 0xef && marker !== 0xfe));
};

describe('stripMetadata on the bundled photos', () => {
  it.each(PHOTOS.map((photo) => photo.id))('%s keeps exactly the three camera fields', async (id) => {
    const before = await parseAll(original(id));
    const after = await parseAll(stripMetadata(original(id)));
    const expected = PHOTO_EXIF[id];
    const fields: Record<string, unknown> = {
      ExposureTime: before.exif?.ExposureTime,
      FNumber: before.exif?.FNumber,
    };
    if (expected?.focal !== undefined) fields.FocalLengthIn35mmFormat = before.exif?.FocalLengthIn35mmFormat;
    expect(after).toEqual({ exif: fields });
    // ...and those are the values the README lists.
    expect(after.exif?.FocalLengthIn35mmFormat).toBe(expected?.focal);
    expect(after.exif?.ExposureTime).toBeCloseTo(expected?.exposure ?? NaN, 6);
    expect(after.exif?.FNumber).toBeCloseTo(expected?.fNumber ?? NaN, 6);
  });

  it.each(PHOTOS.map((photo) => photo.id))('%s keeps its image data byte for byte', (id) => {
    const bytes = original(id);
    const stripped = stripMetadata(bytes);
    const scan = (file: Uint8Array) => file.subarray(scanStart(file));
    expect(Buffer.from(scan(stripped)).equals(Buffer.from(scan(bytes)))).toBe(true);
    const tables = (file: Uint8Array) =>
      imageSegments(file).map(({ start, end }) => Buffer.from(file.subarray(start, end)));
    expect(tables(stripped)).toEqual(tables(bytes));
  });

  it.each(PHOTOS.map((photo) => photo.id))('%s ships no XMP, Photoshop/IPTC, comment or other APP segment', (id) => {
    const stripped = stripMetadata(original(id));
    const text = Buffer.from(stripped.subarray(0, scanStart(stripped))).toString('latin1');
    for (const trace of ['http://ns.adobe.com', 'Photoshop', '8BIM', 'AROT']) expect(text).not.toContain(trace);
    const apps = markers(stripped).filter((marker) => marker >= 0xe0);
    for (const marker of apps) expect([0xe0, 0xe1, 0xe2, 0xee]).toContain(marker);
    expect(apps.filter((marker) => marker === 0xe1)).toHaveLength(1);
  });

  it.each(PHOTOS.map((photo) => photo.id))('%s has its EXIF segment end within the first 300 bytes', (id) => {
    expect(findExif(stripMetadata(original(id)))?.end).toBeLessThanOrEqual(300);
  });

  it('removes the GPS position colorful-cups carries, and the names and serials the cameras wrote', async () => {
    const before = await parseAll(original('colorful-cups'));
    expect(before.gps?.latitude).toEqual(expect.any(Number)); // the original does carry one
    for (const photo of PHOTOS) {
      const stripped = stripMetadata(original(photo.id));
      expect(await exifr.gps(stripped)).toBeUndefined();
      const blocks = await parseAll(stripped);
      const keys = Object.values(blocks).flatMap((block) => Object.keys(block ?? {}));
      for (const key of ['SerialNumber', 'BodySerialNumber', 'LensSerialNumber', 'OwnerName', 'CameraOwnerName']) {
        expect(keys).not.toContain(key);
      }
      for (const key of ['Artist', 'Copyright', 'MakerNote', 'Make', 'Model', 'GPSLatitude'])
        expect(keys).not.toContain(key);
    }
  });
});

describe('stripMetadata', () => {
  it('writes an empty EXIF block for EXIF with none of the three fields, and none for a photo without EXIF', async () => {
    const stripped = stripMetadata(buildJpeg(JFIF, exifSegment(buildTiff({ Orientation: 1 }, { padding: 500 }))));
    const exif = findExif(stripped);
    expect(exif?.start).toBe(2 + JFIF.length);
    expect((exif?.end ?? NaN) - (exif?.start ?? NaN)).toBeLessThan(64);
    expect(await parseAll(stripped)).toEqual({});
    expect(findExif(stripMetadata(buildJpeg(JFIF)))).toBeUndefined();
  });

  it('keeps an orientation that turns the image, and drops the plain one', async () => {
    const turned = stripMetadata(buildJpeg(JFIF, exifSegment(buildTiff({ Orientation: 6, FNumber: [28, 10] }))));
    expect(await parseAll(turned)).toEqual({ ifd0: { Orientation: 6 }, exif: { FNumber: 2.8 } });
    const upright = stripMetadata(buildJpeg(JFIF, exifSegment(buildTiff({ Orientation: 1, FNumber: [28, 10] }))));
    expect(await parseAll(upright)).toEqual({ exif: { FNumber: 2.8 } });
  });

  it('keeps the byte order of the original EXIF block', () => {
    const file = buildJpeg(JFIF, exifSegment(buildTiff({ FNumber: [4, 1] }, { littleEndian: false })));
    const stripped = stripMetadata(file);
    const start = findExif(stripped)?.start ?? NaN;
    expect(String.fromCharCode(...stripped.subarray(start + 10, start + 12))).toBe('MM');
  });

  it('puts the new EXIF right after JFIF, or first without it, and drops comments', () => {
    const comment = segment(0xfe, new TextEncoder().encode('shot by someone'));
    const exif = exifSegment(buildTiff({ FNumber: [4, 1] }));
    expect(markers(stripMetadata(buildJpeg(JFIF, comment, exif)))).toEqual([0xe0, 0xe1, 0xdb]);
    expect(markers(stripMetadata(buildJpeg(comment, exif)))).toEqual([0xe1, 0xdb]);
  });

  it('drops stray bytes between header segments, as a decoder skips them', async () => {
    const exif = exifSegment(buildTiff({ FNumber: [4, 1] }));
    const clean = buildJpeg(JFIF, exif);
    const stray = buildJpeg(JFIF, new Uint8Array([0x00, 0x13, 0x37]), exif, new Uint8Array([0xff, 0x00, 0x42]));
    expect(headerSegments(stray).segments).toHaveLength(3);
    const stripped = stripMetadata(stray);
    expect(Buffer.from(stripped).equals(Buffer.from(stripMetadata(clean)))).toBe(true);
    expect(await parseAll(stripped)).toEqual({ exif: { FNumber: 4 } });
  });

  it('refuses a file that is not a whole JPEG', () => {
    expect(() => stripMetadata(new TextEncoder().encode('<html>'))).toThrow('not a JPEG');
    expect(() => stripMetadata(buildJpeg(JFIF).subarray(0, 30))).toThrow('the file ends before its image data');
    expect(() => stripMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toThrow(
      'the file ends before its image data',
    );
  });
});
