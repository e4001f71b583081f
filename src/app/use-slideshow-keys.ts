// ArrowLeft / ArrowRight step through the slides, wrapping at both ends; Home and End go to the first
// and the last. A keydown only records its action; the next animation frame applies every action
// recorded since the last one at once, and the slide view (slide-view.ts) writes the photo they lead to
// in that same frame, with no React render. On a slow phone, presses therefore never queue up behind
// work: each frame shows where all presses so far lead, and the slide it replaces is dropped
// mid-entrance rather than finished. No press is lost.
import { useLayoutEffect } from 'react';
import { useSlideshowStore } from '../store/slideshow';

type SlideKeyAction = (state: ReturnType<typeof useSlideshowStore.getState>) => void;

const ACTIONS: Readonly<Record<string, SlideKeyAction>> = {
  ArrowLeft: (state) => state.step(-1),
  ArrowRight: (state) => state.step(1),
  Home: (state) => state.goTo(0),
  End: (state) => state.goTo(-1),
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
    let pending: SlideKeyAction[] = [];
    let frame = 0;
    const applyPending = () => {
      frame = 0;
      const actions = pending;
      pending = [];
      for (const action of actions) action(useSlideshowStore.getState());
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = ACTIONS[event.key];
      if (action === undefined) return;
      // Handled already (the view toggle's tabs move with arrows, Home and End too), or a shortcut.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTextEntry(event.target)) return;
      event.preventDefault(); // no page scroll sideways, to the top or to the bottom
      pending.push(action);
      frame ||= requestAnimationFrame(applyPending);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
    };
  }, []);
}
