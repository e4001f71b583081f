// Places (issue 34): a folder of photos with GPS positions (a town's centre, a village 30 km out, across the
// antimeridian, at sea, at the pole, a real camera's file), built with `places: town`, an album with places off, a
// photo with `place: off`, one with the owner's own words and an unlisted album; then the same folder with places
// off. The first publishes each place at its town and nowhere nearer; the second publishes nothing of them.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import exifr from 'exifr';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';
import { projectOnMap } from '../../../scripts/places/map-projection';
import { photoAt, POSITIONS, type Position } from '../../fixtures/photos/positions';
import { appLive, layoutShifts, mainNav, seriousViolations, slideshow, watchLayoutShifts } from '../support';
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
const placesMap = (page: Page) =>
  page.getByRole('region', { name: /^(Map of the places|Karte der Orte|خريطة الأماكن)$/ });
const dots = (map: Locator) => map.locator('.places-map-dot');
/** The layout shifts CLS counts: those no key, tap or click had just asked for (a zoom moves the map on purpose). */
const unpromptedShifts = async (page: Page) => (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
const labels = (map: Locator) => dots(map).evaluateAll((all) => all.map((dot) => dot.getAttribute('aria-label')));
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
    // What ships is where the towns' own centres sit on the map: Portree's, with a tenth of the map's unit.
    const portree = projectOnMap(57.41288, -6.19418).map((value) => Math.round(value * 10) / 10);
    expect(found(`"onMap":[${portree.join(',')}]`).length).toBeGreaterThan(0);
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

  test('shows the place on the slide and in the details panel, linked to its page; none for places off, at sea or at a pole', async ({
    page,
  }) => {
    // Under the photo's title on the slide, too.
    await page.goto(site.url('/p/quay'));
    await expect(slideshow(page).locator('.slide-place')).toHaveText('Portree, United Kingdom');
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
      await expect(slideshow(page).locator('.slide-place')).toBeHidden();
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
    await expect(main.locator('.place-list').getByRole('link')).toHaveText([
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

  test.describe('the map, on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('has a dot for each listed town, named with its count, near ones one button until zoomed in, all reached by Tab', async ({
      page,
    }) => {
      const offSite: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(site.url('/')) && !request.url().startsWith('data:')) offSite.push(request.url());
      });
      await watchLayoutShifts(page);
      await page.goto(site.url('/places'));
      const map = placesMap(page);
      // West to east: Egvekinot, by the antimeridian, then Portree, Ullapool and London, too near to part on a phone's
      // whole world.
      await expect
        .poll(() => labels(map), { timeout: 15_000 })
        .toEqual(['Egvekinot, Russia: 1 photo', 'Zoom in to 3 places (3 photos)']);
      // No place in the owner's own words, the unlisted album's or a country alone is a dot: they have no town.
      let focused = '';
      for (let press = 0; press < 20 && focused !== 'Egvekinot, Russia: 1 photo'; press++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      }
      expect(focused).toBe('Egvekinot, Russia: 1 photo');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => labels(map))
        .toEqual([
          'Egvekinot, Russia: 1 photo',
          'Portree, United Kingdom: 1 photo',
          'Ullapool, United Kingdom: 1 photo',
          'London, United Kingdom: 1 photo',
        ]);
      expect(await unpromptedShifts(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await map.getByRole('link', { name: 'Portree, United Kingdom: 1 photo' }).click();
      await expect(page).toHaveURL(site.url('/places/united-kingdom/portree'));
      expect(offSite).toEqual([]);
    });

    test('draws its land and dots in the page’s own markup, each where its town is, and links them with scripts off', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(site.url('/places'));
      const map = placesMap(page);
      await expect(map.locator('.places-map-land')).toBeVisible();
      // Clustered as on a phone's whole world, before any script: the same dots the app then takes over.
      expect(await labels(map)).toEqual(['Egvekinot, Russia: 1 photo', 'Zoom in to 3 places (3 photos)']);
      const frame = await map.boundingBox();
      const egvekinot = await map.getByRole('link', { name: 'Egvekinot, Russia: 1 photo' }).boundingBox();
      const cluster = await map.getByRole('button', { name: 'Zoom in to 3 places (3 photos)' }).boundingBox();
      if (!frame || !egvekinot || !cluster) throw new Error('the map or a dot has no box');
      // Where the land has them: Egvekinot in the far north-west, just east of the antimeridian's other side, and the
      // cluster on Britain, north of the middle and a little left of it.
      const at = (box: { x: number; y: number; width: number; height: number }) => [
        (box.x + box.width / 2 - frame.x) / frame.width,
        (box.y + box.height / 2 - frame.y) / frame.height,
      ];
      const [egvekinotX = 1, egvekinotY = 1] = at(egvekinot);
      const [clusterX = 1, clusterY = 1] = at(cluster);
      expect(egvekinotX).toBeLessThan(0.15);
      expect(egvekinotY).toBeLessThan(0.25);
      expect(clusterX).toBeGreaterThan(0.45);
      expect(clusterX).toBeLessThan(0.5);
      expect(clusterY).toBeLessThan(0.25);
      await map.getByRole('link', { name: 'Egvekinot, Russia: 1 photo' }).click();
      await expect(page).toHaveURL(site.url('/places/russia/egvekinot'));
      await context.close();
    });

    test('zooms with ctrl+wheel and keys, pans with a drag, and shows the whole world again', async ({ page }) => {
      await page.goto(site.url('/places'));
      const map = placesMap(page);
      const cluster = map.getByRole('button', { name: 'Zoom in to 3 places (3 photos)' });
      const box = await cluster.boundingBox();
      if (!box) throw new Error('the cluster has no box');
      // A trackpad's pinch is a wheel with ctrl: about the pointer, so the cluster parts where it was.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.keyboard.down('Control');
      const portree = map.getByRole('link', { name: 'Portree, United Kingdom: 1 photo' });
      for (let turn = 0; turn < 20 && (await portree.count()) === 0; turn++) await page.mouse.wheel(0, -400);
      await page.keyboard.up('Control');
      // The cluster sat on London (first of its towns by name, as all have one photo): it is still under the pointer.
      const london = map.getByRole('link', { name: 'London, United Kingdom: 1 photo' });
      await expect(london).toBeInViewport();
      // The wheel's last turns may still be on their way: the dot rests before the drag.
      let before = await london.boundingBox();
      await expect
        .poll(async () => {
          const last = before;
          before = await london.boundingBox();
          return before?.x === last?.x && before?.y === last?.y;
        })
        .toBe(true);
      expect(Math.abs((before?.x ?? 0) - box.x)).toBeLessThan(box.width);
      // A drag moves the map with the pointer, dots and all.
      await page.mouse.move(200, (before?.y ?? 0) + 40);
      await page.mouse.down();
      await page.mouse.move(260, (before?.y ?? 0) + 40, { steps: 5 });
      await page.mouse.up();
      // It follows the pointer once the drag has begun, a few pixels in.
      await expect.poll(async () => (await london.boundingBox())?.x ?? 0).toBeGreaterThan((before?.x ?? 0) + 45);
      expect((await london.boundingBox())?.x ?? 0).toBeLessThanOrEqual((before?.x ?? 0) + 60.5);
      await page.getByRole('button', { name: 'Show the whole world' }).click();
      await expect(cluster).toBeVisible();
      // The keys: + zooms in about the middle, 0 shows the whole world.
      await cluster.focus();
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await page.keyboard.press('0');
      await expect(cluster).toBeVisible();
    });
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

  test('draws the map’s land inline in the places page’s own markup, keeps it once the app runs, and fetches its code at once', async ({
    page,
  }) => {
    const html = await (await page.request.get(site.url('/places'))).text();
    // The land's own outline, in the page: nothing to fetch before it paints.
    expect(html).toMatch(
      /<g class="places-map-world"[^>]*><path class="places-map-land" fill="#[0-9a-f]{6}" d="M[\d .lmz-]+"><\/path><\/g>/,
    );
    // The map's own code is fetched beside the app's, not after it.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/map-input-[\w-]+\.js">/);
    const landFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('world-land')) landFiles.push(request.url());
    });
    await page.goto(site.url('/places'));
    await appLive(page);
    await placesMap(page).getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect(placesMap(page).locator('.places-map-world')).toHaveAttribute('transform', /scale\(2\)/);
    await expect(placesMap(page).locator('path.places-map-land')).toBeVisible();
    expect(landFiles).toEqual([]);
  });

  test('reached from another page, draws the land from a file of the site’s', async ({ page }) => {
    await page.goto(site.url('/'));
    await appLive(page);
    const landFile = page.waitForResponse((response) => /\/assets\/world-land-[0-9a-f]{8}\.svg$/.test(response.url()));
    await mainNav(page).getByRole('link', { name: 'Places' }).click();
    const file = await landFile;
    expect(file.headers()['content-type']).toContain('image/svg+xml');
    expect(await file.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 960 499"><path /);
    await expect(placesMap(page).locator('image.places-map-land')).toBeVisible();
  });

  test('reached from another page, asks for the map’s code and the chunks it imports together', async ({ page }) => {
    const html = await (await page.request.get(site.url('/places'))).text();
    // What the places page's own markup preloads: the map's chunk and the gestures it shares with the slideshow.
    const chunks = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(chunks.length).toBeGreaterThan(1);
    await page.goto(site.url('/'));
    await appLive(page);
    await mainNav(page).getByRole('link', { name: 'Places' }).click();
    await expect(page.locator('.places-map-dot').first()).toBeVisible();
    // Each preloaded by the app as the page opens, so none waits for the map's chunk to be read to be asked for.
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const chunk of chunks) expect(preloaded).toContain(chunk);
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

for (const [language, words] of [
  [
    'de',
    { egvekinot: 'Egvekinot, Russland: 1 Foto', cluster: 'Auf 3 Orte zoomen (3 Fotos)', whole: 'Ganze Welt zeigen' },
  ],
  ['ar', { egvekinot: 'Egvekinot، روسيا: صورة واحدة', cluster: 'تكبير إلى 3 أماكن (3 صور)', whole: 'عرض العالم كله' }],
] as const)
  test.describe(`the map in ${language}`, () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ viewport: { width: 390, height: 844 } });
    const site = placesSite(`places-${language}`, `  places: town\n  language: ${language}\n`);

    test('names its dots and tools in the site’s language, and reads its way', async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto(site.url('/places'));
      const map = placesMap(page);
      await expect
        .poll(() => labels(map), { timeout: 15_000 })
        .toEqual([...(language === 'ar' ? [words.cluster, words.egvekinot] : [words.egvekinot, words.cluster])]);
      // The tools sit at the end of the line: the right in German, the left in Arabic.
      const tools = await page.getByRole('button', { name: words.whole }).boundingBox();
      const frame = await map.boundingBox();
      const end =
        language === 'ar' ? (tools?.x ?? 0) - (frame?.x ?? 0) : (frame?.x ?? 0) + (frame?.width ?? 0) - (tools?.x ?? 0);
      expect(end).toBeLessThan(140);
      await map.getByRole('button', { name: words.cluster }).click();
      await expect(map.getByRole('link')).toHaveCount(4);
      expect(await unpromptedShifts(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
