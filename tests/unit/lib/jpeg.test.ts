import { describe, expect, it } from 'vitest';
import { headerSegments, imageDataEnd, jpegStep, type JpegStep } from '../../../src/lib/jpeg';
import { buildJpeg, buildTiff, concat, exifSegment, JFIF, segment } from '../support/jpeg-builder';

const exif = exifSegment(buildTiff({ FNumber: [4, 1] }));
const DQT_LENGTH = 69;
const bytes = (...values: number[]) => new Uint8Array(values);

/** The whole walk, one line per segment (`marker@start-end`), then how it stopped. */
function walk(file: Uint8Array): string[] {
  const { segments, stop } = headerSegments(file);
  const hex = (marker: number) => marker.toString(16);
  const stopped =
    stop.kind === 'image'
      ? `image ${hex(stop.marker)}@${stop.start}`
      : stop.kind === 'need'
        ? `need ${stop.from}-${stop.until}`
        : `invalid: ${stop.reason}`;
  return [...segments.map(({ marker, start, end }) => `${hex(marker)}@${start}-${end}`), stopped];
}

/** The end of every built JPEG: its quantisation table at `offset`, then the start of scan. */
const tablesAndScan = (offset: number) => [`db@${offset}-${offset + DQT_LENGTH}`, `image da@${offset + DQT_LENGTH}`];

describe('headerSegments', () => {
  const afterJfif = 2 + JFIF.length;
  const afterExif = afterJfif + exif.length;

  it.each<[string, Uint8Array, string[]]>([
    [
      'a normal header',
      buildJpeg(JFIF, exif),
      [`e0@2-${afterJfif}`, `e1@${afterJfif}-${afterExif}`, ...tablesAndScan(afterExif)],
    ],
    [
      'fill bytes before a marker',
      buildJpeg(JFIF, bytes(0xff, 0xff, 0xff), exif),
      [`e0@2-${afterJfif}`, `e1@${afterJfif + 3}-${afterExif + 3}`, ...tablesAndScan(afterExif + 3)],
    ],
    [
      'standalone markers (TEM, RST0, RST7), which have no length',
      buildJpeg(JFIF, bytes(0xff, 0x01), bytes(0xff, 0xd0), bytes(0xff, 0xd7)),
      [
        `e0@2-${afterJfif}`,
        `1@${afterJfif}-${afterJfif + 2}`,
        `d0@${afterJfif + 2}-${afterJfif + 4}`,
        `d7@${afterJfif + 4}-${afterJfif + 6}`,
        ...tablesAndScan(afterJfif + 6),
      ],
    ],
    [
      'stray bytes between segments, a stuffed 0xFF 0x00 and a reserved code among them',
      buildJpeg(JFIF, bytes(0x00, 0x12, 0xff, 0x00, 0x34, 0xff, 0x05, 0x66), exif),
      [`e0@2-${afterJfif}`, `e1@${afterJfif + 8}-${afterExif + 8}`, ...tablesAndScan(afterExif + 8)],
    ],
    [
      'stray bytes and fill bytes between the last table and the start of scan',
      concat(bytes(0xff, 0xd8), JFIF, segment(0xdb, new Uint8Array(65)), bytes(0x00, 0x42, 0xff, 0xff, 0xff, 0xda)),
      [`e0@2-${afterJfif}`, `db@${afterJfif}-${afterJfif + DQT_LENGTH}`, `image da@${afterJfif + DQT_LENGTH + 4}`],
    ],
    [
      'a header cut inside a segment’s length field',
      buildJpeg(JFIF, exif).subarray(0, afterJfif + 3),
      [`e0@2-${afterJfif}`, `need ${afterJfif}-${afterJfif + 4}`],
    ],
    [
      'a header cut inside a segment’s payload',
      buildJpeg(JFIF, exif).subarray(0, afterJfif + 20),
      [`e0@2-${afterJfif}`, `e1@${afterJfif}-${afterExif}`, `need ${afterExif}-${afterExif + 2}`],
    ],
    [
      'EOI before any SOS',
      concat(bytes(0xff, 0xd8), JFIF, bytes(0xff, 0xd9)),
      [`e0@2-${afterJfif}`, `image d9@${afterJfif}`],
    ],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), ['invalid: not a JPEG']],
    ['an empty file', bytes(), ['need 0-2']],
    [
      'a segment length below 2',
      bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0, 0),
      ['invalid: segment length 1 at byte 2'],
    ],
    [
      'a second SOI',
      concat(bytes(0xff, 0xd8), JFIF, bytes(0xff, 0xd8)),
      [`e0@2-${afterJfif}`, `invalid: a second SOI at byte ${afterJfif}`],
    ],
  ])('walks %s', (_, file, expected) => {
    expect(walk(file)).toEqual(expected);
  });
});

