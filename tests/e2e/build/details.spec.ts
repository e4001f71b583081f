// `details:` in portfolio.yaml: the same folder built with every detail, then again, with the same photo cache,
// after the owner turned the date off. The second site reveals the date nowhere (photos, pages, catalogue,
// feed), though its photos of other formats came from the cache the first build filled.
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import exifr from 'exifr';
import { buildSite, BUNDLED, filesUnder, FIXTURES, ownSite, tempFolder, type OwnSite } from './own-build';
import { EVERY_BLOCK, KEPT_TAGS } from './shipped-metadata';

// Two builds of four small photos, the first from an empty cache, on a busy machine.
const BUILD_TIMEOUT = 300_000;

const PHOTOS = {
  'camera.jpg': join(FIXTURES, 'camera.jpg'),
  'screenshot.png': join(FIXTURES, 'screenshot.png'),
  'iphone.heic': join(FIXTURES, 'iphone.heic'),
  'lake-red-hills.jpg': join(BUNDLED, 'lake-red-hills.jpg'),
};
const IDS = ['camera', 'iphone', 'lake-red-hills', 'screenshot'];
const yaml = (details: string) =>
  `site:\n  owner: Jo Lens\n  url: https://jo.example\n  nav:\n    - label: Gallery\n      path: /\n${details}`;
const DATE_OFF = '  details:\n    date: false # when is mine to say\n';

// When the photos were taken, as their EXIF writes it and as a feed would (the fixtures carry no time zone, so
// they read in this machine's, as the build's do); and the date of their files, long before.
const TAKEN_EXIF = ['2024:05:01 10:20:30', '2021:11:09 16:09:55'];
const TAKEN_ISO = [new Date(2024, 4, 1, 10, 20, 30).toISOString(), '2021-11-09T15:09:55.000Z'];
const FILE_DATE = new Date('2001-02-03T04:05:06Z');

const AS_STORED = { ...EVERY_BLOCK, reviveValues: false } as const;
type Blocks = Record<string, Record<string, unknown> | undefined>;
const tagsOf = async (dir: string, id: string) =>
  ((await exifr.parse(readFileSync(join(dir, 'photos', `${id}.jpg`)), AS_STORED)) ?? {}) as Blocks;
/** The <updated> of each feed entry, by the photo its id names. */
function feedDates(dir: string): Record<string, string> {
  const feed = readFileSync(join(dir, 'feed.xml'), 'utf8');
  const entries = feed.matchAll(/<id>[^<]*\/p\/([a-z-]+)<\/id>[^]*?<updated>([^<]+)</g);
  return Object.fromEntries([...entries].map(([, id = '', date = '']) => [id, date]));
}

test.describe('a site built again after portfolio.yaml turned the date off', () => {
  test.describe.configure({ mode: 'serial' });

  let root = '';
  let site: OwnSite;
  let cache = '';
  let all = '';
  let noDate = '';
  const cached = new Map<string, number>();

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    root = tempFolder('details');
    site = ownSite(root, PHOTOS, yaml(''));
    for (const name of Object.keys(PHOTOS)) utimesSync(join(site.photos, name), FILE_DATE, FILE_DATE);
    cache = join(root, 'cache');
    all = join(root, 'all');
    noDate = join(root, 'no-date');
    const first = await buildSite(site, all, { cache });
    expect(first.code, first.output).toBe(0);
    for (const file of filesUnder(cache)) cached.set(file, statSync(join(cache, file)).mtimeMs);
    writeFileSync(site.yaml, yaml(DATE_OFF));
    const second = await buildSite(site, noDate, { cache });
    expect(second.code, second.output).toBe(0);
  });
  test.afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('ships no DateTimeOriginal or OffsetTimeOriginal in any photo, and every other kept tag as before', async () => {
    for (const id of IDS) {
      const before = await tagsOf(all, id);
      const after = await tagsOf(noDate, id);
      expect(before.exif?.DateTimeOriginal, id).toEqual(expect.any(String)); // the first build did ship it
      const { DateTimeOriginal, OffsetTimeOriginal, ...rest } = before.exif ?? {};
      expect(after, id).toEqual({ ...before, exif: rest });
      expect(
        Object.keys(after.exif ?? {}).every((tag) => KEPT_TAGS.exif.includes(tag)),
        id,
      ).toBe(true);
      expect([DateTimeOriginal, OffsetTimeOriginal].some((value) => value !== undefined)).toBe(true);
    }
    expect((await tagsOf(all, 'lake-red-hills')).exif?.OffsetTimeOriginal).toBe('+01:00');
  });

  test('writes the date taken into no file at all: photos, pages, the catalogue, the feed', () => {
    const files = filesUnder(noDate).filter((file) => !/\.(?:br|gz)$/.test(file));
    expect(files).toEqual(expect.arrayContaining(['feed.xml', 'index.html', 'p/camera.html', 'photos/camera.jpg']));
    const firstFeed = readFileSync(join(all, 'feed.xml'), 'utf8');
    for (const date of TAKEN_ISO) expect(firstFeed).toContain(date); // the first site did say when
    for (const file of files) {
      const bytes = readFileSync(join(noDate, file));
      for (const date of [...TAKEN_EXIF, ...TAKEN_ISO]) expect(bytes.includes(date), `${date} in ${file}`).toBe(false);
    }
  });

  test('dates the feed by the files, as for a photo that does not say when it was taken', () => {
    expect(feedDates(all)).toMatchObject({ camera: TAKEN_ISO[0], 'lake-red-hills': TAKEN_ISO[1] });
    expect(feedDates(noDate)).toEqual(Object.fromEntries(IDS.map((id) => [id, FILE_DATE.toISOString()])));
  });

  test('encoded nothing again: the photos of other formats came from the cache, with a new EXIF block', () => {
    expect([...cached.keys()].some((file) => file.endsWith('.encoded.jpg'))).toBe(true);
    for (const file of filesUnder(cache)) expect(statSync(join(cache, file)).mtimeMs, file).toBe(cached.get(file));
    for (const id of ['screenshot', 'iphone']) {
      const [before, after] = [all, noDate].map((dir) => readFileSync(join(dir, 'photos', `${id}.jpg`)));
      expect(after?.equals(before ?? Buffer.alloc(0)), id).toBe(false);
    }
  });
});
