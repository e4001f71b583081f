// @vitest-environment node
// The shipped JPEGs against the originals: exifr's full build finds exactly the kept tags (exif-tiff.ts), with
// the original's values and the image data's true size, less the details the site turned off, and no trace of
// GPS, serials, names, maker notes, thumbnails, XMP or IPTC; the image data is the original's, byte for byte.
import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { PHOTOS } from '../../../src/lib/portfolio';
import { headerSegments } from '../../../src/lib/jpeg';
import { ALL_DETAILS, DETAIL_FIELDS, DETAIL_TAGS } from '../../../scripts/photos/details';
import { MAX_TEXT_BYTES, readExifFields, type ExifFields } from '../../../scripts/photos/exif-tiff';
import { EXIF_TAGS as KEPT } from '../../../src/lib/exif-tags';
import { stripMetadata } from '../../../scripts/photos/strip-metadata';
import { FIRST_CHUNK_BYTES } from '../../../src/worker/read-camera-details';
import {
  buildJpeg,
  buildTiff,
  EXIF_HEADER,
  exifSegment,
  findExif,
  frameHeader,
  iccSegments,
  JFIF,
  segment,
} from '../support/jpeg-builder';
import { PHOTO_EXIF } from '../support/photo-exif';
import { rawTiff, TYPE, type RawEntry } from '../support/raw-tiff';

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
  reviveValues: false,
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
/** Width and height from the frame header (SOF0–SOF2 in these files): the size the image data is stored at. */
function frameSize(bytes: Uint8Array): { width: number; height: number } {
  const frame = headerSegments(bytes).segments.find(({ marker }) => marker >= 0xc0 && marker <= 0xc2);
  if (!frame) throw new Error('no frame header');
  const view = new DataView(bytes.buffer, bytes.byteOffset + frame.start);
  return { width: view.getUint16(7), height: view.getUint16(5) };
}

// exifr's names of the kept tags, by block.
const IFD0_TAGS = ['Make', 'Model', 'Orientation'];
const EXIF_TAGS = [
  ...['ExposureTime', 'FNumber', 'ISO', 'DateTimeOriginal', 'OffsetTimeOriginal', 'ExposureCompensation'],
  ...['FocalLength', 'FocalLengthIn35mmFormat', 'LensMake', 'LensModel'],
];
/** The kept tags of a block as exifr read them; of several ISO values, the first. */
function kept(block: Record<string, unknown> | undefined, tags: readonly string[]): Record<string, unknown> {
  const entries = tags.flatMap((tag): [string, unknown][] => {
    const value: unknown = block?.[tag];
    return value === undefined ? [] : [[tag, Array.isArray(value) ? (value as unknown[])[0] : value]];
  });
  return Object.fromEntries(entries);
}

