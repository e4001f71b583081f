// When the app's code comes: the pre-paint script asks for it once the first screen's photos are in (the window's
// load), so the script never shares the network with them, or at once when the visitor presses something first.
// A click on a button before the app is live is kept, and main.tsx gives it to the app once it has adopted the page.

const EARLY_CLICK = '__earlyClick';
type WithEarlyClick = Window & { [EARLY_CLICK]?: { button: HTMLElement | null; stop: () => void } };

/** Fetches and runs the module `entry` after the window's load, or at the first press before it. */
export function startAppAfterLoad(entry: string, target: Window = window): void {
  let started = false;
  const presses = ['pointerdown', 'keydown'] as const;
  const start = () => {
    if (started) return;
    started = true;
    target.removeEventListener('load', start);
    for (const press of presses) target.removeEventListener(press, start, true);
    const script = target.document.createElement('script');
    script.type = 'module';
    script.src = entry;
    target.document.head.append(script);
  };
  if (target.document.readyState === 'complete') return start();
  target.addEventListener('load', start);
  for (const press of presses) target.addEventListener(press, start, { capture: true, passive: true });
}

/** Keeps the last button clicked until the app takes it (takeEarlyClick). */
export function keepEarlyClicks(target: WithEarlyClick = window): void {
  if (target[EARLY_CLICK]) return;
  const kept: { button: HTMLElement | null; stop: () => void } = {
    button: null,
    stop: () => target.removeEventListener('click', onClick, true),
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button instanceof HTMLElement) kept.button = button;
  };
  target.addEventListener('click', onClick, true);
  target[EARLY_CLICK] = kept;
}

/** The button clicked before the app was live, if any, and no more keeping. */
export function takeEarlyClick(target: WithEarlyClick = window): HTMLElement | null {
  const kept = target[EARLY_CLICK];
  if (!kept) return null;
  kept.stop();
  target[EARLY_CLICK] = undefined;
  return kept.button;
}
