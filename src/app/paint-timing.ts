// Main realm: a user timing that ends at the frame showing what was just written (a flip, the cards), for a DevTools
// trace. Plain DOM, for the pre-paint script too.
import { measureLatest, type UserTimingName } from '../lib/user-timing';

/**
 * Measures `name` from `start` once the frame showing the page's latest writes has painted: a task posted from a
 * frame callback runs after that frame's paint. `inFrame`: the writes were made in this frame's callback (the
 * slideshow's keys), so this frame shows them; else (an event, a script) the next one does.
 */
export function measureToPaint(
  name: UserTimingName,
  start: number,
  detail: Record<string, unknown>,
  inFrame = false,
): void {
  const painted = () => setTimeout(() => measureLatest(name, start, detail), 0);
  if (inFrame) painted();
  else requestAnimationFrame(painted);
}
