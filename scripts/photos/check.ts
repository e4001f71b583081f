// The check: every photo read, its headers parsed and, unless the cache holds everything made of it, its pixels
// decoded whole, a photo a core at a time, before anything is encoded; every photo's problem is named, not the first
// only. Nothing of a photo's bytes is kept: the later steps read them again when they need them.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { openImage } from './decode.ts';
import { isCached, planPhoto, sourceDigest, type PhotoPlan } from './derivatives.ts';
import { damaged, PhotoInputError, readPhotoMetadata, type PhotoMetadata } from './metadata.ts';
import { inPool } from './pool.ts';
import type { BuildProblem } from './problems.ts';
import type { PhotoFile } from './scan.ts';
import { stripMetadata } from './strip-metadata.ts';

/** A photo as the check found it: nothing of its bytes, only what the build needs to make its files later. */
export interface CheckedPhoto extends PhotoFile, PhotoMetadata {
  /** When the file last changed: a feed's date for a photo that does not say when it was taken. */
  modified: Date;
  /** Every file made of it, by its name in the cache. */
  plan: PhotoPlan;
  /** Whether the cache held every one of them, so it was not decoded again. */
  cached: boolean;
}

export interface CheckOptions {
  /** Where the originals are, as the owner knows it (public/photos). */
  photosDir: string;
  /** Where encoded files are kept between builds. */
  cacheDir: string;
  /** Photos checked at once. */
  concurrency: number;
  /** Told of each photo checked, whether it had to be decoded or not. */
  onChecked?: () => void;
  /**
   * Whether a photo the cache lacks is decoded whole here, as a build's check must; a dev server's background
   * encode decodes it instead, so the server answers before a folder of new photos is decoded.
   */
  decode?: boolean;
  /** A dev server's: each file's check by its path, size and time, so an edit to portfolio.yaml reads no photo. */
  known?: Map<string, CheckedPhoto>;
}

async function checkPhoto(
  file: PhotoFile,
  { photosDir, cacheDir, decode = true, known }: CheckOptions,
): Promise<CheckedPhoto> {
  const source = join(photosDir, file.path);
  const { mtime, mtimeMs, size } = await stat(source);
  const key = `${source}\0${String(size)}\0${String(mtimeMs)}`;
  const seen = known?.get(key);
  // Its files may have been made since it was seen.
  if (seen) return { ...seen, ...file, cached: await isCached(seen.plan, cacheDir) };
  const bytes = await readFile(source);
  const metadata = await readPhotoMetadata(bytes);
  const digest = sourceDigest(bytes);
  const plan = planPhoto({ id: file.id, source, digest, format: metadata.format, width: metadata.width });
  const cached = await isCached(plan, cacheDir);
  // The very decode the encode will make, its pixels let go at once.
  if (!cached && decode) await openImage(bytes, metadata.format);
  try {
    // What ships of a JPEG is rewritten from it at every build, so its header is walked at every check.
    if (metadata.format === 'jpeg') stripMetadata(bytes);
  } catch (cause) {
    throw damaged(cause);
  }
  const photo = { ...file, ...metadata, modified: mtime, plan, cached };
  known?.set(key, photo);
  return photo;
}

/** The problem a photo is, in the owner's words: whatever a decoder refuses is the file's fault as far as they can act. */
export function problemOf(error: unknown, file: string): BuildProblem {
  if (error instanceof PhotoInputError) return { kind: error.kind, file, message: error.message, fix: error.fix };
  return {
    kind: 'damaged',
    file,
    message: `could not be read (${error instanceof Error ? error.message : String(error)})`,
    fix: 'Export the photo again from your photo app, or remove it from the folder.',
  };
}

/** Checks every photo, in the folder's order: those that pass, and the problem of each that does not. */
export async function checkPhotos(
  files: readonly PhotoFile[],
  options: CheckOptions,
): Promise<{ checked: CheckedPhoto[]; problems: BuildProblem[] }> {
  const problems: BuildProblem[] = [];
  const checked = await inPool(files, options.concurrency, async (file) => {
    try {
      return await checkPhoto(file, options);
    } catch (error) {
      problems.push(problemOf(error, `${options.photosDir}/${file.path}`));
      return undefined;
    } finally {
      options.onChecked?.();
    }
  });
  // In the folder's order, however the pool finished them.
  problems.sort((a, b) => a.file.localeCompare(b.file));
  return { checked: checked.filter((photo) => photo !== undefined), problems };
}
