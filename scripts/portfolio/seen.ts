// What `npm run photos` found on its last run: each photo's content hash by its path, kept with the build's cache
// (never in the owner's files), so the next run knows a photo moved to another folder by its content.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** The record of the photos folder at `photosDir`: one a folder, so two sites never share one. */
export function seenFile(photosDir: string, cacheDir = 'node_modules/.cache/portfolio-photos'): string {
  const folder = createHash('sha256').update(resolve(photosDir)).digest('hex').slice(0, 16);
  return join(cacheDir, `${folder}.json`);
}

/** Each photo's hash by its path; none when there is no record yet (a fresh install) or it cannot be read. */
export async function readSeen(file: string): Promise<Map<string, string>> {
  let record: unknown;
  try {
    record = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return new Map();
  }
  if (typeof record !== 'object' || record === null) return new Map();
  return new Map(
    Object.entries(record).flatMap(([path, hash]) => (typeof hash === 'string' ? [[path, hash] as const] : [])),
  );
}

export async function writeSeen(file: string, photos: readonly { file: string; hash?: string }[]): Promise<void> {
  const record = Object.fromEntries(photos.flatMap(({ file: path, hash }) => (hash ? [[path, hash]] : [])));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(record));
}
