// "Remember on this device": an album's keys kept in IndexedDB by slug, as the CryptoKeys they are (non-extractable,
// so a script on the page can use them but never read them out). Storage that is missing, blocked or damaged means
// nothing remembered; it never breaks the page. What it does not protect against: anyone using this browser profile
// opens the album too, until forgetKeys; the keys cannot be copied out to another device.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isVaultKeys, type VaultKeys } from './names';

let store: UseStore | undefined;

// Opened on first use: a page without private albums never touches IndexedDB. Its own database, so nothing else of
// the site's (or a later idb-keyval user's) shares or clears it.
const keyring = (): UseStore => (store ??= createStore('portfolio-keyring', 'album-keys'));

/** Keeps an album's keys on this device; resolves whether or not the storage took them. */
export async function rememberKeys(slug: string, keys: VaultKeys): Promise<void> {
  try {
    await set(slug, keys, keyring());
  } catch {
    // IndexedDB missing (indexedDB undefined), refused (private mode, quota), or the key not cloneable: remembered not.
  }
}

/** The album's keys this device remembers, or null: none kept, storage unavailable, or what is kept is no pair of keys. */
export async function recallKeys(slug: string): Promise<VaultKeys | null> {
  try {
    const kept: unknown = await get(slug, keyring());
    return isVaultKeys(kept) ? kept : null;
  } catch {
    return null;
  }
}

/** Forgets an album's keys on this device; resolves whether or not the storage could be reached. */
export async function forgetKeys(slug: string): Promise<void> {
  try {
    await del(slug, keyring());
  } catch {
    // Nothing reachable to forget.
  }
}
