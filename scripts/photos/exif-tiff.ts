// The EXIF tags the product keeps (src/lib/exif-tags.ts), read from and written to a TIFF block (an APP1 "Exif"
// segment's payload after its 6-byte header).
import { EXIF_TAGS, type ExifBlock, type ExifKind, type ExifTag, type ExifTagSpec } from '../../src/lib/exif-tags.ts';

/** What a text must look like to ship; any other is dropped. */
const PATTERN: Partial<Record<ExifTag, RegExp>> = {
  // "YYYY:MM:DD HH:MM:SS"; a camera that does not know the date writes blanks or zeros.
  DateTimeOriginal: /^(?!0000)\d{4}:\d\d:\d\d \d\d:\d\d:\d\d$/,
  OffsetTimeOriginal: /^[+-]\d\d:\d\d$/,
};

/** [numerator, denominator] as stored, so a copy is exact. */
type Rational = [number, number];
type ValueOf<K extends ExifKind> = K extends 'text' ? string : K extends 'rational' | 'srational' ? Rational : number;

/** The kept tags, as stored; Orientation is IFD0's, only written when it turns the image (not 1). */
export type ExifFields = { -readonly [Name in ExifTag]?: ValueOf<(typeof EXIF_TAGS)[Name][2]> };

const EXIF_IFD_POINTER = 0x8769;
const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;
const SRATIONAL = 10;
const IFD = 13;
const TYPE: Record<ExifKind, number> = {
  text: ASCII,
  short: SHORT,
  long: LONG,
  rational: RATIONAL,
  srational: SRATIONAL,
};
const NAMES = Object.keys(EXIF_TAGS) as ExifTag[];

/** Longer text is cut here: a lens or camera name is far shorter, and junk must not grow every shipped file. */
export const MAX_TEXT_BYTES = 64;

export interface TiffOptions {
  littleEndian?: boolean;
  /** Extra bytes after the IFDs (as a maker note or thumbnail would add), to grow the block. */
  padding?: number;
}

type Entry = { tag: number; type: number; value: number | Rational | Uint8Array };

const utf8 = new TextEncoder();

/** The bytes an entry's value takes outside its 12-byte field (none when they fit in its last 4), kept even. */
function outside({ value }: Entry): number {
  const length = value instanceof Uint8Array ? value.length : Array.isArray(value) ? 8 : 0;
  return length > 4 ? length + (length % 2) : 0;
}

function writeIfd(view: DataView, at: number, entries: readonly Entry[], dataAt: number, le: boolean): number {
  view.setUint16(at, entries.length, le);
  let data = dataAt;
  entries.forEach((entry, i) => {
    const field = at + 2 + i * 12;
    const { value } = entry;
    view.setUint16(field, entry.tag, le);
    view.setUint16(field + 2, entry.type, le);
    view.setUint32(field + 4, value instanceof Uint8Array ? value.length : 1, le);
    // A value of more than 4 bytes lives after the IFDs, the field holding its offset.
    let to = field + 8;
    if (outside(entry) > 0) {
      view.setUint32(field + 8, data, le);
      to = data;
      data += outside(entry);
    }
    if (value instanceof Uint8Array) {
      new Uint8Array(view.buffer).set(value, to);
    } else if (typeof value === 'number') {
      if (entry.type === SHORT)
        view.setUint16(to, value, le); // a SHORT sits in the field's first two bytes
      else view.setUint32(to, value, le);
    } else if (entry.type === SRATIONAL) {
      view.setInt32(to, value[0], le);
      view.setInt32(to + 4, value[1], le);
    } else {
      view.setUint32(to, value[0], le);
      view.setUint32(to + 4, value[1], le);
    }
  });
  view.setUint32(at + 2 + entries.length * 12, 0, le); // no next IFD (no thumbnail)
  return data;
}

