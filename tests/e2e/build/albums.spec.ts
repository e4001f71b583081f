// Albums and downloads (issue 26): a site built from an owner's folder with three albums, one of them unlisted, and
// `download: true`, served by the production server; and the default site, whose slide offers no download.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import exifr from 'exifr';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';
import {
  cards,
  expectImagesLoaded,
  layoutShift,
  mainNav,
  slideCaption,
  slideshow,
  watchLayoutShifts,
} from '../support';
import { buildSite, BUNDLED, FIXTURES, ownSite, problemLines, tempFolder, type Run } from './own-build';
import { EVERY_BLOCK } from './shipped-metadata';

const SITE_URL = 'https://jo.example';
const YAML = `site:
  owner: Jo Example
  url: ${SITE_URL}
  download: true
  nav:
    - label: Gallery
      path: /
albums:
  - folder: macro
    title: Close up
    description: Small things, near.
    cover: dew-drop.jpg
  - folder: travel
  - folder: family
    title: Family
    listed: false
`;
const FILES = {
  'after-the-rain.jpg': join(BUNDLED, 'after-the-rain.jpg'),
  'travel/lake-red-hills.jpg': join(BUNDLED, 'lake-red-hills.jpg'),
  'travel/maldives-jetty.jpg': join(BUNDLED, 'maldives-jetty.jpg'),
  'travel/neist-point-lighthouse.jpg': join(BUNDLED, 'neist-point-lighthouse.jpg'),
  'macro/honey-bee.jpg': join(BUNDLED, 'honey-bee.jpg'),
  'macro/dew-drop.jpg': join(BUNDLED, 'dew-drop.jpg'),
  // The fixture with a GPS position and a serial number: what a download must never hand out.
  'family/camera.jpg': join(FIXTURES, 'camera.jpg'),
  'family/petal-droplets.jpg': join(BUNDLED, 'petal-droplets.jpg'),
};
const UNLISTED_IDS = ['camera', 'petal-droplets'];
const LISTED_IDS = [
  'after-the-rain',
  'lake-red-hills',
  'maldives-jetty',
  'neist-point-lighthouse',
  'honey-bee',
  'dew-drop',
];
/** camera.jpg's serial number, as its EXIF holds it (tests/fixtures/photos/README.md). */
const SERIAL = Buffer.from('SN-4417-XT5', 'latin1');
// Encoding a photo the repository's cache lacks, on a busy machine.
const BUILD_TIMEOUT = 180_000;

