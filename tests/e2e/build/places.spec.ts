// Places (issue 34): a folder of photos with GPS positions (a town's centre, a village 30 km out, across the
// antimeridian, at sea, at the pole, a real camera's file), built with `places: town`, an album with places off, a
// photo with `place: off`, one with the owner's own words and an unlisted album; then the same folder with places
// off. The first publishes each place at its town and nowhere nearer; the second publishes nothing of them.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import exifr from 'exifr';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';
import { photoAt, POSITIONS, type Position } from '../../fixtures/photos/positions';
import { mainNav, seriousViolations, slideshow } from '../support';
import { buildSite, filesUnder, FIXTURES, ownSite, tempFolder } from './own-build';

// A build of nine small photos on a busy machine, the places list loaded once.
const BUILD_TIMEOUT = 300_000;

/** Each photo made here, by its path in the owner's folder, and where it was taken. */
const TAKEN: Record<string, Position> = {
  'quay.jpg': POSITIONS.townCentre,
  'own-words.jpg': POSITIONS.townCentre,
  'kept-home.jpg': POSITIONS.townCentre,
  'tundra.jpg': POSITIONS.antimeridian,
  'ferry.jpg': POSITIONS.atSea,
  'pole.jpg': POSITIONS.pole,
  'skye/poolewe.jpg': POSITIONS.thirtyKm,
  'home/garden.jpg': POSITIONS.townCentre,
  'family/beach.jpg': POSITIONS.thirtyKm,
};
/** The fixture camera's file: a real camera's GPS, at Westminster, whose nearest town is London. */
const CAMERA = { latitude: 51.50342777777778, longitude: -0.12766666666666668 };

const yaml = (places: string, ownWords = true) =>
  'site:\n  owner: Jo Example\n  url: https://jo.example\n' +
  places +
  '  nav:\n    - label: Gallery\n      path: /\n' +
  'albums:\n  - folder: home\n    places: off\n  - folder: family\n    listed: false\n' +
  'photos:\n  - file: kept-home.jpg\n    place: off\n' +
  (ownWords ? '  - file: own-words.jpg\n    place: Portree harbour\n' : '');

