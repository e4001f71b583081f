// @vitest-environment node
// The photos folder as the catalogue: ids from file names, albums from subfolders, the owner's words over the
// photo's own, and every problem of a bad folder reported together.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { titleFromFileName } from '../../../scripts/catalogue/catalogue';
import { checkSite, scanSite } from '../../../scripts/catalogue/site-scan';
import type { CheckedPhoto } from '../../../scripts/photos/check';
import { PortfolioError } from '../../../scripts/photos/problems';
import { scanPhotos, slugFor } from '../../../scripts/photos/scan';
import { cutShort } from '../../fixtures/photos/edits';

const FIXTURES = 'tests/fixtures/photos';
let dir: string;
let photos: string;
let config: string;

const yaml = (extra = '', nav = '    - label: Gallery\n      path: /\n') =>
  writeFileSync(config, `site:\n  owner: Jo Lens\n  nav:\n${nav}${extra}`);
/** The scan and the check, as the build runs them. */
async function loadCatalogue(options: { photosDir: string; configFile: string }) {
  return checkSite(await scanSite(options), { ...options, cacheDir: join(dir, 'cache'), concurrency: 2 });
}
const put = (from: string, to: string) => {
  mkdirSync(join(photos, to, '..'), { recursive: true });
  copyFileSync(from, join(photos, to));
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  photos = join(dir, 'photos');
  config = join(dir, 'portfolio.yaml');
  mkdirSync(photos);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('slugFor', () => {
  it.each([
    ['IMG_0042 (1).HEIC', 'img-0042-1'],
    ['Café au lait.jpg', 'cafe-au-lait'],
    ['after-the-rain.jpg', 'after-the-rain'],
    ['--Odd..Name--.png', 'odd-name'],
  ])('makes %s into %s', (name, slug) => expect(slugFor(name)).toBe(slug));
});

describe('titleFromFileName', () => {
  it('reads a file name as words', () => {
    expect(titleFromFileName('espresso/morning_cup-2.jpg')).toBe('Morning cup 2');
    expect(titleFromFileName('IMG_0042.HEIC')).toBe('IMG 0042');
  });
});

describe('scanPhotos', () => {
  it('finds photos at the top and in albums, ships text files, and skips sidecars and other media', async () => {
    put(`${FIXTURES}/camera.jpg`, 'Camera Shot.JPG');
    put(`${FIXTURES}/screenshot.png`, 'cups/flat white.png');
    writeFileSync(join(photos, 'CREDITS.md'), '# Credits\n');
    writeFileSync(join(photos, 'camera.xmp'), '<x:xmpmeta/>');
    writeFileSync(join(photos, 'clip.mov'), Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]));
    writeFileSync(join(photos, '.DS_Store'), Buffer.from([0, 1, 2]));
    const scan = await scanPhotos(photos, 'public/photos');
    expect(scan.photos).toEqual([
      { path: 'Camera Shot.JPG', album: null, id: 'camera-shot' },
      { path: 'cups/flat white.png', album: 'cups', id: 'flat-white' },
    ]);
    expect(scan.documents).toEqual(['CREDITS.md']);
    expect(scan.skipped.map((problem) => problem.file)).toEqual(['public/photos/camera.xmp', 'public/photos/clip.mov']);
    expect(scan.problems).toEqual([]);
  });

  it('reports two files that would share an address, naming both', async () => {
    put(`${FIXTURES}/camera.jpg`, 'Dew Drop.jpg');
    put(`${FIXTURES}/camera.jpg`, 'cups/dew_drop.png');
    const { problems, photos: found } = await scanPhotos(photos, 'public/photos');
    expect(problems).toHaveLength(1);
    expect(found).toHaveLength(1);
    const named = `${problems[0]?.file ?? ''} ${problems[0]?.message ?? ''}`;
    expect(named).toContain('public/photos/Dew Drop.jpg');
    expect(named).toContain('public/photos/cups/dew_drop.png');
    expect(problems[0]?.fix).toMatch(/rename/i);
  });

  it('says an empty folder holds no photos', async () => {
    const scan = await scanPhotos(photos, 'public/photos');
    expect(scan.problems.map((problem) => problem.message)).toEqual(['holds no photos']);
  });
});

