// Builds JPEG bytes in memory for the EXIF tests: a TIFF block with the three tags the product reads,
// in either byte order, wrapped in an APP1 "Exif" segment between other header segments. The segment and
// TIFF writers are the build's own (scripts/photos), so the tests and the photo stripper write the same bytes.
import { APP1, headerSegments, type JpegSegment } from '../../../src/lib/jpeg';
import { concat, EXIF_HEADER, segment } from '../../../scripts/photos/jpeg-writer';

export { buildTiff, TAG, type ExifFields, type TiffOptions } from '../../../scripts/photos/exif-tiff';
export { concat, EXIF_HEADER, exifSegment, segment } from '../../../scripts/photos/jpeg-writer';

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

/** The file's first APP1 "Exif" segment, found with the walker; undefined without one. */
export function findExif(file: Uint8Array): JpegSegment | undefined {
  const isExif = ({ marker, start }: JpegSegment) =>
    marker === APP1 && EXIF_HEADER.every((byte, i) => file[start + 4 + i] === byte);
  return headerSegments(file).segments.find(isExif);
}

/** An ICC profile split over `count` APP2 segments of `payload` bytes each, as wide-gamut exports carry one. */
export function iccSegments(count: number, payload: number): Uint8Array[] {
  const id = new TextEncoder().encode('ICC_PROFILE\0');
  return Array.from({ length: count }, (_, i) => {
    const body = new Uint8Array(payload).fill(0x42);
    body.set([...id, i + 1, count]);
    return segment(0xe2, body);
  });
}
