// ArrowLeft / ArrowRight step through the slides, wrapping at both ends; Home and End go to the first
// and the last. A keydown only records its move; the next animation frame applies every move recorded
// since the last one in a single change of the store, and the slide view (slide-view.ts) writes the
// photo they lead to in that same frame, with no React render. On a slow phone, presses therefore never
// queue up behind work: a frame that comes late does the work of one flip however many presses it
// gathered, each frame shows where all presses so far lead, and the slide it replaces is dropped
// mid-entrance rather than finished. No press is lost.
import { useLayoutEffect } from 'react';
import { useSlideshowStore, type SlideMove } from '../../store/slideshow';

const MOVES: Readonly<Record<string, SlideMove>> = {
  ArrowLeft: { step: -1 },
  ArrowRight: { step: 1 },
  Home: { to: 0 },
  End: { to: -1 },
};

/** Keys typed into a field belong to the field. */
function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null)
  );
}

export function useSlideshowKeys(): void {
  // A layout effect: listening from the commit that puts the slideshow on screen, so a key pressed as
  // soon as it shows is not lost while React waits to run passive effects after the paint.
  useLayoutEffect(() => {
    let pending: SlideMove[] = [];
    let frame = 0;
    const applyPending = () => {
      frame = 0;
      const moves = pending;
      pending = [];
      useSlideshowStore.getState().move(moves);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const move = MOVES[event.key];
      if (move === undefined) return;
      // Handled already (the view toggle's tabs move with arrows, Home and End too), or a shortcut.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTextEntry(event.target)) return;
      event.preventDefault(); // no page scroll sideways, to the top or to the bottom
      pending.push(move);
      frame ||= requestAnimationFrame(applyPending);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
    };
  }, []);
}
