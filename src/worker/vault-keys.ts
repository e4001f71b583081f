// The vault service worker's memory of albums' keys, by slug. The browser stops an idle service worker and its memory
// with it, so a key it lacks it asks of the open pages (any of which may hold it) before it calls a file forbidden.
import { isVaultKeys, type VaultKeys } from '../lib/private/names';
import type { VaultKeyReply, VaultKeyWanted, VaultPageMessage } from './vault.contract';

/** A page the service worker can ask: a window Client, or a fake in tests. */
export interface KeyClient {
  postMessage(message: VaultKeyWanted, transfer: Transferable[]): void;
}

// A page that holds the keys answers at once from a Map; a page that never answers (frozen in a background tab, or
// closed meanwhile) must not hold a photo forever.
const ASK_TIMEOUT_MS = 3000;

/** The album's keys from the first page that holds them; null when none does, or none answers in time. */
export function askForKeys(
  slug: string,
  clients: readonly KeyClient[],
  timeoutMs = ASK_TIMEOUT_MS,
): Promise<VaultKeys | null> {
  return new Promise((resolve) => {
    const channels: MessageChannel[] = [];
    let unanswered = clients.length;
    const finish = (keys: VaultKeys | null) => {
      clearTimeout(timer);
      for (const channel of channels) channel.port1.close();
      resolve(keys);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    if (unanswered === 0) return finish(null);
    for (const client of clients) {
      const channel = new MessageChannel();
      channels.push(channel);
      channel.port1.onmessage = ({ data }: MessageEvent<Partial<VaultKeyReply> | undefined>) => {
        if (isVaultKeys(data?.keys)) finish(data.keys);
        else if (--unanswered === 0) finish(null);
      };
      client.postMessage({ type: 'vault-key-wanted', slug }, [channel.port2]);
    }
  });
}

const isPageMessage = (data: unknown): data is VaultPageMessage => {
  if (typeof data !== 'object' || data === null) return false;
  const { type, slug, keys } = data as Partial<Record<'type' | 'slug' | 'keys', unknown>>;
  if (typeof slug !== 'string') return false;
  return type === 'vault-forget' || (type === 'vault-keys' && isVaultKeys(keys));
};

/** The keys held, with `listClients` to ask the pages when one is missing. */
export function keyHolder(listClients: () => Promise<readonly KeyClient[]>, timeoutMs = ASK_TIMEOUT_MS) {
  const held = new Map<string, VaultKeys>();
  // One question per album at a time: a grid of its photos misses at once after a restart.
  const asking = new Map<string, Promise<VaultKeys | null>>();

  return {
    /** A page's message: keys to keep, an album to forget; anything else is ignored. */
    receive(data: unknown): void {
      if (!isPageMessage(data)) return;
      asking.delete(data.slug);
      if (data.type === 'vault-keys') held.set(data.slug, data.keys);
      else held.delete(data.slug);
    },

    keysFor(slug: string): Promise<VaultKeys | null> {
      const kept = held.get(slug);
      if (kept) return Promise.resolve(kept);
      const pending = asking.get(slug);
      if (pending) return pending;
      const asked = listClients()
        .then(
          (clients) => askForKeys(slug, clients, timeoutMs),
          () => null,
        )
        .then((keys) => {
          // Kept only if no page said otherwise meanwhile: a forget during the question wins.
          if (asking.get(slug) === asked) {
            asking.delete(slug);
            if (keys) held.set(slug, keys);
          }
          return keys;
        });
      asking.set(slug, asked);
      return asked;
    },
  };
}
