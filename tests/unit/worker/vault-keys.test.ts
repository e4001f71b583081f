// @vitest-environment node
// The vault service worker's memory of keys (src/worker/vault-keys.ts): kept and forgotten as pages say, and asked of
// the open pages over a MessageChannel when the browser stopped the worker and it lost them.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newContentKey } from '../../../scripts/private/seal';
import { vaultKeys, type VaultKeys } from '../../../src/lib/private/names';
import { askForKeys, keyHolder, type KeyClient } from '../../../src/worker/vault-keys';

let keys: VaultKeys;
beforeAll(async () => {
  keys = await vaultKeys(newContentKey());
});

/** A page that answers on the port it is handed, as vault-sw.client.ts does; or never, if it holds nothing to say. */
function page(answer: 'keys' | 'none' | 'silent') {
  const asked: unknown[] = [];
  const client: KeyClient = {
    postMessage(message, [port]) {
      asked.push(message);
      if (!(port instanceof MessagePort) || answer === 'silent') return;
      port.postMessage({ keys: answer === 'keys' ? keys : null });
      port.close();
    },
  };
  return { client, asked };
}

describe('askForKeys', () => {
  it('asks each page for the album by slug and takes the keys one answers with', async () => {
    const [empty, holder] = [page('none'), page('keys')];
    const found = await askForKeys('family', [empty.client, holder.client], 1000);
    expect(found?.content).toBeInstanceOf(CryptoKey);
    expect(found?.names.algorithm.name).toBe('HMAC');
    expect(holder.asked).toEqual([{ type: 'vault-key-wanted', slug: 'family' }]);
  });

  it('gives null as soon as every page said it holds none', async () => {
    const started = performance.now();
    expect(await askForKeys('family', [page('none').client, page('none').client], 5000)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('gives null once the time is up when no page answers, or there is no page', async () => {
    const started = performance.now();
    expect(await askForKeys('family', [page('silent').client], 50)).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(await askForKeys('family', [], 50)).toBeNull();
  });
});

describe('keyHolder', () => {
  it('keeps the keys a page hands over, asking no page for them', async () => {
    const listClients = vi.fn(() => Promise.resolve([page('keys').client]));
    const holder = keyHolder(listClients, 50);
    holder.receive({ type: 'vault-keys', slug: 'family', keys });
    expect(await holder.keysFor('family')).toBe(keys);
    expect(listClients).not.toHaveBeenCalled();
  });

  it('asks the pages once for a grid of misses, and keeps what they give', async () => {
    const tab = page('keys');
    const listClients = vi.fn(() => Promise.resolve([tab.client]));
    const holder = keyHolder(listClients, 1000);
    const found = await Promise.all([holder.keysFor('family'), holder.keysFor('family'), holder.keysFor('family')]);
    expect(found.every((each) => each?.content instanceof CryptoKey)).toBe(true);
    await holder.keysFor('family');
    expect(tab.asked).toHaveLength(1);
  });

  it('forgets an album when a page says so, and asks again', async () => {
    const listClients = vi.fn(() => Promise.resolve([page('none').client]));
    const holder = keyHolder(listClients, 50);
    holder.receive({ type: 'vault-keys', slug: 'family', keys });
    holder.receive({ type: 'vault-forget', slug: 'family' });
    expect(await holder.keysFor('family')).toBeNull();
    expect(listClients).toHaveBeenCalledOnce();
  });

  it('ignores a message that is not a page’s, and keys that are not a pair of CryptoKeys', async () => {
    const holder = keyHolder(() => Promise.resolve([]), 20);
    holder.receive({ type: 'vault-keys', slug: 'family', keys: { content: 'a', names: 'b' } });
    holder.receive('vault-keys');
    holder.receive(null);
    expect(await holder.keysFor('family')).toBeNull();
  });
});
