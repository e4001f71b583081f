// The names of the user timings a DevTools Performance trace shows (its Timings track), for every realm: the page's
// and the EXIF worker's. One scheme, `part:what`; docs/profiling.md says what each measures and where it is made.

export const USER_TIMING = {
  /** From hydrateRoot's call to the commit that adopts the page's markup. */
  hydrate: 'app:hydrate',
  /** From cards put on an empty screen (by the pre-paint script or the app) to the frame that paints them. */
  cardsPaint: 'cards:paint',
  /** From the press (key, button, swipe) that asks for a flip to the frame that shows it. */
  flip: 'slideshow:flip',
  /** From the keystroke that changed search's query to the frame that shows what it found. */
  search: 'search:results',
  /** One photo's read in the worker: its header fetched and walked, its EXIF parsed. */
  exifRead: 'exif:read',
  /** exifr's parse of one EXIF segment, inside its `exif:read`. */
  exifParse: 'exif:parse',
} as const;

export type UserTimingName = (typeof USER_TIMING)[keyof typeof USER_TIMING];

/**
 * Measures `name` from `start` to now, keeping only the latest entry of that name: a trace records every measure
 * as it is made, and a long session would otherwise keep one per flip.
 */
export function measureLatest(
  name: UserTimingName,
  start: number,
  detail?: Record<string, unknown>,
  end = performance.now(),
): void {
  performance.clearMeasures(name);
  performance.measure(name, { start, end, detail });
}
