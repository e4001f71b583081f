// A photo's pixels, upright and sRGB, for every derivative; and the full-size JPEG the site ships of it.
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type FailOnOptions, type Sharp } from 'sharp';
import type { Details } from './details.ts';
import { jpegEnding } from './jpeg-ending.ts';
import { concat } from './jpeg-writer.ts';
import { damaged, type InputFormat, type PhotoMetadata } from './metadata.ts';
import { stripMetadata } from './strip-metadata.ts';

// 'error' rejects a cut JPEG, PNG or TIFF ('truncated' lets a cut TIFF through) but not libjpeg's harmless
// warnings, such as extraneous bytes before a marker, which the default 'warning' rejects.
const FAIL_ON = 'error';

interface HeicImage {
  width: number;
  height: number;
  decode: () => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
type HeicDecodeAll = (input: { buffer: Uint8Array }) => Promise<HeicImage[] & { dispose: () => void }>;

let heicDecodeAll: HeicDecodeAll | undefined;
/** heic-decode, loaded with libheif's wasm on the first HEIC only, so a build without one never loads it. */
function loadHeicDecode(): HeicDecodeAll {
  // require, not import(): heic-decode ships no types, and require's untyped result can be typed here.
  heicDecodeAll ??= (createRequire(import.meta.url)('heic-decode') as { all: HeicDecodeAll }).all;
  return heicDecodeAll;
}

/** The PNG with an iCCP chunk of the profile right after IHDR (8-byte signature, 25-byte IHDR). */
function withIccProfile(png: Buffer, icc: Buffer): Buffer {
  const data = Buffer.concat([Buffer.from('icc\0\0', 'latin1'), deflateSync(icc)]); // name, NUL, deflate
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('iCCP', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/**
 * HEVC HEIF through libheif (wasm), which sharp's prebuilt libvips cannot decode: only the primary image, with
 * libheif's irot/imir applied (the EXIF orientation an iPhone also writes is not applied again).
 */
async function openHeic(bytes: Buffer): Promise<Sharp> {
  const { pagePrimary = 0, icc, hasAlpha } = await sharp(bytes).metadata();
  const images = await loadHeicDecode()({ buffer: bytes });
  try {
    // libvips and heic-decode both list libheif's top-level images, so libvips's primary index holds here too.
    const primary = images[pagePrimary];
    if (!primary) throw new Error(`no image ${String(pagePrimary)} among ${String(images.length)}`);
    const { width, height, data } = await primary.decode();
    const rgba = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
    const pixels = hasAlpha ? rgba : rgba.removeAlpha();
    if (!icc) return pixels;
    // Raw pixels carry no profile (an iPhone's are Display P3): a fast PNG can, and sharp converts from it.
    return sharp(withIccProfile(await pixels.png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer(), icc));
  } finally {
    images.dispose();
  }
}

/** Pixels as decoded, nothing done to them. */
const pixels = (jpeg: Uint8Array, failOn: FailOnOptions) => sharp(jpeg, { failOn }).raw().toBuffer();

// Bytes a decoder reads as image data if it still wants some: not the zeros it fills in itself at the end of a file.
const FILLER = new Uint8Array(64).fill(0x55);

/**
 * A JPEG for libvips to decode. libvips refuses one that ends without its EOI even when its image data is whole,
 * as some small writers leave it. Of one whose structure is whole (jpeg-ending.ts), the stripped file, which ends
 * with an EOI, is decoded twice, the second time with filler before the EOI: a decoder that had read all its image
 * data skips the filler, so the pixels match; one that had not reads the filler as data.
 */
async function openJpeg(bytes: Buffer): Promise<Sharp> {
  const ending = jpegEnding(bytes);
  if (ending === 'end') return sharp(bytes, { failOn: FAIL_ON });
  if (ending === 'cut') throw new Error('the file ends before its image data does');
  const stripped = stripMetadata(bytes);
  const filled = concat(stripped.subarray(0, -2), FILLER, stripped.subarray(-2));
  const [own, withFiller] = await Promise.all([pixels(stripped, FAIL_ON), pixels(filled, 'none')]);
  if (!own.equals(withFiller)) throw new Error('the file ends before its image data does');
  return sharp(stripped, { failOn: FAIL_ON });
}

/** The file, to be decoded upright (a HEIC's transforms are libheif's). */
async function openFile(bytes: Buffer, format: InputFormat): Promise<Sharp> {
  if (format === 'heif') return openHeic(bytes);
  return (format === 'jpeg' ? await openJpeg(bytes) : sharp(bytes, { failOn: FAIL_ON })).autoOrient();
}

/**
 * The whole image upright in sRGB, decoded once into memory, so every `.clone().resize(...)` starts from pixels
 * rather than decoding the file again. Throws PhotoInputError for a file that cannot be decoded.
 */
export async function openImage(bytes: Buffer, format: InputFormat): Promise<Sharp> {
  try {
    const image = await openFile(bytes, format);
    const { data, info } = await image.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  } catch (cause) {
    throw damaged(cause);
  }
}

/** A photo of another format as a full-size JPEG of its upright pixels, without metadata: the slow part of shipping it. */
export async function encodeJpeg(bytes: Buffer, format: InputFormat): Promise<Uint8Array> {
  const image = await openImage(bytes, format);
  // JPEG has no transparency: transparent parts go white rather than black.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: false }).toBuffer();
}

export interface ShipOptions {
  /** The details the site ships; every one by default. */
  details?: Readonly<Details>;
  /** encodeJpeg's result for a photo of another format, when a cache holds it. */
  encoded?: () => Promise<Uint8Array>;
}

/**
 * The `photos/<id>.jpg` the site ships, which the browser's worker reads: a JPEG original with its header stripped
 * (not re-encoded); any other format encoded as a full-size JPEG; either with an EXIF block of the kept tags only.
 */
export async function shippedFile(
  bytes: Buffer,
  meta: PhotoMetadata,
  { details, encoded = () => encodeJpeg(bytes, meta.format) }: ShipOptions = {},
): Promise<Uint8Array> {
  if (meta.format !== 'jpeg') return stripMetadata(await encoded(), { details, camera: meta.camera });
  try {
    return stripMetadata(bytes, { details });
  } catch (cause) {
    throw damaged(cause);
  }
}
