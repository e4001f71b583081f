// Which thumbnails the filmstrip renders: those in view and a few beyond, and those near the photo on show and the
// keyboard's option; every thumbnail has the same box, so where each sits follows from its index alone.

/** A thumbnail's box and the gap after it, in CSS pixels (filmstrip.css draws the same). */
export const THUMB_WIDTH = 64;
const THUMB_GAP = 6;
export const PITCH = THUMB_WIDTH + THUMB_GAP;
/** The strip's padding at each end, room for the ring of the photo on show. */
export const STRIP_PAD = 4;

/** Thumbnails rendered beyond each edge of the view, so a drag or a wheel shows them already there. */
const OVERSCAN = 3;
/** Thumbnails rendered on each side of the photo on show and of the keyboard's option, wherever the strip is. */
const NEAR = 3;
/** The most thumbnails a view counts: a strip wider than this many shows blank boxes past them. */
const MOST_IN_VIEW = 40;
/** What the DOM holds at most, whatever the album's size and the screen's width. */
export const MOST_RENDERED = MOST_IN_VIEW + 2 * OVERSCAN + 2 * (2 * NEAR + 1);

export interface StripView {
  /** How far the strip is scrolled from its start (a positive distance, whichever way the page reads). */
  scrolled: number;
  /** The strip's visible width. */
  width: number;
}

/** The thumbnails to render, in order: those in `view` and beyond its edges, and those near each of `around`. */
export function stripWindow(count: number, view: StripView, around: readonly number[]): number[] {
  const last = count - 1;
  const first = Math.max(0, Math.floor((view.scrolled - STRIP_PAD) / PITCH));
  const inView = Math.min(MOST_IN_VIEW, Math.ceil(view.width / PITCH) + 1);
  const ranges: [number, number][] = [[first - OVERSCAN, first + inView - 1 + OVERSCAN]];
  for (const index of around) ranges.push([index - NEAR, index + NEAR]);
  const indices = new Set<number>();
  for (const [from, to] of ranges)
    for (let index = Math.max(0, from); index <= Math.min(last, to); index++) indices.add(index);
  return [...indices].sort((a, b) => a - b);
}

/** How far from the strip's start to scroll so thumbnail `index` sits in the middle of a view `width` wide. */
export const centredScroll = (index: number, width: number): number =>
  Math.max(0, STRIP_PAD + index * PITCH + THUMB_WIDTH / 2 - width / 2);
