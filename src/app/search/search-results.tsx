// Search's results: the status line (how many were found, or none) and the found photos as cards, a batch at a
// time, each with the words it matched marked. The index is fetched and searched in a worker, on the first query.
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { imageSourceFor, type Photo } from '../../lib/photos';
import { ALBUMS, SEARCH_INDEX } from '../../lib/portfolio';
import type { SearchHit } from '../../lib/search';
import { USER_TIMING } from '../../lib/user-timing';
import { searchPhotos } from '../../worker/search.client';
import { watchCards } from '../gallery/card-watch';
import { afterPaint, measureToPaint } from '../paint-timing';
import { PhotoImage } from '../photo/photo-image';
import { say } from '../words';
import { hasMatch, Marked } from './marked';

/** Result cards drawn at once, and how far below the viewport the next batch is added. */
const RESULTS_BATCH = 24;
/** Result cards in the first frame of a list drawn from none: a phone's first two rows. */
const FIRST_FRAME = 4;
const MORE_AHEAD = '100% 0px';

/** `typedAt`: when the query was typed, for the `search:results` timing. */
type Found = { query: string; typedAt?: number } & ({ hits: SearchHit[] } | { failed: true });

/**
 * The hits of `query`, as they come; the last query's while the next is on its way, so results never blink. An
 * emptied field forgets them: what is typed next shows its own results in place of none, not of old ones.
 */
function useSearch(query: string, typedAt: number | undefined): Found | null {
  const [found, setFound] = useState<Found | null>(null);
  if (!query.trim() && found) setFound(null);
  // Once per answer, from its keystroke to the frame that shows it.
  useLayoutEffect(() => {
    if (found?.typedAt !== undefined && 'hits' in found)
      measureToPaint(USER_TIMING.search, found.typedAt, { query: found.query, found: found.hits.length });
  }, [found]);
  useEffect(() => {
    if (!query.trim()) return;
    let current = true;
    const search = SEARCH_INDEX ? searchPhotos(SEARCH_INDEX, query) : Promise.reject(new Error('no search index'));
    search.then(
      (hits) => current && setFound({ query, typedAt, hits }),
      () => current && setFound({ query, typedAt, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [query, typedAt]);
  return found;
}

interface ResultProps {
  photo: Photo;
  terms: ReadonlySet<string>;
  albumTitle: string | undefined;
}

/** One found photo as a card, its title, or else the first of its other words that matched, marked. */
const Result = memo(function Result({ photo, terms, albumTitle }: ResultProps) {
  const context = [
    (photo.tags ?? []).join(' · '),
    photo.camera,
    photo.lens,
    albumTitle,
    photo.year === undefined ? undefined : String(photo.year),
    photo.caption,
    photo.alt,
  ].find((text) => text && hasMatch(text, terms));
  return (
    <li className="search-result">
      <Link to={paths.photo(photo.id)} state={{ from: paths.search }} className="search-result-link">
        <PhotoImage source={imageSourceFor(photo, 'card')} alt={photo.alt} className="search-result-image" />
        <span className="search-result-title">
          <Marked text={photo.title} terms={terms} />
        </span>
        {context && !hasMatch(photo.title, terms) && (
          <span className="search-result-context">
            <Marked text={context} terms={terms} />
          </span>
        )}
      </Link>
    </li>
  );
});

interface SearchResultsProps {
  query: string;
  /** When the query was typed (the keystroke's `timeStamp`): none for one the address gave. */
  typedAt: number | undefined;
  photos: readonly Photo[];
  /** The query whose results (or none, for an empty field) are on show, after the frame that shows them. */
  onShown: (query: string) => void;
}

export function SearchResults({ query, typedAt, photos, onShown }: SearchResultsProps) {
  const found = useSearch(query, typedAt);
  // None while a query's first results are on their way.
  const shownQuery = query.trim() ? found?.query : '';
  useEffect(() => {
    if (shownQuery !== undefined) return afterPaint(() => onShown(shownQuery));
  }, [shownQuery, onShown]);
  const list = useRef<HTMLUListElement>(null);

  const byId = useMemo(() => new Map(photos.map((photo) => [photo.id, photo])), [photos]);
  const albumTitles = useMemo(() => new Map(ALBUMS.map((album) => [album.folder, album.title])), []);
  const results = useMemo(
    () =>
      found && 'hits' in found
        ? found.hits.flatMap((hit) => {
            const photo = byId.get(hit.id);
            return photo ? [{ photo, terms: new Set(hit.terms) }] : [];
          })
        : [],
    [found, byId],
  );

  // A batch of cards at a time, the next as the end nears, so a keystroke that finds a thousand draws a screenful.
  // Cards drawn where there were none begin with a phone's first rows, and the rest of the batch follows once those
  // have painted: the keystroke's frame makes only the cards seen first.
  const [drawn, setDrawn] = useState({ of: found, count: RESULTS_BATCH });
  if (drawn.of !== found) {
    const hadCards = drawn.of !== null && 'hits' in drawn.of && drawn.of.hits.length > 0;
    setDrawn({ of: found, count: hadCards ? RESULTS_BATCH : FIRST_FRAME });
  }
  useEffect(() => {
    if (drawn.count < RESULTS_BATCH)
      return afterPaint(() => setDrawn((current) => ({ ...current, count: RESULTS_BATCH })));
  }, [drawn]);
  const shown = useMemo(() => results.slice(0, drawn.count), [results, drawn.count]);
  const end = useRef<HTMLLIElement>(null);
  const more = shown.length < results.length;
  useEffect(() => {
    const sentinel = end.current;
    if (!more || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          setDrawn((current) => ({ ...current, count: current.count + RESULTS_BATCH }));
      },
      { rootMargin: MORE_AHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, shown.length]);

  // Each result's photo is fetched as it nears the viewport, as a card's is.
  useEffect(() => {
    const watch = watchCards();
    list.current?.querySelectorAll('.search-result').forEach(watch.observe);
    return watch.stop;
  }, [shown]);

  return (
    <>
      <p className="search-status" role="status">
        {found && 'failed' in found
          ? say('search-unavailable')
          : found && results.length === 0 && found.query === query
            ? say('search-none', { query })
            : found
              ? say('photo-count', { count: results.length })
              : ''}
      </p>
      <ul ref={list} className="search-results" aria-label={say('photographs')}>
        {shown.map(({ photo, terms }) => (
          <Result
            key={photo.id}
            photo={photo}
            terms={terms}
            albumTitle={photo.album === null ? undefined : albumTitles.get(photo.album)}
          />
        ))}
        {more && <li ref={end} className="search-more" aria-hidden="true" />}
      </ul>
    </>
  );
}
