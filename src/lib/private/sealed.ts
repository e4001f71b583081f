// A private album's sealed file, AES-256-GCM under the album's content key, and its opening with WebCrypto alone, so
// the service worker that opens files pulls in no key stretching (that is the lock's, in lock.ts).

export const KEY_BYTES = 32;
export const NONCE_BYTES = 12;
export const TAG_BYTES = 16;

/**
 * A sealed file: this version byte, a random nonce, then the AES-256-GCM ciphertext with its tag. The version byte is
 * the GCM additional data too, so it cannot be changed unnoticed. No album name is bound in: each album has its own
 * key, so a file moved to another album fails to open anyway.
 */
export const SEALED_VERSION = 1;
const SEALED_HEADER_BYTES = 1 + NONCE_BYTES;

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
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The bytes of one sealed file; a SealedFileError, never a bare DOMException, when they cannot be had. */
export async function openSealed(contentKey: CryptoKey, bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
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
