// The 14 bundled photographs, and where the build put each one's files. Pixel sizes are read from each
// file's image data (its SOF segment), not from EXIF, which some files got wrong when they were shrunk.
import PHOTO_SOURCES from 'virtual:photo-sources';

/** One photo's shipped files, as the build's manifest lists them: `photos/<id>-<width>.<hash>.<format>`. */
export interface PhotoSources {
  /** Ascending pixel widths; `hashes[i]` names both files (AVIF and WebP) at `widths[i]`. */
  widths: number[];
  hashes: string[];
}

export interface Photo {
  /** The file name without `.jpg`; stable across loads, so it can name the photo in a URL. */
  id: string;
  /** A short name for the photo, as in CREDITS.md: the page title and the card's button use it. */
  title: string;
  /** What the photo shows, for visitors who cannot see it. */
  alt: string;
  width: number;
  height: number;
}

export const PHOTOS: readonly Photo[] = [
  {
    id: 'after-the-rain',
    title: 'After the rain',
    width: 3000,
    height: 1993,
    alt: 'Storm clouds glowing at sunset over a dark ridge',
  },
  {
    id: 'maldives-jetty',
    title: 'Maldives jetty',
    width: 2592,
    height: 1754,
    alt: 'A wooden jetty leading to over-water villas in a turquoise lagoon',
  },
  {
    id: 'neist-point-lighthouse',
    title: 'Neist Point lighthouse',
    width: 1920,
    height: 1278,
    alt: 'Sea cliffs and a white lighthouse at golden hour',
  },
  { id: 'dark-waters', title: 'Dark waters', width: 1600, height: 1200, alt: 'Heavy clouds over a beach and surf' },
  {
    id: 'dark-sunset',
    title: 'Dark sunset',
    width: 1280,
    height: 1024,
    alt: 'The moon reflected in a lake behind bare branches at blue dusk',
  },
  {
    id: 'colorful-cups',
    title: 'Colourful cups',
    width: 2560,
    height: 1600,
    alt: 'Rows of stacked coloured cups seen from above',
  },
  {
    id: 'castle-maintenon',
    title: 'Castle of Maintenon',
    width: 1024,
    height: 681,
    alt: 'The brick towers of the Château de Maintenon under a blue sky',
  },
  { id: 'honey-bee', title: 'Honey bee', width: 1620, height: 1280, alt: 'A honey bee on a purple aster' },
  { id: 'dew-drop', title: 'Dew drop', width: 2000, height: 1333, alt: 'A dew drop hanging from a blade of grass' },
  {
    id: 'panther-chameleon',
    title: 'Panther chameleon',
    width: 1306,
    height: 1530,
    alt: 'A female panther chameleon on a branch',
  },
  {
    id: 'petal-droplets',
    title: 'Petal droplets',
    width: 1920,
    height: 1278,
    alt: 'Water droplets on an orange petal',
  },
  {
    id: 'cincinnati-bridge-night',
    title: 'Cincinnati bridge at night',
    width: 1302,
    height: 953,
    alt: 'The Roebling suspension bridge in Cincinnati, lit at night',
  },
  {
    id: 'darkest-hour',
    title: 'Darkest hour',
    width: 2560,
    height: 1600,
    alt: 'A misty lake with islands in deep-blue twilight',
  },
  {
    id: 'lake-red-hills',
    title: 'Lake and red hills',
    width: 2400,
    height: 1800,
    alt: 'A red-earth hill reflected in a still lake',
  },
];

/** The shipped JPEG (metadata stripped at build time): where the EXIF worker reads the camera details. */
export function originalUrl(photo: Photo): string {
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
  /**
   * The photo whose tiny blurred copy fills the box until the photo arrives: a rule in the build's
   * `virtual:photo-styles.css`, matched by `data-placeholder`, so the markup carries no inline style.
   */
  placeholder?: string;
}

/** Where the photo is shown: a card (min(240px, 25vw) tall) or the slide (at most 60vh tall). */
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
  return `(min-width: 48rem) min(${content} - 8rem, ${aspect} * 60vh), min(${content}, ${aspect} * 60vh)`;
}

const FALLBACK_WIDTH = 720;

export function imageSourceFor(photo: Photo, frame: Frame = 'card'): ImageSource {
  const sources = PHOTO_SOURCES[photo.id];
  const box = { width: photo.width, height: photo.height };
  if (!sources || sources.widths.length === 0) return { src: originalUrl(photo), ...box };
  const url = (index: number, format: 'avif' | 'webp') =>
    `${import.meta.env.BASE_URL}photos/${photo.id}-${sources.widths[index] ?? 0}.${sources.hashes[index] ?? ''}.${format}`;
  const srcSet = (format: 'avif' | 'webp') =>
    sources.widths.map((width, i) => `${url(i, format)} ${width}w`).join(', ');
  const fallback = sources.widths.findIndex((width) => width >= FALLBACK_WIDTH);
  return {
    src: url(fallback === -1 ? sources.widths.length - 1 : fallback, 'webp'),
    srcSet: srcSet('webp'),
    avifSrcSet: srcSet('avif'),
    sizes: sizesFor(photo, frame),
    placeholder: photo.id,
    ...box,
  };
}
