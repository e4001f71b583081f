// The strip step: each photo's shipped JPEG, `photos/<id>.jpg` (a JPEG original stripped losslessly, any other
// format encoded once, the encode cached, each with an EXIF block of the kept tags only), kept in a folder of the
// build's own beside the cache until the write step, since Vite empties the output folder first; and that step.
import { copyFile, mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

export interface StripOptions {
  cacheDir: string;
  /** freshStage()'s folder. */
  stage: string;
  concurrency: number;
  /** Told of each photo done. */
  onStripped?: () => void;
}

/** Writes every photo's shipped JPEG, with the details that ship, into the stage. */
export async function stripPhotos(
  { photos, details }: { photos: readonly CheckedPhoto[]; details: Details },
  { cacheDir, stage, concurrency, onStripped }: StripOptions,
) {
  await inPool(photos, concurrency, async (photo) => {
    await writeFile(join(stage, `${photo.id}.jpg`), await shippedPhoto(photo, cacheDir, details));
    onStripped?.();
  });
}

/** Moves the staged JPEGs into `photosOut` (copied when it is on another disk), then removes the stage. */
async function moveStaged(stage: string, photosOut: string, concurrency: number): Promise<void> {
  await mkdir(photosOut, { recursive: true });
  await inPool(await readdir(stage), concurrency, async (name) => {
    const [from, to] = [join(stage, name), join(photosOut, name)];
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

/** The write step, once the output folder holds the app: each photo's shipped JPEG and derivatives into photos/. */
export async function writePhotos(
  photos: readonly { plan: PhotoPlan }[],
  stage: string,
  outDir: string,
  { cacheDir, concurrency }: { cacheDir: string; concurrency: number },
): Promise<void> {
  await moveStaged(stage, join(outDir, 'photos'), concurrency);
  // Copied from the cache rather than held in memory: a large album would not fit.
  const derivatives = photos.flatMap((photo) => photo.plan.derivatives);
  await inPool(derivatives, concurrency, (derivative) =>
    copyFile(cachePath(cacheDir, derivative.key), join(outDir, derivative.fileName)),
  );
}

/** Removes a stage whose photos will not be written (a later step or the bundle failed). */
export async function discardStage(stage: string | undefined): Promise<void> {
  if (stage) await rm(stage, { recursive: true, force: true });
}
