// Writes JPEG header segments: the build's stripper uses it, and so do the tests that build JPEG bytes, so
// both write the same bytes.

const APP1 = 0xe1;

/** A header segment: marker, big-endian length (which counts itself), payload. */
export function segment(marker: number, payload: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(4 + payload.length);
  bytes.set([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  bytes.set(payload, 4);
  return bytes;
}

export const EXIF_HEADER = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0x00, 0x00]); // "Exif\0\0"

/** An APP1 "Exif" segment around a TIFF block. */
export function exifSegment(tiff: Uint8Array): Uint8Array {
  return segment(APP1, concat(EXIF_HEADER, tiff));
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
