// The slideshow's keys: ←/→ step through the slides, wrapping at both ends, Home and End go to the first and the
// last; + and - zoom, 0 fits; Space and K play or pause, F toggles fullscreen, I the photo's details, on any keyboard
// layout; ? shows them all (the key sheet); Escape closes, fits or leaves, in turn. None of them while typing in a
// field or with Ctrl, Alt or Meta held. What each does, as the key sheet says it, sits beside them.
import { useLayoutEffect, useRef } from 'react';
import type { WordId } from '../../../lib/words';
import { useSlideshowStore, type SlideMove } from '../../../store/slideshow';
import { timeFlip } from '../slide/flip-timing';
import { isTextEntry, slideMoveOf, takeEarlyKeys } from './slide-keys';

export interface SlideshowKeyActions {
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  toggleFullscreen: () => void;
  toggleInfo: () => void;
  togglePlay: () => void;
  /** Opens the key sheet. */
  showKeys: () => void;
  /** Undoes the last thing opened (the details, a zoom, fullscreen); false when there was nothing to undo. */
  escape: () => boolean;
}

type Command = keyof SlideshowKeyActions;

/**
 * Zoom's keys match the character typed (`key`), wherever the layout puts it: `+` has a key of its own on a German
 * keyboard and is Shift and `=` on an American one, and the keypad types the same characters. Layouts of other
 * scripts keep these symbols and digits, so the character is found there too. `=` is `+`'s key without Shift.
 */
const SYMBOLS: Readonly<Record<string, Command>> = {
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  _: 'zoomOut',
  '0': 'fit',
  ' ': 'togglePlay',
  '?': 'showKeys', // Shift and / on many layouts, and Shift held: the character is what counts
  Escape: 'escape',
};

const LETTERS: Readonly<Record<string, Command>> = { f: 'toggleFullscreen', i: 'toggleInfo', k: 'togglePlay' };

/** Space presses the focused control (and only once): it plays or pauses when focus is on none. */
const SPACE_PRESSES =
  'button, a[href], select, summary, [role="button"], [role="tab"], [role="option"], [role="listbox"]';

function pressedByKey(event: KeyboardEvent): boolean {
  return event.key === ' ' && event.target instanceof Element && event.target.closest(SPACE_PRESSES) !== null;
}
const LATIN_LETTER = /^[a-z]$/i;

/**
 * What each command does, in the key sheet's words and order (key-sheet/key-sheet-list.ts lists each command's keys
 * from the tables above): a command added is its keys above and its line here.
 */
export const COMMAND_WORDS: Readonly<Record<Command, WordId>> = {
  zoomIn: 'zoom-in',
  zoomOut: 'zoom-out',
  fit: 'zoom-fit',
  toggleFullscreen: 'toggle-fullscreen',
  toggleInfo: 'toggle-info',
  togglePlay: 'play-pause',
  escape: 'escape-does',
  showKeys: 'show-keys',
};

/** Every key of the tables above with its command, letters as a Latin keyboard prints them. */
export const COMMAND_KEYS: readonly (readonly [key: string, command: Command])[] = [
  ...Object.entries(SYMBOLS),
  ...Object.entries(LETTERS).map(([letter, command]) => [letter.toUpperCase(), command] as const),
];

/**
 * The command a key asks for. A letter is the one a Latin layout types, in either case (Caps Lock, Shift); on a
 * layout of another script (Arabic, Hebrew, Greek, Russian) it is the key in that letter's place (`code` KeyF),
 * as keyCode has long been: so a Latin layout that moves the letters (AZERTY, Dvorak) keeps the one printed on
 * the key, and no key does two things.
 */
export function commandOf({ key, code }: Pick<KeyboardEvent, 'key' | 'code'>): Command | undefined {
  if (LATIN_LETTER.test(key)) return LETTERS[key.toLowerCase()];
  return SYMBOLS[key] ?? (code.startsWith('Key') ? LETTERS[code.slice(3).toLowerCase()] : undefined);
}

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
    /** The first pending press's time, for the flip's measure: all a press does for it. */
    let since: number | undefined;
    let frame = 0;
    const apply = () => {
      frame = 0;
      timeFlip(() => useSlideshowStore.getState().move(pending), since, pending.length, true);
      pending = [];
      since = undefined;
    };
    if (pending.length > 0) frame = requestAnimationFrame(apply);
    const onKeyDown = (event: KeyboardEvent) => {
      const move = slideMoveOf(event);
      if (move !== undefined) {
        event.preventDefault(); // no page scroll sideways, to the top or to the bottom
        pending.push(move);
        since ??= event.timeStamp;
        frame ||= requestAnimationFrame(apply);
        return;
      }
      // Handled already (the view tabs take arrows, Home and End too), a browser shortcut, or typing.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target)) return;
      if (pressedByKey(event)) return;
      const command = commandOf(event);
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
