// The user timings' names, one scheme for every realm, and the page's measures that keep only their latest entry.
import { afterEach, describe, expect, it } from 'vitest';
import { measureLatest, USER_TIMING } from '../../../src/lib/user-timing';

afterEach(() => performance.clearMeasures());

describe('USER_TIMING', () => {
  it('names every timing `part:what`, each name once', () => {
    const names = Object.values(USER_TIMING);
    for (const name of names) expect(name).toMatch(/^[a-z]+:[a-z]+$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the names a trace already shows for the worker’s reads', () => {
    expect(USER_TIMING.exifRead).toBe('exif:read');
    expect(USER_TIMING.exifParse).toBe('exif:parse');
  });
});

describe('measureLatest', () => {
  it('measures from its start to now, with its detail', () => {
    const start = performance.now();
    measureLatest(USER_TIMING.flip, start, { presses: 2 });
    const [entry, ...more] = performance.getEntriesByName('slideshow:flip');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entryType: 'measure', startTime: start, detail: { presses: 2 } });
  });

  it('ends where it is told: a frame’s start, for a measure that waits for the frame showing its writes', () => {
    measureLatest(USER_TIMING.cardsPaint, 10, { cards: 1 }, 42);
    expect(performance.getEntriesByName('cards:paint')).toEqual([
      expect.objectContaining({ startTime: 10, duration: 32 }),
    ]);
  });

  it('keeps only the latest measure of its name, however many are made, and leaves other names alone', () => {
    measureLatest(USER_TIMING.hydrate, 1);
    for (let flip = 1; flip <= 1000; flip++) measureLatest(USER_TIMING.flip, flip, { presses: flip });
    expect(performance.getEntriesByName('slideshow:flip')).toEqual([
      expect.objectContaining({ startTime: 1000, detail: { presses: 1000 } }),
    ]);
    expect(performance.getEntriesByName('app:hydrate')).toHaveLength(1);
  });
});
