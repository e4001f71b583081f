// What opening a private album takes, loaded only where its page shows: the password stretched in the unlock worker,
// the keys handed to the service worker that opens the album's files, its manifest fetched through it, and the keys
// remembered on this device, or forgotten, when the visitor asks.
import { forgetKeys, recallKeys, rememberKeys } from '../../lib/private/keyring';
import type { VaultKeys } from '../../lib/private/names';
import { MANIFEST_NAME, type VaultManifest, type VaultPage } from '../../lib/private/vault';
import { shuffle } from '../../lib/shuffle';
import { openWithPassword } from '../../worker/unlock.client';
import { forgetVault, openVault, VaultUnavailable } from '../../worker/vault-sw.client';

/**
 * How an attempt ended: the album opened (its manifest, for the page to put in the vaults store: this chunk imports no
 * store, whose React would be split out of the app's chunk), the password opened nothing, the album could not be had,
 * or this browser cannot open one (no service worker).
 */
export type Opening = VaultManifest | 'wrong' | 'failed' | 'unavailable';

/** The manifest, if it is one: sealed by the build and authenticated on opening, so its shape is only checked. */
function readManifest(value: unknown): VaultManifest | null {
  const { album, photos } = (value ?? {}) as Partial<VaultManifest>;
  if (typeof album?.slug !== 'string' || typeof album.folder !== 'string' || !Array.isArray(photos)) return null;
  return { album, photos };
}

/**
 * The album opened with `keys`; 'stale' when they name none of its files (kept from before the owner gave the album a
 * new key), which a failure on the way (the network, the host) is not.
 */
async function openWith(vault: VaultPage, keys: VaultKeys): Promise<Opening | 'stale'> {
  try {
    await openVault(vault.slug, keys);
  } catch (error) {
    return error instanceof VaultUnavailable ? 'unavailable' : 'failed';
  }
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}private/${vault.slug}/${MANIFEST_NAME}`);
    if (response.status === 404) return 'stale';
    const manifest = response.ok ? readManifest(await response.json()) : null;
    if (!manifest) return 'failed';
    // Shuffled once per opening, as the site's own photos are per visit; a page with an `order:` sorts them anyway.
    return { ...manifest, photos: shuffle(manifest.photos) };
  } catch {
    return 'failed';
  }
}

/** Opens the album with `password`; its keys are kept on this device when the visitor asked (never the password). */
export async function unlock(vault: VaultPage, password: string, remember: boolean): Promise<Opening> {
  let keys: VaultKeys | null;
  try {
    keys = await openWithPassword(vault.lock, password);
  } catch {
    return 'failed';
  }
  if (!keys) return 'wrong';
  const opening = await openWith(vault, keys);
  if (opening === 'stale') return 'failed'; // a password's keys are this build's: its files are missing
  if (typeof opening === 'object' && remember) await rememberKeys(vault.slug, keys);
  return opening;
}

/**
 * Opens the album with the keys this device remembers, if any. Keys that no longer open it (the owner rebuilt it with
 * a new key) are forgotten, and the visitor is asked for the password as if none were kept; keys that failed on the
 * way are kept for the next visit.
 */
export async function recall(vault: VaultPage): Promise<Opening | null> {
  const keys = await recallKeys(vault.slug);
  if (!keys) return null;
  const opening = await openWith(vault, keys);
  if (opening !== 'stale') return opening;
  await forgetKeys(vault.slug);
  return null;
}

/** Lock: the album's keys forgotten here, by the service worker and on this device. */
export async function lock(slug: string): Promise<void> {
  forgetVault(slug);
  await forgetKeys(slug);
}
