// Private albums (issue 35): the build stops for a private album without a password; with its passwords, nothing of
// the album is in any file it writes (no word, id or file name, no image that looks like one of its photos), and in
// Chromium its page asks for a password, refuses a wrong one, and with a right one shows every photo with its details,
// flipping, and its keys remembered or locked away as the visitor chooses.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';
import {
  APP_ENTRY,
  appLive,
  collectConsole,
  collectPageErrors,
  holdRequests,
  seriousViolations,
  slide,
  slideshow,
} from '../support';
import { buildSite, filesUnder, FIXTURES, ownSite, tempFolder } from './own-build';
import { EVERY_BLOCK } from './shipped-metadata';

// A few small photos, encoded from an empty cache, on a busy machine.
const BUILD_TIMEOUT = 300_000;
// Argon2id is costly by design, and the phone profile's CPU is not emulated here: a guess takes a second at most.
const OPENING_TIMEOUT = 30_000;

const PASSWORDS = ['copper-lantern-orbit-meadow-quietly', 'violet-harbour-seventeen-kettles'];
/** The album's photos: their file names and ids, and the owner's words about them, none of which may ship. */
const PRIVATE = {
  'family/lantern-cove-2291.jpg': join(FIXTURES, 'camera.jpg'),
  'family/grandmas-porch-8812.jpg': join(FIXTURES, 'captureone.jpg'),
};
const WORDS = [
  'Picnic under the quince tree',
  'Everybody squinting at the lake house',
  'Three cousins on a striped blanket',
  'marzipan-reunion',
  'Porch swing in the rain',
];
const SECRETS = [
  ...WORDS,
  'lantern-cove-2291',
  'grandmas-porch-8812',
  'lantern-cove',
  'grandmas-porch',
  // What the originals hold: their own title, the serial, and the words of the second's keywords.
  'Harbour at dawn',
  'SN-4417-XT5',
  'Harbour & quay',
  ...PASSWORDS,
];
const YAML =
  'site:\n  owner: Jo Example\n  download: true\n  nav:\n    - label: Gallery\n      path: /\n' +
  'albums:\n  - folder: family\n    title: Summer at the lake\n    private: true\n' +
  'photos:\n' +
  `  - file: family/lantern-cove-2291.jpg\n    title: ${WORDS[0]}\n    caption: ${WORDS[1]}\n    alt: ${WORDS[2]}\n` +
  `    tags: [${WORDS[3]}]\n` +
  `  - file: family/grandmas-porch-8812.jpg\n    title: ${WORDS[4]}\n`;

const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const rememberBox = (page: Page) => page.getByRole('checkbox', { name: 'Remember on this device' });
const openButton = (page: Page) => page.getByRole('button', { name: 'Open', exact: true });
const albumCards = (page: Page) => page.locator('li.card');

/** A 64-bit difference hash of an image's pixels: near for two encodings of one photo, far for different photos. */
async function differenceHash(bytes: Buffer): Promise<bigint | null> {
  try {
    const pixels = await sharp(bytes).rotate().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
    let hash = 0n;
    for (let row = 0; row < 8; row += 1)
      for (let column = 0; column < 8; column += 1)
        hash = (hash << 1n) | ((pixels[row * 9 + column] ?? 0) < (pixels[row * 9 + column + 1] ?? 0) ? 1n : 0n);
    return hash;
  } catch {
    return null; // not an image: a sealed file, a page, a script
  }
}

const distance = (a: bigint, b: bigint): number => (a ^ b).toString(2).replaceAll('0', '').length;

test.describe('a private album', () => {
  let root = '';
  test.beforeEach(() => {
    test.setTimeout(BUILD_TIMEOUT);
    root = tempFolder('private');
  });
  test.afterEach(() => rmSync(root, { recursive: true, force: true }));
  const site = (yaml = YAML) => ownSite(root, { 'street.png': join(FIXTURES, 'no-exif.png'), ...PRIVATE }, yaml);

  test('stops the build without a password, naming the album and where a password goes', async () => {
    const build = await buildSite(site(), join(root, 'dist'));
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('Private albums and their passwords (1):');
    expect(build.output).toContain('album `family` is private but has no password');
    expect(build.output).toContain('PORTFOLIO_PASSWORD_FAMILY');
  });

  test('stops the build for a password written in portfolio.yaml', async () => {
    const build = await buildSite(
      site(YAML.replace('private: true\n', 'private: true\n    password: hunter2\n')),
      join(root, 'dist'),
    );
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('album `family` has a password in portfolio.yaml');
    expect(build.output).toContain('passwords.yaml');
    expect(build.output).not.toContain('hunter2');
  });
});

