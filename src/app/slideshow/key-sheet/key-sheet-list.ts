// The key sheet's rows, derived from the key tables (slide-keys.ts's moves, keys.ts's commands) so that a key added
// there shows here with nothing else to write, each key once; the site's search key, which answers over the slideshow
// too; and the slide's gestures (gestures/gestures.ts).
// Right to left, ← is the next photo and a swipe to the right too. Pure: the sheet is handed them, and says the words.
import type { WordId } from '../../../lib/words';
import { SEARCH_KEY } from '../../search-key';
import { COMMAND_KEYS, COMMAND_WORDS } from '../controls/keys';
import { directed, MOVE_WORDS, MOVES } from '../controls/slide-keys';

/** A row of the sheet: the keys (their `KeyboardEvent.key`) or the gesture, and what it does. */
export interface SheetRow {
  keys: readonly string[];
  does: WordId;
}

export interface GestureRow {
  gesture: WordId;
  does: WordId;
}

/**
 * Every key the slideshow answers, grouped by what it does: the moves first, then the commands, in their order, then
 * search's.
 */
export function keyRows(sign: 1 | -1): SheetRow[] {
  const moves = MOVE_WORDS.map(([move, does]) => ({
    does,
    keys: Object.entries(MOVES)
      .filter(([, keyMove]) => directed(keyMove, sign) === move)
      .map(([key]) => key),
  }));
  const commands = Object.entries(COMMAND_WORDS).map(([command, does]) => ({
    does,
    keys: COMMAND_KEYS.filter(([, keyCommand]) => keyCommand === command).map(([key]) => key),
  }));
  return [...moves, ...commands, { keys: [SEARCH_KEY], does: 'search' }];
}

/** The slide's gestures: a swipe steps (the way the page reads), a pinch zooms, a double-tap zooms or fits, a drag pans. */
export function gestureRows(sign: 1 | -1): GestureRow[] {
  return [
    { gesture: sign === 1 ? 'swipe-left' : 'swipe-right', does: 'next-image' },
    { gesture: sign === 1 ? 'swipe-right' : 'swipe-left', does: 'previous-image' },
    { gesture: 'pinch', does: 'zoom-in-out' },
    { gesture: 'double-tap', does: 'double-tap-does' },
    { gesture: 'drag-zoomed', does: 'drag-does' },
  ];
}

/** The sheet's two lists, for the page's reading direction (`sign`: forwardSign()). */
export interface SheetRows {
  keys: SheetRow[];
  gestures: GestureRow[];
}

export const sheetRows = (sign: 1 | -1): SheetRows => ({ keys: keyRows(sign), gestures: gestureRows(sign) });
