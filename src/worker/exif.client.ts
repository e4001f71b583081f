// Main realm: the only file that starts the EXIF worker (new Worker, Comlink wrap).
// The worker starts on the first read, not at page load, so it never competes with first paint; the
// store imports this module by import() on that first read, so Comlink is not in the first chunk either.
import { wrap, type Remote } from 'comlink';
import type { ExifReadResult, ExifWorkerApi } from './exif.contract';
import { ExifWorkerUnavailableError } from './exif-worker-unavailable';

interface Connection {
  /** Missing when the worker could not even be constructed. */
  remote: Remote<ExifWorkerApi> | undefined;
  /** Settles when the worker fails; every pending read races it. */
  failed: Promise<never>;
}

let connection: Connection | undefined;
let nextRequestId = 1;

function connect(): Connection {
  if (connection) return connection;
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined); // observed by the reads that race it
  try {
    const worker = new Worker(new URL('./exif.worker.ts', import.meta.url), { type: 'module', name: 'exif' });
    worker.addEventListener('error', (event) => {
      // A module worker that cannot load reports it here, and Comlink would otherwise wait forever.
      event.preventDefault();
      worker.terminate();
      fail(new ExifWorkerUnavailableError(event.message || 'the EXIF worker failed to start'));
    });
    connection = { remote: wrap<ExifWorkerApi>(worker), failed };
  } catch (error) {
    // `new Worker` throws outright when a Content-Security-Policy forbids it.
    fail(new ExifWorkerUnavailableError(error instanceof Error ? error.message : String(error)));
    connection = { remote: undefined, failed };
  }
  return connection;
}

/**
 * Reads a photo's camera details in the worker. Aborting `signal` cancels the worker's requests and
 * rejects at once with the signal's reason; a late answer is dropped. Rejects with
 * ExifWorkerUnavailableError when the worker cannot run.
 */
export async function readCameraDetails(signal: AbortSignal, url: string): Promise<ExifReadResult> {
  signal.throwIfAborted();
  const { remote, failed } = connect();
  if (!remote) return failed;
  const requestId = nextRequestId++;
  let onAbort = (): void => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      void remote.cancel(requestId).catch(() => undefined);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('The read was abandoned', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  const answer = remote.read(requestId, url);
  answer.catch(() => undefined); // an answer that loses the race is dropped, not reported
  try {
    return await Promise.race([answer, failed, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
