// Search's results: the status line (how many were found, or none) and the found photos as cards, a batch at a
// time, each with the words it matched marked. The index is fetched and searched in a worker, on the first query.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { imageSourceFor, type Photo } from '../../lib/photos';
import { SEARCH_INDEX } from '../../lib/portfolio';
import type { SearchHit } from '../../lib/search';
import { USER_TIMING } from '../../lib/user-timing';
import { useSlideshowStore } from '../../store/slideshow';
import { searchPhotos } from '../../worker/search.client';
import { watchCards } from '../gallery/card-watch';
import { afterPaint, measureToPaint } from '../paint-timing';
import { PhotoImage } from '../photo/photo-image';
import { say } from '../words';
import { hasMatch, Marked } from './marked';

/** Result cards drawn for a screen, and how far below the viewport the next batch is asked for. */
const RESULTS_BATCH = 24;
const MORE_AHEAD = '100% 0px';
/** The most cards a frame adds to those on show: a phone's first two rows. */
const NEW_PER_FRAME = 4;
/** How long after its last keystroke the field has rested: longer than a quick typist takes to the next. */
const REST_AFTER_KEY = 300;

/**
 * How many of `ids`, from the first and up to `limit`, can be drawn at once: as far as adds no more than
 * `NEW_PER_FRAME` that are not `onShow`.
 */
