// Main realm: the only file that starts the EXIF worker (new Worker, Comlink wrap). The store imports it on the
// first read, so neither the worker nor Comlink competes with the first paint.
import { wrap, type Remote } from 'comlink';
import type { CameraDetailsRead, ExifWorkerApi } from './exif.contract';

interface Connection {
  /** Missing when the worker could not even be constructed. */
  remote: Remote<ExifWorkerApi> | undefined;
  /** Resolves when the worker fails; every pending read races it. */
  failed: Promise<CameraDetailsRead>;
}

let connection: Connection | undefined;
let nextRequestId = 1;

function connect(): Connection {
  if (connection) return connection;
  let fail: (reason: string) => void = () => undefined;
  const failed = new Promise<CameraDetailsRead>((resolve) => {
    fail = (reason) => resolve({ status: 'unavailable', reason });
  });
  try {
    const worker = new Worker(new URL('./exif.worker.ts', import.meta.url), { type: 'module', name: 'exif' });
    worker.addEventListener('error', (event) => {
      // A module worker that cannot load reports it here, and Comlink would otherwise wait forever.
      event.preventDefault();
      worker.terminate();
      fail(event.message || 'the EXIF worker failed to start');
    });
    connection = { remote: wrap<ExifWorkerApi>(worker), failed };
  } catch (error) {
    // `new Worker` throws outright when a Content-Security-Policy forbids it.
    fail(error instanceof Error ? error.message : String(error));
    connection = { remote: undefined, failed };
  }
  return connection;
}

/**
 * Reads a photo's camera details in the worker, `unavailable` when it cannot run. Aborting `signal` cancels the
 * worker's requests and rejects at once with the signal's reason; the late answer is dropped.
 */
export async function readCameraDetails(signal: AbortSignal, url: string): Promise<CameraDetailsRead> {
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
