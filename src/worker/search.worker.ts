// Worker realm: the search worker. The index is parsed and every query run here, so typing in the search field never
// waits on the main thread for a photo library's worth of words.
import { expose } from 'comlink';
import type { SearchWorkerApi } from './search.contract';
import { createSearcher } from './search-index';

const api = createSearcher() satisfies SearchWorkerApi;

expose(api);
