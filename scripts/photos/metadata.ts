// What the build learns of a photo from its headers alone: format, size as shown, the EXIF tags to ship, the
// owner's own title, alt text, caption and keywords, and when it was taken. Whether its pixels decode is decode.ts's to say.
import { createRequire } from 'node:module';
import type * as Exifr from 'exifr';
import sharp from 'sharp';
import { matchKey } from '../../src/lib/collections.ts';
import { readExifFields, type ExifFields } from './exif-tiff.ts';
import { pngExif } from './png-exif.ts';

// require: Node's `import` of exifr gets its UMD build with no named exports, Vite's gets its ESM build whose
// default export lacks sidecar(); require gives both the same full build.
const { sidecar } = createRequire(import.meta.url)('exifr') as typeof Exifr;

export type InputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'tiff' | 'heif';

export interface PhotoMetadata {
  format: InputFormat;
  /** Pixel size as shown: EXIF orientation applied (HEIC: libheif's irot/imir transforms applied). */
  width: number;
  height: number;
  /**
   * The kept EXIF tags as stored (exif-tiff.ts) but those the shipped pixels decide (orientation, size), and with
   * `taken`'s date as DateTimeOriginal (CreateDate's when that is the one read); {} if none.
   */
  camera: ExifFields;
  /** From the photo's own IPTC/XMP, trimmed, undefined when absent/blank. */
  title?: string;
  alt?: string;
  caption?: string;
  /** When the photo was taken (EXIF DateTimeOriginal, else CreateDate), for a later feed; undefined if absent. */
  taken?: Date;
  /** That date's year as the camera's clock wrote it, which `taken`, an instant, may not say in every time zone. */
  takenYear?: number;
  /** Its keywords from XMP and IPTC, each once whatever its case or accents (see keywordsOf); absent when none. */
  keywords?: string[];
  /** Where it was taken (EXIF GPS), in degrees north and east: the build's alone, never shipped (places.ts). */
  position?: Position;
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** A photo the site cannot use, said in the owner's words, with what to do about it. */
export class PhotoInputError extends Error {
  constructor(
    message: string,
    readonly fix: string,
    /** Whether the file is no photo the site takes at all, or one that is damaged or empty. */
    readonly kind: 'not-image' | 'damaged' = 'damaged',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PhotoInputError';
  }
}

const TAKEN = 'JPEG, PNG, WebP, AVIF, TIFF or HEIC';
const EXPORT_AGAIN = 'Export the photo again from your photo app, or remove it from the folder.';
export const damaged = (cause: unknown) =>
  new PhotoInputError('is damaged or cut short, so it cannot be read', EXPORT_AGAIN, 'damaged', { cause });

// Formats the site does not take, named so the owner knows what the file is; matched on its first bytes.
const OTHERS: [string | RegExp, string][] = [
  [/^GIF8[79]a/, 'a GIF'],
  ['BM', 'a BMP image'],
  ['8BPS', 'a Photoshop document'],
  ['\xff\n', 'a JPEG XL image'],
  ['\0\0\0\x0cJXL ', 'a JPEG XL image'],
  ['\0\0\0\x0cjP  ', 'a JPEG 2000 image'],
  [/^[^]{4}ftyp(qt {2}|isom|iso\d|mp4\d|M4V )/, 'a video'],
  [/^(?=\s*<)[^]*<svg[\s>]/i, 'an SVG drawing'],
];

/** The format from the file's first bytes (not its name), or the name of a format the site does not take. */
function sniff(bytes: Buffer): InputFormat | { other: string } | undefined {
  const head = bytes.toString('latin1', 0, 1024);
  if (head.startsWith('\xff\xd8\xff')) return 'jpeg';
  if (head.startsWith('\x89PNG\r\n\x1a\n')) return 'png';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  if (/^(II[*+]\0|MM\0[*+])/.test(head)) return 'tiff';
  // ISO-BMFF: the ftyp box's brands say HEIF; AVIF and HEIC are told apart later by the codec libvips reports.
  if (/^[^]{4}ftyp[^]*(avif|avis|heic|heix|hevc|hevx|heim|heis|mif1|msf1)/.test(head.slice(0, 64))) return 'heif';
  const other = OTHERS.find(([start]) => (typeof start === 'string' ? head.startsWith(start) : start.test(head)));
  return other ? { other: other[1] } : undefined;
}

/** The kept tags, exactly as stored; a broken block yields none, so the photo shows without details. */
function cameraFields(tiff: Buffer | undefined): ExifFields {
  if (!tiff) return {};
  try {
    const { fields } = readExifFields(tiff);
    // The shipped pixels are upright, and their size is theirs, not what the original's EXIF claims.
    delete fields.Orientation;
    delete fields.PixelXDimension;
    delete fields.PixelYDimension;
    return fields;
  } catch {
    return {};
  }
}

/** exifr's reading of one XMP, IPTC or TIFF block; an unreadable block loses only its own fields. */
async function parsed(block: Buffer | undefined, type: 'xmp' | 'iptc' | 'tiff'): Promise<unknown> {
  if (!block) return {};
  return sidecar(block, { reviveValues: false, gps: true, ifd1: false, interop: false }, type).catch(() => ({}));
}

const get = (tree: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at instanceof Object ? (at as Record<string, unknown>)[key] : undefined), tree);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** XML's escapes, which exifr leaves in XMP values: `&amp;`, `&#39;`, `&#xE9;`. */
const unescapeXml = (text: string) =>
  text.replace(/&(?:#(x?)([\da-f]+)|(\w+));/gi, (whole, hex: string, digits: string | undefined, name?: string) => {
    const code = digits === undefined ? NaN : parseInt(digits, hex ? 16 : 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : (ENTITIES[name ?? ''] ?? whole);
  });

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** exifr reads IPTC as Latin-1, but apps write UTF-8 now, and Latin-1 text is almost never valid UTF-8. */
function unLatin1(text: string): string {
  try {
    return utf8.decode(Buffer.from(text, 'latin1'));
  } catch {
    return text;
  }
}

/** A plain trimmed string from an XMP or IPTC value; of a lang-alt (rdf:Alt), the x-default, else the first. */
function text(value: unknown, decode: (raw: string) => string): string | undefined {
  if (Array.isArray(value)) {
    const items = value as unknown[];
    return text(items.find((item) => get(item, 'lang') === 'x-default') ?? items[0], decode);
  }
  if (typeof value === 'object' && value !== null) return text(get(value, 'value'), decode);
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const plain = decode(String(value)).trim();
  // An empty lang-alt entry, as some apps write it, reads back as its bare language tag.
  return plain === '' || plain === 'x-default' ? undefined : plain;
}

/** The date a photo is filed under: EXIF's "YYYY:MM:DD hh:mm:ss" as written (`clock`) and its offset, if any. */
interface Taken extends Pick<PhotoMetadata, 'taken' | 'takenYear'> {
  clock?: string;
  zone?: string;
}

/** EXIF's "YYYY:MM:DD hh:mm:ss", at its offset when the camera wrote one, else in this machine's time zone. */
function takenAt(exif: unknown): Taken {
  for (const [field, offset] of [
    ['DateTimeOriginal', 'OffsetTimeOriginal'],
    ['CreateDate', 'OffsetTimeDigitized'],
  ] as const) {
    const date = /^(\d{4}):(\d\d):(\d\d) (\d\d):(\d\d):(\d\d)/.exec(String(get(exif, field)));
    if (!date || date[1] === '0000') continue;
    const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = date.slice(1).map(Number);
    const zone = /^([+-])(\d\d):(\d\d)$/.exec(String(get(exif, offset)));
    if (!zone)
      return { taken: new Date(year, month - 1, day, hours, minutes, seconds), takenYear: year, clock: date[0] };
    const east = (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) * 60_000;
    const taken = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - east);
    return { taken, takenYear: year, clock: date[0], zone: zone[0] };
  }
  return { taken: undefined, takenYear: undefined };
}

