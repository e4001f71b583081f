// Main realm: the only file that starts the search worker (new Worker, Comlink wrap), on the first search, so neither
// the worker, MiniSearch nor the index costs a visit that never searches anything.
import { wrap, type Remote } from 'comlink';
import type { SearchHit } from '../lib/search';
import type { SearchWorkerApi } from './search.contract';

interface Connection {
  /** Missing when the worker could not even be constructed. */
  remote: Remote<SearchWorkerApi> | undefined;
  /** Rejects when the worker fails; every pending search races it. */
  failed: Promise<never>;
}

let connection: Connection | undefined;

const unavailable = (reason: string) => new Error(`search unavailable: ${reason}`);

function connect(): Connection {
  if (connection) return connection;
  let fail: (reason: string) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = (reason) => reject(unavailable(reason));
  });
  failed.catch(() => undefined); // reported to each search that races it, not as unhandled
  try {
    const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
    worker.addEventListener('error', (event) => {
      // A module worker that cannot load reports it here, and Comlink would otherwise wait forever.
      event.preventDefault();
      worker.terminate();
      fail(event.message || 'the search worker failed to start');
    });
    connection = { remote: wrap<SearchWorkerApi>(worker), failed };
  } catch (error) {
    // `new Worker` throws outright when a Content-Security-Policy forbids it.
    fail(error instanceof Error ? error.message : String(error));
    connection = { remote: undefined, failed };
  }
  return connection;
}

/**
 * The listed photos the index at `indexUrl` (PageData's `catalogue.search`) finds for `query`, best first, with the
 * words of each that matched; none for a blank query. Rejects with an Error when the worker or the index cannot be
 * had; a later search tries the index again.
 */
export async function searchPhotos(indexUrl: string, query: string): Promise<SearchHit[]> {
  if (query.trim() === '') return [];
  const { remote, failed } = connect();
  if (!remote) return failed;
  return Promise.race([remote.search(indexUrl, query), failed]);
}
