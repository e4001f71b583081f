import { expect, test } from '@playwright/test';
import {
  card,
  cardOrder,
  collectConsole,
  expectCardDetails,
  PHOTO_COUNT,
  PHOTO_IDS,
  PHOTOS,
  photoById,
  setSavedView,
  TALL_VIEWPORT,
} from '../support';

test.describe('camera details', () => {
  test.use({ viewport: TALL_VIEWPORT });

  test('shows every photo’s focal length, exposure and aperture under its card', async ({ page }) => {
    const warnings = collectConsole(page, 'warning');
    await page.goto('/');
    await expectCardDetails(page);
    // The two photos with no 35mm focal length show the other two parts only, long exposures in seconds.
    await expect(card(page, 'darkest-hour').locator('.camera-details')).toHaveText('0.8 s · f/2.8');
    await expect(card(page, 'cincinnati-bridge-night').locator('.camera-details')).toHaveText('4 s · f/2.8');
    expect(warnings).toEqual([]);
  });

  test('reads each photo’s EXIF off the main thread with one small ranged request', async ({ page }) => {
    const ranges = new Map<string, string[]>();
    page.on('request', (request) => {
      const match = /\/photos\/([a-z-]+)\.jpg$/.exec(new URL(request.url()).pathname);
      if (!match?.[1] || request.resourceType() !== 'fetch') return;
      const list = ranges.get(match[1]) ?? [];
      list.push(request.headers().range ?? '(no Range header)');
      ranges.set(match[1], list);
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    await page.goto('/');
    await expectCardDetails(page);

    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(/\/assets\/exif\.worker-[\w-]+\.js$/);
    // The shipped photos' EXIF is stripped to a small block at the start: one request each of the worker's
    // FIRST_CHUNK_BYTES, far under the spec's 40 KB ceiling.
    const expected = Object.fromEntries(PHOTO_IDS.map((id) => [id, ['bytes=0-575']]));
    expect(Object.fromEntries(ranges)).toEqual(expected);
  });

  test('shows each card’s details in full on a phone as it scrolls into view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const warnings = collectConsole(page, 'warning');
    await page.goto('/');
    for (const id of await cardOrder(page)) {
      const details = card(page, id).locator('.camera-details');
      await card(page, id).scrollIntoViewIfNeeded();
      await expect(details).toHaveText(photoById(id).details.join(' · '));
      // Nothing is cut off: the caption holds the whole line, wrapped if need be.
      const clipped = await details.evaluate((element) => {
        const caption = element.closest('figcaption');
        const box = element.getBoundingClientRect();
        const room = caption?.getBoundingClientRect();
        return (
          element.scrollWidth > element.clientWidth ||
          !room ||
          box.bottom > room.bottom + 0.5 ||
          box.right > room.right + 0.5
        );
      });
      expect(clipped, `${id} details are clipped`).toBe(false);
    }
    expect(warnings).toEqual([]);
  });

  test('shows the same details in the slideshow, separated by vertical bars', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    const caption = page.locator('.slide-caption');
    const stage = page.locator('[aria-roledescription="slide"]');
    const details = page.getByRole('region', { name: 'Slideshow' }).locator('.camera-details');
    const seen: string[] = [];
    for (let n = 1; n <= PHOTO_COUNT; n++) {
      await expect(caption).toHaveText(`Image ${n} / ${PHOTO_COUNT}`);
      const id = (await stage.getAttribute('data-photo')) ?? '';
      seen.push(id);
      await expect(details).toHaveText(photoById(id).details.join(' | '));
      await page.keyboard.press('ArrowRight');
    }
    expect(seen.toSorted()).toEqual(PHOTOS.map((photo) => photo.id).toSorted());
  });
});
