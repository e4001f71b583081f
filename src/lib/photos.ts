// A photo as the catalogue describes it (scripts/photos/catalogue.ts) and where the build put its files: pure, so
// the pre-paint script and Node use it too. The catalogue itself is lib/portfolio.ts.
import { widthsFor } from './image-widths';

/** What showing a photo's files needs: all a nav page's index carries of it (photo-index.ts). */
export interface PhotoFiles {
  /** A slug of the file name; stable across builds, so it can name the photo in a URL. */
  id: string;
  /** Pixel size as shown (orientation applied). */
  width: number;
  height: number;
  /** The subfolder of public/photos it is in, or null. */
  album: string | null;
  /** Names its derivatives: `photos/<id>-<width>.<hash>.<format>`, one per width in `widthsFor(width)`. */
  hash: string;
  /** A CSS image of its colours (`linear-gradient(...)`), shown in its box until the file arrives. */
  fill?: string;
}

/** A photo with the owner's words about it: the catalogue's record. */
export interface Photo extends PhotoFiles {
  /** A short name for the photo: the page title and the card's button use it. */
  title: string;
  /** What the photo shows, for visitors who cannot see it. */
  alt: string;
  /** The owner's longer words about it, if any. */
  caption?: string;
}

/** The photos a page shows: its album's, or all of them. */
export function photosFor<T extends PhotoFiles>(album: string | undefined, photos: readonly T[]): readonly T[] {
  return album === undefined ? photos : photos.filter((photo) => photo.album === album);
}

/** The shipped JPEG (metadata stripped at build time): where the EXIF worker reads the camera details. */
export function originalUrl(photo: PhotoFiles): string {
  return `${import.meta.env.BASE_URL}photos/${photo.id}.jpg`;
}

/** What a <picture> needs to show a photo without layout shift, at the size its frame shows it. */
export interface ImageSource {
  /** The fallback for a browser without srcset: a mid-sized WebP (the JPEG without manifest, in tests). */
  src: string;
  /** WebP candidates for the <img>, `url 720w, ...`. */
  srcSet?: string;
  /** AVIF candidates for the <source type="image/avif">. */
  avifSrcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  /** The photo's colours, filling the box until its file arrives (set through the CSSOM: the CSP forbids style=""). */
  fill?: string;
}

/** Where the photo is shown: a card (min(240px, 25vw) tall) or the slide (at most 60vh tall, and 100vw on a phone). */
export type Frame = 'card' | 'slide';

/** The page's side padding, each side of the content (base.css `--page-pad`). */
const PAGE_PAD = 'clamp(1rem, 3vw, 2rem)';

/**
 * How wide the frame shows the photo, as `sizes`, from the layouts' own rules (cards.css, slideshow.css): the
 * slide's page padding counts, so a phone is not sent the next width up for pixels it never shows.
 */
export function sizesFor(photo: PhotoFiles, frame: Frame): string {
  const aspect = Math.round((photo.width / photo.height) * 1000) / 1000;
  if (frame === 'card') return `max(9.5rem, ${aspect} * min(240px, 25vw))`;
  const content = `100vw - 2 * ${PAGE_PAD}`;
  return `(min-width: 48rem) min(${content} - 8rem, ${aspect} * 60vh), min(${content}, ${aspect} * min(60vh, 100vw))`;
}

const FALLBACK_WIDTH = 720;

export function imageSourceFor(photo: PhotoFiles, frame: Frame = 'card'): ImageSource {
  const widths = widthsFor(photo.width);
  const box = { width: photo.width, height: photo.height };
  if (!photo.hash || widths.length === 0) return { src: originalUrl(photo), ...box };
  const url = (width: number, format: 'avif' | 'webp') =>
    `${import.meta.env.BASE_URL}photos/${photo.id}-${String(width)}.${photo.hash}.${format}`;
  const srcSet = (format: 'avif' | 'webp') =>
    widths.map((width) => `${url(width, format)} ${String(width)}w`).join(', ');
  const fallback = widths.find((width) => width >= FALLBACK_WIDTH) ?? widths.at(-1) ?? photo.width;
  return {
    src: url(fallback, 'webp'),
    srcSet: srcSet('webp'),
    avifSrcSet: srcSet('avif'),
    sizes: sizesFor(photo, frame),
    ...(photo.fill && { fill: photo.fill }),
    ...box,
  };
}
