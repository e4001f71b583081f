// The interface's words: every id a table (scripts/words/tables) and portfolio.yaml's `strings:` may give, and how a
// word's {placeholders} and {count, plural, …} forms are filled. The build ships one language's words, resolved, in
// the site data (site.words).

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
  /** The slide's Download link, when the owner turns downloads on (`download: true`). */
  download: string;
  /** Play (a toggle: its name stays as it is pressed), the seconds each photo shows beside it, and what the live
   * region says as it starts and stops. */
  play: string;
  'play-interval': string;
  'play-on': string;
  'play-off': string;
  /** What became of a Share that copied the link. */
  'link-copied': string;
  'copy-failed': string;
  /** The slideshow's strip of thumbnails to jump with, as screen readers name it, and the button that shows or hides it. */
  filmstrip: string;
  thumbnails: string;
  /** The details panel: its close button, its waiting and empty states. */
  'close-details': string;
  'reading-details': string;
  'no-details': string;
  /** The key sheet (`?`): its name (its button's and heading), its two lists' headings and its close button. */
  'key-sheet': string;
  keyboard: string;
  gestures: string;
  close: string;
  /** What a key or a gesture does, as the key sheet says it (with 'next-image' and 'previous-image'). */
  'first-image': string;
  'last-image': string;
  'zoom-in': string;
  'zoom-out': string;
  'zoom-fit': string;
  'toggle-fullscreen': string;
  'toggle-info': string;
  'play-pause': string;
  'show-keys': string;
  'escape-does': string;
  /** Keys' names as the language's keyboards print them. */
  'key-home': string;
  'key-end': string;
  'key-escape': string;
  'key-space': string;
  /** The gestures the slide answers, and what the ones that do not step do. */
  'swipe-left': string;
  'swipe-right': string;
  pinch: string;
  'zoom-in-out': string;
  'double-tap': string;
  'double-tap-does': string;
  'drag-zoomed': string;
  'drag-does': string;
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
  /**
   * The units Intl has no unit style for (camera-details.ts says why), each around its number as the language
   * writes it: an exposure (`{seconds}`: "1/250" or "2.5"), an f-number ("2.8"), a size in pixels, megapixels, an
   * exposure value ("+0.7").
   */
  seconds: string;
  'f-number': string;
  'pixel-size': string;
  megapixels: string;
  'exposure-value': string;
  /** The albums page: the top bar's link to it and its heading, and its document title. */
  albums: string;
  'albums-title': string;
  /** An album page's document title (`{title}`: the album's). */
  'album-title': string;
  /** An album's photo count on the albums page: a plural, `{count, plural, one {# photo} other {# photos}}`. */
  'photo-count': string;
  /** The tags page's heading and the details panel's row of tags; a tag's page's kind, over its name. */
  tags: string;
  tag: string;
  /** The details panel's row of where the photo was taken, and that place as one line (`{place}`: the town). */
  place: string;
  'place-in': string;
  /** The places page: the top bar's link to it and its heading; and its map's name. */
  places: string;
  'places-map': string;
  /**
   * The map's dots: a town's (`{place}` as place-in gives it, `{photos}` its photo-count), and a cluster of towns too
   * near to tell apart at this zoom, which zooms in on them (`{places}` how many); and its button back to the world.
   */
  'map-place': string;
  'map-cluster': string;
  'map-whole': string;
  /**
   * A private album's page: its heading when its title is hidden, what to do, the password field and the remember
   * box, the button and the button while the key is made, a wrong password, an album that could not be fetched, a
   * browser that cannot open it (no service workers), and the button that forgets its key again.
   */
  'vault-title': string;
  'vault-intro': string;
  'vault-password': string;
  'vault-remember': string;
  'vault-open': string;
  'vault-opening': string;
  'vault-wrong': string;
  'vault-failed': string;
  'vault-unavailable': string;
  'vault-lock': string;
  /** The top bar's search link, the search page's heading and its field's name. */
  search: string;
  'search-field': string;
  /**
   * The search page: a query's first results are on their way; no photo matches `{query}`; or the search's index
   * could not be had.
   */
  searching: string;
  'search-none': string;
  'search-unavailable': string;
  /** The page title and description when portfolio.yaml gives none. */
  'site-title': string;
  'site-description': string;
}

export type WordId = keyof Words;

/** What a word's placeholders are filled with: text as it is, numbers in the site's digits. */
export type WordValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([a-z]+)\}/g;
// ICU's plural form, as translators know it: `{count, plural, one {# photo} other {# photos}}`, `#` the number.
const PLURAL = /\{([a-z]+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/** The placeholders a word has, by name, each once, in order; a plural's counts as its value's. */
export function placeholdersOf(word: string): string[] {
  const plurals = Array.from(word.matchAll(PLURAL), (match) => ({ at: match.index, name: match[1] ?? '' }));
  const plain = Array.from(
    word.replace(PLURAL, (whole) => ' '.repeat(whole.length)).matchAll(PLACEHOLDER),
    (match) => ({
      at: match.index,
      name: match[1] ?? '',
    }),
  );
  return [...new Set([...plurals, ...plain].sort((a, b) => a.at - b.at).map(({ name }) => name))];
}

const formsOf = (branches: string): Map<string, string> =>
  new Map(Array.from(branches.matchAll(BRANCH), (branch) => [branch[1] ?? '', branch[2] ?? '']));

/** Each plural of a word: its value's name and the forms it gives, by category (`one`, `other`, `=0`). */
export function pluralsOf(word: string): { name: string; forms: Map<string, string> }[] {
  return Array.from(word.matchAll(PLURAL), (match) => ({ name: match[1] ?? '', forms: formsOf(match[2] ?? '') }));
}

// One formatter a locale: the slideshow's writer fills its counter on every flip of a held key.
const numberFormats = new Map<string | undefined, Intl.NumberFormat>();
const pluralRules = new Map<string | undefined, Intl.PluralRules>();

/** A number in the locale's digits, as the words write their counts. */
export function formatNumber(value: number, locale: string | undefined): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** The form of a plural for `value`: its exact `=N`, else its category in the language, else `other`. */
function pluralForm(forms: Map<string, string>, value: number, locale: string | undefined): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const form = forms.get(`=${String(value)}`) ?? forms.get(rules.select(value)) ?? forms.get('other') ?? '';
  return form.replace(/#/g, formatNumber(value, locale));
}

/** The word with its placeholders filled; a number is written as `locale` writes it ("1.234" in German). */
export function fill(word: string, values: WordValues = {}, locale?: string): string {
  const counted = word.replace(PLURAL, (whole, name: string, branches: string) => {
    const value = values[name];
    return typeof value === 'number' ? pluralForm(formsOf(branches), value, locale) : whole;
  });
  return counted.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    if (typeof value !== 'number') return value ?? placeholder;
    return formatNumber(value, locale);
  });
}
