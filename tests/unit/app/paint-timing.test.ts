// A user timing that ends once the frame showing the latest writes has painted: at the start of the frame after it,
// which is the next frame when the writes were made in a frame's callback.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measureToPaint } from '../../../src/app/paint-timing';
import { USER_TIMING } from '../../../src/lib/user-timing';

const measures = () => performance.getEntriesByName('cards:paint');

describe('measureToPaint', () => {
  beforeEach(() => {
    // Only the timers: the page's clock and its user timings stay real.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    performance.clearMeasures();
  });

  it('measures from its start to the frame after the one that shows the writes', () => {
    const start = performance.now();
    measureToPaint(USER_TIMING.cardsPaint, start, { cards: 3, by: 'app' });
    vi.advanceTimersToNextFrame();
    expect(measures()).toEqual([]); // this frame shows the writes: its paint comes after its callbacks
    vi.advanceTimersToNextFrame();
    expect(measures()).toEqual([expect.objectContaining({ startTime: start, detail: { cards: 3, by: 'app' } })]);
  });

  it('ends when that frame begins, not at the vsync it is stamped with, which may be before the last one painted', () => {
    const start = performance.now();
    measureToPaint(USER_TIMING.cardsPaint, start, { cards: 2 });
    vi.advanceTimersToNextFrame();
    const before = performance.now();
    vi.advanceTimersToNextFrame(); // its callbacks are given the fake clock's frame time
    const after = performance.now();
    const [measure] = measures();
    expect(measure?.startTime).toBe(start);
    expect(start + (measure?.duration ?? NaN)).toBeGreaterThanOrEqual(before);
    expect(start + (measure?.duration ?? NaN)).toBeLessThanOrEqual(after);
  });

  it('in a frame callback, measures at the next frame: this one shows the writes', () => {
    const start = performance.now();
    measureToPaint(USER_TIMING.cardsPaint, start, { cards: 1 }, true);
    expect(measures()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(measures()).toEqual([expect.objectContaining({ startTime: start })]);
  });

  it('keeps only the latest measure of its name', () => {
    measureToPaint(USER_TIMING.cardsPaint, 1, { cards: 1 }, true);
    measureToPaint(USER_TIMING.cardsPaint, 2, { cards: 2 }, true);
    vi.advanceTimersToNextFrame();
    expect(measures()).toEqual([expect.objectContaining({ startTime: 2, detail: { cards: 2 } })]);
  });
});
