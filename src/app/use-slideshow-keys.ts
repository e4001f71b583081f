// ArrowLeft / ArrowRight step through the slides, wrapping at both ends. The handler goes straight to
// the store (getState), so a press costs one small render of the slideshow and nothing queues: each
// keydown, held-key repeats included, moves exactly one slide in the frame it arrives in.
import { useEffect } from 'react';
import { useSlideshowStore } from '../store/slideshow';

const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

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
      const step = STEPS[event.key];
      if (step === undefined) return;
      // Handled already (the view toggle's tabs move with arrows too), or a shortcut with a modifier.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTextEntry(event.target)) return;
      event.preventDefault(); // no horizontal page scroll
      useSlideshowStore.getState().step(step);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