function reach(ids: readonly string[], onShow: ReadonlySet<string>, limit: number): number {
  const end = Math.min(ids.length, limit);
  let added = 0;
  for (let n = 0; n < end; n++) if (!onShow.has(ids[n] as string) && ++added > NEW_PER_FRAME) return n;
  return end;
}

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
    // Drawn in the task that receives the answer: a frame or an image's task queued meanwhile would come first.
    const show = (answer: Found) => current && flushSync(() => setFound(answer));
    search.then(
      (hits) => show({ query, typedAt, hits }),
      () => show({ query, typedAt, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [query, typedAt]);
  return found;
}

/**
 * Whether the field has rested since the keystroke at `typedAt`; at once for a query the address gave. Until then,
 * a quick typist's passing results draw only their first rows and fetch no photos, and hold up no next keystroke.
 */
function useRested(typedAt: number | undefined): boolean {
  const [restedAfter, setRestedAfter] = useState<number>();
  useEffect(() => {
    if (typedAt === undefined) return;
    const timer = setTimeout(() => setRestedAfter(typedAt), typedAt + REST_AFTER_KEY - performance.now());
    return () => clearTimeout(timer);
  }, [typedAt]);
  return typedAt === undefined || restedAfter === typedAt;
}

/** The sentence that nothing matched, the visitor's words in it set apart in their own direction. */
function NoneFound({ query }: { query: string }) {
  const [before, after] = say('search-none', { query: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi>{query}</bdi>
      {after}
    </>
  );
}

interface ResultProps {
  photo: Photo;
  /** The words of the photo that the query matched, as the index keeps them. */
  matched: readonly string[];
  albumTitle: string | undefined;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * One found photo as a card, its title, or else the first of its other words that matched, marked. A plain link
 * that the list opens: a router link in each card would redraw them all at each address write.
 */
const Result = memo(function Result({ photo, matched, albumTitle, onOpen }: ResultProps) {
  const terms = useMemo(() => new Set(matched), [matched]);
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
      <a href={paths.photo(photo.id)} className="search-result-link" onClick={onOpen}>
        <PhotoImage source={imageSourceFor(photo, 'card')} alt={photo.alt} className="search-result-image" />
        <span className="search-result-title">
          <bdi>
            <Marked text={photo.title} terms={terms} />
          </bdi>
        </span>
        {context && !hasMatch(photo.title, terms) && (
          <span className="search-result-context">
            <bdi>
              <Marked text={context} terms={terms} />
            </bdi>
          </span>
        )}
      </a>
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
  /** Back from a photo: its card, if the address's query finds it, is drawn, brought into view and focused. */
  reveal?: string | undefined;
}

export function SearchResults({ query, typedAt, photos, onShown, reveal }: SearchResultsProps) {
  const found = useSearch(query, typedAt);
  const rested = useRested(typedAt);
  // None while a query's first results are on their way.
  const shownQuery = query.trim() ? found?.query : '';
  useEffect(() => {
    if (shownQuery !== undefined) return afterPaint(() => onShown(shownQuery));
  }, [shownQuery, onShown]);
  const list = useRef<HTMLUListElement>(null);

  const byId = useMemo(() => new Map(photos.map((photo) => [photo.id, photo])), [photos]);
  const navigate = useNavigate();
  // A result opens in the app, with the way back to the search; a click for a new tab or window is the browser's.
  // The slideshow is opened on it first, as from a card: Back finds its card even before the slideshow has shown it.
  const open = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const to = event.currentTarget.getAttribute('href');
      if (to === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const at = photos.findIndex((photo) => paths.photo(photo.id) === to);
      if (at >= 0) useSlideshowStore.getState().open(at, photos.length);
      void navigate(to, { state: { from: paths.search } });
    },
    [photos, navigate],
  );
  const results = useMemo(
    () =>
      found && 'hits' in found
        ? found.hits.flatMap((hit) => {
            const photo = byId.get(hit.id);
            return photo ? [{ photo, matched: hit.terms, albumTitle: hit.album }] : [];
          })
        : [],
    [found, byId],
  );

  // A batch of cards at a time, the next as the end nears, so a keystroke that finds a thousand draws a screenful.
  // A frame adds at most a phone's first rows of cards not on show: new results show in the keystroke's frame, and
  // the rest of the batch follows, those rows a frame, once the field has rested.
  const [drawn, setDrawn] = useState({ of: found, count: 0, upTo: RESULTS_BATCH });
  const ids = useMemo(() => results.map(({ photo }) => photo.id), [results]);
  const revealAt = reveal !== undefined && found?.typedAt === undefined ? ids.indexOf(reveal) : -1;
  if (drawn.of !== found) {
    const before = drawn.of && 'hits' in drawn.of ? drawn.of.hits.slice(0, drawn.count) : [];
    const onShow = new Set(before.map((hit) => hit.id));
    const upTo = Math.ceil((revealAt + 1) / RESULTS_BATCH) * RESULTS_BATCH || RESULTS_BATCH;
    setDrawn({ of: found, count: reach(ids, onShow, upTo), upTo });
  }
  const drawing = drawn.count < Math.min(drawn.upTo, results.length);
  useEffect(() => {
    if (drawing && rested)
      return afterPaint(() =>
        setDrawn((current) => ({ ...current, count: Math.min(current.count + NEW_PER_FRAME, current.upTo) })),
      );
  }, [drawing, rested, drawn]);
  const shown = useMemo(() => results.slice(0, drawn.count), [results, drawn.count]);
  const end = useRef<HTMLLIElement>(null);
  // Asked for once the batch is drawn: the end of a part-drawn one is always near.
  const more = !drawing && shown.length < results.length;
  useEffect(() => {
    const sentinel = end.current;
    if (!more || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          setDrawn((current) => ({ ...current, upTo: current.upTo + RESULTS_BATCH }));
      },
      { rootMargin: MORE_AHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, shown.length]);

  const revealing = revealAt >= 0 && drawn.count > revealAt;
  useLayoutEffect(() => {
    if (!revealing) return;
    const card = list.current?.children[revealAt];
    card?.scrollIntoView({ block: 'center' });
    card?.querySelector('a')?.focus({ preventScroll: true });
  }, [revealing, revealAt]);

  // Each result's photo is fetched as it nears the viewport, as a card's is, once the field has rested.
  useEffect(() => {
    if (!rested) return;
    const watch = watchCards();
    list.current?.querySelectorAll('.search-result').forEach(watch.observe);
    return () => watch.stop();
  }, [shown, rested]);

  return (
    <>
      <p className="search-status" role="status">
        {found && 'failed' in found ? (
          say('search-unavailable')
        ) : found && results.length === 0 && found.query === query ? (
          <NoneFound query={query} />
        ) : found ? (
          say('photo-count', { count: results.length })
        ) : query.trim() ? (
          // The index on its way (search's first query); shown only if it takes long enough to be seen.
          <span className="search-waiting">{say('searching')}</span>
        ) : (
          ''
        )}
      </p>
      <ul ref={list} className="search-results" aria-label={say('photographs')}>
        {shown.map(({ photo, matched, albumTitle }) => (
          <Result key={photo.id} photo={photo} matched={matched} onOpen={open} albumTitle={albumTitle} />
        ))}
        {more && <li ref={end} className="search-more" aria-hidden="true" />}
      </ul>
    </>
  );
}
