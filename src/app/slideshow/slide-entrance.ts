// A new slide slides in from the side it came from. The slide's frame stays in place across flips, so
// the entrance is a Web Animation started on it, not a CSS animation on a fresh element. One runs at a
// time: a flip cancels the one before, and a flip that comes before the last entrance is over (a held
// key) just shows its photo. Nothing queues, and a held key animates nothing at all.
import type { SlideDirection } from '../../store/slideshow';

const ENTRANCE_MS = 180;

/** Asked per entrance (never per frame of a held key), so a change of the setting counts at once. */
const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface SlideEntrance {
  /** Says photo `id` is now on show, reached going `direction`; the first one shown only fades in (by CSS). */
  show: (id: string, direction: SlideDirection) => void;
  /** Drops the running entrance, if any. */
  stop: () => void;
}

export function createSlideEntrance(frame: HTMLElement): SlideEntrance {
  let last: { id: string; at: number; animation?: Animation } | undefined;
  return {
    show(id, direction) {
      const now = performance.now();
      const previous = last;
      if (previous?.id === id) return;
      last = { id, at: now };
      if (!previous) return;
      previous.animation?.cancel();
      if (now - previous.at < ENTRANCE_MS || prefersReducedMotion() || direction === 0) return;
      const animation = frame.animate(
        [
          { opacity: 0.4, translate: `${direction * 3}rem 0` },
          { opacity: 1, translate: '0 0' },
        ],
        { duration: ENTRANCE_MS, easing: 'ease-out' },
      );
      // cancel() rejects `finished`: the next flip cancelling this entrance is not an error.
      animation.finished.catch(() => undefined);
      last.animation = animation;
    },
    stop() {
      last?.animation?.cancel();
    },
  };
}
