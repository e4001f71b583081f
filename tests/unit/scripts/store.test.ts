// @vitest-environment node
// The cache's one way to write (scripts/photos/derivatives.ts store): whole files under good names, however many
// writes of one key run at once, as when one photo sits in two albums.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { store } from '../../../scripts/photos/derivatives';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('stores one key written many times at once, leaving one whole file and nothing aside', async () => {
  const bytes = new Uint8Array(64 * 1024).fill(7);
  await Promise.all(Array.from({ length: 8 }, () => store(dir, 'photo-480.avif', bytes)));
  expect(readdirSync(dir)).toEqual(['photo-480.avif']);
  expect(readFileSync(join(dir, 'photo-480.avif')).equals(Buffer.from(bytes))).toBe(true);
});
