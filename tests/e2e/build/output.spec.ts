// The production build's shape: what the main thread loads holds no EXIF parsing code; the worker does;
// and no image file that ships carries a location or a name, and the shipped JPEGs only the kept EXIF tags.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { stripMetadata } from '../../../scripts/photos/strip-metadata';
import { DERIVATIVE_NAME, isShippedJpeg } from '../support';
import { EVERY_BLOCK, KEPT_TAGS } from './shipped-metadata';

const DIST = 'dist';
// Messages only exifr's TIFF parser carries.
const EXIFR_MARKERS = ['IFD0 offset points to outside of file', 'Invalid TIFF value offset'];

/** The app's entry modules: named by the pre-paint script, which runs them once the first screen's photos are in. */
function entryChunks(html: string): string[] {
  return [...html.matchAll(/<script data-app="\/(assets\/[^"]+\.js)">/g)].map((match) => match[1] ?? '');
}

/** The chunks the page itself loads: the entry scripts of index.html and everything they import. */
function mainThreadChunks(): Set<string> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const pending = [
    ...entryChunks(html),
    ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  ];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const chunk = pending.pop() ?? '';
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    const code = readFileSync(join(DIST, chunk), 'utf8');
    // Static and dynamic imports; `new Worker(new URL(...))` is a different realm and is not followed.
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      pending.push(`assets/${match[1] ?? ''}`);
    }
  }
  return seen;
}

