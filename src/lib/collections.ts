// The pages of photos that share one value (a tag, a camera, a lens, a year taken): how a value is matched (without
// regard to case or accents), the address it gets, and which listed photos each page shows. Pure, for the build, the
// pre-paint script and the app alike.
import { COLLECTION_KINDS, paths, type CollectionKind } from './paths.ts';
import { inOrder } from './photo-order.ts';
import { photosFor, type Photo } from './photos.ts';
import type { NavItem } from './site.ts';
import type { WordId } from './words.ts';

/** The word that says what a collection's value is, on its page and in its page's description. */
export const COLLECTION_WORDS = {
  tags: 'tag',
  cameras: 'camera',
  lenses: 'lens',
  years: 'taken',
  places: 'place',
} as const satisfies Record<CollectionKind, WordId>;

type Valued = Pick<Photo, 'tags' | 'camera' | 'lens' | 'year' | 'place' | 'unlisted'>;

/**
 * Marks that only accent a letter (Latin, Greek and Cyrillic accents, Hebrew and Arabic vowel points), which matching
 * takes off. Other marks make another letter and stay: the kana's voicing mark (`カ` and `ガ`), Indic vowel signs.
 */
const ACCENTS =
  // eslint-disable-next-line no-misleading-character-class -- a class of marks alone, by design
  /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670]+/gu;

/**
 * A value as it is matched: `Élan`, `elan` and `ELAN` are one, and `Straße` and `STRASSE` (case folded as Unicode's
 * caseless matching does: ß is ss, a final ς is σ); `ガラス` and `カラス` are two.
 */
export function matchKey(value: string): string {
  // Folded once decomposed: 𝐋 and ℌ have no case of their own, only the L and H they decompose to.
  return value
    .normalize('NFKD')
    .toUpperCase()
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(ACCENTS, '')
    .normalize('NFC')
    .replace(/[\s_]+/g, ' ')
    .trim();
}

/**
 * A value made one segment of an address, in the script it is written in: `Île de Ré` → `ile-de-re`, 灯台 and 🌅
 * stay. A value of punctuation alone is named by its characters' code points, so `?` and `!` get a page each.
 */
export function slugOf(value: string): string {
  const key = matchKey(value);
  return (
    key.replace(/[^\p{L}\p{M}\p{N}\p{Extended_Pictographic}]+/gu, '-').replace(/^-+|-+$/g, '') ||
    Array.from(key, (character) => character.codePointAt(0)?.toString(16)).join('-') ||
    '-'
  );
}

/** Collections in the alphabetical order of `locale`; of labels it counts as one (`Straße`, `Strasse`), by slug. */
export function byLabel(locale: string): (a: Collection, b: Collection) => number {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return (a, b) => collator.compare(a.label, b.label) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/** The values a photo has of a kind, as the catalogue writes them (no value: on no page of that kind). */
export function valuesOf(photo: Valued, kind: CollectionKind): string[] {
  if (kind === 'tags') return photo.tags ?? [];
  if (kind === 'cameras') return photo.camera ? [photo.camera] : [];
  if (kind === 'lenses') return photo.lens ? [photo.lens] : [];
  if (kind === 'places') return placeValues(photo).map(({ value }) => value);
  return photo.year === undefined ? [] : [String(photo.year)];
}

/** A value with the slug of its page. */
interface SluggedValue {
  slug: string;
  value: string;
}

/** A photo's places: its country's page, then its town's within it (`<country>/<town>`); or the owner's words' page. */
function placeValues({ place }: Pick<Valued, 'place'>): SluggedValue[] {
  if (!place) return [];
  const { name, country } = place;
  if (!country) return name ? [{ slug: slugOf(name), value: name }] : [];
  const countryValue = { slug: slugOf(country), value: country };
  return name ? [countryValue, { slug: `${countryValue.slug}/${slugOf(name)}`, value: name }] : [countryValue];
}

/** The values a photo has of a kind, each with the slug of its page. */
function sluggedValues(photo: Valued, kind: CollectionKind): SluggedValue[] {
  if (kind === 'places') return placeValues(photo);
  return valuesOf(photo, kind).map((value) => ({ slug: slugOf(value), value }));
}

/** The page of a photo's place: its town's, else its country's or its own words'; none without one. */
export function placeSlug(photo: Pick<Valued, 'place'>): string | undefined {
  return placeValues(photo).at(-1)?.slug;
}

/** A page of photos sharing a value: its kind and slug, the value as most of its photos write it, and its photos. */
export interface Collection<T extends Valued = Photo> {
  kind: CollectionKind;
  slug: string;
  label: string;
  /** Listed photos only, in the order given. */
  photos: T[];
}

/** The spelling most photos use; of equals, the first in code-point order, so every order of the photos agrees. */
function commonest(spellings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const spelling of spellings) counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  return [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))[0]?.[0] ?? '';
}

