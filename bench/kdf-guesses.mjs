// One password guess after another through the site's own deriveKey, each timed: the same code runs in Node and,
// bundled, in the pages and the dedicated worker of the bench's Chromium (bench/kdf.mjs).
import { deriveKey } from '../src/lib/private/lock.ts';

/**
 * `guesses` derivations with `kdf`, each with a fresh random salt as a guess against another lock would have:
 * milliseconds each, in order. The first includes compiling hash-wasm's WebAssembly, as a visitor's first does.
 */
export async function timeGuesses(kdf, guesses) {
  const times = [];
  for (let guess = 0; guess < guesses; guess += 1) {
    const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
    const start = performance.now();
    await deriveKey(`guess ${String(guess)}`, salt, kdf);
    times.push(performance.now() - start);
  }
  return times;
}

// In a worker: one request, one reply, so the page waits for the times and measures nothing itself.
const workerScope = globalThis.WorkerGlobalScope;
if (workerScope && globalThis instanceof workerScope)
  globalThis.onmessage = async ({ data }) => globalThis.postMessage(await timeGuesses(data.kdf, data.guesses));