test.describe('build output', () => {
  test('keeps exifr out of every chunk the main thread loads', () => {
    const chunks = mainThreadChunks();
    // The entry and the motion features it loads after first paint, at least.
    expect(chunks.size).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks) {
      const code = readFileSync(join(DIST, chunk), 'utf8');
      for (const marker of EXIFR_MARKERS) expect(code, `${chunk} contains exifr`).not.toContain(marker);
    }
  });

  test("gives Chrome's compile hint on the first line of the main chunk and of no other (also compressed)", () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const entries = entryChunks(html);
    expect(entries).toHaveLength(1);
    const entry = entries[0] ?? '';
    const hint = '//# allFunctionsCalledOnLoad\n';
    expect(readFileSync(join(DIST, entry), 'utf8').startsWith(hint)).toBe(true);
    expect(
      brotliDecompressSync(readFileSync(join(DIST, `${entry}.br`)))
        .toString('utf8')
        .startsWith(hint),
    ).toBe(true);
    expect(
      gunzipSync(readFileSync(join(DIST, `${entry}.gz`)))
        .toString('utf8')
        .startsWith(hint),
    ).toBe(true);
    const others = readdirSync(join(DIST, 'assets')).filter(
      (name) => name.endsWith('.js') && `assets/${name}` !== entry,
    );
    expect(others.length).toBeGreaterThan(0);
    for (const name of others) {
      expect(readFileSync(join(DIST, 'assets', name), 'utf8'), name).not.toContain('allFunctionsCalledOnLoad');
    }
  });

  test('turns error stacks off in the main chunk before React DOM loads', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const entry = entryChunks(html)[0] ?? '';
    const code = readFileSync(join(DIST, entry), 'utf8');
    const reactDom = code.indexOf('__reactFiber$');
    const limits = [...code.matchAll(/stackTraceLimit/g)].map((match) => match.index);
    expect(reactDom).toBeGreaterThan(0);
    expect(limits.some((at) => at < reactDom)).toBe(true);
  });

  test('ships exifr in the worker realm only', () => {
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    const main = mainThreadChunks();
    const withExifr = assets.filter((name) =>
      EXIFR_MARKERS.some((marker) => readFileSync(join(DIST, 'assets', name), 'utf8').includes(marker)),
    );
    expect(withExifr).toHaveLength(1);
    expect(main.has(`assets/${withExifr[0] ?? ''}`)).toBe(false);
    expect(assets.some((name) => name.startsWith('exif.worker-'))).toBe(true);
  });

  test('ships the 14 photos stripped of personal metadata, and their credits', () => {
    const photos = readdirSync(join(DIST, 'photos')).filter(isShippedJpeg);
    expect(photos).toHaveLength(14);
    for (const name of photos) {
      const original = readFileSync(join('public', 'photos', name));
      const shipped = readFileSync(join(DIST, 'photos', name));
      expect(shipped.length, name).toBeLessThan(original.length);
      expect(shipped.equals(Buffer.from(stripMetadata(original))), name).toBe(true);
    }
    expect(readFileSync(join(DIST, 'photos', 'CREDITS.md'), 'utf8')).toContain('Photo credits');
  });

  test('ships each photo with exactly the kept EXIF tags, the original’s values and its true pixel size', async () => {
    for (const name of readdirSync(join(DIST, 'photos')).filter(isShippedJpeg)) {
      const found = ((await exifr.parse(readFileSync(join(DIST, 'photos', name)), AS_STORED)) ?? {}) as Blocks;
      const before = ((await exifr.parse(readFileSync(join('public', 'photos', name)), AS_STORED)) ?? {}) as Blocks;
      expect(Object.keys(found).toSorted(), name).toEqual(['exif', 'ifd0']);
      expect(
        Object.keys(found.ifd0 ?? {}).filter((tag) => !KEPT_TAGS.ifd0.includes(tag)),
        name,
      ).toEqual([]);
      expect(
        Object.keys(found.exif ?? {}).filter((tag) => !KEPT_TAGS.exif.includes(tag)),
        name,
      ).toEqual([]);
      for (const tag of KEPT_TAGS.exif.filter((kept) => !kept.startsWith('ExifImage')))
        expect(found.exif?.[tag], `${name} ${tag}`).toEqual(before.exif?.[tag]);
      for (const tag of ['Make', 'Model']) expect(found.ifd0?.[tag], `${name} ${tag}`).toEqual(before.ifd0?.[tag]);
      const { width, height } = await sharp(join(DIST, 'photos', name)).metadata();
      expect([found.exif?.ExifImageWidth, found.exif?.ExifImageHeight], name).toEqual([width, height]);
    }
    const tags = async (id: string) =>
      ((await exifr.parse(readFileSync(join(DIST, 'photos', `${id}.jpg`)), AS_STORED)) ?? {}) as Blocks;
    const rain = await tags('after-the-rain');
    expect(rain.ifd0).toEqual({ Make: 'PENTAX', Model: 'PENTAX K-7' });
    expect(rain.exif).toMatchObject({
      ISO: 200,
      ExposureCompensation: -1.7,
      FocalLength: 20,
      DateTimeOriginal: '2014:11:18 17:43:55',
    });
    expect((await tags('maldives-jetty')).ifd0?.Model).toBe('< Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >');
    expect((await tags('lake-red-hills')).exif).toMatchObject({ ExifImageWidth: 2400, LensModel: expect.any(String) });
    // Shrunk after shooting: its original's EXIF still says 2048 wide.
    expect((await tags('castle-maintenon')).exif).toMatchObject({ ExifImageWidth: 1024, ExifImageHeight: 681 });
    expect(await exifr.gps(readFileSync(join(DIST, 'photos', 'colorful-cups.jpg')))).toBeUndefined();
  });

  test('ships no location, serial number, owner or artist in any image file', async () => {
    const images = imageFiles(DIST);
    // The 14 stripped JPEGs, a preview JPEG and an AVIF at several widths of each.
    expect(images.filter(isShippedJpeg)).toHaveLength(14);
    expect(images.filter((file) => file.endsWith('.jpg') && DERIVATIVE_NAME.test(file))).toHaveLength(14);
    expect(images.filter((file) => file.endsWith('.avif')).length).toBeGreaterThanOrEqual(14 * 4);
    for (const file of images) {
      const bytes = readFileSync(file);
      const found = ((await exifr.parse(bytes, EVERY_BLOCK)) ?? {}) as Record<string, Record<string, unknown>>;
      const tags = Object.values(found).flatMap((block) => Object.keys(block));
      expect(found.gps, file).toBeUndefined();
      for (const tag of PERSONAL_TAGS) expect(tags, file).not.toContain(tag);
    }
  });
});

type Blocks = Record<string, Record<string, unknown> | undefined>;
/** Every block, with values as stored: a date as EXIF writes it. */
const AS_STORED = { ...EVERY_BLOCK, reviveValues: false } as const;

const PERSONAL_TAGS = [
  ...['GPSLatitude', 'GPSLongitude', 'SerialNumber', 'BodySerialNumber', 'LensSerialNumber', 'MakerNote'],
  ...['OwnerName', 'CameraOwnerName', 'Artist', 'Copyright', 'Creator', 'creator'],
];

/** Every image file under `dir`, at any depth. */
function imageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(?:jpe?g|avif|webp|png|gif|heic)$/i.test(name))
    .map((name) => join(dir, name));
}
