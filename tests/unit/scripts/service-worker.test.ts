// @vitest-environment node
// /sw.js as the build makes it (scripts/vite/service-worker.ts): the vault service worker in one classic script, with
// nothing of the lock's key stretching in it.
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bundleServiceWorker } from '../../../scripts/vite/service-worker';

describe('the service worker bundle', () => {
  it('is one classic script, importing nothing, with no Argon2id (hash-wasm) in it', async () => {
    const code = await bundleServiceWorker(process.cwd());
    // A classic script: an import or export statement would not parse.
    expect(() => new Script(code)).not.toThrow();
    expect(code).not.toMatch(/\bimport\s*\(|argon2|WebAssembly/i);
    expect(code).toContain('vault-key-wanted');
    expect(code).toContain('private/');
  }, 30_000); // a build of its own: seconds on a busy machine
});
