// The build's side of a private album: a random content key, the lock that wraps it under each password, each file
// sealed under it with Node's AES-256-GCM, and opaque stable names; src/lib/private/ (lock.ts, sealed.ts)
// opens what this makes.
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { argon2Options, SALT_BYTES, type Kdf, type Lock, type Wrap } from '../../src/lib/private/lock.ts';
import { KEY_BYTES, NONCE_BYTES, SEALED_VERSION, toBase64 } from '../../src/lib/private/sealed.ts';
import { threadAnswer } from './thread-answer.ts';

/**
 * Argon2id's cost for new locks: as much memory times passes as a phone's worker derives within the ceiling,
 * which costs a desktop core more than its floor a guess (figures in the commit that chose it). One lane: hash-wasm runs
 * lanes one after another, so more would slow the visitor and not an attacker. Old locks keep their own cost.
 */
export const KDF: Kdf = { name: 'argon2id', memoryKiB: 46 * 1024, iterations: 3, parallelism: 1 };

/** A new album's content key. Keep it between builds: a new one re-seals every file and renames them all. */
export const newContentKey = (): Uint8Array => new Uint8Array(randomBytes(KEY_BYTES));

function encrypt(key: Uint8Array, nonce: Uint8Array, plain: Uint8Array, additionalData?: Uint8Array): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  if (additionalData) cipher.setAAD(additionalData);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** Each password's key, derived in a worker thread (derive.worker.mjs), so Vite goes on bundling meanwhile. */
function derivedKeys(passwords: readonly string[], salt: Uint8Array, kdf: Kdf): Promise<Uint8Array[]> {
  const derivations = passwords.map((password) => argon2Options(password, salt, kdf));
  return threadAnswer(new URL('./derive.worker.mjs', import.meta.url), derivations, 'the key derivation');
}

/** A lock as the build makes it: what ships, and each password's key, in the passwords' order, which never ships. */
export interface MadeLock {
  lock: Lock;
  keys: Uint8Array[];
}

/**
 * The album's salt, drawn from its content key: the same from one build to the next, so a password's key is too (the
 * build keeps its strength check's verdict under it), and another album's is another. It tells nothing of the key.
 */
const saltOf = (contentKey: Uint8Array): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', contentKey, new Uint8Array(0), 'private album lock salt', SALT_BYTES));

/**
 * The lock for an album: the content key wrapped under each password's Argon2id key, one salt for all. The nonces are
 * fresh each call, so a lock made again from the same passwords differs but opens alike.
 */
export async function makeLock(
  contentKey: Uint8Array,
  passwords: readonly string[],
  kdf: Kdf = KDF,
): Promise<MadeLock> {
  if (contentKey.length !== KEY_BYTES) throw new Error('A content key is 32 bytes.');
  if (passwords.length === 0) throw new Error('A lock needs at least one password.');
  const salt = saltOf(contentKey);
  const keys = await derivedKeys(passwords, salt, kdf);
  const wraps: Wrap[] = keys.map((key) => {
    const nonce = randomBytes(NONCE_BYTES);
    return { nonce: toBase64(nonce), key: toBase64(encrypt(key, nonce, contentKey)) };
  });
  return { lock: { v: 1, kdf: { ...kdf }, salt: toBase64(salt), wraps }, keys };
}

/** One file sealed under the album's content key: version byte, random nonce, ciphertext and tag. */
export function seal(contentKey: Uint8Array, bytes: Uint8Array): Uint8Array {
  const header = Uint8Array.of(SEALED_VERSION);
  const nonce = randomBytes(NONCE_BYTES);
  return new Uint8Array(Buffer.concat([header, nonce, encrypt(contentKey, nonce, bytes, header)]));
}
