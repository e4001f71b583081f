// Whether a horizontal drag on the slide commits to a step: far enough, or fast enough, and mostly
// sideways. Pure, so the thresholds are tested as a table rather than with a finger.

/** A quarter of the stage: far enough to be meant, short enough for a thumb on a phone. */
const SWIPE_DISTANCE_RATIO = 0.22;
/** px/s: a flick commits even when short, as in every native photo viewer. */
const SWIPE_VELOCITY = 450;
/** A flick still has to travel this far, so a tap with a jitter never steps. */
const SWIPE_MIN_DISTANCE = 24;

export interface SwipeEnd {
  /** Where the pointer ended relative to where it started, in px. */
  offsetX: number;
  offsetY: number;
  /** Horizontal pointer speed at release, in px/s. */
  velocityX: number;
  /** The stage's width, in px. */
  width: number;
  /** The page reads right to left: the next photo comes from the left, so the finger moves right. */
  rtl?: boolean;
}

/** +1 for the next photo (finger moved left; right, right to left), -1 for the previous one, 0 to snap back. */
export function swipeStep({ offsetX, offsetY, velocityX, width, rtl = false }: SwipeEnd): -1 | 0 | 1 {
  const distance = Math.abs(offsetX);
  // A mostly vertical gesture is a scroll, whatever it did sideways on the way.
  if (distance <= Math.abs(offsetY) || distance < SWIPE_MIN_DISTANCE) return 0;
  const far = distance >= SWIPE_DISTANCE_RATIO * width;
  // A flick counts only in the direction the finger travelled: a drag pulled back is a change of mind.
  const fast = Math.abs(velocityX) >= SWIPE_VELOCITY && Math.sign(velocityX) === Math.sign(offsetX);
  if (!far && !fast) return 0;
  return offsetX < 0 !== rtl ? 1 : -1;
}