describe('the scan and the check', () => {
  it("takes the owner's words over the photo's own, and the photo's own over its file name", async () => {
    put(`${FIXTURES}/camera.jpg`, 'camera.jpg');
    put(`${FIXTURES}/screenshot.png`, 'screenshot.png');
    put(`${FIXTURES}/no-exif.png`, 'no-exif.png');
    yaml('photos:\n  - file: camera.jpg\n    title: Mine\n');
    const catalogue = await loadCatalogue({ photosDir: photos, configFile: config });
    const byId = new Map(catalogue.photos.map((photo) => [photo.id, photo]));
    expect(byId.get('camera')?.title).toBe('Mine');
    expect(byId.get('camera')?.caption).toBeTruthy(); // its IPTC caption, which the owner did not override
    expect(byId.get('screenshot')?.title).toBe('Settings screen');
    expect(byId.get('no-exif')?.title).toBe('No exif');
    // No alt text anywhere: the title stands in, and the build says so once.
    expect(byId.get('no-exif')?.alt).toBe('No exif');
    expect(catalogue.warnings.map((warning) => warning.message).join('\n')).toMatch(/no alt text for .*no-exif\.png/);
    expect(catalogue.site).toMatchObject({ owner: 'Jo Lens', title: 'Jo Lens · Photography' });
  });

  it('gives the site its language and resolved words, and passes on the one warning of words shown in English', async () => {
    put(`${FIXTURES}/camera.jpg`, 'camera.jpg');
    yaml('  language: he\n');
    const hebrew = await loadCatalogue({ photosDir: photos, configFile: config });
    expect(hebrew.site.language).toEqual({ tag: 'he', dir: 'rtl', locale: 'he' });
    expect(hebrew.site.words['next-image']).toBe('התמונה הבאה');
    expect(hebrew.warnings.filter((warning) => warning.message.includes('in English'))).toEqual([]);
    yaml('  language: fa\n');
    const persian = await loadCatalogue({ photosDir: photos, configFile: config });
    const english = persian.warnings.filter((warning) => warning.message.includes('in English'));
    expect(english).toHaveLength(1);
    expect(english[0]).toMatchObject({ file: config, line: 6 });
    expect(persian.site.words['next-image']).toBe('Next image');
  });

  it('leaves the details turned off out of every photo: no camera or date, so the feed falls back on the file date', async () => {
    put(`${FIXTURES}/camera.jpg`, 'camera.jpg');
    yaml('  details:\n    camera: false\n    date: false\n');
    const {
      details,
      photos: [photo],
    } = await loadCatalogue({ photosDir: photos, configFile: config });
    expect(details).toMatchObject({ camera: false, date: false, exposure: true });
    expect(photo?.camera).toEqual({ ExposureTime: [1, 250], FNumber: [28, 10], FocalLengthIn35mmFormat: 35 });
    expect(photo).not.toHaveProperty('taken');
    expect(photo?.modified).toBeInstanceOf(Date);

    yaml();
    const all = await loadCatalogue({ photosDir: photos, configFile: config });
    expect(all.photos[0]?.camera).toMatchObject({ Make: 'Fujifilm', DateTimeOriginal: '2024:05:01 10:20:30' });
    expect(all.photos[0]?.taken).toEqual(new Date(2024, 4, 1, 10, 20, 30));
  });

  it('lists every problem of the folder and the file in one error', async () => {
    writeFileSync(join(photos, 'empty.jpg'), '');
    writeFileSync(join(photos, 'notes.jpg'), 'not a photo\n');
    put(`${FIXTURES}/camera.jpg`, 'good.jpg');
    yaml('  colour: red\n', '    - label: Cups\n      path: /cups\n      album: cups\n');
    const error = await loadCatalogue({ photosDir: photos, configFile: config }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortfolioError);
    const problems = (error as PortfolioError).problems;
    expect(problems.map((problem) => problem.file)).toEqual(
      expect.arrayContaining([config, join(photos, 'empty.jpg'), join(photos, 'notes.jpg')].map(String)),
    );
    expect((error as Error).message).toMatch(/empty \(0 bytes\)/);
    expect((error as Error).message).toMatch(/not an image/);
    expect((error as Error).message).toMatch(/unknown key `colour`/);
    expect((error as Error).message).toMatch(/album `cups`/);
  });

  it('says so when portfolio.yaml is missing', async () => {
    put(`${FIXTURES}/camera.jpg`, 'camera.jpg');
    await expect(loadCatalogue({ photosDir: photos, configFile: config })).rejects.toThrow(/npm run photos/);
  });

  it('warns about entries whose file is gone, and builds', async () => {
    put(`${FIXTURES}/camera.jpg`, 'camera.jpg');
    yaml('photos:\n  - file: gone.jpg\n    title: Gone\n');
    const catalogue = await loadCatalogue({ photosDir: photos, configFile: config });
    expect(catalogue.photos).toHaveLength(1);
    expect(catalogue.warnings.some((warning) => /gone\.jpg/.test(warning.message))).toBe(true);
  });
});

