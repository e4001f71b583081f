// The few EXIF tags the product keeps, read from and written to a TIFF block (an APP1 "Exif" segment's payload
// after its 6-byte header): https://www.media.mit.edu/pia/Research/deepview/exif.html

export const TAG = {
  Orientation: 0x0112,
  ExifIFD: 0x8769,
  ExposureTime: 0x829a,
  FNumber: 0x829d,
  FocalLengthIn35mmFormat: 0xa405,
} as const;

const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;
const IFD = 13;

/** The kept tags, as stored: rationals as [numerator, denominator], so a copy is exact. */
export interface ExifFields {
  ExposureTime?: [number, number];
  FNumber?: [number, number];
  FocalLengthIn35mmFormat?: number;
  /** IFD0's Orientation; only written when it turns the image (not 1). */
  Orientation?: number;
}

export interface TiffOptions {
  littleEndian?: boolean;
  /** Extra bytes after the IFDs (as a maker note or thumbnail would add), to grow the block. */
  padding?: number;
}

type Entry = { tag: number; type: number; value: number | [number, number] };

function writeIfd(view: DataView, at: number, entries: readonly Entry[], dataAt: number, le: boolean): number {
  view.setUint16(at, entries.length, le);
  let data = dataAt;
  entries.forEach((entry, i) => {
    const field = at + 2 + i * 12;
    view.setUint16(field, entry.tag, le);
    view.setUint16(field + 2, entry.type, le);
    view.setUint32(field + 4, 1, le);
    if (Array.isArray(entry.value)) {
      view.setUint32(field + 8, data, le);
      view.setUint32(data, entry.value[0], le);
      view.setUint32(data + 4, entry.value[1], le);
      data += 8;
    } else if (entry.type === SHORT) {
      view.setUint16(field + 8, entry.value, le); // a SHORT sits in the first two bytes of the field
    } else {
      view.setUint32(field + 8, entry.value, le);
    }
  });
  view.setUint32(at + 2 + entries.length * 12, 0, le); // no next IFD (no thumbnail)
  return data;
}

/** A TIFF block: header, IFD0 (Orientation if given, the EXIF IFD pointer), the EXIF IFD, its rationals. */
export function buildTiff(fields: ExifFields, { littleEndian = true, padding = 0 }: TiffOptions = {}): Uint8Array {
  const exifEntries: Entry[] = [];
  if (fields.ExposureTime) exifEntries.push({ tag: TAG.ExposureTime, type: RATIONAL, value: fields.ExposureTime });
  if (fields.FNumber) exifEntries.push({ tag: TAG.FNumber, type: RATIONAL, value: fields.FNumber });
  if (fields.FocalLengthIn35mmFormat !== undefined) {
    exifEntries.push({ tag: TAG.FocalLengthIn35mmFormat, type: SHORT, value: fields.FocalLengthIn35mmFormat });
  }
  const ifd0Entries: Entry[] = [];
  if (fields.Orientation !== undefined) {
    ifd0Entries.push({ tag: TAG.Orientation, type: SHORT, value: fields.Orientation });
  }
  // Tags in ascending order, as TIFF asks; the pointer's value is filled in below.
  ifd0Entries.push({ tag: TAG.ExifIFD, type: LONG, value: 0 });

  const ifd0 = 8;
  const exifIfd = ifd0 + 2 + ifd0Entries.length * 12 + 4;
  const dataStart = exifIfd + 2 + exifEntries.length * 12 + 4;
  const rationals = exifEntries.filter((entry) => entry.type === RATIONAL).length;
  const view = new DataView(new ArrayBuffer(dataStart + rationals * 8 + padding));
  const le = littleEndian;

  view.setUint16(0, le ? 0x4949 : 0x4d4d); // "II" or "MM"
  view.setUint16(2, 42, le);
  view.setUint32(4, ifd0, le);
  const pointer = ifd0Entries.at(-1);
  if (pointer) pointer.value = exifIfd;
  writeIfd(view, ifd0, ifd0Entries, exifIfd, le);
  writeIfd(view, exifIfd, exifEntries, dataStart, le);
  return new Uint8Array(view.buffer);
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
  const short = (field: number) => view.getUint16(field + 8, le);
  const long = (field: number) => view.getUint32(field + 8, le);

  const fields: ExifFields = {};
  let exifIfd: number | undefined;
  for (const entry of entries(view.getUint32(4, le))) {
    if (entry.tag === TAG.Orientation && entry.type === SHORT) fields.Orientation = short(entry.field);
    if (entry.tag === TAG.ExifIFD && (entry.type === LONG || entry.type === IFD)) exifIfd = long(entry.field);
  }
  if (exifIfd === undefined) return { fields, littleEndian: le };

  for (const entry of entries(exifIfd)) {
    if ((entry.tag === TAG.ExposureTime || entry.tag === TAG.FNumber) && entry.type === RATIONAL) {
      const at = inside(long(entry.field), 8);
      const value: [number, number] = [view.getUint32(at, le), view.getUint32(at + 4, le)];
      if (entry.tag === TAG.ExposureTime) fields.ExposureTime = value;
      else fields.FNumber = value;
    }
    if (entry.tag === TAG.FocalLengthIn35mmFormat && entry.type === SHORT) {
      fields.FocalLengthIn35mmFormat = short(entry.field);
    }
  }
  return { fields, littleEndian: le };
}