/** The folder built and served with `places`, for the tests of one describe. */
function placesSite(name: string, places: string, ownWords = true) {
  let root = '';
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    root = tempFolder(name);
    const sources = join(root, 'sources');
    const files: Record<string, string> = { 'camera.jpg': join(FIXTURES, 'camera.jpg') };
    ownSite(sources, {}, '');
    for (const [path, position] of Object.entries(TAKEN)) {
      const file = join(sources, path.replaceAll('/', '-'));
      writeFileSync(file, await photoAt(position));
      files[path] = file;
    }
    const build = await buildSite(ownSite(root, files, yaml(places, ownWords)), join(root, 'dist'));
    expect(build.code, build.output).toBe(0);
    server = await startServer({ root: join(root, 'dist'), port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return {
    dist: () => join(root, 'dist'),
    url: (path: string): string => new URL(path, server?.url).href,
  };
}

/** Every file the build wrote, read as text (an image's bytes too, as Latin-1), with its path. */
const everyFile = (dist: string) =>
  filesUnder(dist).map((path) => ({ path, text: readFileSync(join(dist, path)).toString('latin1') }));

/** How a position could be written: its degrees to four places, and its whole degrees and minutes. */
function spellings({ latitude, longitude }: Position): string[] {
  const dms = (degrees: number) =>
    `${String(Math.floor(Math.abs(degrees)))}° ${String(Math.floor((Math.abs(degrees) % 1) * 60))}`;
  return [latitude.toFixed(4), longitude.toFixed(4), dms(latitude), dms(longitude)];
}

const details = (page: Page) => page.getByRole('dialog');
async function openDetails(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await slideshow(page).getByRole('button', { name: 'Info' }).click();
  await expect(details(page).getByRole('term').first()).toBeVisible();
}

test.describe('a site with places by town', () => {
  test.describe.configure({ mode: 'serial' });
  const site = placesSite('places-town', '  places: town\n');

  test('ships no photo’s position: nothing in any file places a photo nearer than its town’s centre', async () => {
    const files = everyFile(site.dist());
    const found = (text: string) => files.filter((file) => file.text.includes(text)).map((file) => file.path);
    for (const position of [...Object.values(TAKEN), CAMERA])
      for (const text of spellings(position)) expect(found(text), text).toEqual([]);
    // The towns' own centres are what ships, which the search above would have found had it been a photo's.
    expect(found('57.41288').length).toBeGreaterThan(0);
    // A photo of an album with places off, and one with `place: off`, carry none, in their pages or elsewhere.
    for (const id of ['garden', 'kept-home'])
      expect(files.find((file) => file.path === `p/${id}.html`)?.text).not.toContain('"place":{');
    const words = files.filter((file) => /^assets\/catalogue-words\.\w+\.json$/.test(file.path));
    expect(words.length).toBeGreaterThan(0);
    for (const { text } of words) {
      const { titles, places } = JSON.parse(text) as { titles: string[]; places?: unknown[] };
      for (const title of ['Garden', 'Kept home']) {
        expect(titles).toContain(title);
        expect(places?.[titles.indexOf(title)] ?? null, title).toBeNull();
      }
    }
    for (const path of filesUnder(site.dist()).filter((file) => file.endsWith('.jpg')))
      expect(await exifr.gps(readFileSync(join(site.dist(), path))).catch(() => undefined), path).toBeUndefined();
  });

  test('shows the place in the details panel, linked to its page; none for places off, at sea or at a pole', async ({
    page,
  }) => {
    await openDetails(page, site.url('/p/quay'));
    const place = details(page).getByRole('definition').filter({ hasText: 'Portree' });
    await expect(place).toHaveText('Portree, United Kingdom');
    await place.getByRole('link').click();
    await expect(page).toHaveURL(site.url('/places/united-kingdom/portree'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portree');
    await expect(page.getByRole('list', { name: 'Photographs' }).getByRole('listitem')).toHaveCount(1);

    for (const [id, expected] of [
      ['tundra', 'Egvekinot, Russia'],
      ['camera', 'London, United Kingdom'],
      ['own-words', 'Portree harbour'],
      ['poolewe', 'Ullapool, United Kingdom'],
    ]) {
      await openDetails(page, site.url(`/p/${id ?? ''}`));
      await expect(details(page).locator('[data-field="place"] dd')).toHaveText(expected ?? '');
    }
    for (const id of ['ferry', 'pole', 'garden', 'kept-home']) {
      await openDetails(page, site.url(`/p/${id}`));
      await expect(details(page).getByText('Place', { exact: true })).toHaveCount(0);
    }
  });

  test('lists every listed place on /places by country with counts, linked from the top bar', async ({ page }) => {
    await page.goto(site.url('/'));
    await mainNav(page).getByRole('link', { name: 'Places' }).click();
    await expect(page).toHaveURL(site.url('/places'));
    await expect(page).toHaveTitle('Places - Jo Example');
    const main = page.getByRole('main');
    // The unlisted album's photo (near Ullapool too) is on no page but its own: Ullapool has one photo.
    await expect(main.getByRole('link')).toHaveText([
      'Portree harbour 1 photo',
      'Russia 1 photo',
      'Egvekinot 1 photo',
      'United Kingdom 3 photos',
      'London 1 photo',
      'Portree 1 photo',
      'Ullapool 1 photo',
    ]);
    await main.getByRole('link', { name: /^United Kingdom/ }).click();
    await expect(page).toHaveURL(site.url('/places/united-kingdom'));
    await expect(page.getByRole('list', { name: 'Photographs' }).getByRole('listitem')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('gives each place’s page its own link preview and a line in the sitemap', async ({ request }) => {
    const portree = await (await request.get(site.url('/places/united-kingdom/portree'))).text();
    expect(portree).toContain('<title>Portree - Jo Example</title>');
    expect(portree).toMatch(/<meta property="og:image" content="https:\/\/jo\.example\/photos\/quay-/);
    const sitemap = await (await request.get(site.url('/sitemap.xml'))).text();
    for (const path of [
      '/places',
      '/places/united-kingdom',
      '/places/united-kingdom/portree',
      '/places/russia/egvekinot',
    ])
      expect(sitemap).toContain(`<loc>https://jo.example${path}</loc>`);
    expect(sitemap).toContain('<loc>https://jo.example/places/united-kingdom/ullapool</loc>');
  });

  test('shows an unlisted album’s place on its own pages only', async ({ page }) => {
    await openDetails(page, site.url('/p/beach'));
    const place = details(page).locator('[data-field="place"] dd');
    await expect(place).toHaveText('Ullapool, United Kingdom');
    await expect(place.getByRole('link')).toHaveCount(0);
  });
});

test.describe('the same folder with places off', () => {
  test.describe.configure({ mode: 'serial' });
  // No photo has the owner's own words for its place either, which would publish them whatever `places:` says.
  const site = placesSite('places-off', '', false);

  test('publishes no place, page or link of any kind', async ({ page, request }) => {
    // The files that carry a site's words: its pages, its catalogue, its sitemap and feed.
    const files = everyFile(site.dist()).filter((file) => /\.(html|json|xml|txt)$/.test(file.path));
    expect(files.length).toBeGreaterThan(10);
    for (const text of ['Portree', 'Ullapool', 'Egvekinot', 'London', 'United Kingdom', '"place":{', 'href="/places'])
      expect(
        files.filter((file) => file.text.includes(text)).map((file) => file.path),
        text,
      ).toEqual([]);
    expect((await request.get(site.url('/places'))).status()).toBe(404);
    await page.goto(site.url('/'));
    await expect(mainNav(page).getByRole('link')).toHaveText(['Gallery', 'Albums']);
    await openDetails(page, site.url('/p/quay'));
    await expect(details(page).getByText('Place', { exact: true })).toHaveCount(0);
  });
});
