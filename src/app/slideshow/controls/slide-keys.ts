// Which key moves the slideshow (and what the key sheet calls each move), and the moves pressed on a photo's page
// before the slideshow's code has run (its photo paints from the HTML first): kept from the page's first script on
// and handed to the slideshow as it opens, so no press is lost. Plain DOM, for the pre-paint script too.
import { PHOTO_PARAM, PLAY_PARAM } from '../../../lib/page-names';
import { paths } from '../../../lib/paths';
import type { WordId } from '../../../lib/words';
import type { SlideMove } from '../../../store/slideshow';
import { forwardSign } from '../../reading-direction';

// → goes on and ← back; right to left, ← goes on (forward in reading order). Home and End: first and last.
export const MOVES: Readonly<Record<string, SlideMove>> = { ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' };

/** What each move does, in the key sheet's words and order (key-sheet/key-sheet-list.ts finds its keys in MOVES). */
export const MOVE_WORDS: readonly (readonly [move: SlideMove, does: WordId])[] = [
  [1, 'next-image'],
  [-1, 'previous-image'],
  ['first', 'first-image'],
  ['last', 'last-image'],
];

/** A key's move in the page's reading order: `sign` is forwardSign(). */
export const directed = (move: SlideMove, sign: 1 | -1): SlideMove => (typeof move === 'number' ? move * sign : move);

/** Keys typed into a field belong to the field. */
export function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

/** The move a key press asks for: none with a modifier, in a field, or when something handled it already. */
export function slideMoveOf(event: KeyboardEvent): SlideMove | undefined {
  const move = MOVES[event.key];
  if (move === undefined || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return undefined;
  if (event.shiftKey || isTextEntry(event.target)) return undefined;
  return directed(move, forwardSign());
}

/**
 * Whether this visit opens on a slideshow: a photo's page, a link to one photo, or a page of the nav with the
 * slideshow saved as the visitor's view or asked for playing (the app then sends it to the photo's page).
 */
export function opensOnSlideshow(
  location: Pick<Location, 'pathname' | 'search'>,
  view: string | null,
  navPaths: readonly string[],
): boolean {
  if (paths.isPhoto(location.pathname) || new URLSearchParams(location.search).has(PHOTO_PARAM)) return true;
  const asked = view === 'slideshow' || new URLSearchParams(location.search).has(PLAY_PARAM);
  return asked && navPaths.includes(location.pathname);
}

interface EarlyKeys {
  moves: SlideMove[];
  stop: () => void;
}

const EARLY = '__slideshowEarlyKeys';
type WithEarlyKeys = Window & { [EARLY]?: EarlyKeys };

/** Starts keeping the presses that would move a slideshow not running yet. */
export function keepEarlyKeys(target: WithEarlyKeys = window): void {
  if (target[EARLY]) return;
  const moves: SlideMove[] = [];
  const onKeyDown = (event: KeyboardEvent) => {
    const move = slideMoveOf(event);
    if (move === undefined) return;
    event.preventDefault(); // as the slideshow will: no page scroll
    moves.push(move);
  };
  target.addEventListener('keydown', onKeyDown);
  target[EARLY] = { moves, stop: () => target.removeEventListener('keydown', onKeyDown) };
}

/** The presses kept so far, in order, and no more keeping. */
export function takeEarlyKeys(target: WithEarlyKeys = window): SlideMove[] {
  const early = target[EARLY];
  if (!early) return [];
  early.stop();
  target[EARLY] = undefined;
  return early.moves;
}
