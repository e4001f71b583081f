// @vitest-environment node
// A seeded fuzz of the worker's read and parse path: 10,000 random mutations of the first 64 KB of the
// bundled photos, each read through the same fake Range server as the unit tests. A broken photo must
// never throw out of the API, never hang, and never turn into details the record does not allow.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH } from '../../../src/lib/clean-camera-details';
import { headerSegments } from '../../../src/lib/jpeg';
import { PHOTOS } from '../../../src/lib/portfolio';
import { readCameraDetails } from '../../../src/worker/read-camera-details';
import { rangeServer } from '../support/range-server';

const SEED = 0x5eed_2026;
const CASES = 10_000;
const PREFIX_BYTES = 64 * 1024;
/** Far beyond a parse of a few KB: a call still pending after this counts as a hang. */
const SETTLE_BOUND_MS = 2_000;

/** mulberry32: a tiny seeded PRNG, so a failure replays from its seed and case number. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const int = (random: Random, below: number): number => Math.floor(random() * below);

/** Offsets of the 2-byte length field of each JPEG header segment the walker finds, up to the start of scan. */
function segmentLengthOffsets(bytes: Uint8Array): number[] {
  const withLength = headerSegments(bytes).segments.filter(({ start, end }) => end - start > 2);
  return withLength.map(({ start }) => start + 2);
}

/** Where mutations matter most: the header segments (markers, the TIFF block), then anywhere. */
function position(random: Random, length: number): number {
  if (length === 0) return 0;
  return random() < 0.7 ? int(random, Math.min(length, 2_048)) : int(random, length);
}

const MUTATIONS: Record<string, (bytes: Uint8Array, random: Random) => Uint8Array> = {
  'byte flips': (bytes, random) => {
    const copy = bytes.slice();
    for (let flips = 1 + int(random, 8); flips > 0 && copy.length > 0; flips -= 1) {
      const at = position(random, copy.length);
      copy[at] = (copy[at] ?? 0) ^ (1 + int(random, 255));
    }
    return copy;
  },
  truncation: (bytes, random) =>
    bytes.slice(0, random() < 0.5 ? position(random, bytes.length) : int(random, bytes.length)),
  'inserted run': (bytes, random) => {
    const at = position(random, bytes.length);
    const run = Uint8Array.from({ length: 1 + int(random, 512) }, () => int(random, 256));
    const copy = new Uint8Array(bytes.length + run.length);
    copy.set(bytes.subarray(0, at));
    copy.set(run, at);
    copy.set(bytes.subarray(at), at + run.length);
    return copy;
  },
  'deleted run': (bytes, random) => {
    const at = position(random, bytes.length);
    const end = Math.min(bytes.length, at + 1 + int(random, 512));
    const copy = new Uint8Array(bytes.length - (end - at));
    copy.set(bytes.subarray(0, at));
    copy.set(bytes.subarray(end), at);
    return copy;
  },
  'swapped length fields': (bytes, random) => {
    const copy = bytes.slice();
    const offsets = segmentLengthOffsets(copy);
    const a = offsets[int(random, offsets.length)];
    if (a === undefined) return copy;
    const b = offsets[int(random, offsets.length)];
    if (b === undefined || b === a || random() < 0.4) {
      // No partner: a random length instead, from 0 up to well past the file.
      const value = int(random, 0x10000);
      copy[a] = value >> 8;
      copy[a + 1] = value & 0xff;
    } else {
      const [a0, a1, b0, b1] = [copy[a] ?? 0, copy[a + 1] ?? 0, copy[b] ?? 0, copy[b + 1] ?? 0];
      [copy[a], copy[a + 1], copy[b], copy[b + 1]] = [b0, b1, a0, a1];
    }
    return copy;
  },
};
const MUTATION_NAMES = Object.keys(MUTATIONS);

const isText = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.length <= MAX_TEXT_LENGTH && value === value.trim();
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isPositive = (value: unknown) => isNumber(value) && value > 0;

