// Opening a private album with the keys a device remembers: opened, forgotten when they name no file of the album any
// more (it was given a new key), kept when the way failed (the network), so the next visit opens it again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lock } from '../../../../src/lib/private/lock';
import type { VaultKeys } from '../../../../src/lib/private/names';
import type { VaultManifest } from '../../../../src/lib/private/vault';

const keyring = vi.hoisted(() => ({
  recallKeys: vi.fn<(slug: string) => Promise<unknown>>(),
  rememberKeys: vi.fn<(slug: string, keys: unknown) => Promise<void>>(),
  forgetKeys: vi.fn<(slug: string) => Promise<void>>(),
}));
vi.mock('../../../../src/lib/private/keyring', () => keyring);
vi.mock('../../../../src/worker/unlock.client', () => ({ openWithPassword: vi.fn() }));
vi.mock('../../../../src/worker/vault-sw.client', () => ({
  openVault: vi.fn(() => Promise.resolve()),
  forgetVault: vi.fn(),
  VaultUnavailable: class extends Error {},
}));

const { recall } = await import('../../../../src/app/private/open-vault');

const KEYS = { content: {}, names: {} } as unknown as VaultKeys;
const LOCK: Lock = {
  v: 1,
  kdf: { name: 'argon2id', memoryKiB: 8, iterations: 1, parallelism: 1 },
  salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
  wraps: [],
};
const VAULT = { slug: 'family', lock: LOCK };
const MANIFEST: VaultManifest = {
  album: { folder: 'family', slug: 'family', title: 'Summer at the lake', cover: 'family.00' },
  photos: [],
};

beforeEach(() => {
  keyring.recallKeys.mockResolvedValue(KEYS);
  keyring.forgetKeys.mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('recall', () => {
  it('opens the album with the kept keys, its manifest fetched through the service worker', async () => {
    const fetched = vi.fn<(url: string) => Promise<Response>>(() => Promise.resolve(Response.json(MANIFEST)));
    vi.stubGlobal('fetch', fetched);
    await expect(recall(VAULT)).resolves.toEqual(MANIFEST);
    expect(fetched.mock.calls[0]?.[0]).toMatch(/\/private\/family\/[^/]+$/);
    expect(keyring.forgetKeys).not.toHaveBeenCalled();
  });

  it('asks nothing of the network when no keys are kept', async () => {
    keyring.recallKeys.mockResolvedValue(null);
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    await expect(recall(VAULT)).resolves.toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('forgets keys that name no file of the album, and asks for the password', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 404 })));
    await expect(recall(VAULT)).resolves.toBeNull();
    expect(keyring.forgetKeys).toHaveBeenCalledWith('family');
  });

  it('keeps the keys when the way failed, and says the album could not be opened', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(recall(VAULT)).resolves.toBe('failed');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 503 })));
    await expect(recall(VAULT)).resolves.toBe('failed');
    expect(keyring.forgetKeys).not.toHaveBeenCalled();
  });
});