/**
 * The kept tags, with the date the site files the photo under as its DateTimeOriginal, so a photo dated only by
 * CreateDate shows in its panel the date of the year page it is on.
 */
function withDate(camera: ExifFields, { clock, zone }: Taken): ExifFields {
  if (clock === undefined) return camera;
  const dated = { ...camera, DateTimeOriginal: clock, OffsetTimeOriginal: zone };
  if (zone === undefined) delete dated.OffsetTimeOriginal;
  return dated;
}

/** Degrees from EXIF's [degrees, minutes, seconds] rationals (or a bare number), when every part is a number. */
function degrees(value: unknown): number | undefined {
  const parts: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
  if (parts.length === 0 || parts.length > 3 || !parts.every((part) => typeof part === 'number' && isFinite(part)))
    return undefined;
  const [whole = 0, minutes = 0, seconds = 0] = parts as number[];
  return whole + minutes / 60 + seconds / 3600;
}

/** Where the photo was taken, from its GPS tags; none without both, out of range, or at 0° 0° (a phone with no fix). */
function positionOf(exif: unknown): Position | undefined {
  const north = degrees(get(exif, 'GPSLatitude'));
  const east = degrees(get(exif, 'GPSLongitude'));
  if (north === undefined || east === undefined) return undefined;
  const latitude = /^S/i.test(String(get(exif, 'GPSLatitudeRef'))) ? -north : north;
  const longitude = /^W/i.test(String(get(exif, 'GPSLongitudeRef'))) ? -east : east;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return undefined;
  return { latitude, longitude };
}

