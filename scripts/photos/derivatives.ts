// The encode stage: right-sized AVIF copies of each photo for <picture>, a JPEG preview for link previews, feeds and
// browsers without AVIF, and its colours as a fill, all from one decode; every output is cached on disk under a
// key of its source bytes and settings, so a rebuild encodes only photos it has not seen.
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { previewWidth, widthsFor } from '../../src/lib/image-widths.ts';
import { openImage } from './decode.ts';
import { inPool } from './pool.ts';
import type { InputFormat } from './metadata.ts';

type Format = 'avif' | 'jpeg';

// No WebP beside AVIF: a browser without AVIF is given the preview JPEG, which is made anyway, where a second format
// at every width would add much of the encode again for a few visitors. Effort 1: effort 2 takes far longer for
// files of about the same size, and effort 0 makes the files a first screen fetches larger (bench/README.md).
const SETTINGS = {
  avif: { quality: 50, effort: 1 },
  // Widths from here up are asked for by a slide on a large or dense screen, hardly ever by a card: effort 0 makes
  // them much faster for somewhat larger files, which no first screen of cards waits for.
  largeAvif: { from: 1440, quality: 50, effort: 0 },
  // Link previews: chat apps and social sites read JPEG everywhere, and refuse large files.
  jpeg: { quality: 78, mozjpeg: true },
} as const;

// A new encoder may write other bytes: it is part of every key, so no stale file keeps its name.
const ENCODER = `${sharp.versions.vips}/${sharp.versions.aom ?? ''}/${sharp.versions.mozjpeg ?? ''}/3`;

interface Derivative {
  width: number;
  format: Format;
  /** `photos/<id>-<width>.<hash>.<format>` (`.jpg` for JPEG): a new name whenever the bytes can change. */
  fileName: string;
  /** Its name in the cache. */
  key: string;
}

export interface PhotoPlan {
  id: string;
  /** The original on disk: read when something of it must be made, and let go after. */
  source: string;
  format: InputFormat;
  /** 8 hex digits of the source bytes and settings: one per photo, in every derivative's name. */
  hash: string;
  /** Every file made of the photo, the preview included. */
  derivatives: Derivative[];
  /** The JPEG for link previews, feeds and browsers without AVIF, `previewWidth` wide. */
  preview: Derivative;
  /** The cache's name for the photo's fill. */
  fillKey: string;
  /** The cache's name for a photo of another format encoded as a full-size JPEG, before its EXIF block. */
  encodedKey: string;
}

const avifOptions = (width: number) => {
  const { from, ...large } = SETTINGS.largeAvif;
  return width >= from ? large : SETTINGS.avif;
};

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** What names a photo's bytes in the cache: their SHA-256, in hex. */
export const sourceDigest = (bytes: Buffer): string => sha256(bytes);

export function planPhoto(photo: {
  id: string;
  source: string;
  digest: string;
  format: InputFormat;
  width: number;
}): PhotoPlan {
  const full = sha256(photo.digest, ENCODER, JSON.stringify(SETTINGS));
  const hash = full.slice(0, 8);
  const derivative = (width: number, format: Format, extension: string = format): Derivative => ({
    width,
    format,
    key: `${full}-${String(width)}.${extension}`,
    fileName: `photos/${photo.id}-${String(width)}.${hash}.${extension}`,
  });
  const preview = derivative(previewWidth(photo.width), 'jpeg', 'jpg');
  const derivatives = widthsFor(photo.width).map((width) => derivative(width, 'avif'));
  return {
    id: photo.id,
    source: photo.source,
    format: photo.format,
    hash,
    derivatives: [...derivatives, preview],
    preview,
    fillKey: `${full}.fill.txt`,
    encodedKey: `${full}.encoded.jpg`,
  };
}

export const cachePath = (cacheDir: string, key: string): string => join(cacheDir, key);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Written aside, then renamed: a build stopped halfway never leaves half a file under a good name. Each write has its
 * own aside name, as two photos with the same bytes (a copy in two albums) store the same key at once.
 */
export async function store(cacheDir: string, key: string, bytes: Uint8Array): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const file = cachePath(cacheDir, key);
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

const hex = (pixel: Buffer, at: number) =>
  `#${[0, 1, 2].map((channel) => (pixel[at + channel] ?? 0).toString(16).padStart(2, '0')).join('')}`;

/** The cache's names of every file made of the photo: its derivatives, its fill and, not a JPEG, its JPEG encode. */
const cacheKeys = (plan: PhotoPlan): string[] => [
  ...plan.derivatives.map((derivative) => derivative.key),
  plan.fillKey,
  ...(plan.format === 'jpeg' ? [] : [plan.encodedKey]),
];

/**
 * Whether the cache holds everything made of the photo: then its bytes were decoded whole when those files were
 * made (their keys name the bytes and the decoder), and nothing of it need be decoded again.
 */
export async function isCached(plan: PhotoPlan, cacheDir: string): Promise<boolean> {
  for (const key of cacheKeys(plan)) if (!(await exists(cachePath(cacheDir, key)))) return false;
  return true;
}

/**
 * Makes whatever of the photo's derivatives and fill the cache lacks, decoding it once; returns the fill, a
 * gradient from the top half's mean colour to the bottom half's (a few bytes a photo, where a blurred thumbnail
 * costs a hundred: a large album's first page carries every photo's).
 */
export async function processPhoto(plan: PhotoPlan, cacheDir: string): Promise<string> {
  const missing = [];
  for (const derivative of plan.derivatives) {
    if (!(await exists(cachePath(cacheDir, derivative.key)))) missing.push(derivative);
  }
  const fillFile = cachePath(cacheDir, plan.fillKey);
  if (missing.length > 0 || !(await exists(fillFile))) {
    const largest = Math.max(...plan.derivatives.map((derivative) => derivative.width));
    const image = await openImage(await readFile(plan.source), plan.format);
    const { data, info } = await image
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    for (const derivative of missing) {
      const resized = base().resize({ width: derivative.width });
      // sharp writes no metadata unless asked: nothing of the original's EXIF, XMP or ICC profile is kept.
      const bytes = await (
        derivative.format === 'avif' ? resized.avif(avifOptions(derivative.width)) : resized.jpeg(SETTINGS.jpeg)
      ).toBuffer();
      await store(cacheDir, derivative.key, bytes);
    }
    const halves = await base().removeAlpha().resize(1, 2, { fit: 'fill' }).raw().toBuffer();
    await store(cacheDir, plan.fillKey, Buffer.from(`linear-gradient(${hex(halves, 0)}, ${hex(halves, 3)})`));
  }
  return (await readFile(fillFile, 'utf8')).trim();
}

export interface EncodeOptions {
  cacheDir: string;
  concurrency: number;
  /** Told of each photo done. */
  onEncoded?: () => void;
}

/** Makes whatever the cache lacks of every photo, a core each; returns each photo's fill, in their order. */
export async function encodePhotos(
  photos: readonly { plan: PhotoPlan }[],
  { cacheDir, concurrency, onEncoded }: EncodeOptions,
): Promise<string[]> {
  return inPool(photos, concurrency, async ({ plan }) => {
    const fill = await processPhoto(plan, cacheDir);
    onEncoded?.();
    return fill;
  });
}