/** What each field may hold, by the record's rules: the fuzz must never get past them. */
const FIELD_RULES: Record<string, (value: unknown) => boolean> = {
  Make: isText,
  Model: isText,
  LensMake: isText,
  LensModel: isText,
  DateTimeOriginal: (value) => typeof value === 'string' && /^\d{4}:\d\d:\d\d \d\d:\d\d:\d\d$/.test(value),
  OffsetTimeOriginal: (value) => typeof value === 'string' && /^[+-]\d\d:\d\d$/.test(value),
  Orientation: (value) => isNumber(value) && Number.isInteger(value) && value >= 1 && value <= 8,
  ExposureCompensation: (value) => isNumber(value) && Math.abs(value) <= 20,
  ExposureTime: isPositive,
  FNumber: isPositive,
  ISO: isPositive,
  FocalLength: isPositive,
  FocalLengthIn35mmFormat: isPositive,
  PixelXDimension: isPositive,
  PixelYDimension: isPositive,
};

const HANG = Symbol('hang');
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<typeof HANG>((resolve) => (timer = setTimeout(() => resolve(HANG), ms)));
  try {
    return await Promise.race([promise, bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why a result is not "found with valid details", "absent" or "error with a reason"; null when it is. */
function invalidResult(result: unknown): string | null {
  if (typeof result !== 'object' || result === null) return `not a result: ${String(result)}`;
  const { status } = result as { status?: unknown };
  if (status === 'absent') return Object.keys(result).length === 1 ? null : 'absent with extra fields';
  if (status === 'error') {
    return typeof (result as { reason?: unknown }).reason === 'string' ? null : 'error without a reason';
  }
  if (status !== 'found') return `unknown status ${String(status)}`;
  const details = (result as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return 'found without details';
  for (const [field, value] of Object.entries(details)) {
    const rule = FIELD_RULES[field];
    if (!rule) return `unexpected field ${field}`;
    if (!rule(value)) return `${field} is ${JSON.stringify(value)}`;
  }
  return null;
}

describe('readCameraDetails under fuzzing', () => {
  it(
    `settles every one of ${CASES} mutated photo headers with valid details, none, or an error`,
    { timeout: 120_000 },
    async () => {
      const prefixes = PHOTOS.map((photo) => ({
        id: photo.id,
        bytes: new Uint8Array(readFileSync(`public/photos/${photo.id}.jpg`)).slice(0, PREFIX_BYTES),
      }));
      const random = prng(SEED);
      const failures: string[] = [];
      const statuses: Record<string, number> = { found: 0, absent: 0, error: 0 };

      for (let index = 0; index < CASES; index += 1) {
        const photo = prefixes[int(random, prefixes.length)];
        if (!photo) throw new Error('no photo');
        let bytes: Uint8Array = photo.bytes;
        const applied: string[] = [];
        for (let count = 1 + int(random, 3); count > 0; count -= 1) {
          const name = MUTATION_NAMES[int(random, MUTATION_NAMES.length)] ?? 'byte flips';
          bytes = MUTATIONS[name]?.(bytes, random) ?? bytes;
          applied.push(name);
        }
        const label = `case ${index} (${photo.id}: ${applied.join(', ')})`;
        const server = rangeServer(bytes);
        try {
          const result = await settleWithin(readCameraDetails('/photo.jpg', { fetch: server.fetch }), SETTLE_BOUND_MS);
          if (result === HANG) failures.push(`${label}: still pending after ${SETTLE_BOUND_MS} ms`);
          else {
            const problem = invalidResult(result);
            if (problem) failures.push(`${label}: ${problem}`);
            else
              statuses[(result as { status: string }).status] =
                (statuses[(result as { status: string }).status] ?? 0) + 1;
          }
        } catch (error) {
          failures.push(`${label}: threw ${String(error)}`);
        }
      }

      expect(failures.slice(0, 10)).toEqual([]);
      // The mutations reach every outcome: the fuzz is not just feeding the parser garbage it rejects at once.
      expect(statuses.found).toBeGreaterThan(CASES / 10);
      expect(statuses.error).toBeGreaterThan(CASES / 10);
      expect(statuses.absent).toBeGreaterThan(0);
    },
  );
});
