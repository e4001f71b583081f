// The shipped JPEG: the original's header segments rewritten, not re-encoded, keeping only what decodes the
// image (JFIF, ICC, Adobe's colour flag, tables), a new EXIF block of the kept tags (exif-tiff.ts), the image data.
import { ALL_DETAILS, withDetails, type Details } from './details.ts';
import { buildTiff, readExifFields, type ExifFields } from './exif-tiff.ts';
import { concat, EXIF_HEADER, exifSegment } from './jpeg-writer.ts';
import { APP1, EOI, headerSegments, imageDataEnd, SOS, type JpegSegment } from '../../src/lib/jpeg.ts';

const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const END = new Uint8Array([0xff, EOI]);

const ascii = (text: string) => new TextEncoder().encode(text);
const JFIF_ID = ascii('JFIF\0');
const ICC_ID = ascii('ICC_PROFILE\0');
// Adobe's APP14 says whether the three channels are YCbCr or RGB: without it the pixels decode wrong.
const ADOBE_ID = ascii('Adobe');

function startsWith(bytes: Uint8Array, at: number, id: Uint8Array): boolean {
  return id.every((byte, i) => bytes[at + i] === byte);
}

function isApp(marker: number): boolean {
  return marker >= APP0 && marker <= 0xef;
}

/** Whether a header segment ships: image-decoding segments do, metadata does not. */
function keeps(bytes: Uint8Array, { marker, start }: JpegSegment): boolean {
  const payload = start + 4;
  if (marker === COM) return false;
  if (!isApp(marker)) return true; // DQT, SOFn, DHT, DRI, ...: the image itself
  if (marker === APP0) return startsWith(bytes, payload, JFIF_ID);
  if (marker === APP2) return startsWith(bytes, payload, ICC_ID);
  if (marker === APP14) return startsWith(bytes, payload, ADOBE_ID);
  return false;
}

/** The kept tags of the file's first EXIF segment, with its byte order; none of a broken one, as of none at all. */
function cameraFields(
  bytes: Uint8Array,
  segments: readonly JpegSegment[],
): { fields: ExifFields; littleEndian?: boolean } {
  const exif = segments.find(({ marker, start }) => marker === APP1 && startsWith(bytes, start + 4, EXIF_HEADER));
  if (!exif) return { fields: {} };
  try {
    const { fields, littleEndian } = readExifFields(bytes.subarray(exif.start + 4 + EXIF_HEADER.length, exif.end));
    return { fields, littleEndian };
  } catch {
    return { fields: {} }; // the photo ships without details rather than not at all
  }
}

// Start of frame: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** The pixel size the image data is stored at (before any orientation), from its frame header. */
function frameSize(bytes: Uint8Array, segments: readonly JpegSegment[]): ExifFields {
  const frame = segments.find(({ marker }) => isFrame(marker));
  if (!frame || frame.end - frame.start < 9) return {};
  const read = (at: number) => ((bytes[frame.start + at] ?? 0) << 8) | (bytes[frame.start + at + 1] ?? 0);
  const [height, width] = [read(5), read(7)];
  // A height of 0 is given later, by a DNL marker after the first scan: no size is better than a wrong one.
  return width > 0 && height > 0 ? { PixelXDimension: width, PixelYDimension: height } : {};
}

export interface StripOptions {
  /** The details the site ships; every one by default. */
  details?: Readonly<Details>;
  /** The tags to write in place of the file's own EXIF: a JPEG encoded from another format carries none. */
  camera?: ExifFields;
}

/**
 * The JPEG with its metadata stripped as described above. Stray bytes between header segments are dropped, as
 * a decoder skips them, and so is whatever follows the image data's EOI (trailers, Motion Photo videos, MPF
 * images). A file that ends without its EOI is given one: whether its image data is whole is the decoder's to
 * say, and the build's check asks it before anything ships. Throws on a file that is not a JPEG, or ends in its header.
 */
export function stripMetadata(bytes: Uint8Array, { details = ALL_DETAILS, camera }: StripOptions = {}): Uint8Array {
  const { segments, stop } = headerSegments(bytes);
  if (stop.kind === 'invalid') throw new Error(stop.reason);
  if (stop.kind !== 'image' || stop.marker !== SOS) throw new Error('the file ends before its image data');
  const image = imageDataEnd(bytes, stop.start);
  if (image.kind === 'invalid') throw new Error(image.reason);
  const own = camera ? { fields: camera } : cameraFields(bytes, segments);
  // The true size, never the EXIF's claim: a photo shrunk after shooting often keeps the camera's.
  const fields = withDetails({ ...own.fields, ...frameSize(bytes, segments) }, details);
  // Orientation 1 is what a viewer assumes anyway: writing it would spend bytes to say nothing.
  if (fields.Orientation === 1) delete fields.Orientation;
  const kept = segments.filter((segment) => keeps(bytes, segment)).map(({ start, end }) => bytes.subarray(start, end));
  // An EXIF block in every file, even one of no tag, so the reader finds it up front and stops rather than walking
  // every segment (a large ICC profile spans several) to learn there is none. Right after JFIF (which must come
  // first) or first of all, so it ends within a small first read.
  const at = segments[0]?.marker === APP0 && kept.length > 0 && keeps(bytes, segments[0]) ? 1 : 0;
  kept.splice(at, 0, exifSegment(buildTiff(fields, { littleEndian: own.littleEndian ?? true })));
  const data = image.kind === 'end' ? bytes.subarray(stop.start, image.end) : concat(bytes.subarray(stop.start), END);
  return concat(bytes.subarray(0, 2), ...kept, data);
}
