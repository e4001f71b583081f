// Main realm: the only file that starts the unlock worker (worker-connection.ts), when a password is first given, so
// hash-wasm's Argon2id costs nothing to a visit that opens no private album.
import type { Lock } from '../lib/private/lock';
import type { VaultKeys } from '../lib/private/names';
import type { UnlockWorkerApi } from './unlock.contract';
import { connectWorker, type WorkerConnection } from './worker-connection';

let connection: WorkerConnection<UnlockWorkerApi> | undefined;

const connect = () =>
  (connection ??= connectWorker<UnlockWorkerApi>(
    () => new Worker(new URL('./unlock.worker.ts', import.meta.url), { type: 'module', name: 'unlock' }),
    'unlock',
  ));

/** The album's keys when `password` opens `lock`, null when it does not; rejects when the worker cannot run. */
export async function openWithPassword(lock: Lock, password: string): Promise<VaultKeys | null> {
  const { remote, failed } = connect();
  const unavailable = failed.then((reason): never => {
    throw new Error(`the unlock worker is unavailable: ${reason}`);
  });
  unavailable.catch(() => undefined); // reported to the call that races it
  if (!remote) return unavailable;
  return Promise.race([remote.open(lock, password), unavailable]);
}
