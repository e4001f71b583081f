// @vitest-environment node
// A private album's formats end to end: what the build seals with Node's crypto (scripts/private/seal.ts) opens with
// WebCrypto as the browser does (src/lib/private/lock.ts, sealed.ts), with any of its passwords and no other.
import { describe, expect, it, vi } from 'vitest';
import type * as HashWasm from 'hash-wasm';
import { createHmac, hkdfSync } from 'node:crypto';
import { KDF, makeLock, newContentKey, seal } from '../../../scripts/private/seal';
import { sealedName, vaultKeys } from '../../../src/lib/private/names';
import { deriveKey, openLock, readLock, type Kdf } from '../../../src/lib/private/lock';
import { openSealed, SealedFileError } from '../../../src/lib/private/sealed';

// Every derivation counted: a visitor waits for each.
const derivations = vi.hoisted(() => ({ count: 0 }));
vi.mock('hash-wasm', async (original) => {
  const real = await original<typeof HashWasm>();
  return {
    ...real,
    argon2id: (options: Parameters<typeof real.argon2id>[0]) => {
      derivations.count += 1;
      return real.argon2id(options);
    },
  };
});

// Argon2id at its cheapest: these tests check the format, not the cost, which the one test of KDF pays once.
const CHEAP: Kdf = { name: 'argon2id', memoryKiB: 64, iterations: 1, parallelism: 1 };
// The content key as the browser holds it, from the album's keys.
const contentKey = async (raw: Uint8Array) => (await vaultKeys(raw)).content;
const photo = new TextEncoder().encode('the bytes of a photo, or of any file of the album');

describe('sealed files', () => {
  it('opens with WebCrypto what the build sealed with Node', async () => {
    const raw = newContentKey();
    const opened = await openSealed(await contentKey(raw), seal(raw, photo));
    expect(opened).toEqual(photo);
  });

  it('seals the same bytes differently each time, with a fresh nonce', () => {
    const raw = newContentKey();
    expect(Buffer.from(seal(raw, photo)).equals(Buffer.from(seal(raw, photo)))).toBe(false);
  });

  it.each([
    ['the version byte', 0],
    ['the nonce', 5],
    ['the ciphertext', 20],
    ['the tag', -1],
  ])('refuses a file with a byte of %s changed, with a SealedFileError', async (_, at) => {
    const raw = newContentKey();
    const sealed = seal(raw, photo);
    const index = at < 0 ? sealed.length + at : at;
    sealed[index] = (sealed[index] ?? 0) ^ 1;
    await expect(openSealed(await contentKey(raw), sealed)).rejects.toBeInstanceOf(SealedFileError);
  });

  it('refuses a file sealed under another album’s key, and one cut short', async () => {
    const key = await contentKey(newContentKey());
    const sealed = seal(newContentKey(), photo);
    await expect(openSealed(key, sealed)).rejects.toThrow(SealedFileError);
    await expect(openSealed(key, sealed.slice(0, 20))).rejects.toThrow(SealedFileError);
  });
});

