// Builds JPEG bytes in memory for the tests: header segments (APP1 "Exif" around a TIFF block of the kept tags,
// ICC chunks, a frame header) with the build's own writers (scripts/photos), so tests and stripper write the same
// bytes, and a small real JPEG with restart markers.
import { APP1, headerSegments, type JpegSegment } from '../../../src/lib/jpeg';
import { concat, EXIF_HEADER, segment } from '../../../scripts/photos/jpeg-writer';

export { buildTiff, type ExifFields } from '../../../scripts/photos/exif-tiff';
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

/** A baseline frame header (SOF0) of one component: the pixel size the image data is stored at. */
export function frameHeader(width: number, height: number): Uint8Array {
  return segment(0xc0, new Uint8Array([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]));
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

/** Bits to bytes, MSB first: the last byte padded with 1s, and each 0xFF followed by a stuffed 0x00. */
function entropyBytes(bits: readonly number[]): number[] {
  const padded = [...bits, ...new Array<number>((8 - (bits.length % 8)) % 8).fill(1)];
  const out: number[] = [];
  for (let i = 0; i < padded.length; i += 8) {
    const byte = padded.slice(i, i + 8).reduce((value, bit) => (value << 1) | bit, 0);
    out.push(byte, ...(byte === 0xff ? [0x00] : []));
  }
  return out;
}

/**
 * A real, decodable baseline greyscale JPEG (no JFIF) of flat 8×8 blocks, `columns` a row, given their DC
 * coefficients (quantised by 1: a block's level is 128 + DC / 8), with a restart marker every `interval` blocks.
 */
export function restartJpeg(columns: number, dcs: readonly number[], interval: number): Uint8Array {
  const [width, height] = [columns * 8, Math.ceil(dcs.length / columns) * 8];
  const sof = segment(0xc0, new Uint8Array([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]));
  const dqt = segment(0xdb, new Uint8Array(65).fill(1, 1));
  // DC: difference sizes 0–11 coded as themselves in 4 bits; AC: only end-of-block, coded as a single 0 bit.
  const dcCounts = [0, 0, 0, 12, ...new Array<number>(12).fill(0)];
  const acCounts = [1, ...new Array<number>(15).fill(0)];
  const dcSymbols = Array.from({ length: 12 }, (_, i) => i);
  const dht = segment(0xc4, new Uint8Array([0x00, ...dcCounts, ...dcSymbols, 0x10, ...acCounts, 0x00]));
  const dri = segment(0xdd, new Uint8Array([interval >> 8, interval & 0xff]));
  const sos = segment(0xda, new Uint8Array([1, 1, 0x00, 0, 63, 0]));
  const data: number[] = [];
  for (let first = 0; first < dcs.length; first += interval) {
    if (first > 0) data.push(0xff, 0xd0 + ((first / interval - 1) % 8));
    let predicted = 0; // each restart interval codes its first DC whole
    const bits = dcs.slice(first, first + interval).flatMap((dc) => {
      const diff = dc - predicted;
      predicted = dc;
      const size = diff === 0 ? 0 : Math.abs(diff).toString(2).length;
      return [...toBits(size, 4), ...toBits(diff < 0 ? diff + (1 << size) - 1 : diff, size), 0];
    });
    data.push(...entropyBytes(bits));
  }
  return concat(SOI, dqt, sof, dht, dri, sos, new Uint8Array(data), EOI);
}

function toBits(value: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => (value >> (count - 1 - i)) & 1);
}
