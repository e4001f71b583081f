// Main realm: a user timing that ends once the frame showing what was just written (a flip, the cards) has painted,
// for a DevTools trace. Plain DOM, for the pre-paint script too.
import { measureLatest, type UserTimingName } from '../lib/user-timing';

/**
 * Measures `name` from `start` to the frame after the one that shows the page's latest writes: it begins once that
 * one has painted. (A timer set after the paint would wait behind input and frames on a busy phone, and end late.)
 * `inFrame`: the writes were made in this frame's callback (the slideshow's keys), so this frame shows them; else
 * (an event, a script) the next one does.
 */
export function measureToPaint(
  name: UserTimingName,
  start: number,
  detail: Record<string, unknown>,
  inFrame = false,
): void {
  const end = (frameStart: number) => measureLatest(name, start, detail, frameStart);
  requestAnimationFrame(inFrame ? end : () => requestAnimationFrame(end));
}