describe('jpegStep over part of a file', () => {
  const big = segment(0xe2, new Uint8Array(5_000));
  const file = buildJpeg(big, exif);
  const afterBig = 2 + big.length;
  const step = (from: number, to: number, next: number): JpegStep => jpegStep(file.subarray(from, to), from, next);

  it('reports a segment as soon as its length is at hand, without its payload', () => {
    expect(step(0, 6, 2)).toEqual({ kind: 'segment', marker: 0xe2, start: 2, end: afterBig });
  });

  it('asks for the next marker when it lies past the bytes at hand', () => {
    expect(step(0, 256, afterBig)).toEqual({ kind: 'need', from: afterBig, until: afterBig + 2 });
  });

  it('asks for the length field when only the marker is at hand', () => {
    expect(step(afterBig, afterBig + 2, afterBig)).toEqual({ kind: 'need', from: afterBig, until: afterBig + 4 });
  });

  it('walks on from bytes held at a later offset of the file', () => {
    expect(step(afterBig, afterBig + 256, afterBig)).toEqual({
      kind: 'segment',
      marker: 0xe1,
      start: afterBig,
      end: afterBig + exif.length,
    });
  });

  it('checks the SOI first, asking for the file’s first bytes when they are not at hand', () => {
    expect(step(afterBig, afterBig + 256, 0)).toEqual({ kind: 'need', from: 0, until: 2 });
  });

  it('asks to go on past stray bytes that run to the end of the bytes at hand', () => {
    const stray = concat(bytes(0xff, 0xd8), new Uint8Array(300).fill(0x37), exif);
    expect(jpegStep(stray.subarray(0, 256), 0, 2)).toEqual({ kind: 'need', from: 255, until: 257 });
    expect(jpegStep(stray.subarray(255), 255, 255)).toMatchObject({ kind: 'segment', marker: 0xe1, start: 302 });
  });
});

describe('imageDataEnd', () => {
  const header = concat(bytes(0xff, 0xd8), JFIF, segment(0xdb, new Uint8Array(65)));
  const sos = segment(0xda, new Uint8Array([1, 1, 0, 0, 63, 0]));
  const dht = segment(0xc4, new Uint8Array(20));
  /** The end found for a file of the header, then `image` (from its SOS on), then `trailer`. */
  const endOf = (image: Uint8Array, trailer: Uint8Array = bytes()) => {
    const file = concat(header, image, trailer);
    const found = imageDataEnd(file, header.length);
    return found.kind === 'end' ? found.end - header.length : found.kind;
  };

  it.each<[string, Uint8Array]>([
    ['plain data', concat(sos, bytes(0x12, 0xd9, 0x34), bytes(0xff, 0xd9))],
    [
      'stuffed 0xFF 0x00 pairs, one before a 0xD9 data byte',
      concat(sos, bytes(0xff, 0x00, 0xd9, 0xff, 0x00), bytes(0xff, 0xd9)),
    ],
    ['restart markers RST0–RST7', concat(sos, bytes(1, 0xff, 0xd0, 2, 0xff, 0xd7, 3), bytes(0xff, 0xd9))],
    ['fill bytes before the EOI', concat(sos, bytes(0x55, 0xff, 0xff, 0xff), bytes(0xff, 0xd9))],
    [
      'progressive scans with tables between them',
      concat(sos, bytes(1, 2), dht, sos, bytes(3), dht, sos, bytes(4, 0xff, 0xd9)),
    ],
    ['stray bytes between two scans', concat(sos, bytes(1), dht, bytes(0x00, 0x42), sos, bytes(2, 0xff, 0xd9))],
  ])('ends just past the EOI of %s, whatever follows it', (_, image) => {
    expect(endOf(image)).toBe(image.length);
    expect(endOf(image, concat(new TextEncoder().encode('SEFH'), bytes(0xff, 0xd8, 0xff, 0xd9)))).toBe(image.length);
  });

  it.each<[string, Uint8Array]>([
    ['a scan without EOI', concat(sos, bytes(1, 2, 3))],
    ['a scan ending in a lone 0xFF', concat(sos, bytes(1, 2, 0xff))],
    ['a scan cut inside its SOS header', sos.subarray(0, 5)],
    ['a file cut inside the tables between two scans', concat(sos, bytes(1), dht.subarray(0, 10))],
    ['a file cut after the tables between two scans', concat(sos, bytes(1), dht)],
  ])('calls %s truncated', (_, image) => {
    expect(endOf(image)).toBe('truncated');
  });
});