/** A TIFF block: header, IFD0 (its tags, the EXIF IFD pointer), the EXIF IFD, then the values that did not fit. */
export function buildTiff(fields: ExifFields, { littleEndian = true, padding = 0 }: TiffOptions = {}): Uint8Array {
  const ifds: Record<ExifBlock, Entry[]> = { ifd0: [], exif: [] };
  for (const name of NAMES) {
    const value = fields[name];
    if (value === undefined) continue;
    const [ifd, tag, kind]: ExifTagSpec = EXIF_TAGS[name];
    ifds[ifd].push({ tag, type: TYPE[kind], value: typeof value === 'string' ? utf8.encode(`${value}\0`) : value });
  }
  const ifd0 = 8;
  ifds.ifd0.push({ tag: EXIF_IFD_POINTER, type: LONG, value: 0 }); // filled in below
  // Tags in ascending order, as TIFF asks.
  for (const entries of Object.values(ifds)) entries.sort((a, b) => a.tag - b.tag);
  const exifIfd = ifd0 + 2 + ifds.ifd0.length * 12 + 4;
  const dataStart = exifIfd + 2 + ifds.exif.length * 12 + 4;
  const data = [...ifds.ifd0, ...ifds.exif].reduce((total, entry) => total + outside(entry), 0);
  const view = new DataView(new ArrayBuffer(dataStart + data + padding));
  const le = littleEndian;

  view.setUint16(0, le ? 0x4949 : 0x4d4d); // "II" or "MM"
  view.setUint16(2, 42, le);
  view.setUint32(4, ifd0, le);
  const pointer = ifds.ifd0.find((entry) => entry.tag === EXIF_IFD_POINTER);
  if (pointer) pointer.value = exifIfd;
  const exifData = writeIfd(view, ifd0, ifds.ifd0, dataStart, le);
  writeIfd(view, exifIfd, ifds.exif, exifData, le);
  return new Uint8Array(view.buffer);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A text as written up to its first NUL, trailing spaces trimmed, cut at MAX_TEXT_BYTES; undefined when empty,
 * not UTF-8 (ASCII is), or holding control characters, which no camera or lens name has.
 */
function cleanText(bytes: Uint8Array, pattern: RegExp | undefined): string | undefined {
  const nul = bytes.indexOf(0);
  const written = bytes.subarray(0, nul === -1 ? bytes.length : nul);
  let cut = Math.min(written.length, MAX_TEXT_BYTES);
  while (cut < written.length && ((written[cut] ?? 0) & 0xc0) === 0x80) cut--; // not inside a character
  let text: string;
  try {
    if (/\p{Cc}/u.test(strictUtf8.decode(written))) return undefined;
    text = strictUtf8.decode(written.subarray(0, cut)).trimEnd();
  } catch {
    return undefined;
  }
  if (text === '' || (pattern && !pattern.test(text))) return undefined;
  return text;
}

/** Reads the kept tags from a TIFF block, exactly as stored. Throws on a block that is not TIFF. */
export function readExifFields(tiff: Uint8Array): { fields: ExifFields; littleEndian: boolean } {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (tiff.length < 8) throw new Error('TIFF block too short');
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) throw new Error('no TIFF byte order mark');
  const le = order === 0x4949;
  if (view.getUint16(2, le) !== 42) throw new Error('no TIFF magic number');

  const inside = (offset: number, length: number) => {
    if (offset < 0 || offset + length > tiff.length) throw new Error(`TIFF offset ${offset} is outside the block`);
    return offset;
  };
  /** Each entry of the IFD at `at`: tag, type, count, and where its value lives. */
  const entries = (at: number) => {
    const count = view.getUint16(inside(at, 2), le);
    return Array.from({ length: count }, (_, i) => {
      const field = inside(at + 2 + i * 12, 12);
      return {
        tag: view.getUint16(field, le),
        type: view.getUint16(field + 2, le),
        count: view.getUint32(field + 4, le),
        field,
      };
    });
  };
  type Found = ReturnType<typeof entries>[number];
  /** Where an entry's values of `size` bytes each start: in its field when they fit there, else where it points. */
  const valueAt = ({ field, count }: Found, size: number) =>
    inside(count * size <= 4 ? field + 8 : view.getUint32(field + 8, le), count * size);

  const read = (kind: ExifKind, pattern: RegExp | undefined, entry: Found): ExifFields[ExifTag] => {
    if (entry.count === 0) return undefined;
    if (kind === 'text') {
      if (entry.type !== ASCII) return undefined;
      const at = valueAt(entry, 1);
      return cleanText(tiff.subarray(at, at + entry.count), pattern);
    }
    if (kind === 'rational' || kind === 'srational') {
      if (entry.type !== TYPE[kind]) return undefined;
      const at = valueAt(entry, 8);
      return kind === 'rational'
        ? [view.getUint32(at, le), view.getUint32(at + 4, le)]
        : [view.getInt32(at, le), view.getInt32(at + 4, le)];
    }
    // Whole numbers come as SHORT or LONG; of several (an ISO per exposure), the first.
    if (entry.type === SHORT) return view.getUint16(valueAt(entry, 2), le);
    if (entry.type !== LONG) return undefined;
    const value = view.getUint32(valueAt(entry, 4), le);
    // EXIF 2.3 for PhotographicSensitivity: "When the value is 65535 or higher, 65535 shall be recorded".
    return kind === 'short' ? Math.min(value, 0xffff) : value;
  };

  const fields: Partial<Record<ExifTag, ExifFields[ExifTag]>> = {};
  const collect = (block: ExifBlock, found: readonly Found[]) => {
    for (const name of NAMES) {
      const [ifd, tag, kind]: ExifTagSpec = EXIF_TAGS[name];
      const entry = found.find((candidate) => candidate.tag === tag);
      if (ifd !== block || !entry) continue;
      const value = read(kind, PATTERN[name], entry);
      if (value !== undefined) fields[name] = value;
    }
  };
  const ifd0 = entries(view.getUint32(4, le));
  collect('ifd0', ifd0);
  const pointer = ifd0.find((entry) => entry.tag === EXIF_IFD_POINTER && (entry.type === LONG || entry.type === IFD));
  if (pointer) collect('exif', entries(view.getUint32(pointer.field + 8, le)));
  // Each value was read by its own tag's kind, so it has that tag's type.
  return { fields: fields as ExifFields, littleEndian: le };
}
