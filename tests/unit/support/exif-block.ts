// Writes a TIFF block (an APP1 "Exif" payload after its header) of any tags, in either byte order, for the worker's
// tests: text, SHORT, LONG, RATIONAL and SRATIONAL values of any count, and the wrong type for a tag if asked. The
// build's writer (scripts/photos) writes only what the build ships, the way it ships it; cameras write more.

export type TiffValue =
  | { type: 'ascii'; text: string }
  | { type: 'short' | 'long'; values: readonly number[] }
  | { type: 'rational' | 'srational'; values: readonly (readonly [number, number])[] };

/** Tag id → value, one IFD. */
export type TiffEntries = Readonly<Record<number, TiffValue>>;

export const ascii = (text: string): TiffValue => ({ type: 'ascii', text });
export const short = (...values: number[]): TiffValue => ({ type: 'short', values });
export const long = (...values: number[]): TiffValue => ({ type: 'long', values });
export const rational = (...values: [number, number][]): TiffValue => ({ type: 'rational', values });
export const srational = (...values: [number, number][]): TiffValue => ({ type: 'srational', values });

/** The tags the worker reads, numbered as in the EXIF 2.32 specification (not taken from the code under test). */
export const TAG = {
  Make: 0x010f,
  Model: 0x0110,
  Orientation: 0x0112,
  Software: 0x0131,
  ExposureTime: 0x829a,
  FNumber: 0x829d,
  ISO: 0x8827,
  DateTimeOriginal: 0x9003,
  OffsetTimeOriginal: 0x9011,
  ExposureBiasValue: 0x9204,
  FocalLength: 0x920a,
  ColorSpace: 0xa001,
  PixelXDimension: 0xa002,
  PixelYDimension: 0xa003,
  FocalLengthIn35mmFormat: 0xa405,
  LensMake: 0xa433,
  LensModel: 0xa434,
} as const;

const EXIF_IFD_POINTER = 0x8769;
const TYPE_CODE = { ascii: 2, short: 3, long: 4, rational: 5, srational: 10 } as const;

/** A value's bytes in the block's byte order, and its TIFF count. */
function encode(value: TiffValue, le: boolean): { bytes: Uint8Array; count: number } {
  if (value.type === 'ascii') {
    const text = new TextEncoder().encode(value.text);
    const bytes = new Uint8Array(text.length + 1); // NUL-terminated, as the spec asks
    bytes.set(text);
    return { bytes, count: bytes.length };
  }
  const size = value.type === 'short' ? 2 : value.type === 'long' ? 4 : 8;
  const view = new DataView(new ArrayBuffer(value.values.length * size));
  value.values.forEach((item, i) => {
    if (typeof item === 'number') {
      if (size === 2) view.setUint16(i * 2, item, le);
      else view.setUint32(i * 4, item, le);
    } else if (value.type === 'srational') {
      view.setInt32(i * 8, item[0], le);
      view.setInt32(i * 8 + 4, item[1], le);
    } else {
      view.setUint32(i * 8, item[0], le);
      view.setUint32(i * 8 + 4, item[1], le);
    }
  });
  return { bytes: new Uint8Array(view.buffer), count: value.values.length };
}

const ifdLength = (entries: number) => 2 + entries * 12 + 4;

/**
 * A TIFF block: header, IFD0 with `ifd0`'s tags and a pointer to the EXIF IFD, the EXIF IFD with `exif`'s, then
 * every value longer than 4 bytes. Tags are written in ascending order, as TIFF asks.
 */
export function buildExifBlock(
  ifd0: TiffEntries,
  exif: TiffEntries,
  { littleEndian = true }: { littleEndian?: boolean } = {},
): Uint8Array {
  const le = littleEndian;
  const sorted = (entries: TiffEntries) =>
    Object.entries(entries)
      .map(([tag, value]) => ({ tag: Number(tag), ...encode(value, le), type: TYPE_CODE[value.type] }))
      .sort((a, b) => a.tag - b.tag);
  const ifd0Entries = sorted(ifd0);
  const exifEntries = sorted(exif);
  const ifd0At = 8;
  const exifAt = ifd0At + ifdLength(ifd0Entries.length + 1);
  let dataAt = exifAt + ifdLength(exifEntries.length);
  const dataLength = [...ifd0Entries, ...exifEntries].reduce(
    (total, { bytes }) => total + (bytes.length > 4 ? bytes.length + (bytes.length % 2) : 0),
    0,
  );
  const block = new Uint8Array(dataAt + dataLength);
  const view = new DataView(block.buffer);

  view.setUint16(0, le ? 0x4949 : 0x4d4d); // "II" or "MM"
  view.setUint16(2, 42, le);
  view.setUint32(4, ifd0At, le);
  const pointer = { tag: EXIF_IFD_POINTER, type: TYPE_CODE.long, count: 1, bytes: encode(long(exifAt), le).bytes };
  const writeIfd = (
    at: number,
    entries: readonly { tag: number; type: number; count: number; bytes: Uint8Array }[],
  ) => {
    view.setUint16(at, entries.length, le);
    entries.forEach(({ tag, type, count, bytes }, i) => {
      const field = at + 2 + i * 12;
      view.setUint16(field, tag, le);
      view.setUint16(field + 2, type, le);
      view.setUint32(field + 4, count, le);
      if (bytes.length <= 4) {
        block.set(bytes, field + 8); // a value of 4 bytes or fewer sits in the entry, left-justified
      } else {
        view.setUint32(field + 8, dataAt, le);
        block.set(bytes, dataAt);
        dataAt += bytes.length + (bytes.length % 2); // values start on a word boundary
      }
    });
    view.setUint32(at + 2 + entries.length * 12, 0, le); // no next IFD
  };
  writeIfd(
    ifd0At,
    [...ifd0Entries, pointer].sort((a, b) => a.tag - b.tag),
  );
  writeIfd(exifAt, exifEntries);
  return block;
}
