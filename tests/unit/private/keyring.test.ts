// @vitest-environment node
// "Remember on this device" (src/lib/private/keyring.ts): an album's keys kept in IndexedDB as CryptoKeys, and nothing
// remembered, never an exception, when the storage is missing, refuses, or holds something else.
import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newContentKey } from '../../../scripts/private/seal';
import { vaultKeys } from '../../../src/lib/private/names';

// The module opens its store once: a fresh copy per test, over a fresh database or none.
async function keyring() {
  vi.resetModules();
  return import('../../../src/lib/private/keyring');
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('keyring', () => {
  it('recalls the keys it remembered, as usable non-extractable CryptoKeys', async () => {
    const { rememberKeys, recallKeys } = await keyring();
    await rememberKeys('family', await vaultKeys(newContentKey()));
    const recalled = await recallKeys('family');
    expect(recalled?.content).toBeInstanceOf(CryptoKey);
    expect(recalled?.content.extractable).toBe(false);
    expect(recalled?.names.algorithm.name).toBe('HMAC');
    expect(await recallKeys('travel')).toBeNull();
  });

  it('remembers across a reload of the page (a fresh module over the same database)', async () => {
    await (await keyring()).rememberKeys('family', await vaultKeys(newContentKey()));
    expect(await (await keyring()).recallKeys('family')).not.toBeNull();
  });

  it('forgets an album', async () => {
    const { rememberKeys, recallKeys, forgetKeys } = await keyring();
    await rememberKeys('family', await vaultKeys(newContentKey()));
    await forgetKeys('family');
    expect(await recallKeys('family')).toBeNull();
  });

  it('recalls null for what is kept but is no pair of keys', async () => {
    const store = createStore('portfolio-keyring', 'album-keys');
    const keys = await vaultKeys(newContentKey());
    await set('text', 'not keys', store);
    await set('swapped', { content: keys.names, names: keys.content }, store);
    await set('half', { content: keys.content }, store);
    const { recallKeys } = await keyring();
    for (const slug of ['text', 'swapped', 'half']) expect(await recallKeys(slug)).toBeNull();
  });

  it.each([
    ['missing', undefined],
    [
      'refusing to open',
      {
        open: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      },
    ],
    [
      'failing as it opens',
      {
        open() {
          const request = { error: new DOMException('broken', 'UnknownError') } as Record<string, unknown>;
          setTimeout(() => (request.onerror as () => void)());
          return request;
        },
      },
    ],
  ])('remembers nothing, and throws nothing, with IndexedDB %s', async (_, factory) => {
    vi.stubGlobal('indexedDB', factory);
    const { rememberKeys, recallKeys, forgetKeys } = await keyring();
    await expect(rememberKeys('family', await vaultKeys(newContentKey()))).resolves.toBeUndefined();
    await expect(recallKeys('family')).resolves.toBeNull();
    await expect(forgetKeys('family')).resolves.toBeUndefined();
  });
});