/** Every page of `kind` the listed photos make, by slug, in the order their values first come. */
export function collectionsOf<T extends Valued>(photos: readonly T[], kind: CollectionKind): Collection<T>[] {
  const found = new Map<string, { spellings: string[]; photos: T[] }>();
  for (const photo of photos) {
    if (photo.unlisted) continue;
    const slugs = new Set<string>();
    for (const { slug, value } of sluggedValues(photo, kind)) {
      const entry = found.get(slug) ?? { spellings: [], photos: [] };
      found.set(slug, entry);
      entry.spellings.push(value);
      if (!slugs.has(slug)) entry.photos.push(photo);
      slugs.add(slug);
    }
  }
  return [...found].map(([slug, { spellings, photos: shown }]) => ({
    kind,
    slug,
    label: commonest(spellings),
    photos: shown,
  }));
}

/** Every collection's page the listed photos make: each tag's, camera's, lens's and year's, in that order. */
export function allCollections<T extends Valued>(photos: readonly T[]): Collection<T>[] {
  return COLLECTION_KINDS.flatMap((kind) => collectionsOf(photos, kind));
}

/** The page of `kind` named `slug` (decoded), or null when no listed photo has that value. */
export function collectionOf<T extends Valued>(
  photos: readonly T[],
  kind: CollectionKind,
  slug: string,
): Collection<T> | null {
  const shown: T[] = [];
  const spellings: string[] = [];
  for (const photo of photos) {
    if (photo.unlisted) continue;
    const matching = sluggedValues(photo, kind).filter((each) => each.slug === slug);
    if (matching.length === 0) continue;
    shown.push(photo);
    spellings.push(...matching.map(({ value }) => value));
  }
  return shown.length > 0 ? { kind, slug, label: commonest(spellings), photos: shown } : null;
}

/** A collection as a page of cards: the nav's shape, so each rule for a nav page (history, context) holds for it. */
export const collectionPage = ({ kind, slug, label }: Pick<Collection, 'kind' | 'slug' | 'label'>): NavItem => ({
  label,
  path: paths.collection(kind, slug),
  collection: { kind, slug },
});

/** The pages of cards `pages` (the nav's and the albums'), and the collection's at `pathname` if it is one. */
export function withCollectionAt(pages: readonly NavItem[], pathname: string | undefined, photos: readonly Valued[]) {
  const at = pathname === undefined ? null : paths.collectionAt(pathname);
  const collection = at && collectionOf(photos, at.kind, at.slug);
  return collection ? [...pages, collectionPage(collection)] : pages;
}

/**
 * The photos a page of cards shows, in its order: a collection's (in the order given), else its album's, else every
 * listed one, in the page's `order` if it has one.
 */
export function photosOn<T extends Photo>(item: NavItem, photos: readonly T[]): readonly T[] {
  if (!item.collection) return inOrder(photosFor(item.album, photos), item.order);
  return collectionOf(photos, item.collection.kind, item.collection.slug)?.photos ?? [];
}
