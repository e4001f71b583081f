// Worker realm, but plain code so a test can run it: the search index fetched on the first query for its address and
// kept for the rest of the visit, and each query run against it.
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS, searchQuery, type SearchDocument, type SearchHit } from '../lib/search';
import type { SearchWorkerApi } from './search.contract';

type Index = MiniSearch<SearchDocument>;

async function loadIndex(url: string): Promise<Index> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the search index could not be fetched (${url}): ${reason}`);
  }
  if (!response.ok) throw new Error(`the search index could not be fetched (${url}): HTTP ${response.status}`);
  return MiniSearch.loadJSON<SearchDocument>(await response.text(), SEARCH_OPTIONS);
}

/** A searcher that fetches each index once; a failed fetch is forgotten, so the next query tries again. */
export function createSearcher(): SearchWorkerApi {
  const indexes = new Map<string, Promise<Index>>();
  const indexAt = (url: string): Promise<Index> => {
    const known = indexes.get(url);
    if (known) return known;
    const loading = loadIndex(url);
    indexes.set(url, loading);
    // Forgotten only if it is still the one kept: a retry started since then stays.
    loading.catch(() => {
      if (indexes.get(url) === loading) indexes.delete(url);
    });
    return loading;
  };
  return {
    async search(indexUrl, query) {
      if (query.trim() === '') return [];
      const index = await indexAt(indexUrl);
      // MiniSearch's results come best first; `terms` are the document's own words, which the page marks.
      return index.search(searchQuery(query)).map((result): SearchHit => ({
        id: String(result.id),
        terms: result.terms,
        ...(typeof result.album === 'string' && { album: result.album }),
      }));
    },
  };
}
