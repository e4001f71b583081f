// A photo as the catalogue describes it (scripts/photos/catalogue.ts) and where the build put its files: pure, so
// the pre-paint script and Node use it too. The catalogue itself is lib/portfolio.ts.
import { previewWidth, widthsFor } from './image-widths';

export interface Photo {
  /** A slug of the file name; stable across builds, so it can name the photo in a URL. */
  id: string;
  /** A short name for the photo: the page title and the card's button use it. */
  title: string;
  /** What the photo shows, for visitors who cannot see it. */
  alt: string;
  /** The owner's longer words about it, if any. */
  caption?: string;
  /** Pixel size as shown (orientation applied). */
  width: number;
  height: number;
  /** The subfolder of public/photos it is in, or null. */
  album: string | null;
  /** Names its derivatives: `photos/<id>-<width>.<hash>.avif` per width in `widthsFor(width)`, and its preview JPEG. */
  hash: string;
  /** A CSS image of its colours (`linear-gradient(...)`), shown in its box until the file arrives. */
  fill?: string;
}

/** The photos a page shows: its album's, or all of them. */
export function photosFor(album: string | undefined, photos: readonly Photo[]): readonly Photo[] {
  return album === undefined ? photos : photos.filter((photo) => photo.album === album);
}

/** The shipped JPEG (metadata stripped at build time): where the EXIF worker reads the camera details. */
export function originalUrl(photo: Photo): string {
  return `${import.meta.env.BASE_URL}photos/${photo.id}.jpg`;
}

/** What a <picture> needs to show a photo without layout shift, at the size its frame shows it. */
export interface ImageSource {
  /** For a browser without AVIF: the preview JPEG, one size for every frame (the original, without derivatives). */
  src: string;
  /** AVIF candidates for the <source type="image/avif">, `url 720w, ...`. */
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
export function sizesFor(photo: Photo, frame: Frame): string {
  const aspect = Math.round((photo.width / photo.height) * 1000) / 1000;
  if (frame === 'card') return `max(9.5rem, ${aspect} * min(240px, 25vw))`;
  const content = `100vw - 2 * ${PAGE_PAD}`;
  return `(min-width: 48rem) min(${content} - 8rem, ${aspect} * 60vh), min(${content}, ${aspect} * min(60vh, 100vw))`;
}

export function imageSourceFor(photo: Photo, frame: Frame = 'card'): ImageSource {
  const widths = widthsFor(photo.width);
  const box = { width: photo.width, height: photo.height };
  if (!photo.hash || widths.length === 0) return { src: originalUrl(photo), ...box };
  const url = (width: number, extension: 'avif' | 'jpg') =>
    `${import.meta.env.BASE_URL}photos/${photo.id}-${String(width)}.${photo.hash}.${extension}`;
  return {
    src: url(previewWidth(photo.width), 'jpg'),
    avifSrcSet: widths.map((width) => `${url(width, 'avif')} ${String(width)}w`).join(', '),
    sizes: sizesFor(photo, frame),
    ...(photo.fill && { fill: photo.fill }),
    ...box,
  };
}
