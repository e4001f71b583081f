// Main realm: the only file that starts the search worker (worker-connection.ts), on the first search, so neither
// the worker, MiniSearch nor the index costs a visit that never searches anything.
import type { SearchHit } from '../lib/search';
import type { SearchWorkerApi } from './search.contract';
import { connectWorker, type WorkerConnection } from './worker-connection';

let connection: WorkerConnection<SearchWorkerApi> | undefined;

function connect(): WorkerConnection<SearchWorkerApi> {
  if (connection) return connection;
  const made = connectWorker<SearchWorkerApi>(
    () => new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' }),
    'search',
  );
  // A worker that failed is forgotten, as a failed index is: the next search starts another.
  void made.failed.then(() => {
    if (connection === made) connection = undefined;
  });
  return (connection = made);
}

/**
 * The listed photos the index at `indexUrl` (PageData's `catalogue.search`) finds for `query`, best first, with the
 * words of each that matched; none for a blank query. Rejects with an Error when the worker or the index cannot be
 * had; a later search tries the index again.
 */
export async function searchPhotos(indexUrl: string, query: string): Promise<SearchHit[]> {
  if (query.trim() === '') return [];
  const { remote, failed } = connect();
  const unavailable = failed.then((reason): never => {
    throw new Error(`search unavailable: ${reason}`);
  });
  unavailable.catch(() => undefined); // reported to the search that races it, not as unhandled once it is over
  if (!remote) return unavailable;
  return Promise.race([remote.search(indexUrl, query), unavailable]);
}
