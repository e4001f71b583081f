// The .br and .gz beside every text file of the build, which the server hands out as asked: made by
// vite-plugin-compression2 at the top levels, and kept on disk by their content, so a rebuild compresses only the
// files that changed (brotli's top level is the slowest step of a build whose photos are cached).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
  const kept = await readFile(join(cacheDir, key)).catch(() => null);
  if (kept) return kept;
  const made = await ENCODINGS[encoding](bytes);
  // The cache is a speed-up only: a folder that cannot be written costs the next build the time, not this one.
  await store(cacheDir, key, made).catch(() => undefined);
  return made;
}

export function precompressed({ cacheDir = 'node_modules/.cache/compressed' }: { cacheDir?: string } = {}): Plugin {
  // The options are the plugin's to hand to the file's name.
  const algorithm = (encoding: Encoding) =>
    [(bytes: InputType) => compressed(bytes, encoding, cacheDir), { encoding }] as const;
  return compression({
    include: /\.(?:html|css|js|mjs|json|svg|md|txt|xml)$/,
    algorithms: [algorithm('br'), algorithm('gz')],
    filename: (_file, { options }) => `[path][base].${String(options.encoding)}`,
    // The plugin's one setting for how many files it compresses at once is its high-memory queue's; otherwise it
    // leaves a core free, which on a small machine is half of them. A file that would not shrink is left alone.
    scheduler: { limit: availableParallelism(), isHighMemory: () => true },
  });
}
