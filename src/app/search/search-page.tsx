// The search page (/search?q=…): a field that finds the listed photos by their words, and what it found under it
// (search-results.tsx). The query of the results on show lives in the address (each replaces the entry, so Back
// leaves the search and a link shares it).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { OWNER_NAME } from '../../lib/portfolio';
import { usePageTitle } from '../page-title';
import { say } from '../words';
import { SearchResults } from './search-results';
import { PageSection } from '../gallery/page-section';
import './search.css';

interface SearchPageProps {
  photos: readonly Photo[];
  /** Back (or Forward) from a photo's page: the photo last shown (history.tsx). */
  returnedFrom?: Photo | undefined;
}

export function SearchPage({ photos, returnedFrom }: SearchPageProps) {
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
  // Once the results have painted, in a transition: a keystroke redraws only the field, and its results only them.
  const addressed = params.get(paths.searchParam) ?? '';
  const showAddress = useCallback(
    (shown: string) => {
      if (shown !== addressed)
        startTransition(() => setParams(shown ? { [paths.searchParam]: shown } : {}, { replace: true }));
    },
    [addressed, setParams],
  );
  // Back to the search: the card of the photo last shown takes focus, as a page's cards do; else the field.
  useEffect(() => {
    if (!returnedFrom) field.current?.focus();
  }, [returnedFrom]);

  return (
    <PageSection name="search" heading={say('search')}>
      <form role="search" className="search-form" onSubmit={(event) => event.preventDefault()}>
        <input
          ref={field}
          type="search"
          className="search-field"
          aria-label={say('search-field')}
          value={query}
          dir="auto"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setQuery(event.target.value);
            setTypedAt(event.timeStamp);
          }}
        />
      </form>
      <SearchResults query={query} typedAt={typedAt} photos={photos} onShown={showAddress} reveal={returnedFrom?.id} />
    </PageSection>
  );
}
