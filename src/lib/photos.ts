// A photo as the catalogue describes it (scripts/catalogue/catalogue.ts) and where the build put its files: pure, so
// the pre-paint script and Node use it too. The catalogue itself is lib/portfolio.ts.
import { previewWidth, widthsFor } from './image-widths.ts'; // with its extension: npm run photos runs this in Node
import type { OrderRanks } from './photo-order.ts';
import type { Place } from './places.ts';

/** What showing a photo's files needs: all a nav page's index carries of it (photo-index.ts). */
export interface PhotoFiles {
  /** A slug of the file name; stable across builds, so it can name the photo in a URL. */
  id: string;
  /** Pixel size as shown (orientation applied). */
  width: number;
  height: number;
  /** The subfolder of public/photos it is in, or null. */
  album: string | null;
  /** In an unlisted album: shown on that album's pages only, never among every photo. */
  unlisted?: true;
  /** In a private album, opened: its slug. Its files are asked for under `private/<slug>/`, where the service worker
   * opens them (src/worker/vault.sw.ts); its id is sealed too. */
  vault?: string;
  /** Names its derivatives: `photos/<id>-<width>.<hash>.avif` per width in `widthsFor(width)`, and its preview JPEG. */
  hash: string;
  /** A CSS image of its colours (`linear-gradient(...)`), shown in its box until the file arrives. */
  fill?: string;
  /** Its place in each order a page of the site is shown in (`order:`), when any page has one. */
  ranks?: OrderRanks;
}

/** A photo with the owner's words about it: the catalogue's record. */
export interface Photo extends PhotoFiles {
  /** A short name for the photo: the page title and the card's button use it. */
  title: string;
  /** What the photo shows, for visitors who cannot see it. */
  alt: string;
  /** The owner's longer words about it, if any. */
  caption?: string;
  /** Its tags as the owner wrote them: portfolio.yaml's `tags:`, else the file's keywords; none with `tags: false`. */
  tags?: string[];
  /** The camera as people say it (`Olympus E-M5`), unless the owner turned the detail off; so the lens. */
  camera?: string;
  lens?: string;
  /** The year it was taken, on the camera's own clock, unless the owner turned the date off. */
  year?: number;
  /** Where it was taken, at the precision the owner chose (`places:`); none unless the owner publishes places. */
  place?: Place;
}

/** The photos a page shows: its album's, or every listed one (all of them, unless an unlisted album's are here). */
export function photosFor<T extends PhotoFiles>(album: string | undefined, photos: readonly T[]): readonly T[] {
  if (album !== undefined) return photos.filter((photo) => photo.album === album);
  return photos.some((photo) => photo.unlisted) ? photos.filter((photo) => !photo.unlisted) : photos;
}

/** The folder a photo's files are asked for in: a private album's are opened by the service worker. */
const filesFolder = (photo: PhotoFiles) =>
  `${import.meta.env.BASE_URL}${photo.vault === undefined ? 'photos' : `private/${photo.vault}`}/`;

/** The shipped JPEG (metadata stripped at build time): where the EXIF worker reads the camera details. */
export function originalUrl(photo: PhotoFiles): string {
  return `${filesFolder(photo)}${photo.id}.jpg`;
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

/** The name a downloaded photo is saved under: its title made a file name every system takes, then `.jpg`. */
export function downloadName(photo: Photo): string {
  const safe = photo.title
    .normalize('NFC')
    // Refused in a file name by Windows, macOS or Linux: control characters, path separators, wildcards, quotes.
    .replace(/[\p{Cc}<>:"/\\|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  // Code points, not halves of one; well under every system's limit.
  const name = Array.from(safe).slice(0, 100).join('').trimEnd() || photo.id;
  // Windows' device names stay devices, whatever follows them.
  return `${/^(?:con|prn|aux|nul|com\d|lpt\d)$/i.test(name) ? `_${name}` : name}.jpg`;
}

/**
 * Where the photo is shown: a card (min(240px, 25vw) tall), the slide (at most 60vh tall, and 66vw on a phone), or an
 * album's cover on the albums page (a 3:2 box filled, in columns).
 */
export type Frame = 'card' | 'slide' | 'cover';

/** The page's side padding, each side of the content (base.css `--page-pad`). */
const PAGE_PAD = 'clamp(1rem, 3vw, 2rem)';
/** The albums page's columns from each width up (albums.css), and the gap between them. */
const COVER_COLUMNS = [
  [90, 4],
  [64, 3],
  [36, 2],
] as const;
const COVER_GAP = '1.25rem';

/**
 * How wide the frame shows the photo, as `sizes`, from the layouts' own rules (cards.css, slideshow/slide/slide.css):
 * the slide's page padding counts, so a phone is not sent the next width up for pixels it never shows.
 */
export function sizesFor(photo: PhotoFiles, frame: Frame): string {
  const aspect = Math.round((photo.width / photo.height) * 1000) / 1000;
  if (frame === 'card') return `max(9.5rem, ${aspect} * min(240px, 25vw))`;
  if (frame === 'cover') {
    // A photo wider than its 3:2 box fills it by its height, so it is shown wider than the box.
    const wider = Math.max(1, Math.round((aspect / 1.5) * 1000) / 1000);
    const page = `min(100vw, 90rem) - 2 * ${PAGE_PAD}`;
    const column = (count: number) => `calc(${wider} * (${page} - ${count - 1} * ${COVER_GAP}) / ${count})`;
    return [...COVER_COLUMNS.map(([rem, count]) => `(min-width: ${rem}rem) ${column(count)}`), column(1)].join(', ');
  }
  const content = `100vw - 2 * ${PAGE_PAD}`;
  // A phone on its side: the stage's column is 1.4 times the stage's height wide (slideshow-markup.css).
  const onItsSide = `(orientation: landscape) and (max-height: 30rem) calc(${Math.min(aspect, 1.4)} * (100vh - 5.5rem))`;
  return `${onItsSide}, (min-width: 48rem) min(${content} - 8rem, ${aspect} * 60vh), min(${content}, ${aspect} * min(60vh, 66vw))`;
}

/** A file the build encoded of the photo, at one of its widths. */
const derivativeUrl = (photo: PhotoFiles, width: number, extension: 'avif' | 'jpg') =>
  `${filesFolder(photo)}${photo.id}-${String(width)}.${photo.hash}.${extension}`;

export function imageSourceFor(photo: PhotoFiles, frame: Frame = 'card'): ImageSource {
  const widths = widthsFor(photo.width);
  const box = { width: photo.width, height: photo.height };
  if (!photo.hash || widths.length === 0) return { src: originalUrl(photo), ...box };
  const url = (width: number, extension: 'avif' | 'jpg') => derivativeUrl(photo, width, extension);
  return {
    src: url(previewWidth(photo.width), 'jpg'),
    avifSrcSet: widths.map((width) => `${url(width, 'avif')} ${String(width)}w`).join(', '),
    sizes: sizesFor(photo, frame),
    ...(photo.fill && { fill: photo.fill }),
    ...box,
  };
}

/** The smallest file shipped of the photo (a thumbnail's): its narrowest AVIF, and the preview JPEG without AVIF. */
export function thumbnailSourceFor(photo: PhotoFiles): { avif?: string; src: string } {
  const smallest = widthsFor(photo.width)[0];
  if (!photo.hash || smallest === undefined) return { src: originalUrl(photo) };
  return { avif: derivativeUrl(photo, smallest, 'avif'), src: derivativeUrl(photo, previewWidth(photo.width), 'jpg') };
}
