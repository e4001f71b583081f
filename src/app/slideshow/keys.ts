// ←/→ step through the slides, wrapping at both ends; Home and End go to the first and the last.
import { useLayoutEffect } from 'react';
import { useSlideshowStore } from '../../store/slideshow';

const MOVES: Readonly<Record<string, (slides: ReturnType<typeof useSlideshowStore.getState>) => void>> = {
  ArrowLeft: (slides) => slides.step(-1),
  ArrowRight: (slides) => slides.step(1),
  Home: (slides) => slides.goTo(0),
  End: (slides) => slides.goTo(-1),
};

/** Keys typed into a field belong to the field. */
function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

export function useSlideshowKeys(): void {
  // A layout effect listens from the commit that shows the slideshow: a key pressed as it appears counts.
  useLayoutEffect(() => {
    // Presses are applied at the next frame, all of them since the last: a late frame on a slow phone then
    // shows where they lead once, rather than each press's slide in turn.
    let pending: (typeof MOVES)[string][] = [];
    let frame = 0;
    const apply = () => {
      frame = 0;
      const moves = pending;
      pending = [];
      for (const move of moves) move(useSlideshowStore.getState());
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const move = MOVES[event.key];
      // Handled already (the view tabs take arrows, Home and End too), a shortcut, or typing.
      if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
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
