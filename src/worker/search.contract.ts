// Types only: what the search worker exposes, the one thing both realms import from each other (`import type`).
import type { SearchHit } from '../lib/search';

/** What the search worker exposes through Comlink. */
export interface SearchWorkerApi {
  /**
   * The photos of the index at `indexUrl` that match `query`, best first, each with the words of its own that
   * matched; none for a blank query. Rejects when the index cannot be had, and the next call fetches it again.
   */
  search(indexUrl: string, query: string): Promise<SearchHit[]>;
}
