// Worker realm: the unlock worker. A password is stretched here, the costly part of opening a private album by design,
// so the page stays responsive while it runs; only non-extractable keys go back.
import { expose } from 'comlink';
import { vaultKeys } from '../lib/private/names';
import { openLock } from '../lib/private/lock';
import type { UnlockWorkerApi } from './unlock.contract';

const api: UnlockWorkerApi = {
  async open(lock, password) {
    const raw = await openLock(lock, password);
    if (!raw) return null;
    const keys = await vaultKeys(raw);
    raw.fill(0);
    return keys;
  },
};

expose(api);
