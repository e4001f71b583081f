// The interface's words: every id a table (scripts/words/tables) and portfolio.yaml's `strings:` may give, and how a
// word's {placeholders} are filled. The build ships one language's words, resolved, in the site data (site.words).

/** Each word of the interface, by id; `{name}` marks what the interface fills in. */
export interface Words {
  /** The skip link, first in the page for keyboard users. */
  'skip-to-content': string;
  /** The top bar's navigation landmark, as screen readers name it. */
  'main-nav': string;
  /** The footer's link to public/photos/CREDITS.md. */
  'photo-credits': string;
  /** The home page's name when no nav entry has the path `/`. */
  gallery: string;
  /** The not-found page: its document title, heading and text (`{path}`: the address asked for), and its link. */
  'not-found-title': string;
  'not-found-heading': string;
  'not-found-text': string;
  'back-to-gallery': string;
  /** The error screen: the large mark above its heading, the heading, its text and its button. */
  'error-mark': string;
  'error-heading': string;
  'error-text': string;
  'reload-page': string;
  /** The view tabs: their tablist's name and each tab. */
  'view-tabs': string;
  cards: string;
  slides: string;
  /** The card grid, as screen readers name the list. */
  photographs: string;
  /** A card's button. */
  'open-photo': string;
  /** The document titles of the cards and of the slideshow (`{title}`: the photo's). */
  'cards-title': string;
  'slides-title': string;
  /** The slideshow's landmark, and what screen readers call it and each slide (aria-roledescription). */
  slideshow: string;
  carousel: string;
  slide: string;
  /** Each slide's name: its place among the page's photos. */
  'slide-position': string;
  'previous-image': string;
  'next-image': string;
  /** The caption under the slide (the spec's "Image N / total"). */
  counter: string;
  /** What the live region says as flipping rests, before the camera details. */
  announcement: string;
  /** Between the announcement's parts: ", ". */
  'list-separator': string;
  /** The key hint under the slide. */
  'key-hint': string;
  /** The slide's toolbar, as screen readers name it, and its tools. */
  toolbar: string;
  zoom: string;
  fullscreen: string;
  info: string;
  share: string;
  /** What became of a Share that copied the link. */
  'link-copied': string;
  'copy-failed': string;
  /** The details panel: its close button, its waiting and empty states. */
  'close-details': string;
  'reading-details': string;
  'no-details': string;
  /** The details panel's labels. */
  camera: string;
  lens: string;
  'focal-length': string;
  /** A focal length's 35mm equivalent (`{equivalent}`: "75 mm"). */
  'equivalent-35mm': string;
  exposure: string;
  aperture: string;
  iso: string;
  'exposure-compensation': string;
  taken: string;
  size: string;
  /** The page title and description when portfolio.yaml gives none. */
  'site-title': string;
  'site-description': string;
}

export type WordId = keyof Words;

/** What a word's placeholders are filled with: text as it is, numbers in the site's digits. */
export type WordValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([a-z]+)\}/g;

/** The placeholders a word has, by name, each once, in order. */
export function placeholdersOf(word: string): string[] {
  return [...new Set(Array.from(word.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))];
}

// One formatter a locale: the slideshow's writer fills its counter on every flip of a held key.
const numberFormats = new Map<string | undefined, Intl.NumberFormat>();

/** The word with its placeholders filled; a number is written as `locale` writes it ("1.234" in German). */
export function fill(word: string, values: WordValues = {}, locale?: string): string {
  return word.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    if (typeof value !== 'number') return value ?? placeholder;
    let format = numberFormats.get(locale);
    if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
    return format.format(value);
  });
}
