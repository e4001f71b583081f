// Main realm: the only file that starts the EXIF worker (worker-connection.ts). The store imports it on the
// first read, so the worker does not compete with the first paint.
import type { CameraDetailsRead, ExifWorkerApi } from './exif.contract';
import { connectWorker, type WorkerConnection } from './worker-connection';

let connection: WorkerConnection<ExifWorkerApi> | undefined;
let nextRequestId = 1;

const connect = () =>
  (connection ??= connectWorker<ExifWorkerApi>(
    () => new Worker(new URL('./exif.worker.ts', import.meta.url), { type: 'module', name: 'exif' }),
    'EXIF',
  ));

/**
 * Reads a photo's camera details in the worker, `unavailable` when it cannot run. Aborting `signal` cancels the
 * worker's requests and rejects at once with the signal's reason; the late answer is dropped.
 */
export async function readCameraDetails(signal: AbortSignal, url: string): Promise<CameraDetailsRead> {
  signal.throwIfAborted();
  const { remote, failed: workerFailed } = connect();
  const failed = workerFailed.then((reason): CameraDetailsRead => ({ status: 'unavailable', reason }));
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
