// A user timing that ends once the frame showing the latest writes has painted: not in the frame's callback, but in
// the task after it, and in this frame when the writes were made in its callback.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measureToPaint } from '../../../src/app/paint-timing';
import { USER_TIMING } from '../../../src/lib/user-timing';

const measures = () => performance.getEntriesByName('cards:paint');

describe('measureToPaint', () => {
  beforeEach(() => {
    // Only the timers: the page's clock and its user timings stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    performance.clearMeasures();
  });

  it('measures from its start to the task after the next frame, once that frame has painted', () => {
    const start = performance.now();
    measureToPaint(USER_TIMING.cardsPaint, start, { cards: 3, by: 'app' });
    expect(vi.getTimerCount()).toBe(1); // the frame, and no task yet
    vi.advanceTimersToNextFrame();
    expect(measures()).toEqual([]); // its callback runs before the frame's paint
    vi.advanceTimersByTime(1); // the task after: a 0 ms timeout
    expect(measures()).toEqual([expect.objectContaining({ startTime: start, detail: { cards: 3, by: 'app' } })]);
  });

  it('in a frame callback, measures once this frame has painted, with no frame more', () => {
    const start = performance.now();
    measureToPaint(USER_TIMING.cardsPaint, start, { cards: 1 }, true);
    vi.advanceTimersByTime(1); // the task after: a 0 ms timeout
    expect(measures()).toEqual([expect.objectContaining({ startTime: start })]);
  });

  it('keeps only the latest measure of its name', () => {
    measureToPaint(USER_TIMING.cardsPaint, 1, { cards: 1 }, true);
    measureToPaint(USER_TIMING.cardsPaint, 2, { cards: 2 }, true);
    vi.advanceTimersByTime(1); // the task after: a 0 ms timeout
    expect(measures()).toEqual([expect.objectContaining({ startTime: 2, detail: { cards: 2 } })]);
  });
});
