// @vitest-environment node
// The build's .br and .gz: the bytes zlib writes at its top levels, kept on disk by their content and read back by a
// later build instead of compressed again, and still made when the cache cannot be written.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressed } from '../../../scripts/vite/precompressed';

const PAGE = '<!doctype html><title>Harbour at dawn</title>'.repeat(200);

describe('compressed', () => {
  let cacheDir = '';
  beforeEach(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'compressed-'));
  });
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

  it("writes what zlib writes at its top levels, which decompresses to the file's bytes", async () => {
    const br = await compressed(PAGE, 'br', cacheDir);
    const gz = await compressed(new TextEncoder().encode(PAGE), 'gz', cacheDir);
    expect(brotliDecompressSync(br).toString()).toBe(PAGE);
    expect(gunzipSync(gz).toString()).toBe(PAGE);
    const top = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
    expect(br.equals(brotliCompressSync(PAGE, top))).toBe(true);
    expect(gz.equals(gzipSync(PAGE, { level: constants.Z_BEST_COMPRESSION }))).toBe(true);
    expect(br.length).toBeLessThan(PAGE.length / 10);
  });

  it('keeps each encoding of each content once, and reads it back instead of compressing again', async () => {
    await compressed(PAGE, 'br', cacheDir);
    await compressed(PAGE, 'gz', cacheDir);
    await compressed(PAGE, 'br', cacheDir);
    const kept = readdirSync(cacheDir);
    expect(kept.filter((name) => name.endsWith('.br'))).toHaveLength(1);
    expect(kept.filter((name) => name.endsWith('.gz'))).toHaveLength(1);
    // What a later build finds under the content's name is what it ships.
    const brFile = join(cacheDir, kept.find((name) => name.endsWith('.br')) ?? '');
    writeFileSync(brFile, 'kept by an earlier build');
    expect((await compressed(PAGE, 'br', cacheDir)).toString()).toBe('kept by an earlier build');
    // Another content is another name.
    expect(brotliDecompressSync(await compressed(`${PAGE}.`, 'br', cacheDir)).toString()).toBe(`${PAGE}.`);
    expect(readdirSync(cacheDir)).toHaveLength(3);
  });

  it('still compresses when the cache cannot be written', async () => {
    const blocked = join(cacheDir, 'a-file');
    writeFileSync(blocked, '');
    const br = await compressed(PAGE, 'br', join(blocked, 'cache'));
    expect(brotliDecompressSync(br).toString()).toBe(PAGE);
    expect(readFileSync(blocked, 'utf8')).toBe('');
  });
});
