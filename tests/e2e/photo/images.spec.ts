// Right-sized card images: AVIF at about the width the frame shows, and nothing shifts as they arrive.
import { expect, test, type Page } from '@playwright/test';
import { cards, expectImagesLoaded, layoutShift, PHOTO_COUNT, watchLayoutShifts } from '../support';

/** Each card image's chosen file width and the device pixels its frame shows. */
async function cardChoices(page: Page) {
  return page.locator('img.card-image').evaluateAll((images) =>
    images.map((image) => {
      const img = image as HTMLImageElement;
      const width = Number(/-(\d+)\.[0-9a-f]{8}\.\w+$/.exec(img.currentSrc)?.[1]);
      const rect = img.getBoundingClientRect();
      // object-fit: cover fills the frame: the photo is drawn at least this many device pixels wide.
      const drawn = Math.max(rect.width, (rect.height * img.naturalWidth) / img.naturalHeight) * devicePixelRatio;
      return { src: img.currentSrc, width, drawn, natural: img.naturalWidth };
    }),
  );
}

for (const device of [
  { name: 'a 412 px phone at DPR 1.75', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: 'a 1280 px desktop', viewport: { width: 1280, height: 4000 }, deviceScaleFactor: 1 },
]) {
  test.describe(`cards on ${device.name}`, () => {
    test.use({ viewport: device.viewport, deviceScaleFactor: device.deviceScaleFactor });

    test('load AVIF files about as wide as the frame shows them', async ({ page }) => {
      await page.goto('/');
      await expect(cards(page)).toHaveCount(PHOTO_COUNT);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expectImagesLoaded(page.locator('img.card-image'), PHOTO_COUNT);
      for (const choice of await cardChoices(page)) {
        expect(choice.src).toMatch(/\.avif$/);
        // Never a blurry upscale by more than a third, never more than twice the pixels needed.
        expect(choice.width, choice.src).toBeGreaterThanOrEqual(Math.min(choice.drawn / 1.34, choice.natural));
        expect(choice.width, choice.src).toBeLessThanOrEqual(choice.drawn * 2);
      }
    });
  });
}

test.describe('layout stability', () => {
  test('keeps every card and caption in place while the images arrive (CLS 0)', async ({ page }) => {
    await watchLayoutShifts(page);
    // The images are held back until the fills have been seen.
    const gate: { open?: () => void } = {};
    const released = new Promise<void>((resolve) => (gate.open = resolve));
    await page.route('**/photos/*.avif', async (route) => {
      await released;
      await route.fallback();
    });
    // Not "load": the page preloads its first photos, so the load event waits for the held images.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const first = page.locator('img.card-image').first();
    await expect(first).toHaveAttribute('data-state', 'loading');
    // The photo's own colours fill its box: a gradient the build measured, carried in the catalogue.
    await expect(first).toHaveCSS('background-image', /^linear-gradient\(rgb/);
    gate.open?.();
    await expectImagesLoaded(page.locator('img.card-image').first(), 1);
    await expect(first).toHaveCSS('background-image', 'none');
    expect(await layoutShift(page)).toBe(0);
  });
});
