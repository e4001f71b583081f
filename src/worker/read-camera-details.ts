// Worker realm: fetches the few header bytes of a photo that hold its EXIF, and parses them with exifr.
// Plain functions with the fetch injected, so unit tests drive them with bytes built in memory.
import type { CameraDetails } from '../lib/camera-details';
import { cleanCameraDetails } from '../lib/clean-camera-details';
import { EXIF_TAGS, type ExifBlock, type ExifTag } from '../lib/exif-tags';
import { APP1, jpegStep } from '../lib/jpeg';
import { USER_TIMING } from '../lib/user-timing';
import type * as ExifrMini from 'exifr/dist/mini.esm.mjs';
import type { ExifReadResult } from './exif.contract';
import { RangeReader, ReadError } from './range-reader';

/**
 * The first ranged read, and each hop to a segment header past the bytes at hand: the spec's 40 KB chunk is a
 * ceiling; the build writes each shipped photo's EXIF right after JFIF, so one small read holds it, even with
 * every text field at the longest the build ships (a test holds the build to it). Every card's first screen
 * reads one, so no larger.
 */
export const FIRST_CHUNK_BYTES = 576;
/** A read that hangs gives up after this; a slow 3G phone gets a header in well under it. */
const READ_TIMEOUT_MS = 10_000;

const EXIF_ID = [0x45, 0x78, 0x69, 0x66, 0x00] as const; // "Exif\0", the start of an APP1 EXIF payload

/** The camera details record's name for a kept tag (src/lib/exif-tags.ts): the tag's own, but for one. */
const fieldOf = (name: ExifTag): keyof CameraDetails => (name === 'ExposureBiasValue' ? 'ExposureCompensation' : name);

// exifr's mini build carries no tag dictionaries, so it is asked by number.
const tagsIn = (block: ExifBlock): number[] =>
  Object.values(EXIF_TAGS).flatMap(([ifd, tag]) => (ifd === block ? [tag] : []));

const EXIFR_OPTIONS = {
  // Per-block picks by number: a global `pick` throws in the mini build, which has no names to look up.
  ifd0: { pick: tagsIn('ifd0') },
  exif: { pick: tagsIn('exif') },
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
    for (let next = 0; ;) {
      const step = jpegStep(reader.bytes, reader.offset, next);
      if (step.kind === 'image') return { status: 'absent' };
      if (step.kind === 'invalid') throw new ReadError(step.reason);
      if (step.kind === 'need') {
        // A small read where the walk goes on, skipping whatever lies between it and the bytes at hand.
        await reader.cover(step.from, step.until, step.from + firstChunkBytes);
        next = step.from;
      } else if (step.marker === APP1 && (await isExif(reader, step.start, step.end, firstChunkBytes))) {
        await reader.cover(step.start, step.end); // the rest of the EXIF segment, exactly
        return await parseExifSegment(reader.slice(step.start, step.end));
      } else {
        next = step.end;
      }
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (deadline.aborted) return { status: 'error', reason: `timed out after ${timeoutMs} ms` };
    return { status: 'error', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    // Every read's measure is kept, unlike the page's latest-only ones: the store reads each photo at most once a
    // visit (again only after abandoning it), so they are as many as the reads, and a test lists them back.
    performance.measure(USER_TIMING.exifRead, {
      start: started,
      detail: { url, bytes: reader.downloaded, requests: reader.requests },
    });
  }
}

/** Parses one APP1 "Exif" segment (marker included). Throws on metadata that is broken. */
async function parseExifSegment(segment: Uint8Array): Promise<ExifReadResult> {
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
    // Shows in a DevTools profile under the worker's name, inside the `exif:read` of the same photo.
    performance.measure(USER_TIMING.exifParse, { start: started, detail: { bytes: segment.length } });
  }

  // Should exifr still salvage and list what it could not read in `errors`, that is broken too.
  const errors = output?.errors;
  if (Array.isArray(errors) && errors.length > 0) throw new ReadError('exifr reported errors in the EXIF block');
  // No output at all: a sound EXIF block that records none of the tags.
  const blocks = (output ?? {}) as Partial<Record<ExifBlock, Record<number, unknown>>>;
  const raw: Partial<Record<keyof CameraDetails, unknown>> = {};
  for (const [name, [ifd, tag]] of Object.entries(EXIF_TAGS) as [ExifTag, (typeof EXIF_TAGS)[ExifTag]][]) {
    raw[fieldOf(name)] = blocks[ifd]?.[tag];
  }
  return { status: 'found', details: cleanCameraDetails(raw) };
}

/** Whether the APP1 segment at `[start, end)` holds EXIF: reads its identifier if it is not at hand. */
async function isExif(reader: RangeReader, start: number, end: number, chunkBytes: number): Promise<boolean> {
  const id = start + 4;
  if (end < id + EXIF_ID.length) return false;
  await reader.cover(id, id + EXIF_ID.length, start + chunkBytes);
  const bytes = reader.slice(id, id + EXIF_ID.length);
  return EXIF_ID.every((byte, i) => bytes[i] === byte);
}