/** The serious and critical axe violations on the page as it rests, described for a failure message. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

const albumCards = (page: Page) => page.getByRole('main').getByRole('listitem');
const coverImages = (page: Page) => page.locator('img.album-cover-image');
const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

test.describe('a site with three albums, one unlisted, and downloads on', () => {
  test.describe.configure({ mode: 'serial' });

  let root = '';
  let build: Run;
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    root = tempFolder('albums');
    build = await buildSite(ownSite(root, FILES, YAML), join(root, 'dist'));
    expect(build.code, build.output).toBe(0);
    server = await startServer({ root: join(root, 'dist'), port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  const url = (path: string): string => new URL(path, server?.url).href;

  test('shows the two listed albums on /albums, in the owner’s order, with their covers and photo counts', async ({
    page,
  }) => {
    await page.goto(url('/albums'));
    await expect(page).toHaveTitle('Albums - Jo Example');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Albums');
    await expect(albumCards(page)).toHaveCount(2);
    await expect(albumCards(page).getByRole('heading', { level: 2 })).toHaveText(['Close up', 'Travel']);
    await expect(albumCards(page).nth(0).getByRole('link')).toHaveAttribute('href', '/albums/macro');
    await expect(albumCards(page).nth(0)).toContainText('2 photos');
    await expect(albumCards(page).nth(1)).toContainText('3 photos');
    await expectImagesLoaded(coverImages(page), 2);
    // The owner's cover for the first; the folder's first photo for the second.
    const [macro, travel] = await coverImages(page).evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).currentSrc),
    );
    expect(macro).toContain('/photos/dew-drop-');
    expect(travel).toMatch(/\/photos\/(?:lake-red-hills|maldives-jetty|neist-point-lighthouse)-/);
    await expect(page.getByText('Family')).toHaveCount(0);
  });

  test('links the albums page from the top bar, and each album to its page of cards, which flips within it', async ({
    page,
  }) => {
    await page.goto(url('/'));
    await expect(mainNav(page).getByRole('link')).toHaveText(['Gallery', 'Albums']);
    await mainNav(page).getByRole('link', { name: 'Albums' }).click();
    await expect(page).toHaveURL(url('/albums'));
    await page.getByRole('link', { name: /Close up/ }).click();
    await expect(page).toHaveURL(url('/albums/macro'));
    await expect(page).toHaveTitle('Close up - Jo Example');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Close up');
    await expect(page.getByText('Small things, near.')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await cards(page).first().getByRole('button').click();
    await expect(slideCaption(page)).toHaveText('Image 1 / 2');
  });

  test('keeps the unlisted album off the albums page, the nav, the home page, the sitemap and the feed', async ({
    page,
    request,
  }) => {
    await page.goto(url('/'));
    await expect(cards(page)).toHaveCount(LISTED_IDS.length);
    const shown = await cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-photo')));
    expect(shown.toSorted()).toEqual(LISTED_IDS.toSorted());
    await expect(mainNav(page).getByRole('link', { name: 'Family' })).toHaveCount(0);
    const sitemap = await (await request.get(url('/sitemap.xml'))).text();
    const feed = await (await request.get(url('/feed.xml'))).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/albums/macro</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_URL}/albums/travel</loc>`);
    for (const text of [sitemap, feed]) {
      expect(text).not.toContain('/albums/family');
      for (const id of UNLISTED_IDS) expect(text).not.toContain(`/p/${id}`);
    }
    for (const id of LISTED_IDS) expect(feed).toContain(`${SITE_URL}/p/${id}`);
  });

  test('opens the unlisted album by its link, and tells search engines not to list it or its photos', async ({
    page,
    request,
  }) => {
    await page.goto(url('/albums/family'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    for (const path of ['/albums/family', '/p/camera', '/p/petal-droplets'])
      expect(meta(await (await request.get(url(path))).text(), 'robots'), path).toBe('noindex');
    for (const path of ['/', '/albums', '/albums/macro', '/albums/travel', '/p/dew-drop'])
      expect(meta(await (await request.get(url(path))).text(), 'robots'), path).toBeUndefined();
  });

  test('gives each listed album’s page its own link preview: title, description, address and its cover', async ({
    request,
  }) => {
    const macro = await (await request.get(url('/albums/macro'))).text();
    expect(meta(macro, 'og:title')).toBe('Close up - Jo Example');
    expect(meta(macro, 'og:description')).toBe('Small things, near.');
    expect(meta(macro, 'og:url')).toBe(`${SITE_URL}/albums/macro`);
    expect(meta(macro, 'og:image')).toMatch(/^https:\/\/jo\.example\/photos\/dew-drop-1200\.[0-9a-f]{8}\.jpg$/);
    expect(meta(macro, 'twitter:card')).toBe('summary_large_image');
    const travel = await (await request.get(url('/albums/travel'))).text();
    expect(meta(travel, 'og:title')).toBe('Travel - Jo Example');
    expect(meta(travel, 'og:url')).toBe(`${SITE_URL}/albums/travel`);
    const image = meta(travel, 'og:image') ?? '';
    expect(image).toMatch(/\/photos\/(?:lake-red-hills|maldives-jetty|neist-point-lighthouse)-1200\.[0-9a-f]{8}\.jpg$/);
    // The preview is the shipped 1200 px JPEG, stripped like every photo file.
    const preview = await request.get(url(new URL(image).pathname));
    expect(preview.headers()['content-type']).toBe('image/jpeg');
    const found = ((await exifr.parse(await preview.body(), EVERY_BLOCK)) ?? {}) as Record<string, unknown>;
    expect(found.gps).toBeUndefined();
  });

  test('saves the shipped JPEG from the slide’s Download link, named after the photo, without GPS or serial', async ({
    page,
  }) => {
    await page.goto(url('/p/camera'));
    const link = slideshow(page).getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('href', '/photos/camera.jpg');
    // Focused once the slideshow's code has run: the photo's page, as it takes over, places focus itself.
    await expect(slideshow(page).getByRole('button', { name: 'Zoom' })).toBeEnabled();
    await link.focus();
    await expect(link).toHaveCSS('outline-style', 'solid');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Harbour at dawn.jpg');
    const path = join(root, 'saved.jpg');
    await download.saveAs(path);
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const found = ((await exifr.parse(bytes, EVERY_BLOCK)) ?? {}) as Record<string, Record<string, unknown>>;
    expect(found.gps).toBeUndefined();
    expect(found.exif?.SerialNumber ?? found.exif?.BodySerialNumber).toBeUndefined();
    expect(bytes.includes(SERIAL)).toBe(false);
    // The link follows the photo on show.
    await page.keyboard.press('ArrowRight');
    await expect(link).toHaveAttribute('href', '/photos/petal-droplets.jpg');
  });

  test('has no serious axe violations and no layout shift on the albums page', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await watchLayoutShifts(page);
    await page.goto(url('/albums'));
    await expectImagesLoaded(coverImages(page), 2);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
  });
});

test('refuses an album portfolio.yaml names that the folder does not have, naming the file, its line and the fix', async () => {
  test.setTimeout(BUILD_TIMEOUT);
  const root = tempFolder('albums-unknown');
  try {
    const yaml = YAML.replace('  - folder: travel\n', '  - folder: travle\n');
    const site = ownSite(root, FILES, yaml);
    const refused = await buildSite(site, join(root, 'dist'));
    expect(refused.code, refused.output).not.toBe(0);
    expect(refused.output).toContain('Albums that do not exist');
    expect(problemLines(refused.output)).toEqual([
      `${site.yaml}:13: album \`travle\` has no folder ${site.photos}/travle with photos in it. Correct the name ` +
        '(the albums are: family, macro, travel), or run `npm run photos -- --prune` to remove the entry.',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('offers no Download link where the owner has not turned downloads on', async ({ page }) => {
  await page.goto('/p/after-the-rain');
  await expect(slideshow(page).getByRole('button', { name: 'Share' })).toBeEnabled();
  await expect(slideshow(page).getByRole('link', { name: 'Download' })).toHaveCount(0);
  await expect(page.locator('a[download]')).toHaveCount(0);
});
