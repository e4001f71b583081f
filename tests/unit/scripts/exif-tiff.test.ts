// @vitest-environment node
// The build's EXIF block writer and reader: every kept tag round-trips in both byte orders with its type, exifr
// reads what is written, and the reader takes nothing else, cleaning text as it goes.
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { buildTiff, MAX_TEXT_BYTES, readExifFields, type ExifFields } from '../../../scripts/photos/exif-tiff';
import { EXIF_TAGS } from '../../../src/lib/exif-tags';
import { rawTiff, TYPE, type RawEntry } from '../support/raw-tiff';

const EVERY_TAG: Required<ExifFields> = {
  Make: 'PENTAX',
  Model: 'PENTAX K-7',
  Orientation: 6,
  ExposureTime: [1, 320],
  FNumber: [50, 10],
  ISO: 200,
  DateTimeOriginal: '2014:11:18 17:43:55',
  OffsetTimeOriginal: '+01:00',
  ExposureBiasValue: [-17, 10],
  FocalLength: [200, 10],
  PixelXDimension: 3000,
  PixelYDimension: 1993,
  FocalLengthIn35mmFormat: 30,
  LensMake: 'Apple',
  LensModel: 'iPhone 7 back camera 3.99mm f/1.8',
};

/** The TIFF type each kept tag is written with, by its entry in the block. */
function writtenTypes(tiff: Uint8Array, littleEndian: boolean): Map<number, number> {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const types = new Map<number, number>();
  const walk = (at: number) => {
    for (let i = 0; i < view.getUint16(at, littleEndian); i++) {
      const field = at + 2 + i * 12;
      types.set(view.getUint16(field, littleEndian), view.getUint16(field + 2, littleEndian));
      if (view.getUint16(field, littleEndian) === 0x8769) walk(view.getUint32(field + 8, littleEndian));
    }
  };
  walk(view.getUint32(4, littleEndian));
  return types;
}

/** A block of one IFD0 and one EXIF IFD entry, as a camera may have written it. */
const withEntry = (entry: RawEntry, littleEndian = true) =>
  rawTiff(KEPT_IN_IFD0.has(entry.tag) ? { ifd0: [entry] } : { ifd0: [], exif: [entry] }, { littleEndian });
const KEPT_IN_IFD0 = new Set<number>(Object.values(EXIF_TAGS).flatMap(([ifd, tag]) => (ifd === 'ifd0' ? [tag] : [])));

describe('buildTiff, then readExifFields', () => {
  it.each([
    ['little-endian (II)', true],
    ['big-endian (MM)', false],
  ])('reads back every kept tag exactly as written, %s', (_, littleEndian) => {
    const tiff = buildTiff(EVERY_TAG, { littleEndian });
    expect(String.fromCharCode(tiff[0] ?? 0, tiff[1] ?? 0)).toBe(littleEndian ? 'II' : 'MM');
    expect(readExifFields(tiff)).toEqual({ fields: EVERY_TAG, littleEndian });
  });

  it.each([
    ['little-endian', true],
    ['big-endian', false],
  ])('writes each tag with its own type, %s: ASCII, SHORT, LONG, RATIONAL, SRATIONAL', (_, littleEndian) => {
    const types = writtenTypes(buildTiff(EVERY_TAG, { littleEndian }), littleEndian);
    const { ASCII, SHORT, LONG, RATIONAL, SRATIONAL } = TYPE;
    expect(Object.fromEntries(types)).toEqual({
      [0x010f]: ASCII,
      [0x0110]: ASCII,
      [0x0112]: SHORT,
      [0x8769]: LONG,
      [0x829a]: RATIONAL,
      [0x829d]: RATIONAL,
      [0x8827]: SHORT,
      [0x9003]: ASCII,
      [0x9011]: ASCII,
      [0x9204]: SRATIONAL,
      [0x920a]: RATIONAL,
      [0xa002]: LONG,
      [0xa003]: LONG,
      [0xa405]: SHORT,
      [0xa433]: ASCII,
      [0xa434]: ASCII,
    });
  });

  it.each([true, false])(
    'is read by exifr with the values written (little-endian: %s), and nothing more',
    async (le) => {
      const found = (await exifr.parse(buildTiff(EVERY_TAG, { littleEndian: le }), {
        ifd1: true,
        gps: true,
        interop: true,
        mergeOutput: false,
        translateValues: false,
        reviveValues: false,
      })) as Record<string, Record<string, unknown>>;
      expect(found).toEqual({
        ifd0: { Make: 'PENTAX', Model: 'PENTAX K-7', Orientation: 6 },
        exif: {
          ExposureTime: 1 / 320,
          FNumber: 5,
          ISO: 200,
          DateTimeOriginal: '2014:11:18 17:43:55',
          OffsetTimeOriginal: '+01:00',
          ExposureCompensation: -1.7,
          FocalLength: 20,
          ExifImageWidth: 3000,
          ExifImageHeight: 1993,
          FocalLengthIn35mmFormat: 30,
          LensMake: 'Apple',
          LensModel: 'iPhone 7 back camera 3.99mm f/1.8',
        },
      });
    },
  );

  it('writes a block of no tag but the EXIF pointer, which reads as none', () => {
    expect(readExifFields(buildTiff({})).fields).toEqual({});
  });
});

