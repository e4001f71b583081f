// Right-sized copies of each photo for <picture>, AVIF with a WebP fallback, and a tiny blurred placeholder;
// every output is cached on disk under a key of its source bytes and settings, as AVIF encodes slowly.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** From a phone's card to a DPR-2 desktop's slide, in steps small enough that the pick is never far above need. */
export const WIDTHS = [240, 360, 480, 720, 960, 1440, 1920] as const;

export type Format = 'avif' | 'webp';
export const FORMATS: readonly Format[] = ['avif', 'webp'];

// Effort 2: higher efforts encode many times slower for files of about the same size.
const SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  placeholder: { size: 12, quality: 40 },
} as const;

// A new encoder may write other bytes: it is part of every key, so no stale file keeps its name.
const ENCODER = `${sharp.versions.vips}/${sharp.versions.aom ?? ''}/${sharp.versions.webp ?? ''}/1`;

export interface Derivative {
  id: string;
  width: number;
  format: Format;
  /** `photos/<id>-<width>.<8 hex>.<format>`: a new name whenever the bytes can change. */
  fileName: string;
  /** The 8 hex digits in the name: the same for both formats at one width. */
  hash: string;
  key: string;
}

export interface PhotoPlan {
  id: string;
  source: Buffer;
  /** Pixel size as shown (EXIF orientation applied). */
  width: number;
  height: number;
  derivatives: Derivative[];
}

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** The widths for an image this wide: every step below it, and its own width when a step would upscale. */
export function widthsFor(width: number): number[] {
  const widths: number[] = WIDTHS.filter((step) => step <= width);
  const largest = widths.at(-1) ?? 0;
  // Its own width too, unless the largest step is within 15% of it (a near-copy, not worth the bytes).
  if (width < (WIDTHS.at(-1) ?? 0) && width > largest * 1.15) widths.push(width);
  return widths;
}

export async function planPhoto(id: string, source: Buffer): Promise<PhotoPlan> {
  const { autoOrient } = await sharp(source).metadata();
  const sourceHash = sha256(source);
  // One hash per width names both formats: the manifest carries half the hashes.
  const derivatives = widthsFor(autoOrient.width).flatMap((width) => {
    const hash = sha256(sourceHash, ENCODER, JSON.stringify({ width, avif: SETTINGS.avif, webp: SETTINGS.webp }));
    return FORMATS.map((format): Derivative => ({
      id,
      width,
      format,
      key: `${hash}-${format}`,
      hash: hash.slice(0, 8),
      fileName: `photos/${id}-${width}.${hash.slice(0, 8)}.${format}`,
    }));
  });
  return { id, source, width: autoOrient.width, height: autoOrient.height, derivatives };
}

async function cached(cacheDir: string, name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(cacheDir, name);
  try {
    return await readFile(file);
  } catch {
    const bytes = await make();
    await mkdir(cacheDir, { recursive: true });
    // Written aside, then renamed: a build stopped halfway never leaves half a file under a good name.
    const partial = `${file}.${String(process.pid)}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  }
}

/** One derivative's bytes: oriented, sRGB, no metadata (sharp's defaults strip it). */
export function encode(plan: PhotoPlan, derivative: Derivative, cacheDir: string): Promise<Buffer> {
  return cached(cacheDir, `${derivative.key}.${derivative.format}`, () => {
    const resized = sharp(plan.source).autoOrient().resize({ width: derivative.width }).toColourspace('srgb');
    return derivative.format === 'avif'
      ? resized.avif(SETTINGS.avif).toBuffer()
      : resized.webp(SETTINGS.webp).toBuffer();
  });
}

/** A 12 px WebP of the photo as a data: URI: the browser's upscaling blurs it. */
export async function placeholder(plan: PhotoPlan, cacheDir: string): Promise<string> {
  const { size, quality } = SETTINGS.placeholder;
  const key = sha256(sha256(plan.source), ENCODER, JSON.stringify(SETTINGS.placeholder));
  const bytes = await cached(cacheDir, `${key}.placeholder.webp`, () =>
    sharp(plan.source)
      .autoOrient()
      .resize(size, size, { fit: 'inside' })
      .toColourspace('srgb')
      .webp({ quality, smartSubsample: true })
      .toBuffer(),
  );
  return `data:image/webp;base64,${bytes.toString('base64')}`;
}

/** Runs `work` over `items` with at most `limit` at a time (libvips and aom each take a core). */
export async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
