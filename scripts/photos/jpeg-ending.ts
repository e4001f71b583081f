// How a JPEG ends: with its EOI; cut short where its own structure shows it (in its header, between two scans of a
// progressive file, before a restart marker its last scan needs); or without its EOI but whole as far as its
// structure tells, when only its decoder can say whether the last scan's data is all there (decode.ts asks it).
import { EOI, headerSegments, imageDataEnd, SOS, type JpegSegment } from '../../src/lib/jpeg.ts';

export type JpegEnding = 'end' | 'cut' | 'no-end';

const DRI = 0xdd;
const COEFFICIENTS = 64;
// SOF2, SOF6, SOF10, SOF14: progressive frames, whose scans refine bands of coefficients bit by bit.
const PROGRESSIVE = new Set([0xc2, 0xc6, 0xca, 0xce]);
// Start of frame: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

interface Frame {
  marker: number;
  width: number;
  height: number;
  /** Each component's id and sampling factors. */
  components: { id: number; h: number; v: number }[];
}

interface Scan {
  components: number[];
  /** The band of coefficients it carries, first and last (0 is DC), and the bit it brings them down to (0: the last). */
  start: number;
  end: number;
  low: number;
  /** The restart interval in force (0: none), and where its entropy-coded data begins. */
  interval: number;
  data: number;
}

function readFrame(bytes: Uint8Array, { marker, start }: JpegSegment): Frame {
  const at = (offset: number) => bytes[start + offset] ?? 0;
  const components = Array.from({ length: at(9) }, (_, i) => ({
    id: at(10 + 3 * i),
    h: at(11 + 3 * i) >> 4,
    v: at(11 + 3 * i) & 0x0f,
  }));
  return { marker, height: (at(5) << 8) | at(6), width: (at(7) << 8) | at(8), components };
}

function readScan(bytes: Uint8Array, { start, end }: JpegSegment, interval: number): Scan {
  const at = (offset: number) => bytes[start + offset] ?? 0;
  const count = at(4);
  const after = 5 + 2 * count;
  const components = Array.from({ length: count }, (_, i) => at(5 + 2 * i));
  return { components, start: at(after), end: at(after + 1), low: at(after + 2) & 0x0f, interval, data: end };
}

/** MCUs in a scan: interleaved, the frame's MCU grid; of one component, its own blocks. */
function mcuCount({ width, height, components }: Frame, scan: Scan): number {
  const hMax = Math.max(...components.map(({ h }) => h));
  const vMax = Math.max(...components.map(({ v }) => v));
  const only = scan.components.length === 1 ? components.find(({ id }) => id === scan.components[0]) : undefined;
  if (!only) return Math.ceil(width / (8 * hMax)) * Math.ceil(height / (8 * vMax));
  return Math.ceil(Math.ceil((width * only.h) / hMax) / 8) * Math.ceil(Math.ceil((height * only.v) / vMax) / 8);
}

/** Restart markers (RST0–RST7) in the entropy-coded data from `from` to the end of the file. */
function restarts(bytes: Uint8Array, from: number): number {
  let found = 0;
  for (let at = from; at < bytes.length - 1; at++) {
    const next = bytes[at + 1] ?? 0;
    if (bytes[at] === 0xff && next >= 0xd0 && next <= 0xd7) found++;
  }
  return found;
}

/** Whether the scans give every component (sequential), or every coefficient of every component to its last bit. */
function everyScan(frame: Frame, scans: readonly Scan[]): boolean {
  if (!PROGRESSIVE.has(frame.marker)) {
    return frame.components.every(({ id }) => scans.some((scan) => scan.components.includes(id)));
  }
  return frame.components.every(({ id }) => {
    const whole = new Set<number>();
    for (const scan of scans) {
      if (scan.low !== 0 || !scan.components.includes(id)) continue;
      for (let k = scan.start; k <= Math.min(scan.end, COEFFICIENTS - 1); k++) whole.add(k);
    }
    return whole.size === COEFFICIENTS;
  });
}

export function jpegEnding(bytes: Uint8Array): JpegEnding {
  const { segments, stop } = headerSegments(bytes);
  if (stop.kind !== 'image') return 'cut';
  if (stop.marker === EOI) return 'end'; // no image data at all: the decoder says so
  const frameSegment = segments.find(({ marker }) => isFrame(marker));
  if (!frameSegment) return 'end'; // nothing to judge by: the decoder says what is wrong
  const frame = readFrame(bytes, frameSegment);
  let interval = 0;
  const noteInterval = ({ marker, start }: JpegSegment) => {
    if (marker === DRI) interval = ((bytes[start + 4] ?? 0) << 8) | (bytes[start + 5] ?? 0);
  };
  segments.forEach(noteInterval);
  const scans: Scan[] = [];
  const ending = imageDataEnd(bytes, stop.start, (segment) => {
    if (segment.marker === SOS) scans.push(readScan(bytes, segment, interval));
    else noteInterval(segment);
  });
  if (ending.kind !== 'truncated') return 'end';
  const last = scans.at(-1);
  if (frame.components.length === 0 || !last || !everyScan(frame, scans)) return 'cut';
  // A decoder that meets the end of the file where a restart marker should be fills the rest in grey, unwarned.
  if (last.interval > 0 && restarts(bytes, last.data) < Math.ceil(mcuCount(frame, last) / last.interval) - 1) {
    return 'cut';
  }
  return 'no-end';
}
