// One job in a Node worker thread, as a promise of its one answer: the private build's slow, self-contained work (a
// password's key, zxcvbn's verdicts) runs beside Vite's bundling instead of holding the main thread.
import { Worker } from 'node:worker_threads';

/** Runs `script` on `data` and resolves with the message it posts; rejects with its error, or if it exits without one. */
export function threadAnswer<T>(script: URL, data: unknown, job: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: data });
    worker.once('message', (answer: T) => resolve(answer));
    worker.once('error', reject);
    // After its answer, a no-op; before it, the thread died without one.
    worker.once('exit', (code) => reject(new Error(`${job} stopped (exit code ${String(code)})`)));
  });
}
