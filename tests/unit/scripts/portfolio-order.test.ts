// @vitest-environment node
// `order:` of a nav entry and of an album in portfolio.yaml: read as written, every wrong value a problem naming the
// file, the page, the value and the values there are; and the catalogue's photos ranked in each order asked for.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite, scanSite } from '../../../scripts/catalogue/site-scan';
import { parsePortfolio } from '../../../scripts/portfolio-yaml/config';

const SITE = `site:
  owner: Jo
  nav:
    - label: Gallery
      path: /
`;
const trip = (order: string) => `    - label: Trip\n      path: /trip\n      album: trip\n      order: ${order}\n`;
const album = (order: string) => `albums:\n  - folder: trip\n    order: ${order}\n`;

describe('order: in portfolio.yaml', () => {
  it("reads a nav entry's and an album's order, and the shuffle as no order at all", () => {
    const { config, problems } = parsePortfolio(`${SITE}${trip('taken')}${album('newest')}`);
    expect(problems).toEqual([]);
    expect(config?.nav[1]).toEqual({ label: 'Trip', path: '/trip', album: 'trip', order: 'taken' });
    expect(config?.albums[0]).toMatchObject({ folder: 'trip', order: 'newest' });
    const shuffled = parsePortfolio(`${SITE}${trip('shuffle')}${album('shuffle')}`);
    expect(shuffled.problems).toEqual([]);
    expect(shuffled.config?.nav[1]).not.toHaveProperty('order');
    expect(shuffled.config?.albums[0]).not.toHaveProperty('order');
    expect(parsePortfolio(`${SITE}${album('file')}`).config?.albums[0]?.order).toBe('file');
  });

  it('reports each wrong value once, with the file, its line, the page, the value and the values there are', () => {
    const { config, problems } = parsePortfolio(`${SITE}${trip('oldest')}${album('3')}`);
    expect(problems).toEqual([
      {
        file: 'portfolio.yaml',
        line: 9,
        message: 'the `order` of nav entry `/trip` is `oldest`: it should be one of shuffle, taken, newest, file',
        fix: expect.stringContaining('`order: taken` for oldest first') as string,
      },
      {
        file: 'portfolio.yaml',
        line: 12,
        message: 'the `order` of album `trip` is `3`: it should be one of shuffle, taken, newest, file',
        fix: expect.stringContaining('delete the line') as string,
      },
    ]);
    // The page stays, shuffled, so the build lists every other problem too.
    expect(config?.nav[1]).toEqual({ label: 'Trip', path: '/trip', album: 'trip' });
  });

  it.each([
    ['a list', '[taken]', 'is not a single word'],
    ['nothing', '', 'is empty'],
    ['a capital', 'Taken', 'is `Taken`'],
  ])('reports an order given as %s', (_, value, what) => {
    const messages = parsePortfolio(`${SITE}${album(value)}`).problems.map((problem) => problem.message);
    expect(messages).toEqual([
      `the \`order\` of album \`trip\` ${what}: it should be one of shuffle, taken, newest, file`,
    ]);
  });
});

describe('the catalogue of a site with an order', () => {
  const FIXTURES = 'tests/fixtures/photos';
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'order-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('ranks every photo in each order a page asks for, and keeps the ranks when the date is kept private', async () => {
    const photosDir = join(dir, 'photos');
    const configFile = join(dir, 'portfolio.yaml');
    mkdirSync(join(photosDir, 'trip'), { recursive: true });
    // Two taken at the same second (the fixtures' README), and one that does not say when.
    copyFileSync(join(FIXTURES, 'camera.jpg'), join(photosDir, 'trip', '10.jpg'));
    copyFileSync(join(FIXTURES, 'screenshot.png'), join(photosDir, 'trip', '2.png'));
    copyFileSync(join(FIXTURES, 'no-exif.png'), join(photosDir, 'trip', '1.png'));
    writeFileSync(configFile, `${SITE}${trip('taken')}  details:\n    date: false\n${album('file')}`);
    const options = { photosDir, configFile };
    const catalogue = await checkSite(await scanSite(options), {
      ...options,
      cacheDir: join(dir, 'cache'),
      concurrency: 2,
    });
    const ranks = Object.fromEntries(catalogue.photos.map((photo) => [photo.id, photo.ranks]));
    expect(ranks).toEqual({ '1': { taken: 2, file: 0 }, '2': { taken: 0, file: 1 }, '10': { taken: 1, file: 2 } });
    expect(catalogue.photos.filter((photo) => 'taken' in photo)).toEqual([]);
    expect(catalogue.site.nav[1]?.order).toBe('taken');
    expect(catalogue.albums[0]?.order).toBe('file');
  });
});
