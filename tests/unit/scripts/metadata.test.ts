// @vitest-environment node
// readPhotoMetadata against the fixtures (tests/fixtures/photos/README.md): each format's size as shown, its
// kept EXIF tags exactly as stored, the owner's own words; and the files the site cannot use, each with its reason.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PhotoInputError, readPhotoMetadata, type PhotoMetadata } from '../../../scripts/photos/metadata';
import { PHONE_CAMERA, pngWithExifAfterImage } from '../../fixtures/photos/edits';

const fixture = (name: string) => readFileSync(`tests/fixtures/photos/${name}`);
// No fixture writes a time zone offset, so the camera's clock reads as local time.
const TAKEN = new Date(2024, 4, 1, 10, 20, 30);
// Where the fixtures' GPS says they were taken (51° 30′ 12.34″ N, 0° 7′ 39.6″ W): the build's to read, never to ship.
const WESTMINSTER = { latitude: 51 + 30 / 60 + 12.34 / 3600, longitude: -(7 / 60 + 39.6 / 3600) };

const EXPECTED: Record<string, PhotoMetadata> = {
  'camera.jpg': {
    format: 'jpeg',
    width: 120,
    height: 160, // stored 160×120, EXIF Orientation 6
    // 28/10 as stored, not 14/5; never the orientation or the camera's pixel size, which the shipped file decides
    camera: {
      Make: 'Fujifilm',
      Model: 'X-T5',
      ExposureTime: [1, 250],
      FNumber: [28, 10],
      DateTimeOriginal: '2024:05:01 10:20:30',
      FocalLengthIn35mmFormat: 35,
    },
    title: 'Harbour at dawn', // IPTC ObjectName "  Harbour at dawn ", trimmed
    alt: 'Fishing boats moored at Honfleur at first light — a calm sea.',
    caption: 'Fishing boats moored at Honfleur at first light — a calm sea.',
    taken: TAKEN,
    takenYear: 2024,
    position: WESTMINSTER,
  },
  'iphone.heic': {
    format: 'heif',
    width: 120,
    height: 160, // stored 160×120, irot applied once (its EXIF Orientation 6 is not applied again)
    camera: {
      Make: 'Apple',
      Model: 'iPhone 15 Pro',
      ExposureTime: [1, 120],
      FNumber: [178, 100],
      DateTimeOriginal: '2024:05:01 10:20:30',
      FocalLengthIn35mmFormat: 24,
    },
    taken: TAKEN,
    takenYear: 2024,
    position: WESTMINSTER,
  },
  'screenshot.png': {
    format: 'png',
    width: 120,
    height: 160,
    camera: {
      Make: 'Google',
      Model: 'Pixel 8',
      ExposureTime: [1, 50],
      FNumber: [17, 10],
      DateTimeOriginal: '2024:05:01 10:20:30',
      FocalLengthIn35mmFormat: 26,
    },
    title: 'Settings screen',
    alt: "A phone's settings screen with Wi-Fi turned on.", // XMP writes the apostrophe as &#39;
    taken: TAKEN,
    takenYear: 2024,
    position: WESTMINSTER,
  },
  'export.webp': {
    format: 'webp',
    width: 160,
    height: 120,
    camera: {
      Make: 'Sony',
      Model: 'ILCE-7M4',
      ExposureTime: [1, 1000],
      FNumber: [40, 10],
      // CreateDate's, the date the photo is filed under, so its panel shows the date of its year's page
      DateTimeOriginal: '2024:05:01 10:20:30',
      FocalLengthIn35mmFormat: 85,
    },
    title: 'Honey bee',
    alt: 'A honey bee on a lavender flower.',
    caption: 'Lavender in the garden, late June.',
    taken: TAKEN, // from CreateDate: the file has no DateTimeOriginal
    takenYear: 2024,
    position: WESTMINSTER,
  },
  'export.avif': {
    format: 'avif',
    width: 120,
    height: 160,
    camera: {
      Make: 'Canon',
      Model: 'EOS R6',
      ExposureTime: [1, 60],
      FNumber: [56, 10],
      DateTimeOriginal: '2024:05:01 10:20:30',
      FocalLengthIn35mmFormat: 50,
    },
    alt: 'A quiet street after the rain.', // no alt text: the description stands in
    caption: 'A quiet street after the rain.',
    taken: TAKEN,
    takenYear: 2024,
    position: WESTMINSTER,
  },
  'scan.tif': {
    format: 'tiff',
    width: 120,
    height: 160, // stored 160×120, Orientation 8
    camera: {
      Make: 'Nikon',
      Model: 'Super Coolscan 5000 ED',
      ExposureTime: [1, 125],
      FNumber: [8, 1],
      DateTimeOriginal: '2024:05:01 10:20:30',
      FocalLengthIn35mmFormat: 50,
    },
    title: 'Grandmother, 1962',
    alt: 'A woman in a summer dress on the steps of a house.',
    caption: 'A woman in a summer dress on the steps of a house.',
    taken: TAKEN,
    takenYear: 2024,
    position: WESTMINSTER,
  },
  'no-exif.png': { format: 'png', width: 160, height: 120, camera: {} },
  // Its EXIF's IFD0 offset points outside the block: no camera fields and no date, but the rest still reads.
  'broken-exif.jpg': { format: 'jpeg', width: 160, height: 120, camera: {}, title: 'Broken but shown' },
};

