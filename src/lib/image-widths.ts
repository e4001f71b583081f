// The widths the build encodes each photo at, from its own width alone: the build writes them and the page
// names them in srcset, so the catalogue need not list them.

/** From a phone's card to a DPR-2 desktop's slide, in steps small enough that the pick is never far above need. */
const WIDTHS = [240, 360, 480, 720, 960, 1440, 1920] as const;

/** The widths for an image this wide: every step below it, and its own width when a step would upscale. */
export function widthsFor(width: number): number[] {
  const widths: number[] = WIDTHS.filter((step) => step <= width);
  const largest = widths.at(-1) ?? 0;
  // Its own width too, unless the largest step is within 15% of it (a near-copy, not worth the bytes).
  if (width < (WIDTHS.at(-1) ?? 0) && width > largest * 1.15) widths.push(width);
  return widths;
}

/** The width link previews ask for (Open Graph's large card). */
const PREVIEW_WIDTH = 1200;

/** The preview JPEG's width, which browsers without AVIF are also given: a narrower photo keeps its own. */
export const previewWidth = (width: number): number => Math.min(PREVIEW_WIDTH, width);
