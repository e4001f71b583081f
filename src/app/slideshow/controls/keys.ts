// The slideshow's keys: ←/→ step through the slides, wrapping at both ends, Home and End go to the first and the
// last; + and - zoom, 0 fits; f toggles fullscreen, i the photo's details; Escape closes, fits or leaves, in turn.
import { useLayoutEffect, useRef } from 'react';
import { useSlideshowStore, type SlideMove } from '../../../store/slideshow';
import { isTextEntry, slideMoveOf, takeEarlyKeys } from './slide-keys';

export interface SlideshowKeyActions {
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  toggleFullscreen: () => void;
  toggleInfo: () => void;
  /** Undoes the last thing opened (the details, a zoom, fullscreen); false when there was nothing to undo. */
  escape: () => boolean;
}

/** `+` needs Shift on many layouts; `=` is the same key without it. */
const COMMANDS: Readonly<Record<string, keyof SlideshowKeyActions>> = {
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  _: 'zoomOut',
  '0': 'fit',
  f: 'toggleFullscreen',
  i: 'toggleInfo',
  Escape: 'escape',
};

export function useSlideshowKeys(actions: SlideshowKeyActions): void {
  const current = useRef(actions);
  useLayoutEffect(() => {
    current.current = actions;
  });
  // A layout effect listens from the commit that shows the slideshow: a key pressed as it appears counts.
  useLayoutEffect(() => {
    // Presses are applied at the next frame, all since the last as one change: a late frame on a slow phone
    // then does one flip's work, however many presses it gathered.
    // Presses made while the slideshow's code arrived come first.
    let pending: SlideMove[] = takeEarlyKeys();
    let frame = 0;
    const apply = () => {
      frame = 0;
      useSlideshowStore.getState().move(pending);
      pending = [];
    };
    if (pending.length > 0) frame = requestAnimationFrame(apply);
    const onKeyDown = (event: KeyboardEvent) => {
      const move = slideMoveOf(event);
      if (move !== undefined) {
        event.preventDefault(); // no page scroll sideways, to the top or to the bottom
        pending.push(move);
        frame ||= requestAnimationFrame(apply);
        return;
      }
      // Handled already (the view tabs take arrows, Home and End too), a browser shortcut, or typing.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target)) return;
      const command = COMMANDS[event.key];
      if (command === undefined) return;
      if (command === 'escape') {
        if (current.current.escape()) event.preventDefault();
        return;
      }
      event.preventDefault();
      current.current[command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
    };
  }, []);
}
