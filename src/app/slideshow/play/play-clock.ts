// Play's clock: counts down what is left of the interval with one setTimeout, measured with performance.now(), so a
// pause keeps the time left and a resume goes on from it; a flip starts the interval again.

export interface PlayClockState {
  running: boolean;
  /** Milliseconds left of the interval. */
  left: number;
  /** The interval, in milliseconds. */
  interval: number;
}

export interface PlayClock {
  /** Counts down what is left; `onDue` when it runs out. Nothing when running or nothing is left. */
  run: () => void;
  /** Stops counting, keeping what is left. */
  pause: () => void;
  /** The whole interval again (a flip, or a new interval), counting on if it was. */
  restart: (interval?: number) => void;
  state: () => PlayClockState;
  stop: () => void;
}

export function createPlayClock(
  interval: number,
  onDue: () => void,
  onChange: (state: PlayClockState) => void = () => undefined,
): PlayClock {
  let total = interval;
  let left = interval;
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const state = (): PlayClockState => ({ running: timer !== undefined, left, interval: total });
  const due = () => {
    timer = undefined;
    left = 0;
    onChange(state());
    onDue();
  };
  const count = () => {
    since = performance.now();
    timer = setTimeout(due, left);
  };
  const halt = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    run() {
      if (timer !== undefined || left <= 0) return;
      count();
      onChange(state());
    },
    pause() {
      if (timer === undefined) return;
      halt();
      left = Math.max(0, left - (performance.now() - since));
      onChange(state());
    },
    restart(next = total) {
      const running = timer !== undefined;
      halt();
      total = next;
      left = next;
      if (running) count();
      onChange(state());
    },
    state,
    stop: halt,
  };
}
