// The strip step: each photo's shipped JPEG, `photos/<id>.jpg` (a JPEG original stripped losslessly, any other
// format encoded once, the encode cached, each with an EXIF block of the kept tags only), or a private album's sealed,
// kept in a folder of the build's own beside the cache until the write step, since Vite empties the output folder
// first; and that step.
import { copyFile, mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { CheckedPhoto } from './check.ts';
import { encodeJpeg, shippedFile } from './decode.ts';
import { cachePath, store, type PhotoPlan } from './derivatives.ts';
import type { Details } from './details.ts';
import { inPool } from './pool.ts';
import { stripMetadata } from './strip-metadata.ts';

const STAGE_PREFIX = '.shipped-';

/** The shipped JPEG of a photo, its original read now and let go; a photo of another format is encoded once. */
export async function shippedPhoto(photo: CheckedPhoto, cacheDir: string, details: Details): Promise<Uint8Array> {
  const original = () => readFile(photo.plan.source);
  if (photo.format === 'jpeg') return shippedFile(await original(), photo, { details });
  const encoded = await readFile(cachePath(cacheDir, photo.plan.encodedKey)).catch(async () => {
    const bytes = await encodeJpeg(await original(), photo.format);
    await store(cacheDir, photo.plan.encodedKey, bytes);
    return bytes;
  });
  // The EXIF block is written afresh on every build, so a change of `details:` reaches every file.
  return stripMetadata(encoded, { details, camera: photo.camera });
}

/** This build's folder for the shipped JPEGs, emptied; those of builds that died before writing theirs go too. */
export async function freshStage(cacheDir: string): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  for (const name of await readdir(cacheDir)) {
    if (!name.startsWith(STAGE_PREFIX)) continue;
    const pid = Number(name.slice(STAGE_PREFIX.length));
    if (pid === process.pid || !isRunning(pid)) await rm(join(cacheDir, name), { recursive: true, force: true });
  }
  const stage = join(cacheDir, `${STAGE_PREFIX}${String(process.pid)}`);
  await mkdir(stage);
  return stage;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A file as it ships: where under the output folder, and its bytes. */
interface ShippedFile {
  fileName: string;
  source: Uint8Array;
}

/** How a photo's file ships: as it is, or sealed (a private album's, scripts/private/vaults.ts). */
export type ShipAs = (fileName: string, bytes: Uint8Array) => Promise<ShippedFile>;

const asItIs: ShipAs = (fileName, source) => Promise.resolve({ fileName, source });

export interface StripOptions {
  cacheDir: string;
  /** freshStage()'s folder. */
  stage: string;
  concurrency: number;
  /** Told of each photo done. */
  onStripped?: () => void;
  /** How each file ships: as it is unless told. */
  shipAs?: ShipAs;
}

/** Writes every photo's shipped JPEG, with the details that ship, into the stage. */
export async function stripPhotos(
  { photos, details }: { photos: readonly CheckedPhoto[]; details: Details },
  { cacheDir, stage, concurrency, onStripped, shipAs = asItIs }: StripOptions,
) {
  await inPool(photos, concurrency, async (photo) => {
    const file = await shipAs(`photos/${photo.id}.jpg`, await shippedPhoto(photo, cacheDir, details));
    await mkdir(dirname(join(stage, file.fileName)), { recursive: true });
    await writeFile(join(stage, file.fileName), file.source);
    onStripped?.();
  });
}

/** Moves the staged files into `outDir`, each folder into its own (copied when on another disk); then the stage goes. */
async function moveStaged(stage: string, outDir: string, concurrency: number): Promise<void> {
  const names = (await readdir(stage, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(stage, join(entry.parentPath, entry.name)));
  for (const folder of new Set(names.map(dirname))) await mkdir(join(outDir, folder), { recursive: true });
  await inPool(names, concurrency, async (name) => {
    const [from, to] = [join(stage, name), join(outDir, name)];
    try {
      await rename(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(from, to);
      await unlink(from);
    }
  });
  await rm(stage, { recursive: true, force: true });
}

/** The photos whose files ship one way: the public ones as they are, a private album's sealed. */
export interface PhotosShipped {
  photos: readonly { plan: PhotoPlan }[];
  shipAs?: ShipAs;
}

/** The write step, once the output folder holds the app: each photo's shipped JPEG and derivatives. */
export async function writePhotos(
  groups: readonly PhotosShipped[],
  stage: string,
  outDir: string,
  { cacheDir, concurrency }: { cacheDir: string; concurrency: number },
): Promise<void> {
  await moveStaged(stage, outDir, concurrency);
  await mkdir(join(outDir, 'photos'), { recursive: true });
  for (const { photos, shipAs } of groups) {
    const derivatives = photos.flatMap((photo) => photo.plan.derivatives);
    // Copied from the cache rather than held in memory: a large album would not fit.
    await inPool(derivatives, concurrency, async ({ key, fileName }) => {
      if (!shipAs) return copyFile(cachePath(cacheDir, key), join(outDir, fileName));
      const file = await shipAs(fileName, await readFile(cachePath(cacheDir, key)));
      await mkdir(dirname(join(outDir, file.fileName)), { recursive: true });
      await writeFile(join(outDir, file.fileName), file.source);
    });
  }
}

/** Removes a stage whose photos will not be written (a later step or the bundle failed). */
export async function discardStage(stage: string | undefined): Promise<void> {
  if (stage) await rm(stage, { recursive: true, force: true });
}
