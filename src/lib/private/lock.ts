// A private album's lock: the album's content key wrapped under each password's Argon2id key, read from JSON and
// opened. Pure: WebCrypto and hash-wasm only, so window, worker and Node (which locks, in scripts/private/seal.ts)
// derive alike.
import { argon2id } from 'hash-wasm';
import { fromBase64, KEY_BYTES, NONCE_BYTES, TAG_BYTES } from './sealed.ts'; // with its extension: the build runs this in Node

/** Argon2id's cost, shipped in the lock beside the salt so a later build can raise it without breaking old locks. */
export interface Kdf {
  name: 'argon2id';
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/** The album's content key wrapped under one password: AES-256-GCM with the password's Argon2id key. */
export interface Wrap {
  /** Base64 of the AES-GCM nonce. */
  nonce: string;
  /** Base64 of the content key encrypted under the password's key, the GCM tag at its end. */
  key: string;
}

/**
 * What a private album publishes, as JSON: one wrap per password, any of which opens the one content key every file
 * of the album is sealed with. A new password adds a wrap; nothing sealed changes. One salt for every password: a
 * visitor's guess costs one derivation whichever password they hold (with a salt each, the k-th password's holder
 * would wait k), and an attacker's costs the same one, tried against every wrap.
 */
export interface Lock {
  v: 1;
  kdf: Kdf;
  /** Base64 of the salt Argon2id stretches each password with, the album's own (scripts/private/seal.ts). */
  salt: string;
  wraps: Wrap[];
}

export const SALT_BYTES = 16;

// A lock comes from the network: cost parameters past these are refused rather than left to stall or crash a phone.
const KDF_LIMITS = { memoryKiB: 1024 * 1024, iterations: 64, parallelism: 16 } as const;

/** Argon2id's input for a password's key; NFC first, so a password typed on any keyboard derives alike. */
export const argon2Options = (password: string, salt: Uint8Array, kdf: Kdf) =>
  ({
    password: password.normalize('NFC'),
    salt,
    memorySize: kdf.memoryKiB,
    iterations: kdf.iterations,
    parallelism: kdf.parallelism,
    hashLength: KEY_BYTES,
    outputType: 'binary',
  }) as const;

/** The 32-byte key Argon2id stretches a password to. */
export async function deriveKey(password: string, salt: Uint8Array, kdf: Kdf): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await argon2id(argon2Options(password, salt, kdf)));
}

const isCount = (value: unknown, most: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= most;

const isBase64Of = (value: unknown, length: number) =>
  typeof value === 'string' && fromBase64(value)?.length === length;

/** A lock read from JSON, if it is one this code can open: the version, the KDF's bounds and each wrap's sizes. */
export function readLock(value: unknown): Lock | null {
  if (typeof value !== 'object' || value === null) return null;
  const { v, kdf, salt, wraps } = value as Partial<Record<keyof Lock, unknown>>;
  if (v !== 1 || typeof kdf !== 'object' || kdf === null || !Array.isArray(wraps) || wraps.length === 0) return null;
  if (!isBase64Of(salt, SALT_BYTES)) return null;
  const { name, memoryKiB, iterations, parallelism } = kdf as Partial<Record<keyof Kdf, unknown>>;
  const kdfOk =
    name === 'argon2id' &&
    isCount(memoryKiB, KDF_LIMITS.memoryKiB) &&
    isCount(iterations, KDF_LIMITS.iterations) &&
    isCount(parallelism, KDF_LIMITS.parallelism);
  if (!kdfOk) return null;
  const wrapsOk = wraps.every((wrap: unknown) => {
    if (typeof wrap !== 'object' || wrap === null) return false;
    const { nonce, key } = wrap as Partial<Record<keyof Wrap, unknown>>;
    return isBase64Of(nonce, NONCE_BYTES) && isBase64Of(key, KEY_BYTES + TAG_BYTES);
  });
  if (!wrapsOk) return null;
  return {
    v,
    kdf: { name, memoryKiB, iterations, parallelism },
    salt: salt as string,
    wraps: (wraps as Wrap[]).map(({ nonce, key }) => ({ nonce, key })),
  };
}

/**
 * The album's raw content key (for `vaultKeys` in names.ts), or null when the password opens none of the lock's
 * wraps: one derivation, then each wrap tried with its key. `signal` stops before the derivation.
 */
export async function openLock(lock: Lock, password: string, signal?: AbortSignal): Promise<Uint8Array | null> {
  signal?.throwIfAborted();
  const salt = fromBase64(lock.salt);
  if (!salt) return null;
  const passwordKey = await deriveKey(password, salt, lock.kdf);
  const key = await globalThis.crypto.subtle.importKey('raw', passwordKey, 'AES-GCM', false, ['decrypt']);
  for (const wrap of lock.wraps) {
    const [nonce, wrapped] = [fromBase64(wrap.nonce), fromBase64(wrap.key)];
    if (!nonce || !wrapped) continue;
    try {
      const raw = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, wrapped);
      if (raw.byteLength === KEY_BYTES) return new Uint8Array(raw);
    } catch {
      // GCM's tag did not match: another password's wrap, or a wrong password. Try the next.
    }
  }
  return null;
}
