// Worker realm: fetches the few header bytes of a photo that hold its EXIF, and parses them with exifr.
// Plain functions with the fetch injected, so unit tests drive them with bytes built in memory.
import { cleanCameraDetails, type CameraDetails } from '../lib/camera-details';
import { locateExif } from '../lib/jpeg';
import type * as ExifrMini from 'exifr/dist/mini.esm.mjs';
import type { ExifReadResult } from './exif.contract';

/**
 * The first ranged read. The spec's "about 40 KB" is the ceiling, not the goal: the build strips the shipped
 * JPEGs to a minimal EXIF block right after JFIF, which ends by byte 114 in every bundled photo (measured),
 * so 256 bytes read each one in a single request, with room for a longer header. A file whose EXIF runs past
 * it (an unstripped original in `vite dev`) costs one more request, for exactly the missing bytes.
 */
export const FIRST_CHUNK_BYTES = 256;
/** Past this, a header holds no EXIF worth waiting for: stop reading and call the file unreadable. */
export const MAX_HEADER_BYTES = 256 * 1024;
/** A read that hangs gives up after this; a slow 3G phone gets a header in well under it. */
export const READ_TIMEOUT_MS = 10_000;

// EXIF tag ids: exifr's mini build carries no tag dictionaries, so it is asked by number.
const TAGS = { ExposureTime: 0x829a, FNumber: 0x829d, FocalLengthIn35mmFormat: 0xa405 } as const;

const EXIFR_OPTIONS = {
  // Only the EXIF sub-IFD is wanted; IFD0 is still walked to find it, but its tags are not read.
  ifd0: false,
  exif: { pick: Object.values(TAGS) },
  gps: false,
  interop: false,
  ifd1: false,
  makerNote: false,
  userComment: false,
  translateKeys: false,
  translateValues: false,
  reviveValues: false,
  mergeOutput: false,
  // Throw on corruption: silently, exifr would hand back nothing for a broken EXIF block (or a bare
  // `errors` list), and a visitor's broken photo would pass for one without EXIF.
  silentErrors: false,
} as const;

type Exifr = typeof ExifrMini;
let exifr: Promise<Exifr> | undefined;
/** exifr loads once, on the first parse, so the worker itself starts small. */
function loadExifr(): Promise<Exifr> {
  exifr ??= import('exifr/dist/mini.esm.mjs');
  return exifr;
}

