// A private album's formats and their opening side: the lock that wraps the album's content key under each password,
// and the sealed file, AES-256-GCM under that key. Pure: WebCrypto and hash-wasm only, so window, worker and Node
// (which seals, in scripts/private/seal.ts) all read and derive alike.
import { argon2id } from 'hash-wasm';

/** Argon2id's cost, shipped in the lock beside the salts so a later build can raise it without breaking old locks. */
export interface Kdf {
  name: 'argon2id';
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/** The album's content key wrapped under one password: AES-256-GCM with the password's Argon2id key. */
export interface Wrap {
  /** Base64 of the random salt Argon2id stretches this password with. */
  salt: string;
  /** Base64 of the AES-GCM nonce. */
  nonce: string;
  /** Base64 of the content key encrypted under the password's key, the GCM tag at its end. */
  key: string;
}

/**
 * What a private album publishes, as JSON: one wrap per password, any of which opens the one content key every file
 * of the album is sealed with. A new password adds a wrap; nothing sealed changes.
 */
export interface Lock {
  v: 1;
  kdf: Kdf;
  wraps: Wrap[];
}

export const KEY_BYTES = 32;
export const SALT_BYTES = 16;
export const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A sealed file: this version byte, a random nonce, then the AES-256-GCM ciphertext with its tag. The version byte is
 * the GCM additional data too, so it cannot be changed unnoticed. No album name is bound in: each album has its own
 * key, so a file moved to another album fails to open anyway.
 */
export const SEALED_VERSION = 1;
const SEALED_HEADER_BYTES = 1 + NONCE_BYTES;

// A lock comes from the network: cost parameters past these are refused rather than left to stall or crash a phone.
const KDF_LIMITS = { memoryKiB: 1024 * 1024, iterations: 64, parallelism: 16 } as const;

/** A sealed file that cannot be opened: damaged, altered, of a later version, or sealed under another key. */
export class SealedFileError extends Error {
  constructor(reason: string) {
    super(`The sealed file cannot be opened: ${reason}.`);
    this.name = 'SealedFileError';
  }
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** The bytes of a base64 text; null when it is not base64. */
function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The 32-byte key Argon2id stretches a password to; NFC first, so a password typed on any keyboard derives alike. */
export async function deriveKey(password: string, salt: Uint8Array, kdf: Kdf): Promise<Uint8Array<ArrayBuffer>> {
  const hash = await argon2id({
    password: password.normalize('NFC'),
    salt,
    memorySize: kdf.memoryKiB,
    iterations: kdf.iterations,
    parallelism: kdf.parallelism,
    hashLength: KEY_BYTES,
    outputType: 'binary',
  });
  return new Uint8Array(hash);
}

const isCount = (value: unknown, most: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= most;

const isBase64Of = (value: unknown, length: number) =>
  typeof value === 'string' && fromBase64(value)?.length === length;

/** A lock read from JSON, if it is one this code can open: the version, the KDF's bounds and each wrap's sizes. */
export function readLock(value: unknown): Lock | null {
  if (typeof value !== 'object' || value === null) return null;
  const { v, kdf, wraps } = value as Partial<Record<keyof Lock, unknown>>;
  if (v !== 1 || typeof kdf !== 'object' || kdf === null || !Array.isArray(wraps) || wraps.length === 0) return null;
  const { name, memoryKiB, iterations, parallelism } = kdf as Partial<Record<keyof Kdf, unknown>>;
  const kdfOk =
    name === 'argon2id' &&
    isCount(memoryKiB, KDF_LIMITS.memoryKiB) &&
    isCount(iterations, KDF_LIMITS.iterations) &&
    isCount(parallelism, KDF_LIMITS.parallelism);
  if (!kdfOk) return null;
  const wrapsOk = wraps.every((wrap: unknown) => {
    if (typeof wrap !== 'object' || wrap === null) return false;
    const { salt, nonce, key } = wrap as Partial<Record<keyof Wrap, unknown>>;
    return isBase64Of(salt, SALT_BYTES) && isBase64Of(nonce, NONCE_BYTES) && isBase64Of(key, KEY_BYTES + TAG_BYTES);
  });
  if (!wrapsOk) return null;
  return {
    v,
    kdf: { name, memoryKiB, iterations, parallelism },
    wraps: (wraps as Wrap[]).map(({ salt, nonce, key }) => ({ salt, nonce, key })),
  };
}

const aesKey = (raw: Uint8Array<ArrayBuffer>, extractable: boolean) =>
  globalThis.crypto.subtle.importKey('raw', raw, 'AES-GCM', extractable, ['decrypt']);

/**
 * The album's raw content key, or null when the password opens none of the lock's wraps. Each wrap has its own salt,
 * so each costs one derivation: a wrong password costs one per wrap. `signal` stops between derivations.
 */
export async function openLock(lock: Lock, password: string, signal?: AbortSignal): Promise<Uint8Array | null> {
  for (const wrap of lock.wraps) {
    signal?.throwIfAborted();
    const [salt, nonce, wrapped] = [fromBase64(wrap.salt), fromBase64(wrap.nonce), fromBase64(wrap.key)];
    if (!salt || !nonce || !wrapped) continue;
    const key = await aesKey(await deriveKey(password, salt, lock.kdf), false);
    try {
      const raw = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, wrapped);
      if (raw.byteLength === KEY_BYTES) return new Uint8Array(raw);
    } catch {
      // GCM's tag did not match: another password's wrap, or a wrong password. Try the next.
    }
  }
  return null;
}

/**
 * The content key for opening files. Non-extractable unless asked: a CryptoKey kept in IndexedDB for "Remember on
 * this device" need not be, as IndexedDB stores the key itself.
 */
export const importContentKey = (raw: Uint8Array, extractable = false): Promise<CryptoKey> =>
  aesKey(new Uint8Array(raw), extractable);

/** The bytes of one sealed file; a SealedFileError, never a bare DOMException, when they cannot be had. */
export async function openSealed(contentKey: CryptoKey, bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.length < SEALED_HEADER_BYTES + TAG_BYTES) throw new SealedFileError('it is too short');
  if (bytes[0] !== SEALED_VERSION)
    throw new SealedFileError(`its format (${String(bytes[0])}) is not one this site reads`);
  const header = bytes.slice(0, 1);
  const nonce = bytes.slice(1, SEALED_HEADER_BYTES);
  const body = bytes.slice(SEALED_HEADER_BYTES);
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: nonce, additionalData: header },
      contentKey,
      body,
    );
    return new Uint8Array(plain);
  } catch {
    throw new SealedFileError('it was altered or damaged, or sealed under another key');
  }
}
