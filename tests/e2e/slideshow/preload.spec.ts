// Slides fetched and decoded ahead: the neighbours, then the album, each file once, still there offline.
import { expect, test } from '@playwright/test';
import { widthsFor } from '../../../src/lib/image-widths';
import {
  APP_ENTRY,
  appLive,
  collectPageErrors,
  currentSlide,
  expectImagesLoaded,
  holdRequests,
  PHOTO_COUNT,
  setSavedView,
  slideCaption,
  slideshow,
  viewTab,
} from '../support';

test.describe('slide preloading', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('fetches the photo and two on each side first, then the rest, each once, and shows the file it fetched', async ({
    page,
  }) => {
    await setSavedView(page, 'slideshow');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/photos\/[\w-]+-\d+\.[0-9a-f]{8}\.\w+$/.test(request.url()))
        requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    // The whole album is read ahead, one file per photo: no second width or format of any.
    await expect.poll(() => requested.length, { timeout: 20_000 }).toBe(PHOTO_COUNT);
    const photoOf = (path: string) => /\/photos\/([\w-]+?)-\d+\./.exec(path)?.[1];
    expect(new Set(requested.map(photoOf)).size).toBe(PHOTO_COUNT);

    // The first five fetched are the photo on show and the two on each side: walk to them.
    const around = [await currentSlide(page)];
    const image = slideshow(page).getByRole('img');
    for (const [key, position] of [
      ['ArrowRight', 2],
      ['ArrowRight', 3],
      ['Home', 1],
      ['End', PHOTO_COUNT],
      ['ArrowLeft', PHOTO_COUNT - 1],
    ] as const) {
      await page.keyboard.press(key);
      await expect(slideCaption(page)).toHaveText(`Image ${position} / ${PHOTO_COUNT}`);
      if (key !== 'Home') around.push(await currentSlide(page));
      await expectImagesLoaded(image, 1);
      const shown = new URL(await image.evaluate((img) => (img as HTMLImageElement).currentSrc)).pathname;
      expect(shown).toMatch(/\.avif$/);
      expect(requested).toContain(shown);
    }
    expect(new Set(requested.slice(0, 5).map(photoOf))).toEqual(new Set(around));
    expect(requested).toHaveLength(PHOTO_COUNT);
  });

  test('picks files for the slide as shown between the page margins, not the whole screen width', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    const image = page.locator('img.slide-image');
    for (let step = 0; step < 3; step++) {
      await expect(slideCaption(page)).toHaveText(`Image ${String(step + 1)} / ${String(PHOTO_COUNT)}`);
      await expectImagesLoaded(image, 1);
      // At most 665 device px wide here (380 CSS px), which the 720 px file covers; sized by the screen's width
      // (412 CSS px, 721 device px) it would be the 960 px one, a third more bytes. A photo less wide than 3:2 is
      // drawn narrower on the phone's stage, and the smallest file that covers it is the one to fetch. Read at once,
      // the photo's box and the file chosen for it, until they settle: a flip changes the photo's size and its
      // srcset, which the browser takes up in a later frame.
      await expect
        .poll(async () => {
          const { drawn, photoWidth, chosen } = await image.evaluate((img) => {
            const photo = img as HTMLImageElement;
            return {
              drawn: photo.getBoundingClientRect().width * devicePixelRatio,
              photoWidth: Number(photo.getAttribute('width')),
              chosen: Number(/-(\d+)\.[0-9a-f]{8}\.\w+$/.exec(photo.currentSrc)?.[1]),
            };
          });
          // The widths the build encoded this photo at, which the slide's srcset offers.
          const covering = Math.min(...widthsFor(photoWidth).filter((offer) => offer >= drawn - 1));
          return drawn <= 720 && chosen === covering
            ? 'the smallest file that covers it, within 720 px'
            : `the ${String(chosen)} px file for ${String(Math.round(drawn))} device px (${String(covering)} covers it)`;
        })
        .toBe('the smallest file that covers it, within 720 px');
      await page.keyboard.press('ArrowRight');
    }
  });
});

test.describe('the slideshow code', () => {
  test('leaves the slideshow code off the first load, and fetches it as the visitor reaches for Slides', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/slideshow-/);
    await page.goto('/');
    const slideshowScripts = () => scripts.filter((path) => /\/assets\/slideshow-[\w-]+\.js$/.test(path));
    // Once the app is live, the first load has asked for no slideshow code.
    await appLive(page);
    expect(slideshowScripts()).toHaveLength(0);
    // Reaching for the tab (a modulepreload, which does not run it) fetches it before the press.
    await viewTab(page, 'Slides').hover();
    await expect.poll(() => slideshowScripts().length).toBe(1);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloaded).toContain(slideshowScripts()[0]);
    await viewTab(page, 'Slides').click();
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(slideshowScripts()).toHaveLength(1);
  });

  test('fetches it once the app is live when the pointer already rests on Slides', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The app's entry held back: the pre-paint script's tabs and cards are on the page, nothing listens yet.
    const release = await holdRequests(page, APP_ENTRY);
    await page.goto('/');
    await viewTab(page, 'Slides').hover();
    expect(scripts.filter((path) => /\/assets\/slideshow-/.test(path))).toHaveLength(0);
    release();
    await appLive(page);
    await expect.poll(() => scripts.filter((path) => /\/assets\/slideshow-[\w-]+\.js$/.test(path)).length).toBe(1);
  });

  test('keeps zoom and its gestures in the slideshow’s code, none of it in the page’s own script', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    // The app's entry, which the pre-paint script names and runs once the first screen's photos are in.
    const entry = /["'`](\/assets\/index-[\w-]+\.js)["'`]/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const main = await (await page.request.get(entry ?? '')).text();
    await page.goto('/p/honey-bee');
    // The slideshow's chunk and those it imports, each preloaded.
    await expect(page.locator('link[rel="modulepreload"][href*="/slideshow-"]')).toHaveCount(1);
    const chunks = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const slideshowCode = (await Promise.all(chunks.map(async (url) => (await page.request.get(url)).text()))).join(
      '\n',
    );
    // @use-gesture's pinch options, by the names they leave in the code.
    for (const trace of ['pinchOnWheel', 'scaleBounds']) {
      expect(slideshowCode.includes(trace), `${trace} in the slideshow's code`).toBe(true);
      expect(main.includes(trace), `${trace} in the page's own script`).toBe(false);
    }
  });
});

test.describe('offline after the first load', () => {
  test('flips through the whole album already read ahead, with no error', async ({ page, context }) => {
    const { errors } = await collectPageErrors(page);
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/photos/')) loaded.add(request.url());
    });
    await setSavedView(page, 'slideshow');
    // The slides' files are counted: the filmstrip's thumbnails, files of their own, stay out of it.
    await page.addInitScript(() => window.localStorage.setItem('filmstrip', 'hidden'));
    await page.goto('/');
    await expect.poll(() => loaded.size, { timeout: 20_000 }).toBe(PHOTO_COUNT);

    await context.setOffline(true);
    const image = slideshow(page).getByRole('img');
    for (let position = 2; position <= PHOTO_COUNT + 1; position++) {
      await page.keyboard.press('ArrowRight');
      await expect(slideCaption(page)).toHaveText(`Image ${((position - 1) % PHOTO_COUNT) + 1} / ${PHOTO_COUNT}`);
      await expectImagesLoaded(image, 1);
    }
    await expect(slideshow(page).locator('.photo-placeholder')).toBeHidden();
    expect(errors).toEqual([]);
  });
});