describe('stripMetadata on the bundled photos', () => {
  it.each(PHOTOS.map((photo) => photo.id))(
    '%s keeps exactly the kept tags, with the original’s values and its true size',
    async (id) => {
      const before = await parseAll(original(id));
      const after = await parseAll(stripMetadata(original(id)));
      const { width, height } = frameSize(original(id));
      const ifd0 = kept(before.ifd0, IFD0_TAGS);
      if (ifd0.Orientation === 1) delete ifd0.Orientation; // what a viewer assumes anyway
      expect(after).toEqual({
        ifd0,
        exif: { ...kept(before.exif, EXIF_TAGS), ExifImageWidth: width, ExifImageHeight: height },
      });
      // ...and the three the cards show are the values the photos README lists.
      const expected = PHOTO_EXIF[id];
      expect(after.exif?.FocalLengthIn35mmFormat).toBe(expected?.focal);
      expect(after.exif?.ExposureTime).toBeCloseTo(expected?.exposure ?? NaN, 6);
      expect(after.exif?.FNumber).toBeCloseTo(expected?.fNumber ?? NaN, 6);
    },
  );

  it('keeps after-the-rain’s camera, ISO, signed exposure compensation, focal length and date', async () => {
    const after = await parseAll(stripMetadata(original('after-the-rain')));
    expect(after.ifd0).toEqual({ Make: 'PENTAX', Model: 'PENTAX K-7' });
    expect(after.exif).toMatchObject({
      ISO: 200,
      ExposureCompensation: -1.7,
      FocalLength: 20,
      DateTimeOriginal: '2014:11:18 17:43:55',
    });
  });

  it('keeps lake-red-hills’ lens and time zone, and maldives-jetty’s junk model name as written', async () => {
    const lake = await parseAll(stripMetadata(original('lake-red-hills')));
    expect(lake.exif).toMatchObject({
      LensMake: 'Apple',
      LensModel: 'iPhone 7 back camera 3.99mm f/1.8',
      OffsetTimeOriginal: '+01:00',
    });
    const jetty = await parseAll(stripMetadata(original('maldives-jetty')));
    expect(jetty.ifd0?.Model).toBe('< Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >');
  });

  it('gives castle-maintenon the size of its image data, not the larger one its EXIF claims', async () => {
    const before = await parseAll(original('castle-maintenon'));
    expect(before.exif).toMatchObject({ ExifImageWidth: 2048, ExifImageHeight: 1362 });
    const after = await parseAll(stripMetadata(original('castle-maintenon')));
    expect(after.exif).toMatchObject({ ExifImageWidth: 1024, ExifImageHeight: 681 });
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

  it.each(PHOTOS.map((photo) => photo.id))('%s has its EXIF segment end within the first read of the browser', (id) => {
    expect(findExif(stripMetadata(original(id)))?.end).toBeLessThanOrEqual(FIRST_CHUNK_BYTES);
  });

  it('removes the GPS colorful-cups carries, the thumbnails, and the names and serials cameras wrote', async () => {
    const cups = await parseAll(original('colorful-cups'));
    expect(cups.gps?.GPSLatitude).toEqual(expect.any(Array)); // the originals do carry them
    expect((await parseAll(original('after-the-rain'))).ifd0).toMatchObject({ Artist: 'Stef Binde' });
    expect((await parseAll(original('castle-maintenon'))).ifd1).toBeDefined();
    for (const photo of PHOTOS) {
      const stripped = stripMetadata(original(photo.id));
      expect(await exifr.gps(stripped)).toBeUndefined();
      const blocks = await parseAll(stripped);
      expect(Object.keys(blocks).toSorted(), photo.id).toEqual(['exif', 'ifd0']);
      const keys = Object.values(blocks).flatMap((block) => Object.keys(block ?? {}));
      for (const key of PRIVATE_TAGS) expect(keys, photo.id).not.toContain(key);
      expect(Buffer.from(stripped).includes('Stef Binde'), photo.id).toBe(false);
    }
  });
});

/** Tags cameras and apps write that must never ship, by exifr's names. */
const PRIVATE_TAGS = [
  ...['Artist', 'Copyright', 'OwnerName', 'CameraOwnerName', 'SerialNumber', 'BodySerialNumber'],
  ...['LensSerialNumber', 'MakerNote', 'UserComment', 'ImageDescription', 'Software', 'GPSLatitude'],
];

const ascii = (tag: number, value: string): RawEntry => ({ tag, type: TYPE.ASCII, value: `${value}\0` });
const text = (bytes: string) => new TextEncoder().encode(bytes);

/** A camera's EXIF: every kept tag, and what must not ship (names, serials, a note, GPS, a thumbnail's IFD). */
const cameraTiff = (littleEndian = true) =>
  rawTiff(
    {
      ifd0: [
        ascii(0x010e, 'Harbour at dawn'), // ImageDescription
        ascii(0x010f, 'FUJIFILM  '),
        ascii(0x0110, 'X-T5'),
        { tag: 0x0112, type: TYPE.SHORT, value: [6] },
        ascii(0x0131, 'Digital Camera X-T5 Ver2.00'), // Software
        ascii(0x013b, 'Jo Lens'), // Artist
        ascii(0x8298, 'Jo Lens 2024'), // Copyright
      ],
      exif: [
        { tag: 0x829a, type: TYPE.RATIONAL, value: [1, 250] },
        { tag: 0x829d, type: TYPE.RATIONAL, value: [28, 10] },
        { tag: 0x8827, type: TYPE.SHORT, value: [640] },
        ascii(0x9003, '2024:05:01 10:20:30'),
        ascii(0x9004, '2024:05:01 10:20:31'), // DateTimeDigitized: not kept
        ascii(0x9011, '+02:00'),
        { tag: 0x9204, type: TYPE.SRATIONAL, value: [-1, 3] },
        { tag: 0x920a, type: TYPE.RATIONAL, value: [230, 10] },
        { tag: 0x927c, type: TYPE.UNDEFINED, value: text('FUJIFILM\0\0\0\0SN-4417-XT5') }, // MakerNote
        { tag: 0x9286, type: TYPE.UNDEFINED, value: text('ASCII\0\0\0a private note') }, // UserComment
        { tag: 0xa002, type: TYPE.LONG, value: [7728] }, // the camera's size, not the file's
        { tag: 0xa003, type: TYPE.LONG, value: [5152] },
        { tag: 0xa405, type: TYPE.SHORT, value: [35] },
        ascii(0xa430, 'Jo Lens'), // CameraOwnerName
        ascii(0xa431, '4417-XT5'), // BodySerialNumber
        ascii(0xa433, 'FUJIFILM'),
        ascii(0xa434, 'XF23mmF1.4 R LM WR'),
        ascii(0xa435, '42A0917'), // LensSerialNumber
      ],
      gps: [ascii(0x0001, 'N'), { tag: 0x0002, type: TYPE.RATIONAL, value: [51, 1, 30, 1, 1234, 100] }],
      ifd1: [
        { tag: 0x0201, type: TYPE.LONG, value: [0] }, // the thumbnail's offset and length
        { tag: 0x0202, type: TYPE.LONG, value: [0] },
      ],
    },
    { littleEndian },
  );
/** The camera's file: JFIF, its EXIF, a 640×480 frame (as stored: its orientation turns it), the image data. */
const cameraFile = (littleEndian = true) =>
  buildJpeg(JFIF, exifSegment(cameraTiff(littleEndian)), frameHeader(640, 480));

/** Every kept tag of cameraFile, as exifr reads them from the stripped file. */
const CAMERA_KEPT = {
  ifd0: { Make: 'FUJIFILM', Model: 'X-T5', Orientation: 6 },
  exif: {
    ExposureTime: 1 / 250,
    FNumber: 2.8,
    ISO: 640,
    DateTimeOriginal: '2024:05:01 10:20:30',
    OffsetTimeOriginal: '+02:00',
    ExposureCompensation: -1 / 3,
    FocalLength: 23,
    ExifImageWidth: 640,
    ExifImageHeight: 480,
    FocalLengthIn35mmFormat: 35,
    LensMake: 'FUJIFILM',
    LensModel: 'XF23mmF1.4 R LM WR',
  },
};

/** The kept tags of a shipped file, by the build's own names. */
const shippedTags = (file: Uint8Array): ExifFields => {
  const exif = findExif(file);
  if (!exif) throw new Error('no EXIF block');
  return readExifFields(file.subarray(exif.start + 4 + EXIF_HEADER.length, exif.end)).fields;
};

describe('stripMetadata on a camera’s EXIF', () => {
  it.each([
    ['little-endian', true],
    ['big-endian', false],
  ])('keeps exactly the listed tags of a %s block, and drops names, serials, GPS and the thumbnail', async (_, le) => {
    const stripped = stripMetadata(cameraFile(le));
    expect(await parseAll(stripped)).toEqual(CAMERA_KEPT);
    const bytes = Buffer.from(stripped).toString('latin1');
    for (const trace of ['Jo Lens', 'SN-4417', '4417-XT5', '42A0917', 'private note', 'Harbour', 'Ver2.00'])
      expect(bytes).not.toContain(trace);
  });

  it('copies rationals exactly as stored, not as their values', () => {
    expect(shippedTags(stripMetadata(cameraFile()))).toMatchObject({
      FNumber: [28, 10],
      FocalLength: [230, 10],
      ExposureBiasValue: [-1, 3],
    });
  });

  it('gives the pixel size of the image data as stored, whatever the EXIF claims', async () => {
    const claims = exifSegment(buildTiff({ PixelXDimension: 4032, PixelYDimension: 3024, FNumber: [18, 10] }));
    const stripped = stripMetadata(buildJpeg(JFIF, claims, frameHeader(2400, 1800)));
    expect((await parseAll(stripped)).exif).toEqual({ FNumber: 1.8, ExifImageWidth: 2400, ExifImageHeight: 1800 });
  });

  it('writes a block of its pixel size for a photo without EXIF, right after JFIF, or first without it', async () => {
    for (const headers of [[JFIF], []]) {
      const stripped = stripMetadata(buildJpeg(...headers, ...iccSegments(2, 1000), frameHeader(800, 600)));
      expect(findExif(stripped)?.start).toBe(2 + (headers[0]?.length ?? 0));
      expect(markers(stripped)).toEqual([...headers.map(() => 0xe0), 0xe1, 0xe2, 0xe2, 0xc0, 0xdb]);
      expect(await parseAll(stripped)).toEqual({ exif: { ExifImageWidth: 800, ExifImageHeight: 600 } });
    }
  });

  it('ships a broken EXIF block as a block of the pixel size alone, rather than refusing the photo', async () => {
    const tiff = buildTiff({ FNumber: [28, 10] });
    new DataView(tiff.buffer).setUint32(4, 0xfff0, true); // IFD0 outside the block
    const stripped = stripMetadata(buildJpeg(JFIF, exifSegment(tiff), frameHeader(320, 240)));
    expect(await parseAll(stripped)).toEqual({ exif: { ExifImageWidth: 320, ExifImageHeight: 240 } });
  });

  it('ships a junk 10 KB model cut short', async () => {
    const junk = rawTiff({ ifd0: [ascii(0x0110, 'junk '.repeat(2_000))] });
    const stripped = stripMetadata(buildJpeg(JFIF, exifSegment(junk), frameHeader(16, 16)));
    expect((await parseAll(stripped)).ifd0?.Model).toBe('junk '.repeat(2_000).slice(0, MAX_TEXT_BYTES).trimEnd());
  });

  it('keeps its EXIF segment within the first read even with every tag there and every text at its cap', () => {
    const long = 'W'.repeat(MAX_TEXT_BYTES * 2);
    const every = {
      ...shippedTags(stripMetadata(cameraFile())),
      Make: long,
      Model: long,
      LensMake: long,
      LensModel: long,
    };
    const stripped = stripMetadata(buildJpeg(JFIF, exifSegment(buildTiff(every)), frameHeader(640, 480)));
    expect(Object.keys(shippedTags(stripped)).toSorted()).toEqual(Object.keys(KEPT).toSorted());
    expect(findExif(stripped)?.end).toBeLessThanOrEqual(FIRST_CHUNK_BYTES);
  });
});

describe('stripMetadata with details turned off', () => {
  it.each(DETAIL_FIELDS)('leaves out every tag of `%s`, and keeps the others and the orientation', (field) => {
    const before = shippedTags(stripMetadata(cameraFile()));
    const after = shippedTags(stripMetadata(cameraFile(), { details: { ...ALL_DETAILS, [field]: false } }));
    const gone: readonly string[] = DETAIL_TAGS[field];
    for (const tag of gone) expect(before).toHaveProperty(tag);
    expect(Object.keys(after).toSorted()).toEqual(
      Object.keys(before)
        .filter((tag) => !gone.includes(tag))
        .toSorted(),
    );
    expect(after.Orientation).toBe(6);
  });

  it('keeps the orientation alone when every detail is off, still in a block of its own', async () => {
    const none = { ...ALL_DETAILS };
    for (const field of DETAIL_FIELDS) none[field] = false;
    expect(await parseAll(stripMetadata(cameraFile(), { details: none }))).toEqual({ ifd0: { Orientation: 6 } });
  });
});

describe('stripMetadata', () => {
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
