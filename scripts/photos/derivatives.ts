// Right-sized copies of each photo for <picture>, AVIF with a WebP fallback, and a tiny blurred placeholder, all
// from one decode; every output is cached on disk under a key of its source bytes and settings, so a rebuild
// encodes only photos it has not seen.
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { widthsFor } from '../../src/lib/image-widths.ts';
import { openImage } from './decode.ts';
import type { InputFormat } from './metadata.ts';

export type Format = 'avif' | 'webp';
export const FORMATS: readonly Format[] = ['avif', 'webp'];

// Effort 2: higher efforts encode many times slower for files of about the same size.
const SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  placeholder: { size: 12, quality: 40 },
} as const;

// A new encoder may write other bytes: it is part of every key, so no stale file keeps its name.
const ENCODER = `${sharp.versions.vips}/${sharp.versions.aom ?? ''}/${sharp.versions.webp ?? ''}/2`;

export interface Derivative {
  width: number;
  format: Format;
  /** `photos/<id>-<width>.<hash>.<format>`: a new name whenever the bytes can change. */
  fileName: string;
  /** Its name in the cache. */
  key: string;
}

export interface PhotoPlan {
  id: string;
  bytes: Buffer;
  format: InputFormat;
  /** 8 hex digits of the source bytes and settings: one per photo, in every derivative's name. */
  hash: string;
  derivatives: Derivative[];
  placeholderKey: string;
}

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

export function planPhoto(photo: { id: string; bytes: Buffer; format: InputFormat; width: number }): PhotoPlan {
  const full = sha256(sha256(photo.bytes), ENCODER, JSON.stringify(SETTINGS));
  const hash = full.slice(0, 8);
  const derivatives = widthsFor(photo.width).flatMap((width) =>
    FORMATS.map((format): Derivative => ({
      width,
      format,
      key: `${full}-${String(width)}.${format}`,
      fileName: `photos/${photo.id}-${String(width)}.${hash}.${format}`,
    })),
  );
  return {
    id: photo.id,
    bytes: photo.bytes,
    format: photo.format,
    hash,
    derivatives,
    placeholderKey: `${full}.placeholder.webp`,
  };
}

export const cachePath = (cacheDir: string, key: string): string => join(cacheDir, key);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Written aside, then renamed: a build stopped halfway never leaves half a file under a good name. */
async function store(cacheDir: string, key: string, bytes: Buffer): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const file = cachePath(cacheDir, key);
  const partial = `${file}.${String(process.pid)}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/**
 * Makes whatever of the photo's derivatives and placeholder the cache lacks, decoding it once (at most to its
 * largest width, so a big JPEG decodes shrunk); returns the placeholder as a data: URI.
 */
export async function processPhoto(plan: PhotoPlan, cacheDir: string): Promise<string> {
  const missing = [];
  for (const derivative of plan.derivatives) {
    if (!(await exists(cachePath(cacheDir, derivative.key)))) missing.push(derivative);
  }
  const placeholderFile = cachePath(cacheDir, plan.placeholderKey);
  if (missing.length > 0 || !(await exists(placeholderFile))) {
    const largest = Math.max(...plan.derivatives.map((derivative) => derivative.width));
    const image = await openImage(plan.bytes, plan.format);
    const { data, info } = await image
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    for (const derivative of missing) {
      const resized = base().resize({ width: derivative.width });
      const bytes =
        derivative.format === 'avif'
          ? await resized.avif(SETTINGS.avif).toBuffer()
          : await resized.webp(SETTINGS.webp).toBuffer();
      await store(cacheDir, derivative.key, bytes);
    }
    const { size, quality } = SETTINGS.placeholder;
    const tiny = await base().resize(size, size, { fit: 'inside' }).webp({ quality, smartSubsample: true }).toBuffer();
    await store(cacheDir, plan.placeholderKey, tiny);
  }
  return `data:image/webp;base64,${(await readFile(placeholderFile)).toString('base64')}`;
}
