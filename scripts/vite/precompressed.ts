// The .br and .gz beside every text file of the build, which the server hands out as asked: made by
// vite-plugin-compression2 at the top levels, and kept on disk by their content, so a rebuild compresses only the
// files that changed (brotli's top level is the slowest step of a build whose photos are cached). What no build has
// used for a while is dropped, so the folder does not grow with every change of the site.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type InputType } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { store } from '../photos/derivatives.ts';

const ENCODINGS = {
  br: (bytes: NodeJS.ArrayBufferView) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  gz: (bytes: NodeJS.ArrayBufferView) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};
export type Encoding = keyof typeof ENCODINGS;

// A newer zlib or brotli may write other bytes for the same input: each names its own entries.
const LIBRARIES = `${process.versions.zlib}/${process.versions.brotli}`;

/** `bytes` compressed as `encoding`, read from `cacheDir` when an earlier build made it, else made and kept there. */
export async function compressed(input: InputType, encoding: Encoding, cacheDir: string): Promise<Buffer> {
  const bytes =
    typeof input === 'string' ? Buffer.from(input) : ArrayBuffer.isView(input) ? input : new Uint8Array(input);
  const key = `${createHash('sha256').update(LIBRARIES).update(bytes).digest('hex')}.${encoding}`;
  const file = join(cacheDir, key);
  const kept = await readFile(file).catch(() => null);
  if (kept) {
    // Used again: kept from the pruning.
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return kept;
  }
  const made = await ENCODINGS[encoding](bytes);
  // The cache is a speed-up only: a folder that cannot be written costs the next build the time, not this one.
  await store(cacheDir, key, made).catch(() => undefined);
  return made;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a file no build has used is kept: a site or branch left for a while still rebuilds from the cache. */
const KEPT_UNUSED_MS = 30 * DAY_MS;
/** Names the last pruning by its time; the folder is read whole at most once a day. */
const PRUNED = '.pruned';

/** Drops the files of `cacheDir` that no build has used for a month, at most once a day. */
export async function pruneCompressed(cacheDir: string, now = Date.now()): Promise<void> {
  const marker = join(cacheDir, PRUNED);
  const last = await stat(marker).then(
    (found) => found.mtimeMs,
    () => null,
  );
  if (last !== null && now - last < DAY_MS) return;
  const names = await readdir(cacheDir).catch(() => null);
  if (!names) return;
  for (const name of names) {
    if (name === PRUNED) continue;
    const file = join(cacheDir, name);
    const found = await stat(file).catch(() => null);
    if (found && now - found.mtimeMs > KEPT_UNUSED_MS) await rm(file, { force: true });
  }
  await writeFile(marker, '');
  await utimes(marker, new Date(now), new Date(now));
}

export function precompressed({ cacheDir = 'node_modules/.cache/compressed' }: { cacheDir?: string } = {}): Plugin[] {
  // The options are the plugin's to hand to the file's name.
  const algorithm = (encoding: Encoding) =>
    [(bytes: InputType) => compressed(bytes, encoding, cacheDir), { encoding }] as const;
  const compressing = compression({
    include: /\.(?:html|css|js|mjs|json|svg|md|txt|xml)$/,
    algorithms: [algorithm('br'), algorithm('gz')],
    filename: (_file, { options }) => `[path][base].${String(options.encoding)}`,
    // The plugin's one setting for how many files it compresses at once is its high-memory queue's; otherwise it
    // leaves a core free, which on a small machine is half of them. A file that would not shrink is left alone.
    scheduler: { limit: availableParallelism(), isHighMemory: () => true },
  });
  // A cache that cannot be pruned costs disk, not the build.
  const prune: Plugin = {
    name: 'precompressed-prune',
    apply: 'build',
    closeBundle: () => pruneCompressed(cacheDir).catch(() => undefined),
  };
  return [compressing, prune];
}
