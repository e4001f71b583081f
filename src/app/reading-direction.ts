// Which way the page reads, as the build set it on <html dir> from the owner's language: in Arabic or Hebrew,
// forward is leftwards, so ← shows the next photo, a swipe to the right does too, and Previous sits on the right.
// Plain DOM, for the pre-paint script too.

/** +1 when the reading order runs rightwards (left to right), -1 when it runs leftwards. */
export function forwardSign(): 1 | -1 {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? -1 : 1;
}
