// The search page (/search?q=…): a field that finds the listed photos by their words, and what it found under it
// (search-results.tsx). The query lives in the address (typing replaces the entry, so Back leaves the search and a
// link shares it).
import { startTransition, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { OWNER_NAME } from '../../lib/portfolio';
import { usePageTitle } from '../page-title';
import { say } from '../words';
import { SearchResults } from './search-results';
import { PageSection } from '../gallery/page-section';
import './search.css';

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

  return (
    <PageSection name="search" heading={say('search')}>
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
      <SearchResults query={query} typedAt={typedAt} photos={photos} />
    </PageSection>
  );
}
