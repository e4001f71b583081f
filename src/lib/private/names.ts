// A private album's keys as every realm holds them, and the names its files ship under: the build names each file,
// and the service worker finds it, with this one function, so the two cannot drift apart.

/**
 * What opening an album gives: the content key, which opens its files, and the names key, which HKDF draws from it so
 * a file's name says nothing of the content key. Both non-extractable unless asked, and both structured-cloneable, so
 * they pass to the service worker and into IndexedDB as they are.
 */
export interface VaultKeys {
  content: CryptoKey;
  names: CryptoKey;
}

/**
 * Whether a value (from IndexedDB, or a message) is an album's keys: a pair of CryptoKeys for what each one does. A key
 * for anything else would only fail later, further from its cause.
 */
export function isVaultKeys(value: unknown): value is VaultKeys {
  if (typeof value !== 'object' || value === null || typeof CryptoKey === 'undefined') return false;
  const { content, names } = value as Partial<Record<keyof VaultKeys, unknown>>;
  return (
    content instanceof CryptoKey &&
    content.algorithm.name === 'AES-GCM' &&
    content.usages.includes('decrypt') &&
    names instanceof CryptoKey &&
    names.algorithm.name === 'HMAC' &&
    names.usages.includes('sign')
  );
}

const NAMES_INFO = new TextEncoder().encode('portfolio private album: file names');
// 128 bits of HMAC, in hex: no two files of an album collide, and the name says nothing of the original.
const NAME_HEX = 32;

/** The album's keys from its raw 32-byte content key. */
export async function vaultKeys(raw: Uint8Array, extractable = false): Promise<VaultKeys> {
  const { subtle } = globalThis.crypto;
  const bytes = new Uint8Array(raw);
  const content = await subtle.importKey('raw', bytes, 'AES-GCM', extractable, ['decrypt']);
  const base = await subtle.importKey('raw', bytes, 'HKDF', false, ['deriveKey']);
  const names = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: NAMES_INFO },
    base,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
  return { content, names };
}

/**
 * The name a file of the album ships under (`sealed/<name>`): HMAC-SHA-256 of the name it is asked for by, in hex.
 * The same key gives the same name each build, so caches and links hold.
 */
export async function sealedName(names: CryptoKey, originalName: string): Promise<string> {
  const mac = await globalThis.crypto.subtle.sign(
    'HMAC',
    names,
    new TextEncoder().encode(originalName.normalize('NFC')),
  );
  let hex = '';
  for (const byte of new Uint8Array(mac, 0, NAME_HEX / 2)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
