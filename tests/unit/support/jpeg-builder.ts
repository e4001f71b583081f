// Builds JPEG bytes in memory for the EXIF tests: a TIFF block with the three tags the product reads,
// in either byte order, wrapped in an APP1 "Exif" segment between other header segments.

export const TAG = { ExifIFD: 0x8769, ExposureTime: 0x829a, FNumber: 0x829d, FocalLengthIn35mmFormat: 0xa405 };
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

export interface ExifFields {
  ExposureTime?: [number, number];
  FNumber?: [number, number];
  FocalLengthIn35mmFormat?: number;
}

export interface TiffOptions {
  littleEndian?: boolean;
  /** Extra bytes after the IFDs (as a maker note or thumbnail would add), to grow the segment. */
  padding?: number;
}

/** A TIFF block: header, IFD0 pointing to an EXIF IFD, the EXIF IFD, its rational values. */
export function buildTiff(fields: ExifFields, { littleEndian = true, padding = 0 }: TiffOptions = {}): Uint8Array {
  type Entry = { tag: number; type: number; value: number | [number, number] };
  const entries: Entry[] = [];
  if (fields.ExposureTime) entries.push({ tag: TAG.ExposureTime, type: RATIONAL, value: fields.ExposureTime });
  if (fields.FNumber) entries.push({ tag: TAG.FNumber, type: RATIONAL, value: fields.FNumber });
  if (fields.FocalLengthIn35mmFormat !== undefined) {
    entries.push({ tag: TAG.FocalLengthIn35mmFormat, type: SHORT, value: fields.FocalLengthIn35mmFormat });
  }

  const ifd0 = 8;
  const exifIfd = ifd0 + 2 + 12 + 4;
  const dataStart = exifIfd + 2 + entries.length * 12 + 4;
  const rationals = entries.filter((entry) => entry.type === RATIONAL).length;
  const size = dataStart + rationals * 8 + padding;
  const view = new DataView(new ArrayBuffer(size));
  const le = littleEndian;

  view.setUint16(0, le ? 0x4949 : 0x4d4d); // "II" or "MM"
  view.setUint16(2, 42, le);
  view.setUint32(4, ifd0, le);

  view.setUint16(ifd0, 1, le);
  view.setUint16(ifd0 + 2, TAG.ExifIFD, le);
  view.setUint16(ifd0 + 4, LONG, le);
  view.setUint32(ifd0 + 6, 1, le);
  view.setUint32(ifd0 + 10, exifIfd, le);
  view.setUint32(ifd0 + 14, 0, le);

  view.setUint16(exifIfd, entries.length, le);
  let data = dataStart;
  entries.forEach((entry, i) => {
    const at = exifIfd + 2 + i * 12;
    view.setUint16(at, entry.tag, le);
    view.setUint16(at + 2, entry.type, le);
    view.setUint32(at + 4, 1, le);
    if (Array.isArray(entry.value)) {
      view.setUint32(at + 8, data, le);
      view.setUint32(data, entry.value[0], le);
      view.setUint32(data + 4, entry.value[1], le);
      data += 8;
    } else {
      view.setUint16(at + 8, entry.value, le); // a SHORT sits in the first two bytes of the field
    }
  });
  view.setUint32(exifIfd + 2 + entries.length * 12, 0, le);
  return new Uint8Array(view.buffer);
}

/** One header segment: marker, big-endian length (which counts itself), payload. */
export function segment(marker: number, payload: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(4 + payload.length);
  bytes.set([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  bytes.set(payload, 4);
  return bytes;
}

export const EXIF_HEADER = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0x00, 0x00]); // "Exif\0\0"

export function exifSegment(tiff: Uint8Array): Uint8Array {
  return segment(0xe1, concat(EXIF_HEADER, tiff));
}

export const JFIF = segment(0xe0, new Uint8Array([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
const SOI = new Uint8Array([0xff, 0xd8]);
const EOI = new Uint8Array([0xff, 0xd9]);

/** A JPEG: SOI, the given header segments, a quantisation table, start of scan, some "image data", EOI. */
export function buildJpeg(...headers: Uint8Array[]): Uint8Array {
  const dqt = segment(0xdb, new Uint8Array(65));
  const sos = segment(0xda, new Uint8Array([1, 1, 0, 0, 63, 0]));
  const scan = new Uint8Array(2048).fill(0x55);
  return concat(SOI, ...headers, dqt, sos, scan, EOI);
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
