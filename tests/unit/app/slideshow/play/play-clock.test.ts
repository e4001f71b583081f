// Play's clock on fake timers: due after the interval and not before, a pause keeps the time left, a restart gives
// the whole interval again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayClock, type PlayClockState } from '../../../../../src/app/slideshow/play/play-clock';

describe('createPlayClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is due once after the interval, not before, and only once it runs', () => {
    const due = vi.fn();
    const clock = createPlayClock(5000, due);
    vi.advanceTimersByTime(10_000);
    expect(due).not.toHaveBeenCalled();
    clock.run();
    vi.advanceTimersByTime(4900);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(due).toHaveBeenCalledTimes(1);
    expect(clock.state()).toEqual({ running: false, left: 0, interval: 5000 });
    clock.run(); // nothing left: the next photo's flip restarts it
    vi.advanceTimersByTime(10_000);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('keeps the time left through a pause and goes on from it', () => {
    const due = vi.fn();
    const clock = createPlayClock(5000, due);
    clock.run();
    vi.advanceTimersByTime(3000);
    clock.pause();
    expect(clock.state()).toEqual({ running: false, left: 2000, interval: 5000 });
    vi.advanceTimersByTime(60_000);
    expect(due).not.toHaveBeenCalled();
    clock.run();
    vi.advanceTimersByTime(1999);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('gives the whole interval again on a restart, running or not, and takes a new interval', () => {
    const due = vi.fn();
    const clock = createPlayClock(5000, due);
    clock.run();
    vi.advanceTimersByTime(4000);
    clock.restart();
    vi.advanceTimersByTime(4999);
    expect(due).not.toHaveBeenCalled();
    clock.restart(3000);
    vi.advanceTimersByTime(2999);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
    clock.pause();
    clock.restart(10_000);
    expect(clock.state()).toEqual({ running: false, left: 10_000, interval: 10_000 });
  });

  it('says each change, for the line that shows the time left, and stops for good', () => {
    const changes: PlayClockState[] = [];
    const due = vi.fn();
    const clock = createPlayClock(5000, due, (state) => changes.push(state));
    clock.run();
    vi.advanceTimersByTime(1000);
    clock.pause();
    expect(changes).toEqual([
      { running: true, left: 5000, interval: 5000 },
      { running: false, left: 4000, interval: 5000 },
    ]);
    clock.run();
    clock.stop();
    vi.advanceTimersByTime(60_000);
    expect(due).not.toHaveBeenCalled();
  });
});
