// Types only, both realms: the messages between a page and the vault service worker (vault.sw.ts), which opens a
// private album's files at their virtual addresses with the keys a page hands it.
import type { VaultKeys } from '../lib/private/names';

/** What a page tells the service worker: an album's keys to keep, or an album to forget. */
export type VaultPageMessage =
  { type: 'vault-keys'; slug: string; keys: VaultKeys } | { type: 'vault-forget'; slug: string };

/** What the service worker asks each page, with a port to answer on, when it lost an album's keys. */
export interface VaultKeyWanted {
  type: 'vault-key-wanted';
  slug: string;
}

/** A page's answer on that port: the album's keys, or null when it holds none. */
export interface VaultKeyReply {
  keys: VaultKeys | null;
}
