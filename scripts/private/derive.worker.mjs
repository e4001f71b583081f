// Worker-thread realm of the build's key derivation (seal.ts): Argon2id over each set of options it is handed, one
// after another. hash-wasm holds its thread for the whole derivation, which here runs beside Vite's bundling.
import { argon2id } from 'hash-wasm';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {import('hash-wasm').IArgon2Options[]} */
const derivations = workerData;
const keys = [];
// One after another: each derivation holds its memory.
for (const options of derivations) keys.push(await argon2id(options));
parentPort?.postMessage(keys);
