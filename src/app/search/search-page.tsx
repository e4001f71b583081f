// The search page (/search?q=…): a field that finds the listed photos by their words. The query lives in the
// address (typing replaces the entry, so Back leaves the search and a link shares it). The results' code comes
// with the page's first visit, not with the app (search-results.tsx): the field takes keys before it arrives.
import { startTransition, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { OWNER_NAME } from '../../lib/portfolio';
import { usePageTitle } from '../page-title';
import { say } from '../words';
import type { SearchResults } from './search-results';
import '../gallery/gallery.css';
import './search.css';

type Results = typeof SearchResults;

let loaded: Results | undefined;
let loading: Promise<Results> | undefined;

const loadResults = (): Promise<Results> =>
  (loading ??= import('./search-results').then(
    (module) => (loaded = module.SearchResults),
    (error: unknown) => {
      loading = undefined; // the next visit to the page tries again
      throw error;
    },
  ));

/** Fetches the results' code as the visitor reaches for search (the top bar's button): it is there for the page. */
export function prefetchSearch(): void {
  loadResults().catch(() => undefined); // the page reports it when it asks
}

type Loaded = { component: Results } | { failed: true } | null;

/** The results' component once its code has come, or that it could not be had (offline). */
function useResults(): Loaded {
  const [state, setState] = useState<Loaded>(() => (loaded ? { component: loaded } : null));
  useEffect(() => {
    if (state) return;
    let live = true;
    loadResults().then(
      (component) => live && setState({ component }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [state]);
  return state;
}

export function SearchPage({ photos }: { photos: readonly Photo[] }) {
  usePageTitle(say('album-title', { title: say('search'), owner: OWNER_NAME }));
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // The field's own text, which the address follows; the address wins when it is not ours (Back, a link).
  const [query, setQuery] = useState(() => params.get(paths.searchParam) ?? '');
  /** When the query was typed, for the `search:results` timing: none for one the address gave. */
  const [typedAt, setTypedAt] = useState<number>();
  const [entry, setEntry] = useState(key);
  if (entry !== key) {
    setEntry(key);
    if (navigationType !== NavigationType.Replace) {
      setQuery(params.get(paths.searchParam) ?? '');
      setTypedAt(undefined);
    }
  }
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const results = useResults();

  return (
    <section className="search" aria-labelledby="search-heading">
      <header className="gallery-intro">
        <h1 id="search-heading" className="gallery-intro-title">
          {say('search')}
        </h1>
      </header>
      <form role="search" className="search-form" onSubmit={(event) => event.preventDefault()}>
        <input
          ref={field}
          type="search"
          className="search-field"
          aria-label={say('search-field')}
          value={query}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            const value = event.target.value;
            setQuery(value);
            setTypedAt(event.timeStamp);
            // The address follows in a transition: a keystroke redraws the field and its results, not every page part.
            startTransition(() => setParams(value ? { [paths.searchParam]: value } : {}, { replace: true }));
          }}
        />
      </form>
      {results && 'component' in results ? (
        <results.component query={query} typedAt={typedAt} photos={photos} />
      ) : (
        <p className="search-status" role="status">
          {results && query.trim() ? say('search-unavailable') : ''}
        </p>
      )}
    </section>
  );
}
