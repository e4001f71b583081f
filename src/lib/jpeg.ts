// Walks a JPEG's header segments to find the EXIF (APP1) segment, over however many bytes are at hand.
// Pure; runs in any realm. See https://www.media.mit.edu/pia/Research/deepview/exif.html for the layout.

export type ExifLocation =
  /** The whole APP1 "Exif" segment, marker included, is `bytes[start, end)`. */
  | { kind: 'found'; start: number; end: number }
  /** The header ended (start of scan or end of image) without an EXIF segment. */
  | { kind: 'absent' }
  /** Bytes up to `until` are needed to go on; `exif` says whether they finish the EXIF segment. */
  | { kind: 'need-more'; until: number; exif: boolean }
  | { kind: 'invalid'; reason: string };

const MARKER = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP1 = 0xe1;
const TEM = 0x01;
const EXIF_ID = [0x45, 0x78, 0x69, 0x66, 0x00] as const; // "Exif\0"

/** Markers without a length field: TEM and the restart markers RST0–RST7. */
function isStandalone(marker: number): boolean {
  return marker === TEM || (marker >= 0xd0 && marker <= 0xd7);
}

function isExifSegment(bytes: Uint8Array, payloadStart: number): boolean {
  return EXIF_ID.every((byte, i) => bytes[payloadStart + i] === byte);
}

export function locateExif(bytes: Uint8Array): ExifLocation {
  if (bytes.length < 2) return { kind: 'need-more', until: 2, exif: false };
  if (bytes[0] !== MARKER || bytes[1] !== SOI) return { kind: 'invalid', reason: 'not a JPEG' };

  let offset = 2;
  for (;;) {
    if (offset + 2 > bytes.length) return { kind: 'need-more', until: offset + 4, exif: false };
    if (bytes[offset] !== MARKER) return { kind: 'invalid', reason: `no marker at byte ${offset}` };
    const marker = bytes[offset + 1] as number;
    if (marker === MARKER) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (marker === SOS || marker === EOI) return { kind: 'absent' };
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }

    // Enough to read the length and, for APP1, the "Exif\0" identifier behind it.
    const headerEnd = offset + 4 + (marker === APP1 ? EXIF_ID.length : 0);
    if (headerEnd > bytes.length) return { kind: 'need-more', until: headerEnd, exif: false };
    const length = ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number);
    if (length < 2) return { kind: 'invalid', reason: `segment length ${length} at byte ${offset}` };
    const end = offset + 2 + length;

    if (marker === APP1 && isExifSegment(bytes, offset + 4)) {
      return end > bytes.length ? { kind: 'need-more', until: end, exif: true } : { kind: 'found', start: offset, end };
    }
    offset = end;
  }
}

/** One header segment: its marker and where it sits, marker bytes included, as `bytes[start, end)`. */
export interface JpegSegment {
  marker: number;
  start: number;
  end: number;
}

/**
 * Every segment from SOI up to the start of scan, and where the scan begins (its SOS marker). Everything
 * from `scanStart` on (SOS, entropy-coded data, later tables, EOI) is image data. Throws on a broken file.
 */
export function headerSegments(bytes: Uint8Array): { segments: JpegSegment[]; scanStart: number } {
  if (bytes[0] !== MARKER || bytes[1] !== SOI) throw new Error('not a JPEG');
  const segments: JpegSegment[] = [];
  let offset = 2;
  for (;;) {
    if (offset + 4 > bytes.length) throw new Error('the file ends before its image data');
    if (bytes[offset] !== MARKER) throw new Error(`no marker at byte ${offset}`);
    const marker = bytes[offset + 1] as number;
    if (marker === MARKER) {
      offset += 1;
      continue;
    }
    if (marker === SOS) return { segments, scanStart: offset };
    if (marker === EOI) throw new Error('the file ends before its image data');
    if (isStandalone(marker)) {
      segments.push({ marker, start: offset, end: offset + 2 });
      offset += 2;
      continue;
    }
    const length = ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) throw new Error(`segment length ${length} at byte ${offset}`);
    segments.push({ marker, start: offset, end });
    offset = end;
  }
}
