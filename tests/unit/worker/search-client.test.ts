// @vitest-environment node
// The search worker's client: a worker that cannot load fails the search that waits on it with a reason, and the next
// search starts another worker rather than waiting on the failed one for the rest of the visit.
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A worker whose script could not be fetched: it reports an error event once started, as a browser's does. */
class UnloadableWorker extends EventTarget {
  static started = 0;
  constructor() {
    super();
    UnloadableWorker.started += 1;
    setTimeout(() => this.dispatchEvent(Object.assign(new Event('error'), { message: 'the script is gone' })));
  }
  postMessage(): void {}
  terminate(): void {}
}

describe('searchPhotos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rejects while the worker cannot load, and starts a new one for the next search', async () => {
    vi.stubGlobal('Worker', UnloadableWorker);
    const { searchPhotos } = await import('../../../src/worker/search.client');
    await expect(searchPhotos('/assets/search-index.aaaaaaaa.json', 'sea')).rejects.toThrow(
      'search unavailable: the script is gone',
    );
    await expect(searchPhotos('/assets/search-index.aaaaaaaa.json', 'sea')).rejects.toThrow('search unavailable');
    expect(UnloadableWorker.started).toBe(2);
  });
});
