// The one JPEG walker: its header one step at a time over whatever bytes a caller holds (so a ranged reader
// skips what it does not need), and where its image data ends. Pure; runs in any realm.

const SOI = 0xd8;
export const EOI = 0xd9;
export const SOS = 0xda;
export const APP1 = 0xe1;
const MARKER = 0xff;
const TEM = 0x01;

export type JpegStep =
  /** A header segment, marker bytes included, is the file's `[start, end)`; the next marker is at `end` or later. */
  | { kind: 'segment'; marker: number; start: number; end: number }
  /** The file's bytes `[from, until)` are needed to go on; walk on from `from` (what lies before it is skipped). */
  | { kind: 'need'; from: number; until: number }
  /** The header is over: the image data begins with `marker` (SOS, or EOI in a file without a scan) at `start`. */
  | { kind: 'image'; marker: number; start: number }
  | { kind: 'invalid'; reason: string };

export type JpegSegment = Extract<JpegStep, { kind: 'segment' }>;

/** Marker codes a decoder acts on; 0x02–0xBF are reserved, and 0x00 after 0xFF is a stuffed data byte. */
function isMarker(code: number): boolean {
  return code === TEM || (code >= 0xc0 && code < MARKER);
}

function isRestart(marker: number): boolean {
  return marker >= 0xd0 && marker <= 0xd7;
}

/** TEM and the restart markers RST0–RST7 have no length field. */
function isStandalone(marker: number): boolean {
  return marker === TEM || isRestart(marker);
}

/**
 * The step at `next` (0 for the start of the file, else the `end` of the last segment), given `bytes`, the
 * file's bytes from offset `at`.
 */
export function jpegStep(bytes: Uint8Array, at: number, next: number): JpegStep {
  const byte = (offset: number): number | undefined => (offset >= at ? bytes[offset - at] : undefined);
  if (next < 2) {
    if (byte(0) === undefined || byte(1) === undefined) return { kind: 'need', from: 0, until: 2 };
    if (byte(0) !== MARKER || byte(1) !== SOI) return { kind: 'invalid', reason: 'not a JPEG' };
    next = 2;
  }

  // Stray bytes, 0xFF fill bytes and stuffed 0xFF 0x00 pairs are skipped up to a real marker, as decoders do.
  let offset = next;
  let marker = byte(offset + 1);
  while (byte(offset) !== MARKER || marker === undefined || !isMarker(marker)) {
    if (byte(offset) === undefined || marker === undefined) return { kind: 'need', from: offset, until: offset + 2 };
    offset += 1;
    marker = byte(offset + 1);
  }

  if (marker === SOS || marker === EOI) return { kind: 'image', marker, start: offset };
  if (marker === SOI) return { kind: 'invalid', reason: `a second SOI at byte ${offset}` };
  if (isStandalone(marker)) return { kind: 'segment', marker, start: offset, end: offset + 2 };
  const high = byte(offset + 2);
  const low = byte(offset + 3);
  if (high === undefined || low === undefined) return { kind: 'need', from: offset, until: offset + 4 };
  const length = (high << 8) | low;
  if (length < 2) return { kind: 'invalid', reason: `segment length ${length} at byte ${offset}` };
  return { kind: 'segment', marker, start: offset, end: offset + 2 + length };
}

/** Walks a file held whole: its header segments, and the step that ended the walk (`need` means truncated). */
export function headerSegments(bytes: Uint8Array): {
  segments: JpegSegment[];
  stop: Exclude<JpegStep, JpegSegment>;
} {
  const segments: JpegSegment[] = [];
  for (let next = 0; ;) {
    const step = jpegStep(bytes, 0, next);
    if (step.kind !== 'segment') return { segments, stop: step };
    segments.push(step);
    next = step.end;
  }
}

export type ImageDataEnd =
  /** The image data is the file's `[start, end)`: `end` is just past its EOI marker. */
  | { kind: 'end'; end: number }
  /** The file ends before the EOI marker. */
  | { kind: 'truncated' }
  | { kind: 'invalid'; reason: string };

/** Where a scan's entropy-coded data from `from` ends: the offset of the marker after it; -1 at end of file. */
function entropyDataEnd(bytes: Uint8Array, from: number): number {
  for (let offset = bytes.indexOf(MARKER, from); offset >= 0;) {
    const code = bytes[offset + 1];
    if (code === undefined) return -1;
    if (isMarker(code) && !isRestart(code)) return offset;
    // A stuffed 0x00, a restart marker or a reserved code is data; a fill 0xFF may begin the marker.
    offset = bytes.indexOf(MARKER, code === MARKER ? offset + 1 : offset + 2);
  }
  return -1;
}

/**
 * Where the image data of a file held whole ends, given the `start` of its first SOS: each scan's entropy-coded
 * data, then the tables or next scan after it (a progressive file has several), up to and with EOI. `onSegment` is
 * given each segment the walk passes: each scan's header (SOS) and the tables between scans.
 */
export function imageDataEnd(
  bytes: Uint8Array,
  start: number,
  onSegment?: (segment: JpegSegment) => void,
): ImageDataEnd {
  for (let next = start; ;) {
    const step = jpegStep(bytes, 0, next);
    if (step.kind === 'need') return { kind: 'truncated' };
    if (step.kind === 'invalid') return step;
    if (step.kind === 'segment') {
      onSegment?.(step);
      next = step.end;
      continue;
    }
    if (step.marker === EOI) return { kind: 'end', end: step.start + 2 };
    const high = bytes[step.start + 2];
    const low = bytes[step.start + 3];
    if (high === undefined || low === undefined) return { kind: 'truncated' };
    const length = (high << 8) | low;
    if (length < 2) return { kind: 'invalid', reason: `segment length ${length} at byte ${step.start}` };
    if (step.start + 2 + length > bytes.length) return { kind: 'truncated' };
    onSegment?.({ kind: 'segment', marker: SOS, start: step.start, end: step.start + 2 + length });
    next = entropyDataEnd(bytes, step.start + 2 + length);
    if (next < 0) return { kind: 'truncated' };
  }
}
