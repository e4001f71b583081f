// When the app's code comes: the pre-paint script asks for it once the first screen's photos are in (the window's
// load), so the script never shares the network with them, or at once when the visitor presses something first.
// The last press before the app is live (a click on a button, a tab list's key on a tab) is kept, and main.tsx gives
// it to the app once it has adopted the page; the search key is kept until the top bar listens for it.
import { SEARCH_KEY } from '../search-key';

/** The keys a tab list answers (view-toggle.tsx). */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** Whether a key pressed on `target` is typed into a field rather than meant for the page. */
export const typedIn = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('input, textarea, select, [contenteditable]') !== null;

const EARLY_PRESS = '__earlyPress';
type WithEarlyPress = Window & { [EARLY_PRESS]?: { replay: (() => void) | null; stop: () => void } };

/**
 * Fetches and runs the module `entry` after the window's load, once `firstScreen` has settled (the cards have asked
 * for their photos: on a fast link the load can come before the first layout does), or at the first press before.
 */
export function startAppAfterLoad(
  entry: string,
  firstScreen: Promise<void> = Promise.resolve(),
  target: Window = window,
): void {
  let started = false;
  const presses = ['pointerdown', 'keydown'] as const;
  const start = () => {
    if (started) return;
    started = true;
    target.removeEventListener('load', afterLoad);
    for (const press of presses) target.removeEventListener(press, start, true);
    const script = target.document.createElement('script');
    script.type = 'module';
    script.src = entry;
    target.document.head.append(script);
  };
  const afterLoad = () => void firstScreen.then(start, start);
  if (target.document.readyState === 'complete') return afterLoad();
  target.addEventListener('load', afterLoad);
  for (const press of presses) target.addEventListener(press, start, { capture: true, passive: true });
}

/** Keeps the last press the app would answer until the app takes it (takeEarlyPress). */
export function keepEarlyPresses(target: WithEarlyPress = window): void {
  if (target[EARLY_PRESS]) return;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const { detail } = event; // a pointer's click, made again, is still a pointer's (view-toggle.tsx)
    if (button)
      kept.replay = () => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    if (!tab || !TAB_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault(); // as the tab list will: no page scroll
    const { key, code, shiftKey } = event;
    kept.replay = () => tab.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true }));
  };
  const kept: { replay: (() => void) | null; stop: () => void } = {
    replay: null,
    stop: () => {
      target.removeEventListener('click', onClick, true);
      target.removeEventListener('keydown', onKeyDown, true);
    },
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('keydown', onKeyDown, true);
  target[EARLY_PRESS] = kept;
}

/** The press made before the app was live, to make again, if any; and no more keeping. */
export function takeEarlyPress(target: WithEarlyPress = window): (() => void) | null {
  const kept = target[EARLY_PRESS];
  if (!kept) return null;
  kept.stop();
  target[EARLY_PRESS] = undefined;
  return kept.replay;
}

const SEARCH_KEEPER = '__searchKey';
type WithSearchKeeper = Window & { [SEARCH_KEEPER]?: { pressed: boolean; stop: () => void } };

/**
 * Keeps the search key pressed before the top bar listens for it: it listens from an effect, once the app has
 * adopted the page, which React's own keeping of presses during hydration does not cover.
 */
export function keepSearchKey(target: WithSearchKeeper = window): void {
  if (target[SEARCH_KEEPER]) return;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== SEARCH_KEY || event.ctrlKey || event.metaKey || event.altKey || typedIn(event.target)) return;
    event.preventDefault(); // as the search key will: no find-in-page
    kept.pressed = true;
  };
  const kept = { pressed: false, stop: () => target.removeEventListener('keydown', onKeyDown, true) };
  target.addEventListener('keydown', onKeyDown, true);
  target[SEARCH_KEEPER] = kept;
}

/** Whether the search key was pressed before the top bar listened; no more keeping. */
export function takeSearchKey(target: WithSearchKeeper = window): boolean {
  const kept = target[SEARCH_KEEPER];
  if (!kept) return false;
  kept.stop();
  target[SEARCH_KEEPER] = undefined;
  return kept.pressed;
}
