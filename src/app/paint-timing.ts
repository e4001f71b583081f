// Main realm: what waits for the frame showing what was just written (a flip, the cards, search's results) to paint:
// a user timing for a DevTools trace, and work that must not delay that frame. Plain DOM, for the pre-paint script too.
import { measureLatest, type UserTimingName } from '../lib/user-timing';

/**
 * Measures `name` from `start` to when the frame after the one that shows the page's latest writes begins on the main
 * thread, which is once that one has painted. (A timer set after the paint would wait behind input and frames on a
 * busy phone, and end late.) Not at the callback's own timestamp: a frame that starts late is stamped with the vsync
 * it was meant for, which can come before the frame before it has painted.
 * `inFrame`: the writes were made in this frame's callback (the slideshow's keys), so this frame shows them; else
 * (an event, a script) the next one does.
 */
export function measureToPaint(
  name: UserTimingName,
  start: number,
  detail: Record<string, unknown>,
  inFrame = false,
): void {
  const end = () => measureLatest(name, start, detail);
  requestAnimationFrame(inFrame ? end : () => requestAnimationFrame(end));
}

/**
 * Calls `then` once the frame that shows the page's latest writes has painted, in a task of its own, so that frame
 * does not wait for it. Returns a cancel, for an effect's clean-up.
 */
export function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(then)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
