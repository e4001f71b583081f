// Right-sized images: cards load AVIF at a width that fits the frame on the device, nothing shifts as they
// arrive, and the slideshow preloads exactly the file the next slide then shows.
import { expect, test, type Page } from '@playwright/test';
import { cards, expectImagesLoaded, PHOTO_COUNT, setSavedView } from './support';

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
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The images are held back until the placeholders have been seen.
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
    await expect(first).toHaveCSS('background-image', /^url\("data:image\/webp/);
    gate.open?.();
    await expectImagesLoaded(page.locator('img.card-image').first(), 1);
    await expect(first).toHaveCSS('background-image', 'none');
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((total, value) => total + value, 0)).toBe(0);
  });
});

test.describe('slide preloading', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('preloads the very file the next slide shows, then the rest of the album, each photo once', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/photos\/[\w-]+-\d+\.[0-9a-f]{8}\.\w+$/.test(request.url()))
        requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const image = page.locator('img.slide-image');
    await expectImagesLoaded(image, 1);
    // The two photos on each side are fetched once the current photo is in, the others a moment later.
    await expect.poll(() => requested.length).toBe(5);
    await expect.poll(() => requested.length, { timeout: 15_000 }).toBe(PHOTO_COUNT);
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('ArrowRight');
      await expectImagesLoaded(image, 1);
      const shown = new URL(await image.evaluate((img) => (img as HTMLImageElement).currentSrc)).pathname;
      expect(shown).toMatch(/\.avif$/);
      expect(requested).toContain(shown);
    }
    expect(requested).toHaveLength(PHOTO_COUNT);
    // One file per photo: no second width or format of a photo that was preloaded.
    const photos = requested.map((path) => /\/photos\/([\w-]+?)-\d+\./.exec(path)?.[1]);
    expect(new Set(photos).size).toBe(requested.length);
  });

  test('picks files for the slide as shown between the page margins, not the whole screen width', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    const image = page.locator('img.slide-image');
    for (let step = 0; step < 3; step++) {
      await expectImagesLoaded(image, 1);
      const { width, drawn } = await image.evaluate((img) => {
        const shown = img as HTMLImageElement;
        const file = Number(/-(\d+)\.[0-9a-f]{8}\.\w+$/.exec(shown.currentSrc)?.[1]);
        return { width: file, drawn: shown.getBoundingClientRect().width * devicePixelRatio };
      });
      // At most 665 device px wide here (380 CSS px, landscape), which the 720 px file covers; sized by
      // the screen's width (412 CSS px, 721 device px) it would be the 960 px one, a third more bytes.
      expect(drawn).toBeLessThanOrEqual(720);
      expect(width).toBe(720);
      await page.keyboard.press('ArrowRight');
    }
  });
});
