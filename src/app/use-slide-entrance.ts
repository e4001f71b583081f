// A new slide slides in from the side it came from. The slide element stays mounted across flips, so
// the entrance is a Web Animation started on it, not a CSS animation on a fresh element. One runs at a
// time: a flip cancels the one before, and a flip that comes before the last entrance is over (a held
// key) just shows its photo. Nothing queues, and a held key animates nothing at all.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { SlideDirection } from '../store/slideshow';

const ENTRANCE_MS = 180;

/** Asked per entrance (never per frame of a held key), so a change of the setting counts at once. */
const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useSlideEntrance(element: RefObject<HTMLElement | null>, id: string, direction: SlideDirection) {
  // The first slide fades in by CSS (slideshow.css); only later flips animate from here.
  const last = useRef<{ id: string; at: number; animation?: Animation }>(undefined);
  useLayoutEffect(() => {
    const now = performance.now();
    const previous = last.current;
    if (previous?.id === id) return;
    last.current = { id, at: now };
    const target = element.current;
    if (!previous || !target) return;
    previous.animation?.cancel();
    if (now - previous.at < ENTRANCE_MS || prefersReducedMotion() || direction === 0) return;
    const animation = target.animate(
      [
        { opacity: 0.4, translate: `${direction * 3}rem 0` },
        { opacity: 1, translate: '0 0' },
      ],
      { duration: ENTRANCE_MS, easing: 'ease-out' },
    );
    // cancel() rejects `finished`: the next flip cancelling this entrance is not an error.
    animation.finished.catch(() => undefined);
    last.current.animation = animation;
  }, [element, id, direction]);
}
