// Main realm: one worker started and wrapped with Comlink, for a client (exif.client.ts, search.client.ts) to race
// each call against the worker failing, so no call waits forever on a worker that could not load or start.
import { wrap, type Remote } from 'comlink';

export interface WorkerConnection<Api> {
  /** Missing when the worker could not even be constructed. */
  remote: Remote<Api> | undefined;
  /** Resolves with why, once the worker has failed: never, while it works. */
  failed: Promise<string>;
}

/**
 * Starts the worker `start` makes (a `new Worker(new URL(…), …)` written out in the client, where the bundler finds
 * it) and wraps it. `what` names it in the reason when it fails to start.
 */
export function connectWorker<Api>(start: () => Worker, what: string): WorkerConnection<Api> {
  let fail: (reason: string) => void = () => undefined;
  const failed = new Promise<string>((resolve) => (fail = resolve));
  try {
    const worker = start();
    worker.addEventListener('error', (event) => {
      // A module worker that cannot load reports it here, and Comlink would otherwise wait forever.
      event.preventDefault();
      worker.terminate();
      fail(event.message || `the ${what} worker failed to start`);
    });
    return { remote: wrap<Api>(worker), failed };
  } catch (error) {
    // `new Worker` throws outright when a Content-Security-Policy forbids it.
    fail(error instanceof Error ? error.message : String(error));
    return { remote: undefined, failed };
  }
}
