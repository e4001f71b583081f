// ←/→ step through the slides, wrapping at both ends; Home and End go to the first and the last.
import { useLayoutEffect } from 'react';
import { useSlideshowStore, type SlideMove } from '../../store/slideshow';

const MOVES: Readonly<Record<string, SlideMove>> = { ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' };

/** Keys typed into a field belong to the field. */
function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

export function useSlideshowKeys(): void {
  // A layout effect listens from the commit that shows the slideshow: a key pressed as it appears counts.
  useLayoutEffect(() => {
    // Presses are applied at the next frame, all since the last as one change: a late frame on a slow phone
    // then does one flip's work, however many presses it gathered.
    let pending: SlideMove[] = [];
    let frame = 0;
    const apply = () => {
      frame = 0;
      useSlideshowStore.getState().move(pending);
      pending = [];
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const move = MOVES[event.key];
      // Handled already (the view tabs take arrows, Home and End too), a shortcut, or typing.
      if (
        move === undefined ||
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return;
      if (isTextEntry(event.target)) return;
      event.preventDefault(); // no page scroll sideways, to the top or to the bottom
      pending.push(move);
      frame ||= requestAnimationFrame(apply);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
    };
  }, []);
}
