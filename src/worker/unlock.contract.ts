// Types only: what the unlock worker exposes, the one thing both realms import from each other (`import type`).
import type { Lock } from '../lib/private/lock';
import type { VaultKeys } from '../lib/private/names';

/** What the unlock worker exposes through Comlink. */
export interface UnlockWorkerApi {
  /**
   * The album's keys, when `password` opens one of the lock's wraps; null when it opens none. The password's
   * stretching (Argon2id) and the raw content key stay in the worker: the keys come back non-extractable.
   */
  open(lock: Lock, password: string): Promise<VaultKeys | null>;
}
