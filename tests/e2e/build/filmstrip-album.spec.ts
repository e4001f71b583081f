// The filmstrip at 2,000 photos (issue 33): a site built from a generated album of tiny photos, so CI makes and
// encodes them in a few minutes. The strip holds a window of thumbnails, not all 2,000; scrolled far along, it shows
// photo 1,500, a click jumps there, and Back returns to the grid the slideshow was opened from.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makeAlbum } from '../../fixtures/album.mjs';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';
import { PITCH } from '../../../src/app/slideshow/filmstrip/strip-window';
import { cardList, slideshow } from '../support';
import { buildSite } from './own-build';

const ALBUM_SIZE = 2000;
/** The thumbnails the strip may hold at once, whatever the album's size (issue 33's figure). */
const MOST_IN_DOM = 60;
// Making and encoding 2,000 photos, even this small, on a busy shared machine.
const BUILD_TIMEOUT = 900_000;

const strip = (page: Page) => page.getByRole('listbox', { name: 'Filmstrip' });
const thumbnails = (page: Page) => strip(page).getByRole('option');
/** "Image N / 2,000": the numbers grouped as the site's language writes them. */
const slideCaption = (page: Page) => slideshow(page).getByText(/^Image [\d,]+ \/ [\d,]+$/);

test.describe(`the filmstrip of a ${ALBUM_SIZE.toLocaleString('en')}-photo album`, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  let root = '';
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    root = mkdtempSync(join(tmpdir(), 'filmstrip-album-'));
    const album = await makeAlbum(join(root, 'album', 'photos'), ALBUM_SIZE, { seed: 1, width: 64, height: 48 });
    const outDir = join(root, 'dist');
    const build = await buildSite({ photos: album.dir, yaml: album.portfolio }, outDir, { cache: join(root, 'cache') });
    expect(build.code, build.output).toBe(0);
    server = await startServer({ root: outDir, port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('holds a window of thumbnails; scrolled far along, photo 1,500 shows, a click jumps to it and Back returns to the grid', async ({
    page,
  }) => {
    await page.goto(new URL('/', server?.url).href);
    await cardList(page)
      .getByRole('button', { name: /^Open .+ in the slideshow$/ })
      .first()
      .click();
    await expect(slideCaption(page)).toHaveText('Image 1 / 2,000');
    await expect(thumbnails(page).first()).toHaveAttribute('aria-setsize', String(ALBUM_SIZE));
    expect(await thumbnails(page).count()).toBeLessThanOrEqual(MOST_IN_DOM);

    // A long drag's worth along the strip, to where photo 1,500 is.
    await strip(page).evaluate((list, pitch) => list.scrollTo({ left: 1499 * pitch - list.clientWidth / 2 }), PITCH);
    const target = strip(page).locator('[aria-posinset="1500"]');
    await expect(target).toBeInViewport();
    expect(await thumbnails(page).count()).toBeLessThanOrEqual(MOST_IN_DOM);
    await target.click();
    await expect(slideCaption(page)).toHaveText('Image 1,500 / 2,000');
    await expect(strip(page).getByRole('option', { selected: true })).toHaveAttribute('aria-posinset', '1500');
    expect(await thumbnails(page).count()).toBeLessThanOrEqual(MOST_IN_DOM);

    await page.goBack();
    await expect(cardList(page)).toBeVisible();
  });
});
