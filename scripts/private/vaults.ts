// A private album as a build publishes it: its content key, kept beside the encode cache so its files keep their names
// from one build to the next; its lock under this build's passwords; and each of its files sealed under a name that
// says nothing (`sealed/<name>`), the name the service worker finds it by (src/lib/private/names.ts).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { vaultPhotoId } from '../../src/lib/private/vault.ts';
import { sealedName, vaultKeys, type VaultKeys } from '../../src/lib/private/names.ts';
import { cachePath, store } from '../photos/derivatives.ts';
import { makeLock, newContentKey, seal, type MadeLock } from './seal.ts';

/**
 * What sealing an album's files takes: its raw content key (Node's cipher) and the names key drawn from it; and its
 * lock, still being derived beside the bundling, which only the album's page needs.
 */
export interface VaultSeal {
  raw: Uint8Array;
  keys: VaultKeys;
  lock: Promise<MadeLock>;
}

/** Where a build keeps what its private albums need again: their content keys, and verdicts on their passwords. */
export const keptDir = (cacheDir: string): string => join(cacheDir, 'private-keys');

/** Where sealed files go, under the site's root; the service worker asks for them there. */
const SEALED_FOLDER = 'sealed';

/**
 * The album's content key: the one kept for `folder` in `cacheDir`, else a new one kept there. A lost cache only costs
 * every file's name (the site re-seals them all) and any link to a photo inside; nothing opens without a password.
 */
async function contentKey(cacheDir: string, folder: string): Promise<Uint8Array> {
  const dir = keptDir(cacheDir);
  const name = `${createHash('sha256').update(folder).digest('hex').slice(0, 16)}.key`;
  const kept = await readFile(cachePath(dir, name)).catch(() => null);
  if (kept?.length === 32) return new Uint8Array(kept);
  const made = newContentKey();
  await store(dir, name, made);
  return made;
}

/** The album's key and this build's lock of it under each password, begun. */
export async function vaultSeal(cacheDir: string, folder: string, passwords: readonly string[]): Promise<VaultSeal> {
  const raw = await contentKey(cacheDir, folder);
  const lock = makeLock(raw, passwords);
  // A build that fails before its pages never waits for the lock: its failure is no unhandled rejection.
  lock.catch(() => undefined);
  return { raw, keys: await vaultKeys(raw), lock };
}

/** A file of the album as it ships: `virtualName` is what the app asks for, under `private/<slug>/`. */
export async function sealedFile(
  { raw, keys }: Pick<VaultSeal, 'raw' | 'keys'>,
  virtualName: string,
  bytes: Uint8Array,
): Promise<{ fileName: string; source: Uint8Array }> {
  return { fileName: `${SEALED_FOLDER}/${await sealedName(keys.names, virtualName)}`, source: seal(raw, bytes) };
}

/** The id a photo of the album goes by in the app (`<slug>.<sealed name>`): its own id would name its file. */
export const sealedId = async (keys: VaultKeys, slug: string, id: string): Promise<string> =>
  vaultPhotoId(slug, await sealedName(keys.names, `photo ${id}`));
