// The `slideshow:flip` user timing: from the press that asks for a flip (a key, a button, a swipe) to the frame that
// shows it, for a DevTools trace. A press hands over only its event's time; the rest runs after the writer's writes.
import { USER_TIMING } from '../../../lib/user-timing';
import { useSlideshowStore } from '../../../store/slideshow';
import { measureToPaint } from '../../paint-timing';

/**
 * Runs `move` and, when the writer then put another photo on show, measures from `since` (the first press's
 * `event.timeStamp`) to the frame that shows it, with the number of presses that one flip gathered. `inFrame`: `move`
 * runs in a frame callback (the keys gather a frame's presses), so this frame shows it.
 */
export function timeFlip(move: () => void, since: number | undefined, presses: number, inFrame: boolean): void {
  const before = useSlideshowStore.getState().photo;
  move();
  if (since === undefined || useSlideshowStore.getState().photo === before) return;
  measureToPaint(USER_TIMING.flip, since, { presses }, inFrame);
}