describe('readExifFields on what cameras write', () => {
  it.each([true, false])('keeps a negative exposure bias signed, as stored (little-endian: %s)', (le) => {
    const tiff = withEntry({ tag: 0x9204, type: TYPE.SRATIONAL, value: [-2, 3] }, le);
    expect(readExifFields(tiff).fields).toEqual({ ExposureBiasValue: [-2, 3] });
  });

  it.each<[string, RawEntry, ExifFields]>([
    ['ISO as a LONG', { tag: 0x8827, type: TYPE.LONG, value: [3200] }, { ISO: 3200 }],
    ['the first of several ISO values', { tag: 0x8827, type: TYPE.SHORT, value: [400, 800, 1600] }, { ISO: 400 }],
    // EXIF 2.3: a sensitivity of 65535 or more is recorded as 65535.
    ['an ISO past a SHORT as 65535', { tag: 0x8827, type: TYPE.LONG, value: [102_400] }, { ISO: 65_535 }],
    ['a pixel width stored as a SHORT', { tag: 0xa002, type: TYPE.SHORT, value: [640] }, { PixelXDimension: 640 }],
    ['no ISO of no values', { tag: 0x8827, type: TYPE.SHORT, value: [] }, {}],
    ['no exposure stored as an SRATIONAL', { tag: 0x829a, type: TYPE.SRATIONAL, value: [1, 60] }, {}],
    ['no exposure bias stored unsigned', { tag: 0x9204, type: TYPE.RATIONAL, value: [1, 3] }, {}],
    ['a zero denominator as stored', { tag: 0x829d, type: TYPE.RATIONAL, value: [28, 0] }, { FNumber: [28, 0] }],
  ])('reads %s', (_, entry, fields) => {
    expect(readExifFields(withEntry(entry)).fields).toEqual(fields);
  });

  it.each<[string, string | Uint8Array, string | undefined]>([
    ['a NUL-terminated name', 'NIKON CORPORATION\0', 'NIKON CORPORATION'],
    ['a name padded with spaces', 'PENTAX             \0', 'PENTAX'],
    ['a name padded with NULs to a fixed width', `Apple${'\0'.repeat(27)}`, 'Apple'],
    ['a name of 4 bytes or fewer, stored in its field', 'K-7\0', 'K-7'],
    [
      'junk text, as it is',
      '< Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >\0',
      '< Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >',
    ],
    ['UTF-8 text', 'Łódź Optics\0', 'Łódź Optics'],
    ['no empty name', '\0', undefined],
    ['no name of spaces', '      \0', undefined],
    ['no name with control characters', 'Cam\x07era\0', undefined],
    ['no name that is not UTF-8', new Uint8Array([0x4e, 0xe9, 0x65, 0]), undefined],
    ['a 10 KB name cut short', `${'x'.repeat(10_000)}\0`, 'x'.repeat(MAX_TEXT_BYTES)],
    [
      'a long name cut between characters',
      `a${'é'.repeat(MAX_TEXT_BYTES)}\0`,
      `a${'é'.repeat(MAX_TEXT_BYTES / 2 - 1)}`,
    ],
  ])('reads %s', (_, value, expected) => {
    const fields = readExifFields(withEntry({ tag: 0x0110, type: TYPE.ASCII, value })).fields;
    expect(fields).toEqual(expected === undefined ? {} : { Model: expected });
  });

  it('reads no name stored as anything but ASCII', () => {
    const tiff = withEntry({ tag: 0xa434, type: TYPE.UNDEFINED, value: 'Lens\0' });
    expect(readExifFields(tiff).fields).toEqual({});
  });

  it.each<['DateTimeOriginal' | 'OffsetTimeOriginal', string, string | undefined]>([
    ['DateTimeOriginal', '2014:11:18 17:43:55\0', '2014:11:18 17:43:55'],
    ['DateTimeOriginal', '    :  :     :  :  \0', undefined], // EXIF's "unknown"
    ['DateTimeOriginal', '0000:00:00 00:00:00\0', undefined],
    ['DateTimeOriginal', '2014-11-18T17:43:55\0', undefined],
    ['OffsetTimeOriginal', '+01:00\0', '+01:00'],
    ['OffsetTimeOriginal', '-05:30\0', '-05:30'],
    ['OffsetTimeOriginal', 'local\0', undefined],
  ])('reads %s written as %j only when it has EXIF’s shape', (name, value, expected) => {
    const [, tag] = EXIF_TAGS[name];
    const fields = readExifFields(withEntry({ tag, type: TYPE.ASCII, value })).fields;
    expect(fields).toEqual(expected === undefined ? {} : { [name]: expected });
  });

  it('takes the kept tags only: no names, copyright, serials, GPS, thumbnail, maker note or comment', () => {
    const ascii = (tag: number, value: string): RawEntry => ({ tag, type: TYPE.ASCII, value: `${value}\0` });
    const tiff = rawTiff({
      ifd0: [
        ascii(0x010f, 'SONY'),
        ascii(0x0131, 'Editor 1.0'), // Software
        ascii(0x013b, 'Jo Lens'), // Artist
        ascii(0x8298, '© Jo Lens'), // Copyright
      ],
      exif: [
        { tag: 0x829a, type: TYPE.RATIONAL, value: [1, 640] },
        { tag: 0x927c, type: TYPE.UNDEFINED, value: new TextEncoder().encode('SONY DSC \0\0\0SN 123456') }, // MakerNote
        { tag: 0x9286, type: TYPE.UNDEFINED, value: new TextEncoder().encode('ASCII\0\0\0a comment') }, // UserComment
        ascii(0xa430, 'Jo Lens'), // CameraOwnerName
        ascii(0xa431, '4417-XT5'), // BodySerialNumber
        ascii(0xa435, 'LS-0042'), // LensSerialNumber
      ],
      gps: [{ tag: 0x0002, type: TYPE.RATIONAL, value: [51, 1, 30, 1, 1234, 100] }],
      ifd1: [{ tag: 0x0201, type: TYPE.LONG, value: [0] }],
    });
    expect(readExifFields(tiff).fields).toEqual({ Make: 'SONY', ExposureTime: [1, 640] });
  });

  it('refuses a block that is not TIFF, or whose values lie outside it', () => {
    expect(() => readExifFields(new TextEncoder().encode('not a TIFF block'))).toThrow('no TIFF byte order mark');
    const tiff = withEntry({ tag: 0x829a, type: TYPE.RATIONAL, value: [1, 60] });
    const cut = tiff.subarray(0, tiff.length - 8);
    expect(() => readExifFields(cut)).toThrow(/outside the block/);
  });
});
