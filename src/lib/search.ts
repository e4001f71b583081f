// What search finds a photo by, and how a query matches: the listed photos' words as documents (title, caption, alt
// text, tags, camera, lens, album, year), and MiniSearch's options, the same for the index the build writes and the
// worker that loads it: words in any order, each a prefix or one typo away, without regard to case or accents.
import MiniSearch, { type Options, type Query, type SearchOptions } from 'minisearch';
import { matchKey } from './collections.ts';
import type { Photo } from './photos.ts';

/** A photo as search reads it: its words, each field one string. */
export interface SearchDocument {
  id: string;
  title: string;
  caption: string;
  alt: string;
  tags: string;
  camera: string;
  lens: string;
  /** Its album's title; none for a photo in no album, so the index keeps a title only where there is one. */
  album: string | undefined;
  year: string;
}

const SEARCH_FIELDS = ['title', 'caption', 'alt', 'tags', 'camera', 'lens', 'album', 'year'] as const;

/** The documents of the listed photos; `albumTitle` names a photo's album as its page does. */
export function searchDocuments(
  photos: readonly Photo[],
  albumTitle: (folder: string) => string | undefined,
): SearchDocument[] {
  return photos
    .filter((photo) => !photo.unlisted)
    .map((photo) => ({
      id: photo.id,
      title: photo.title,
      caption: photo.caption ?? '',
      alt: photo.alt,
      tags: (photo.tags ?? []).join(' · '),
      camera: photo.camera ?? '',
      lens: photo.lens ?? '',
      album: photo.album === null ? undefined : albumTitle(photo.album),
      year: photo.year === undefined ? '' : String(photo.year),
    }));
}

/** A word as the index keeps it and a query's word as it is looked up: `Île` and `ile` are one. */
const processTerm = (term: string): string | null => matchKey(term) || null;

/**
 * One typo forgiven in a word long enough to have one without meaning another; none in short ones, nor in a word with
 * a digit, where one character is the whole difference (2019 and 2018, a D50 and a D40).
 */
const fuzzy = (term: string): number => (term.length >= 4 && !/\p{N}/u.test(term) ? 1 : 0);

/** A word's letters as a reader sees them: an accented letter or an emoji is one, however many code points. */
const LETTERS = new Intl.Segmenter();

/**
 * A query as the index is asked it: each word, or the word with two neighbouring letters swapped (`lighthuose`), a
 * typo that the edit distance counts twice. The swapped forms are looked up exactly or as a prefix, not fuzzily.
 */
export function searchQuery(query: string): Query {
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
  const words = tokenize(query).flatMap((token) => processTerm(token) ?? []);
  return {
    combineWith: 'AND',
    queries: words.map((word) => {
      if (!fuzzy(word)) return word;
      const letters = Array.from(LETTERS.segment(word), ({ segment }) => segment);
      const swapped = letters
        .slice(1)
        .flatMap((letter, i) =>
          letter === letters[i] ? [] : [[...letters.slice(0, i), letter, letters[i], ...letters.slice(i + 2)].join('')],
        );
      return { combineWith: 'OR', queries: [word, { combineWith: 'OR', queries: swapped, fuzzy: false }] };
    }),
  };
}

export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  idField: 'id',
  // Kept whole, so a result found by its album's title can show it: no page but the album's own knows the titles.
  storeFields: ['album'],
  processTerm,
  searchOptions: {
    prefix: true,
    fuzzy,
    combineWith: 'AND',
    // A title or a tag says what the photo is; a caption or alt text may mention anything.
    boost: { title: 3, tags: 2, album: 1.5, camera: 1.5, lens: 1.2 },
  } satisfies SearchOptions,
};

/** A photo search found, and the words of its own that the query matched, to mark them. */
export interface SearchHit {
  id: string;
  terms: string[];
  /** Its album's title, if it is in one. */
  album?: string;
}
