// ArrowLeft / ArrowRight step through the slides, wrapping at both ends; Home and End go to the first
// and the last. The handler only updates the store (getState), so a press costs one small render of
// the slideshow and nothing queues: each keydown, held-key repeats included, moves exactly one slide
// in the frame it arrives in, and the slide it replaces is dropped mid-entrance rather than finished.
import { useEffect } from 'react';
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
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = ACTIONS[event.key];
      if (action === undefined) return;
      // Handled already (the view toggle's tabs move with arrows, Home and End too), or a shortcut.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTextEntry(event.target)) return;
      event.preventDefault(); // no page scroll sideways, to the top or to the bottom
      action(useSlideshowStore.getState());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