describe('locks', () => {
  it('opens the one content key with each of the album’s passwords', async () => {
    const raw = newContentKey();
    const { lock } = await makeLock(raw, ['first passphrase', 'second passphrase'], CHEAP);
    expect(lock.wraps).toHaveLength(2);
    expect(await openLock(lock, 'first passphrase')).toEqual(raw);
    expect(await openLock(lock, 'second passphrase')).toEqual(raw);
  });

  it('gives null for a wrong password, not an exception', async () => {
    const { lock } = await makeLock(newContentKey(), ['the right one'], CHEAP);
    expect(await openLock(lock, 'the wrong one')).toBeNull();
  });

  it('reads back from JSON as it was written, and opens', async () => {
    const raw = newContentKey();
    const { lock } = await makeLock(raw, ['a passphrase'], CHEAP);
    const read = readLock(JSON.parse(JSON.stringify(lock)));
    expect(read).toEqual(lock);
    expect(read && (await openLock(read, 'a passphrase'))).toEqual(raw);
  });

  it('refuses JSON that is no lock it can open: another version, an unbounded cost, a short salt', async () => {
    const { lock } = await makeLock(newContentKey(), ['a passphrase'], CHEAP);
    const wrap = lock.wraps[0];
    expect(readLock({ ...lock, v: 2 })).toBeNull();
    expect(readLock({ ...lock, kdf: { ...lock.kdf, memoryKiB: 2 ** 40 } })).toBeNull();
    expect(readLock({ ...lock, salt: 'AAAA' })).toBeNull();
    expect(readLock({ ...lock, wraps: [{ ...wrap, nonce: 'AAAA' }] })).toBeNull();
    expect(readLock({ ...lock, wraps: [] })).toBeNull();
    expect(readLock('not a lock')).toBeNull();
  });

  it('opens with a password typed in another Unicode form (NFC)', async () => {
    const raw = newContentKey();
    const { lock } = await makeLock(raw, ['caf\u00e9 au lait'], CHEAP);
    expect(await openLock(lock, 'cafe\u0301 au lait')).toEqual(raw);
  });

  it('salts every lock of an album alike, from its content key, and another album’s otherwise', async () => {
    const raw = newContentKey();
    const first = await makeLock(raw, ['a passphrase'], CHEAP);
    const again = await makeLock(raw, ['a passphrase'], CHEAP);
    const other = await makeLock(newContentKey(), ['a passphrase'], CHEAP);
    expect(again.lock.salt).toBe(first.lock.salt);
    expect(again.keys).toEqual(first.keys);
    expect(again.lock.wraps[0]?.nonce).not.toBe(first.lock.wraps[0]?.nonce);
    expect(other.lock.salt).not.toBe(first.lock.salt);
    expect(other.keys).not.toEqual(first.keys);
  });

  it('derives a 32-byte key with the shipped cost, as written in the lock', async () => {
    const raw = newContentKey();
    const { lock } = await makeLock(raw, ['the shipped cost']);
    expect(lock.kdf).toEqual(KDF);
    expect(await openLock(lock, 'the shipped cost')).toEqual(raw);
    expect(await deriveKey('x', new Uint8Array(16), CHEAP)).toHaveLength(32);
  });

  it("rejects, with hash-wasm's reason, when the build's derivation thread cannot derive", async () => {
    await expect(makeLock(newContentKey(), ['a passphrase'], { ...CHEAP, memoryKiB: 1 })).rejects.toThrow(/memory/i);
  });

  it('opens with the last of three passwords, or refuses a wrong one, after one derivation', async () => {
    const raw = newContentKey();
    const { lock } = await makeLock(raw, ['first family', 'second family', 'third family'], CHEAP);
    derivations.count = 0;
    expect(await openLock(lock, 'third family')).toEqual(raw);
    expect(await openLock(lock, 'no family')).toBeNull();
    expect(derivations.count).toBe(2);
  });

  it('stops before deriving once its signal is aborted', async () => {
    const { lock } = await makeLock(newContentKey(), ['a passphrase'], CHEAP);
    await expect(openLock(lock, 'a passphrase', AbortSignal.abort())).rejects.toThrow();
  });
});

describe('sealed names', () => {
  const named = async (raw: Uint8Array, name: string) => sealedName((await vaultKeys(raw)).names, name);

  it('names a file alike on every build under one key, differently under another, and says nothing', async () => {
    const key = newContentKey();
    const name = await named(key, 'cup-480.avif');
    expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(await named(key, 'cup-480.avif')).toBe(name);
    expect(await named(key, 'cup-960.avif')).not.toBe(name);
    expect(await named(newContentKey(), 'cup-480.avif')).not.toBe(name);
  });

  it('is HMAC-SHA-256 under an HKDF key drawn from the content key, as Node computes it', async () => {
    const key = newContentKey();
    const nameKey = hkdfSync('sha256', key, new Uint8Array(0), 'portfolio private album: file names', 32);
    const expected = createHmac('sha256', Buffer.from(nameKey)).update('cafe\u0301.jpg'.normalize('NFC')).digest('hex');
    expect(await named(key, 'cafe\u0301.jpg')).toBe(expected.slice(0, 32));
  });

  it('opens a file sealed under the content key with the keys made from it', async () => {
    const key = newContentKey();
    const keys = await vaultKeys(key);
    expect(await openSealed(keys.content, seal(key, Uint8Array.of(1, 2, 3)))).toEqual(Uint8Array.of(1, 2, 3));
  });
});
