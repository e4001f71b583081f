import { expect, test, type Page, type Route } from '@playwright/test';
import {
  card,
  cardList,
  cards,
  collectConsole,
  collectPageErrors,
  expectCardDetails,
  expectImagesLoaded,
  jpegWithBrokenExif,
  notAJpeg,
  PHOTO_COUNT,
  photoBytes,
  photoById,
  TALL_VIEWPORT,
  withoutExif,
} from './support';

/** Answers the EXIF worker's requests for one photo (never the <img>'s) with `body`. */
async function serveExifBytes(page: Page, id: string, body: Buffer): Promise<void> {
  await page.route(`**/photos/${id}.jpg`, async (route: Route) => {
    const request = route.request();
    const fromWorker = request.resourceType() === 'fetch' || (await request.headerValue('range')) !== null;
    if (!fromWorker) return route.fallback();
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body });
  });
}

test.describe('broken and missing metadata', () => {
  test.use({ viewport: TALL_VIEWPORT });

  const brokenBodies = [
    { name: 'an EXIF segment whose TIFF header is garbage', id: 'after-the-rain', body: jpegWithBrokenExif() },
    { name: 'bytes that are not a JPEG at all', id: 'honey-bee', body: notAJpeg() },
  ];

  for (const { name, id, body } of brokenBodies) {
    test(`shows the photo without details and warns exactly once for ${name}`, async ({ page }) => {
      const warnings = collectConsole(page, 'warning');
      const { errors } = await collectPageErrors(page);
      await serveExifBytes(page, id, body);
      await page.goto('/');

      // Everything else settles: the other 13 photos get their details, and the warning is logged.
      await expectCardDetails(page, [id]);
      await expect.poll(() => warnings.filter((text) => text.includes('EXIF parse error'))).toHaveLength(1);

      const broken = card(page, id);
      await expect(broken.getByRole('img', { name: photoById(id).alt })).toBeVisible();
      await expectImagesLoaded(broken.getByRole('img'), 1);
      await expect(broken.locator('.camera-details')).toHaveCount(0);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`/photos/${id}.jpg`);
      expect(errors).toEqual([]);
    });
  }

  test('shows a photo with no EXIF at all without details, and logs nothing', async ({ page }) => {
    const id = 'dew-drop';
    const stripped = withoutExif(photoBytes(id));
    const warnings = collectConsole(page, 'warning');
    const consoleErrors = collectConsole(page, 'error');
    // The image and the worker both get the stripped file: a real photo that simply has no EXIF.
    await page.route(`**/photos/${id}.jpg`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/jpeg', body: stripped }),
    );
    await page.goto('/');

    await expectCardDetails(page, [id]);
    const bare = card(page, id);
    await expectImagesLoaded(bare.getByRole('img', { name: photoById(id).alt }), 1);
    await expect(bare.locator('.camera-details')).toHaveCount(0);
    expect(warnings).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('worker that cannot start', () => {
  test.use({ viewport: TALL_VIEWPORT });

  const blocks = [
    { name: 'is blocked', handle: (route: Route) => route.abort('blockedbyclient') },
    { name: 'is missing (404)', handle: (route: Route) => route.fulfill({ status: 404, body: 'Not found' }) },
  ];

  for (const { name, handle } of blocks) {
    test(`still shows all 14 photos, without details and without errors, when the worker script ${name}`, async ({
      page,
    }) => {
      const { errors, rejections } = await collectPageErrors(page);
      const warnings = collectConsole(page, 'warning');
      const photoFetches: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'fetch' && request.url().includes('/photos/')) photoFetches.push(request.url());
      });
      await page.route('**/assets/exif.worker-*.js', handle);
      await page.goto('/');

      await expectImagesLoaded(cardList(page).getByRole('img'), PHOTO_COUNT);
      // The failure is noticed once (one quiet warning, not one per photo); nothing shows in place of details.
      await expect.poll(() => warnings).toHaveLength(1);
      await expect(cards(page)).toHaveCount(PHOTO_COUNT);
      await expect(page.locator('.camera-details')).toHaveCount(0);
      expect(photoFetches).toEqual([]);
      expect(errors).toEqual([]);
      expect(await rejections()).toEqual([]);

      // The slideshow works without details too.
      await page.getByRole('tab', { name: 'Slides' }).click();
      await expect(page.locator('.slide-caption')).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
      await expectImagesLoaded(page.locator('.slide-image'), 1);
      await expect(page.locator('.camera-details')).toHaveCount(0);
      expect(warnings).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('image that fails to load', () => {
  test.use({ viewport: TALL_VIEWPORT });

  test('shows a quiet placeholder for that photo while the other 13 load', async ({ page }) => {
    const id = 'castle-maintenon';
    const { errors } = await collectPageErrors(page);
    await page.route(`**/photos/${id}.jpg`, (route) =>
      route.request().resourceType() === 'image' ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
    );
    await page.goto('/');

    const missing = card(page, id);
    const placeholder = missing.locator('.photo-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('role', 'img');
    await expect(missing.getByRole('img', { name: photoById(id).alt })).toBeVisible();
    await expect(missing.locator('img')).toHaveCount(0);
    // The placeholder keeps the frame's height: the grid does not jump.
    const frame = await missing.locator('.card-frame').boundingBox();
    const box = await placeholder.boundingBox();
    expect(box?.height).toBeCloseTo(frame?.height ?? -1, 0);

    await expectImagesLoaded(cardList(page).locator('img'), PHOTO_COUNT - 1);
    await expect(cardList(page).locator('.photo-placeholder')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