describe('readPhotoMetadata', () => {
  it.each(Object.entries(EXPECTED))('reads %s', async (name, expected) => {
    const meta = await readPhotoMetadata(fixture(name));
    expect(meta).toEqual(expected);
    expect(Object.keys(meta).filter((key) => meta[key as keyof PhotoMetadata] === undefined)).toEqual(
      ['title', 'alt', 'caption', 'taken', 'takenYear', 'keywords'].filter((key) => !(key in expected)),
    );
  });

  /** A small PNG carrying this XMP packet and EXIF. */
  async function png(xmp: string, exif: Record<string, string> = {}): Promise<Buffer> {
    const image = sharp({ create: { width: 8, height: 6, channels: 3, background: '#808080' } });
    return image.png().withXmp(xmp).withExif({ IFD2: exif }).toBuffer();
  }
  const RDF = (body: string) =>
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
    `xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/">${body}</rdf:Description></rdf:RDF></x:xmpmeta>`;

  it('takes the x-default of a lang-alt, decodes XML escapes and drops blank values', async () => {
    const meta = await readPhotoMetadata(
      await png(
        RDF(
          '<dc:title><rdf:Alt><rdf:li xml:lang="fr">Abeille</rdf:li>' +
            '<rdf:li xml:lang="x-default">Bees &amp; lavender, &#xE9;t&#233;</rdf:li></rdf:Alt></dc:title>' +
            '<dc:description><rdf:Alt><rdf:li xml:lang="x-default">   </rdf:li></rdf:Alt></dc:description>' +
            '<Iptc4xmpCore:AltTextAccessibility><rdf:Alt><rdf:li xml:lang="de">Bienen</rdf:li></rdf:Alt>' +
            '</Iptc4xmpCore:AltTextAccessibility>',
        ),
      ),
    );
    expect(meta).toMatchObject({ title: 'Bees & lavender, été', alt: 'Bienen' });
    expect(meta.caption).toBeUndefined();
  });

  it('reads an empty lang-alt entry, which some apps write as an empty element, as no words', async () => {
    const meta = await readPhotoMetadata(await readFile('public/photos/colorful-cups.jpg'));
    expect(meta.caption).toBeUndefined();
    expect(meta.alt).toBeUndefined();
  });

  it('reads a single keyword, XML escapes in keywords and a hierarchy of one level', async () => {
    const bag = (name: string, items: string[]) =>
      `<${name}><rdf:Bag>${items.map((item) => `<rdf:li>${item}</rdf:li>`).join('')}</rdf:Bag></${name}>`;
    const one = await readPhotoMetadata(await png(RDF(bag('dc:subject', ['Fish &amp; chips']))));
    expect(one.keywords).toEqual(['Fish & chips']);
    const lr = RDF(
      bag('dc:subject', ['Caf&#xE9;']) + bag('lr:hierarchicalSubject', ['Food|caf&#233;', 'Harbour', 'Places|']),
    ).replace('<rdf:Description ', '<rdf:Description xmlns:lr="http://ns.adobe.com/lightroom/1.0/" ');
    expect((await readPhotoMetadata(await png(lr))).keywords).toEqual(['Café', 'Harbour']);
  });

  it("gives the year on the camera's clock, not the instant's, which is the year before in UTC", async () => {
    const newYear = { DateTimeOriginal: '2024:01:01 00:30:00', OffsetTimeOriginal: '+02:00' };
    const meta = await readPhotoMetadata(await png(RDF(''), newYear));
    expect(meta.taken?.getUTCFullYear()).toBe(2023);
    expect(meta.takenYear).toBe(2024);
  });

  it('prefers DateTimeOriginal, at its offset when one is written, and ignores an all-zero date', async () => {
    const withOffset = { DateTimeOriginal: '2024:05:01 10:20:30', OffsetTimeOriginal: '+02:00' };
    expect((await readPhotoMetadata(await png(RDF(''), withOffset))).taken).toEqual(new Date('2024-05-01T08:20:30Z'));
    const both = { DateTimeOriginal: '2023:01:02 03:04:05', DateTimeDigitized: '2024:05:01 10:20:30' };
    expect((await readPhotoMetadata(await png(RDF(''), both))).taken).toEqual(new Date(2023, 0, 2, 3, 4, 5));
    const zero = { DateTimeOriginal: '0000:00:00 00:00:00', DateTimeDigitized: '2024:05:01 10:20:30' };
    expect((await readPhotoMetadata(await png(RDF(''), zero))).taken).toEqual(TAKEN);
  });

  it("ships the date it files the photo under as DateTimeOriginal, with that date's own offset or none", async () => {
    const zero = { DateTimeOriginal: '0000:00:00 00:00:00', DateTimeDigitized: '2024:05:01 10:20:30' };
    const digitized = { ...zero, OffsetTimeOriginal: '+01:00', OffsetTimeDigitized: '-03:30' };
    expect((await readPhotoMetadata(await png(RDF(''), digitized))).camera).toEqual({
      DateTimeOriginal: '2024:05:01 10:20:30',
      OffsetTimeOriginal: '-03:30',
    });
    const noOffset = { ...zero, OffsetTimeOriginal: '+01:00' };
    expect((await readPhotoMetadata(await png(RDF(''), noOffset))).camera).toEqual({
      DateTimeOriginal: '2024:05:01 10:20:30',
    });
  });
});