/** An XMP bag's or an IPTC dataset's values: exifr hands one value bare and several as a list. */
const values = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [value]);

/**
 * The keywords of the XMP's dc:subject, then the last level of each of Lightroom's hierarchical subjects
 * (`Places|France|Paris` is Paris), then IPTC's (the oldest block, cut short by some apps): trimmed, and each once,
 * spelt as first met, since `Île de Ré` and `ile de re` are one keyword to the site.
 */
function keywordsOf(xmp: unknown, iptc: unknown): string[] {
  const leaf = (path: unknown) => (typeof path === 'string' ? path.split('|').pop() : path);
  const found = [
    ...values(get(xmp, 'dc', 'subject')).map((word) => text(word, unescapeXml)),
    ...values(get(xmp, 'lr', 'hierarchicalSubject')).map((path) => text(leaf(path), unescapeXml)),
    ...values(get(iptc, 'Keywords')).map((word) => text(word, unLatin1)),
  ];
  const byKey = new Map<string, string>();
  for (const word of found) if (word !== undefined && !byKey.has(matchKey(word))) byKey.set(matchKey(word), word);
  return [...byKey.values()];
}

/** Reads a photo's metadata from its bytes; throws PhotoInputError for a file the site cannot use. */
export async function readPhotoMetadata(bytes: Buffer): Promise<PhotoMetadata> {
  if (bytes.length === 0) throw new PhotoInputError('is empty (0 bytes)', EXPORT_AGAIN);
  const sniffed = sniff(bytes);
  if (sniffed === undefined) {
    const fix = 'Remove it from the photos folder.';
    throw new PhotoInputError(`is not an image (its bytes are not ${TAKEN})`, fix, 'not-image');
  }
  if (typeof sniffed === 'object') {
    const fix = 'Export it as a JPEG from your photo app, or remove it from the folder.';
    throw new PhotoInputError(`is ${sniffed.other}, which the site does not take (only ${TAKEN})`, fix, 'not-image');
  }
  const info = await sharp(bytes)
    .metadata()
    .catch((cause: unknown) => Promise.reject(damaged(cause)));
  const format = sniffed === 'heif' && info.compression === 'av1' ? 'avif' : sniffed;
  // The TIFF block: the file itself, or libvips's EXIF after "Exif\0\0" (JPEG, WebP, AVIF) or bare (PNG, HEIC);
  // a PNG's eXIf that libvips misses is read here.
  const block = info.exif ?? (format === 'png' ? pngExif(bytes) : undefined);
  const tiff = format === 'tiff' ? bytes : block?.toString('latin1', 0, 6) === 'Exif\0\0' ? block.subarray(6) : block;
  const [xmp, iptc, exif] = await Promise.all([
    parsed(info.xmp, 'xmp'),
    parsed(info.iptc, 'iptc'),
    parsed(tiff, 'tiff'),
  ]);
  const description = text(get(xmp, 'dc', 'description'), unescapeXml) ?? text(get(iptc, 'Caption'), unLatin1);
  const keywords = keywordsOf(xmp, iptc);
  const position = positionOf(exif);
  const taken = takenAt(exif);
  return {
    format,
    // libvips reports a HEIF's size after libheif's transforms and drops its EXIF orientation, so this holds for all.
    ...info.autoOrient,
    camera: withDate(cameraFields(tiff), taken),
    title: text(get(xmp, 'dc', 'title'), unescapeXml) ?? text(get(iptc, 'ObjectName'), unLatin1),
    alt: text(get(xmp, 'Iptc4xmpCore', 'AltTextAccessibility'), unescapeXml) ?? description,
    caption: description,
    taken: taken.taken,
    takenYear: taken.takenYear,
    keywords: keywords.length > 0 ? keywords : undefined,
    ...(position && { position }),
  };
}