test.describe('a private album, built with its passwords', () => {
  // A test may open the album twice (a password, then the keys kept), each allowed its own opening's time.
  test.describe.configure({ timeout: 3 * OPENING_TIMEOUT });
  let root = '';
  let server: RunningServer | undefined;
  const dist = () => join(root, 'dist');
  const url = (path: string) => new URL(path, server?.url).href;
  /** The album's page opened with `password`: its two cards shown. */
  const openAlbum = async (page: Page, password = PASSWORDS[0] ?? '') => {
    await page.goto(url('/albums/family'));
    await passwordField(page).fill(password);
    await openButton(page).click();
    await expect(albumCards(page)).toHaveCount(2, { timeout: OPENING_TIMEOUT });
  };
  /** The album opened, then its photo titled `title` in the slideshow. */
  const openPhoto = async (page: Page, title: string) => {
    await openAlbum(page);
    await albumCards(page)
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await expect(slideshow(page)).toContainText(title);
  };
  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    root = tempFolder('private-built');
    const own = ownSite(root, { 'street.png': join(FIXTURES, 'no-exif.png'), ...PRIVATE }, YAML);
    writeFileSync(join(root, 'passwords.yaml'), `family:\n${PASSWORDS.map((each) => `  - ${each}\n`).join('')}`);
    writeFileSync(join(root, '.gitignore'), 'passwords.yaml\n');
    const build = await buildSite(own, dist());
    expect(build.code, build.output).toBe(0);
    server = await startServer({ root: dist(), port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('ships no word, id or file name of the album, and no image that looks like one of its photos', async () => {
    const files = filesUnder(dist());
    expect(
      files.some((file) => file.startsWith('photos/street')),
      'the public photo ships',
    ).toBe(true);
    expect(files.filter((file) => file.startsWith('sealed/')).length, 'sealed files').toBeGreaterThan(4);
    for (const file of files) {
      const text = readFileSync(join(dist(), file)).toString('latin1');
      const found = SECRETS.filter((secret) => file.includes(secret) || text.includes(secret));
      expect(found, file).toEqual([]);
    }
    const originals = await Promise.all(Object.values(PRIVATE).map((file) => differenceHash(readFileSync(file))));
    const street = await differenceHash(readFileSync(join(FIXTURES, 'no-exif.png')));
    for (const original of originals)
      expect(distance(original ?? 0n, street ?? 0n), 'fixtures differ').toBeGreaterThan(10);
    for (const file of files) {
      const hash = await differenceHash(readFileSync(join(dist(), file)));
      if (hash === null) continue;
      for (const original of originals) expect(distance(hash, original ?? 0n), file).toBeGreaterThan(10);
    }
    // The page names the album's title (the owner did not hide it) and no photo of it.
    const page = readFileSync(join(dist(), 'albums', 'family.html'), 'utf8');
    expect(page).toContain('Summer at the lake');
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page).not.toContain('og:image');
    for (const listing of ['sitemap.xml', 'feed.xml', 'index.html', 'albums.html'])
      expect(files.includes(listing) ? readFileSync(join(dist(), listing), 'utf8') : '', listing).not.toContain(
        '/albums/family',
      );
  });

  test('refuses a wrong password, keeping it in the field, and shows no photo', async ({ page }) => {
    const { errors, rejections } = await collectPageErrors(page);
    await page.goto(url('/albums/family'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer at the lake');
    await passwordField(page).fill('not-the-password');
    await openButton(page).click();
    await expect(page.getByRole('status')).toHaveText(/does not open this album/, { timeout: OPENING_TIMEOUT });
    await expect(passwordField(page)).toHaveValue('not-the-password');
    await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('img')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(await rejections()).toEqual([]);
  });

  test('opens with either password: every photo, its details read from the photo, flipping', async ({ page }) => {
    const warnings = collectConsole(page, 'warning');
    await openAlbum(page, PASSWORDS[1] ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer at the lake');
    // Each card's image arrives, decrypted by the service worker, and its details come from its EXIF.
    await expect
      .poll(() =>
        page
          .locator('li.card img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    const cove = albumCards(page).filter({ has: page.getByAltText(WORDS[2] ?? '') });
    await expect(cove.locator('.camera-details')).toHaveText(/1\/250 s · f\/2\.8/);
    await cove.getByRole('button').first().click();
    await expect(slideshow(page)).toBeVisible();
    await expect(slideshow(page)).toContainText(WORDS[0] ?? '');
    // Info: the details panel, read by the worker from the decrypted JPEG.
    await slideshow(page).getByRole('button', { name: 'Info' }).click();
    const panel = page.getByRole('dialog', { name: WORDS[0] ?? '' });
    await expect(panel).toContainText('1/250 s');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // Zoom: the photo's own pixels, fetched through the service worker too.
    await slideshow(page).getByRole('button', { name: 'Zoom' }).click();
    await expect
      .poll(() =>
        slide(page)
          .locator('img')
          .evaluate((image) => new DOMMatrix(getComputedStyle(image).transform).a),
      )
      .toBeGreaterThan(1);
    await page.keyboard.press('0');
    await page.keyboard.press('ArrowRight');
    await expect(slideshow(page)).toContainText(WORDS[4] ?? '');
    await expect(slide(page).locator('img')).toHaveJSProperty('complete', true);
    expect(warnings.filter((warning) => warning.includes('EXIF'))).toEqual([]);
  });

  test('remembers its keys across a reload when asked, and forgets them on Lock', async ({ page }) => {
    await page.goto(url('/albums/family'));
    await passwordField(page).fill(PASSWORDS[0] ?? '');
    await rememberBox(page).check();
    await openButton(page).click();
    await expect(albumCards(page)).toHaveCount(2, { timeout: OPENING_TIMEOUT });
    await page.reload();
    await expect(albumCards(page)).toHaveCount(2, { timeout: OPENING_TIMEOUT });
    await page.getByRole('button', { name: 'Lock' }).click();
    await expect(passwordField(page)).toBeVisible();
    await expect(albumCards(page)).toHaveCount(0);
    await page.reload();
    await expect(passwordField(page)).toBeVisible();
    await expect(passwordField(page)).toHaveValue('');
    await expect(albumCards(page)).toHaveCount(0);
  });

  test('keeps "Remember on this device" when it was ticked before the app ran', async ({ page }) => {
    // The app's entry held back: the prerendered form takes the password and the tick, nothing listens yet.
    const release = await holdRequests(page, APP_ENTRY);
    await page.goto(url('/albums/family'));
    await passwordField(page).fill(PASSWORDS[1] ?? '');
    await rememberBox(page).check();
    release();
    await appLive(page);
    await expect(rememberBox(page)).toBeChecked();
    await openButton(page).click();
    await expect(albumCards(page)).toHaveCount(2, { timeout: OPENING_TIMEOUT });
    await page.reload();
    await expect(albumCards(page)).toHaveCount(2, { timeout: OPENING_TIMEOUT });
  });

  test('forgets its keys with the visit when not asked to remember', async ({ page }) => {
    await openAlbum(page);
    await page.reload();
    await expect(passwordField(page)).toBeVisible();
    await expect(albumCards(page)).toHaveCount(0);
  });

  test("saves a photo's JPEG from the slide's Download link, decrypted, named after it, without GPS or serial", async ({
    page,
  }) => {
    await openPhoto(page, WORDS[0] ?? '');
    const link = slideshow(page).getByRole('link', { name: 'Download' });
    // Its address names nothing of the photo: the service worker opens the sealed file behind it.
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/private\/family\//);
    expect(SECRETS.filter((secret) => href.includes(secret))).toEqual([]);
    await expect(slideshow(page).getByRole('button', { name: 'Zoom' })).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${WORDS[0] ?? ''}.jpg`);
    const path = join(root, 'saved.jpg');
    await download.saveAs(path);
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.includes('SN-4417-XT5')).toBe(false);
    const found = ((await exifr.parse(bytes, EVERY_BLOCK)) ?? {}) as Record<string, Record<string, unknown>>;
    expect(found.gps).toBeUndefined();
    expect(found.exif?.ExposureTime, 'its camera details are kept').toBe(1 / 250);
    const original = await differenceHash(readFileSync(PRIVATE['family/lantern-cove-2291.jpg']));
    expect(distance((await differenceHash(bytes)) ?? 0n, original ?? 0n)).toBeLessThanOrEqual(10);
  });

  test('a link to a photo inside, its own address or the one Share gives, opens that photo after the password', async ({
    page,
  }) => {
    await openPhoto(page, WORDS[4] ?? '');
    const address = page.url();
    const id = new URL(address).pathname.replace('/p/', '');
    expect(id).toMatch(/^family\.[0-9a-f]{32}$/);
    for (const link of [address, url(`/albums/family#${id}`)]) {
      await page.goto(url('/'));
      await page.goto(link);
      await passwordField(page).fill(PASSWORDS[0] ?? '');
      await openButton(page).click();
      await expect(slideshow(page)).toContainText(WORDS[4] ?? '', { timeout: OPENING_TIMEOUT });
      expect(new URL(page.url()).pathname).toBe(`/p/${id}`);
    }
  });
});