export interface ReadOptions {
  /** Aborting it abandons the read: `readCameraDetails` then rejects with the signal's reason. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
  firstChunkBytes?: number;
  timeoutMs?: number;
}

class ReadError extends Error {}

/** Reads the camera details of the JPEG at `url`. Never rejects, except when `signal` aborts. */
export async function readCameraDetails(url: string, options: ReadOptions = {}): Promise<ExifReadResult> {
  const { signal, firstChunkBytes = FIRST_CHUNK_BYTES, timeoutMs = READ_TIMEOUT_MS } = options;
  // Called as a plain function: the global fetch throws "Illegal invocation" with any other `this`.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const deadline = AbortSignal.timeout(timeoutMs);
  const requestSignal = signal ? AbortSignal.any([signal, deadline]) : deadline;

  const started = performance.now();
  const reader = new RangeReader(url, fetchImpl, requestSignal);
  try {
    await reader.readUntil(firstChunkBytes);
    for (;;) {
      const where = locateExif(reader.bytes);
      if (where.kind === 'found') return await parseExifSegment(reader.bytes.subarray(where.start, where.end));
      if (where.kind === 'absent') return { status: 'absent' };
      if (where.kind === 'invalid') throw new ReadError(where.reason);
      if (reader.ended) throw new ReadError(`file ends at byte ${reader.bytes.length}, inside its header`);
      if (where.until > MAX_HEADER_BYTES) throw new ReadError(`no EXIF in the first ${MAX_HEADER_BYTES} bytes`);
      // The rest of the EXIF segment exactly; otherwise read ahead a chunk to skip other segments.
      await reader.readUntil(
        where.exif
          ? where.until
          : Math.min(MAX_HEADER_BYTES, Math.max(where.until, reader.bytes.length + firstChunkBytes)),
      );
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (deadline.aborted) return { status: 'error', reason: `timed out after ${timeoutMs} ms` };
    return { status: 'error', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    performance.measure('exif:read', {
      start: started,
      detail: { url, bytes: reader.bytes.length, requests: reader.requests },
    });
  }
}

/** Parses one APP1 "Exif" segment (marker included). Throws on metadata that is broken. */
export async function parseExifSegment(segment: Uint8Array): Promise<ExifReadResult> {
  const { default: exifrMini } = await loadExifr();
  // exifr reads files, not segments: hand it the smallest JPEG around this segment, SOI … EOI. (The EOI
  // matters: exifr 7.1.3 calls a segment that ends exactly at the end of the file "unreachable".)
  const jpeg = new Uint8Array(segment.length + 4);
  jpeg.set([0xff, 0xd8]);
  jpeg.set(segment, 2);
  jpeg.set([0xff, 0xd9], segment.length + 2);

  const started = performance.now();
  let output: Record<string, unknown> | undefined;
  try {
    output = (await exifrMini.parse(jpeg, EXIFR_OPTIONS)) as Record<string, unknown> | undefined;
  } finally {
    // Shows in a DevTools profile under the worker's name, beside the `exif:read` of the same photo.
    performance.measure('exif:parse', { start: started, detail: { bytes: segment.length } });
  }

  // Should exifr still salvage and list what it could not read in `errors`, that is broken too.
  const errors = output?.errors;
  if (Array.isArray(errors) && errors.length > 0) throw new ReadError('exifr reported errors in the EXIF block');
  // No output at all: a sound EXIF block that records none of the three tags.
  const exif = (output?.exif ?? {}) as Record<number, unknown>;
  const raw: Partial<Record<keyof CameraDetails, unknown>> = {};
  for (const [name, tag] of Object.entries(TAGS)) raw[name as keyof CameraDetails] = exif[tag];
  return { status: 'found', details: cleanCameraDetails(raw) };
}

/** The first bytes of one file, grown on demand with `Range` requests. */
class RangeReader {
  bytes = new Uint8Array(0);
  /** True once the file is known to end at `bytes.length`. */
  ended = false;
  requests = 0;

  constructor(
    private readonly url: string,
    private readonly fetchImpl: typeof fetch,
    private readonly signal: AbortSignal,
  ) {}

  async readUntil(end: number): Promise<void> {
    const start = this.bytes.length;
    if (end <= start || this.ended) return;
    this.requests += 1;
    const { fetchImpl } = this;
    const response = await fetchImpl(this.url, {
      headers: { Range: `bytes=${start}-${end - 1}` },
      signal: this.signal,
      // Pixels the visitor is waiting for come first; EXIF is the caption under them.
      priority: 'low',
    });
    let chunk: Uint8Array;
    if (response.status === 206) {
      const first = /^bytes (\d+)-/.exec(response.headers.get('Content-Range') ?? '')?.[1];
      if (first !== undefined && Number(first) !== start) throw new ReadError(`asked for byte ${start}, got ${first}`);
      chunk = await readAtMost(response, end - start);
    } else if (response.status === 200) {
      // The server ignored Range and sends the whole file: take what was asked for and hang up.
      chunk = (await readAtMost(response, end)).subarray(start);
    } else if (response.status === 416) {
      chunk = new Uint8Array(0); // the range starts past the end of the file
    } else {
      await response.body?.cancel();
      throw new ReadError(`HTTP ${response.status}`);
    }
    if (chunk.length < end - start) this.ended = true;
    const grown = new Uint8Array(start + chunk.length);
    grown.set(this.bytes);
    grown.set(chunk, start);
    this.bytes = grown;
  }
}

/** Reads a response body up to `limit` bytes, then cancels the rest of the download. */
async function readAtMost(response: Response, limit: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer()).subarray(0, limit);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.length;
  }
  if (total >= limit) void reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(Math.min(total, limit));
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= bytes.length) break;
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
