// @vitest-environment node
// The build's .br and .gz: the bytes zlib writes at its top levels, kept on disk by their content and read back by a
// later build instead of compressed again, and still made when the cache cannot be written; what no build has used
// for a month is dropped, the folder read for it at most once a day.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressed, pruneCompressed } from '../../../scripts/vite/precompressed';

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

  it('drops what no build has used for a month, keeping what one used again, at most once a day', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await compressed(PAGE, 'br', cacheDir);
    await compressed(`${PAGE}!`, 'br', cacheDir);
    const [used, left] = readdirSync(cacheDir).map((name) => join(cacheDir, name));
    const longAgo = new Date(now - 40 * day);
    for (const file of [used, left]) utimesSync(file ?? '', longAgo, longAgo);
    // A build reads one of them again.
    const usedBytes = readFileSync(used ?? '');
    const usedText = brotliDecompressSync(usedBytes).toString();
    await compressed(usedText, 'br', cacheDir);
    expect(statSync(used ?? '').mtimeMs).toBeGreaterThan(now - day);

    await pruneCompressed(cacheDir, now);
    expect(readdirSync(cacheDir).sort()).toEqual(['.pruned', used?.split('/').pop()].sort());
    // Within a day of that, the folder is not read again: an old file stays until the next day's pruning.
    writeFileSync(left ?? '', 'old');
    utimesSync(left ?? '', longAgo, longAgo);
    await pruneCompressed(cacheDir, now + day / 2);
    expect(readdirSync(cacheDir)).toHaveLength(3);
    await pruneCompressed(cacheDir, now + day + 1);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it('prunes a cache that is not there without complaint', async () => {
    await expect(pruneCompressed(join(cacheDir, 'none'))).resolves.toBeUndefined();
  });
});