describe("the catalogue's tags, camera and lens names and year", () => {
  /** A photo as an Olympus body writes it, taken half an hour into 2024 two hours east of UTC. */
  const olympus = () =>
    sharp({ create: { width: 8, height: 6, channels: 3, background: '#808080' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'OLYMPUS IMAGING CORP.', Model: 'E-M5' },
        IFD2: {
          LensMake: 'OLYMPUS IMAGING CORP.',
          LensModel: 'OLYMPUS M.12-40mm F2.8',
          DateTimeOriginal: '2024:01:01 00:30:00',
          OffsetTimeOriginal: '+02:00',
        },
      })
      .toFile(join(photos, 'olympus.jpg'));
  const byId = async () =>
    new Map((await loadCatalogue({ photosDir: photos, configFile: config })).photos.map((each) => [each.id, each]));

  it("gives each photo its file's keywords, unless the owner's list, even an empty one, replaces them", async () => {
    for (const name of ['lightroom.jpg', 'captureone.jpg', 'apple.jpg', 'camera.jpg']) put(`${FIXTURES}/${name}`, name);
    yaml('photos:\n  - file: lightroom.jpg\n    tags: [Skye, Neist Point]\n  - file: apple.jpg\n    tags: []\n');
    const photo = await byId();
    expect(photo.get('lightroom')?.tags).toEqual(['Skye', 'Neist Point']);
    expect(photo.get('captureone')?.tags).toEqual(['lighthouse', 'Île de Ré', 'Harbour & quay', 'Bretagne']);
    expect(photo.get('apple')).not.toHaveProperty('tags');
    expect(photo.get('camera')).not.toHaveProperty('tags');
    // The file's keywords are the catalogue's tags, not a second list beside them.
    expect(photo.get('captureone')).not.toHaveProperty('keywords');
  });

  it("publishes no tags with `tags: false`, neither the files' nor the owner's", async () => {
    put(`${FIXTURES}/lightroom.jpg`, 'lightroom.jpg');
    put(`${FIXTURES}/captureone.jpg`, 'captureone.jpg');
    yaml('  tags: false\nphotos:\n  - file: lightroom.jpg\n    tags: [Skye]\n');
    const photo = await byId();
    expect(photo.get('lightroom')).not.toHaveProperty('tags');
    expect(photo.get('captureone')).not.toHaveProperty('tags');
  });

  it("names the camera and the lens as people say them, and gives the year on the camera's clock", async () => {
    await olympus();
    yaml();
    const photo = (await byId()).get('olympus');
    expect(photo).toMatchObject({ cameraName: 'Olympus E-M5', lensName: 'Olympus M.12-40mm F2.8', year: 2024 });
    expect(photo?.taken?.getUTCFullYear()).toBe(2023); // the instant: 22:30 on New Year's Eve in UTC
    expect(photo).not.toHaveProperty('takenYear');
  });

  it.each([
    ['camera', 'cameraName'],
    ['lens', 'lensName'],
    ['date', 'year'],
  ])('leaves out the %s turned off under `details:`, so no %s either', async (detail, field) => {
    await olympus();
    yaml(`  details:\n    ${detail}: false\n`);
    const photo = (await byId()).get('olympus');
    expect(photo).not.toHaveProperty(field);
    const others = ['cameraName', 'lensName', 'year'].filter((each) => each !== field);
    for (const other of others) expect(photo).toHaveProperty(other);
  });
});

describe('the check for a dev server', () => {
  const check = async (options: { decode?: boolean; known?: Map<string, CheckedPhoto> }) =>
    checkSite(await scanSite({ photosDir: photos, configFile: config }), {
      photosDir: photos,
      configFile: config,
      cacheDir: join(dir, 'cache'),
      concurrency: 2,
      ...options,
    });

  it('leaves a photo the cache lacks undecoded, so one cut short passes to the encode that will name it', async () => {
    yaml();
    writeFileSync(join(photos, 'cut.jpg'), cutShort(readFileSync('public/photos/honey-bee.jpg')));
    const catalogue = await check({ decode: false });
    expect(catalogue.photos.map((photo) => [photo.id, photo.cached])).toEqual([['cut', false]]);
    await expect(check({ decode: true })).rejects.toThrow(/cut\.jpg/);
  });

  it('reads a file it has seen, at the same size and time, no more; one changed since, again', async () => {
    yaml();
    put(`${FIXTURES}/camera.jpg`, 'harbour.jpg');
    const known = new Map<string, CheckedPhoto>();
    const first = await check({ known });
    expect(first.photos[0]?.camera).toMatchObject({ FocalLengthIn35mmFormat: 35 });
    // What it knows stands in for the file: were the file read, its own fields would show.
    for (const [key, photo] of known) known.set(key, { ...photo, camera: { Model: 'Remembered' } });
    expect((await check({ known })).photos[0]?.camera).toEqual({ Model: 'Remembered' });
    utimesSync(join(photos, 'harbour.jpg'), new Date(), new Date(Date.now() + 5000));
    expect((await check({ known })).photos[0]?.camera).toMatchObject({ FocalLengthIn35mmFormat: 35 });
  });
});