describe('readPhotoMetadata: keywords', () => {
  it.each([
    // dc:subject, then the hierarchy's last levels (Stormy sky is in no flat list), then IPTC, which adds nothing.
    ['lightroom.jpg', ['Île de Ré', 'Lighthouse', 'Sunset', 'Stormy sky']],
    // Each keyword once, spelt as dc:subject spells it; `&amp;` undone; Bretagne from the hierarchy alone.
    ['captureone.jpg', ['lighthouse', 'Île de Ré', 'Harbour & quay', 'Bretagne']],
    // IPTC's UTF-8 read as such, a script other than Latin kept, spaces trimmed and the blank keyword dropped.
    ['apple.jpg', ['Travel', 'Lighthouse', '灯台', 'Crêpe']],
  ])('reads those %s carries', async (name, keywords) => {
    expect((await readPhotoMetadata(fixture(name))).keywords).toEqual(keywords);
  });

  it('has none when the file names none', async () => {
    expect((await readPhotoMetadata(fixture('camera.jpg'))).keywords).toBeUndefined();
  });
});

describe("readPhotoMetadata of a PNG's eXIf chunk that libvips leaves out", () => {
  it.each([
    ['after the image data', {}],
    ['after the image data, with "Exif\\0\\0" before its TIFF block', { prefix: true }],
  ])('reads the camera fields of one %s', async (_, options) => {
    const png = pngWithExifAfterImage(fixture('no-exif.png'), PHONE_CAMERA, options);
    expect((await sharp(png).metadata()).exif).toBeUndefined(); // what libvips reads of it
    expect((await readPhotoMetadata(png)).camera).toEqual(PHONE_CAMERA);
  });
});

describe('readPhotoMetadata rejects a file the site cannot use', () => {
  const gif = () =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
  const camera = fixture('camera.jpg');
  const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
    ['an empty file', () => Buffer.alloc(0), 'is empty (0 bytes)'],
    ['text named .jpg', () => Buffer.from('These are my notes.\n'), 'is not an image (its bytes are not JPEG, PNG'],
    ['a GIF', gif, 'is a GIF, which the site does not take (only JPEG, PNG, WebP, AVIF, TIFF or HEIC)'],
    ['a BMP', () => Buffer.from('BM\x3a\0\0\0\0\0\0\0\x36\0\0\0', 'latin1'), 'is a BMP image, which the site'],
    ['an SVG', () => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'is an SVG'],
    // A JPEG cut in its image data has whole headers: its decode refuses it (decode.test.ts).
    ['a JPEG cut in its header', () => camera.subarray(0, 300), 'is damaged or cut short'],
    ['a truncated PNG', () => fixture('screenshot.png').subarray(0, 1200), 'is damaged or cut short'],
    ['a truncated HEIC', () => fixture('iphone.heic').subarray(0, 1500), 'is damaged or cut short'],
  ];

  it.each(cases)('%s', async (_, bytes, message) => {
    const error: unknown = await readPhotoMetadata(await bytes()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PhotoInputError);
    expect((error as PhotoInputError).message).toContain(message);
    expect((error as PhotoInputError).fix).toMatch(/remove it from the (photos )?folder\.$/i);
  });
});
