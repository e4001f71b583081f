// A page for every photo, /p/<id>: its own HTML for link previews, the slideshow on it, and history that follows
// the visitor's intent (opening a photo is a step; flipping and the view tabs are not). `/?photo=<id>` still lands.
import { expect, test, type Page } from '@playwright/test';
import exifr from 'exifr';
import { decodePhotoIndex, withWords, type PhotoIndex, type PhotoWords } from '../../../src/lib/photo-index';
import { EVERY_BLOCK } from '../build/shipped-metadata';
import {
  card,
  cardOrder,
  cards,
  CATALOGUE_WORDS,
  currentSlide,
  holdRequests,
  OWNER_NAME,
  PHOTO_COUNT,
  PHOTO_IDS,
  photoById,
  readStored,
  setSavedView,
  slide,
  slideCaption,
  viewTab,
} from '../support';

/** The <head> of the HTML a path answers with, before any script runs. */
async function headOf(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
    return {
      title: doc.title,
      description: meta('description'),
      image: meta('og:image'),
      imageWidth: meta('og:image:width'),
      imageHeight: meta('og:image:height'),
      ogTitle: meta('og:title'),
      twitterCard: meta('twitter:card'),
      twitterImage: meta('twitter:image'),
    };
  }, html);
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  for (let offset = 2; offset + 9 < bytes.length;) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('no start-of-frame segment');
}

const historyLength = (page: Page) => page.evaluate(() => history.length);

/** The catalogue the built home page names: each photo's title and pixel size, as the build read them. */
async function catalogue(page: Page): Promise<Map<string, { title: string; width: number }>> {
  const html = await (await page.request.get('/')).text();
  const json = /<script type="application\/json" id="portfolio">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const { catalogue: urls, index } = JSON.parse(json) as { catalogue: { words: string }; index: PhotoIndex };
  const words = (await (await page.request.get(urls.words)).json()) as PhotoWords;
  return new Map(withWords(decodePhotoIndex(index), words).map((photo) => [photo.id, photo]));
}

test.describe("a photo's own page", () => {
  test('answers each photo page without JavaScript with its own title, description and preview image', async ({
    page,
  }) => {
    const built = await catalogue(page);
    for (const id of ['honey-bee', 'dew-drop', 'castle-maintenon']) {
      const photo = photoById(id);
      const { title = '', width = 0 } = built.get(id) ?? {};
      const head = await headOf(page, `/p/${id}`);
      expect(head.title, id).toBe(`${title} · ${OWNER_NAME}`);
      expect(head.ogTitle, id).toBe(head.title);
      expect(head.description, id).toContain((photo.caption ?? photo.alt).replace(/\.$/, ''));
      if (photo.details.length > 0) expect(head.description, id).toContain(photo.details.join(' · '));
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.twitterImage).toBe(head.image);
      // The preview: a 1200 px JPEG (or the photo's own width, if narrower), stripped, well under 300 kB.
      const image = await page.request.get(head.image ?? '');
      expect(image.status(), `${id} preview`).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      const bytes = await image.body();
      expect(bytes.length, `${id} preview bytes`).toBeLessThan(300_000);
      const size = jpegSize(bytes);
      expect(String(size.width)).toBe(head.imageWidth);
      expect(Math.abs(size.height - Number(head.imageHeight))).toBeLessThanOrEqual(1);
      expect(size.width).toBe(Math.min(1200, width));
      const found = ((await exifr.parse(bytes, EVERY_BLOCK)) ?? {}) as Record<string, unknown>;
      for (const block of ['gps', 'xmp', 'iptc', 'exif', 'ifd0', 'makerNote'])
        expect(found[block], block).toBeUndefined();
    }
  });

  test('opens the slideshow on the photo and saves the view; /?photo= lands on the same photo at /p/', async ({
    page,
  }) => {
    await page.goto('/p/honey-bee');
    await expect(slide(page)).toHaveAttribute('data-photo', 'honey-bee');
    await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle(`Slides: Honey bee - ${OWNER_NAME}`);
    expect(await readStored(page, 'galleryView')).toBe('slideshow');

    await setSavedView(page, 'cards');
    await page.goto('/?photo=honey-bee');
    await expect(slide(page)).toHaveAttribute('data-photo', 'honey-bee');
    await expect(page).toHaveURL(/\/p\/honey-bee$/);
  });

  test('paints its photo from its own HTML, and flips with the keys pressed meanwhile once the catalogue comes', async ({
    page,
  }) => {
    const release = await holdRequests(page, CATALOGUE_WORDS);
    await page.goto('/p/honey-bee');
    await expect(slide(page)).toHaveAttribute('data-photo', 'honey-bee');
    await expect(slide(page).getByRole('img')).toHaveAttribute('alt', photoById('honey-bee').alt);
    await page.keyboard.press('ArrowRight');
    release();
    await expect(slide(page)).not.toHaveAttribute('data-photo', 'honey-bee');
    await expect(slideCaption(page)).toHaveText(new RegExp(`^Image \\d+ / ${String(PHOTO_COUNT)}$`));
    await expect(page).toHaveURL(new RegExp(`/p/${await currentSlide(page)}$`));
    await page.keyboard.press('ArrowLeft');
    await expect(slide(page)).toHaveAttribute('data-photo', 'honey-bee');
  });

  test('fetches the photo and its neighbours for a visit that came for it, and the album once it flips', async ({
    page,
  }) => {
    // The slides' files are counted: the filmstrip's thumbnails, files of their own, stay out of it.
    await page.addInitScript(() => window.localStorage.setItem('filmstrip', 'hidden'));
    const slides = new Set<string>();
    let lastRequest = Date.now();
    page.on('request', (request) => {
      const name = /\/photos\/([\w-]+?)-\d+\.[0-9a-f]{8}\.avif$/.exec(request.url())?.[1];
      if (!name) return;
      slides.add(name);
      lastRequest = Date.now();
    });
    await page.goto('/p/honey-bee');
    await expect(slide(page)).toHaveAttribute('data-photo', 'honey-bee');
    await expect.poll(() => slides.size).toBe(5);
    // A state that lasts: no photo asked for in three times the read-ahead's wait after the neighbours are in.
    await expect.poll(() => Date.now() - lastRequest, { timeout: 15_000 }).toBeGreaterThan(3_000);
    expect(slides.size).toBe(5);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slides.size, { timeout: 20_000 }).toBe(PHOTO_COUNT);
  });

  test('answers an unknown photo with the not-found page and a real 404', async ({ page }) => {
    const response = await page.goto('/p/no-such-photo');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown ?photo= falls back to the cards and drops it', async ({ page }) => {
    await page.goto('/?photo=no-such-photo');
    await expect(card(page, 'honey-bee')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('history', () => {
  test('grid, open a photo, flip three times, Back: the grid at the last photo’s card; Forward: that photo', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    const order = await cardOrder(page);
    const start = await historyLength(page);

    // Far enough down that coming back to its card needs scrolling.
    const opened = order[9] ?? '';
    await card(page, opened).scrollIntoViewIfNeeded();
    await card(page, opened).getByRole('button').click();
    await expect(slide(page)).toHaveAttribute('data-photo', opened);
    await expect(page).toHaveURL(new RegExp(`/p/${opened}$`));
    for (let i = 1; i <= 3; i++) {
      await page.keyboard.press('ArrowRight');
      await expect(slideCaption(page)).toHaveText(`Image ${10 + i} / ${PHOTO_COUNT}`);
    }
    const last = order[12] ?? '';
    await expect(slide(page)).toHaveAttribute('data-photo', last);
    await expect(page).toHaveURL(new RegExp(`/p/${last}$`));
    // One entry for the opening, none for the flips.
    expect(await historyLength(page)).toBe(start + 1);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(viewTab(page, 'Cards')).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, last)).toBeInViewport();
    await expect(card(page, last).getByRole('button')).toBeFocused();
    expect(await readStored(page, 'galleryView')).toBe('cards');
    // The same shuffle as before: Back is a step, not a new visit.
    expect(await cardOrder(page)).toEqual(order);

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/p/${last}$`));
    await expect(slide(page)).toHaveAttribute('data-photo', last);
    await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
  });

  test('zoom, fullscreen and the details add no history entry: Back still returns to the cards', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    const start = await historyLength(page);
    const opened = (await cardOrder(page))[2] ?? '';
    await card(page, opened).getByRole('button').click();
    await expect(slide(page)).toHaveAttribute('data-photo', opened);
    const tool = (name: string) => page.getByRole('region', { name: 'Slideshow' }).getByRole('button', { name });
    await tool('Zoom').click();
    await expect(tool('Zoom')).toHaveAttribute('aria-pressed', 'true');
    await tool('Fullscreen').click();
    await expect(tool('Fullscreen')).toHaveAttribute('aria-pressed', 'true');
    await tool('Info').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await historyLength(page)).toBe(start + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(card(page, opened).getByRole('button')).toBeFocused();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('the view tabs switch in place: no history entry, the address follows', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    const start = await historyLength(page);
    await viewTab(page, 'Slides').click();
    const shown = await currentSlide(page);
    await expect(page).toHaveURL(new RegExp(`/p/${shown}$`));
    await viewTab(page, 'Cards').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    expect(await historyLength(page)).toBe(start);
  });

  test('flipping fast keeps the address on the photo shown, with no new entries', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/p/${await currentSlide(page)}$`));
    const start = await historyLength(page);
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 7 / ${PHOTO_COUNT}`);
    await expect(page).toHaveURL(new RegExp(`/p/${await currentSlide(page)}$`));
    expect(await historyLength(page)).toBe(start);
  });

  test('reloading shows the photo the address names', async ({ page }) => {
    await page.goto('/p/dew-drop');
    // The slideshow is live (the first HTML's preview of the photo takes no keys).
    await expect(slide(page)).toHaveAttribute('data-photo', 'dew-drop');
    await page.keyboard.press('ArrowRight');
    await expect(slide(page)).not.toHaveAttribute('data-photo', 'dew-drop');
    const next = await currentSlide(page);
    await expect(page).toHaveURL(new RegExp(`/p/${next}$`));
    await page.reload();
    await expect(slide(page)).toHaveAttribute('data-photo', next);
    expect(PHOTO_IDS).toContain(next);
  });
});

test.describe('share', () => {
  const shareButton = (page: Page) =>
    page.getByRole('region', { name: 'Slideshow' }).getByRole('button', { name: 'Share' });

  test('hands the photo’s address and title to the Web Share API where the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/p/honey-bee');
    await shareButton(page).click();
    const origin = new URL(page.url()).origin;
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: 'Honey bee', url: `${origin}/p/honey-bee` }]);
  });

  test('names the photo on show when pressed right after a flip', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: { url: string }[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: { url: string }) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/p/honey-bee');
    await expect(shareButton(page)).toBeEnabled();
    // The flip and the press in one go, before the page could settle in between.
    await page.keyboard.press('ArrowRight');
    await shareButton(page).click();
    const onShow = await page
      .getByRole('group')
      .and(page.locator('[aria-roledescription="slide"]'))
      .getAttribute('data-photo');
    expect(onShow).not.toBe('honey-bee');
    const origin = new URL(page.url()).origin;
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared.map((d) => d.url)))
      .toEqual([`${origin}/p/${onShow ?? ''}`]);
  });

  test('without it, copies the link and says so politely', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await page.goto('/p/dew-drop');
    await shareButton(page).click();
    const status = page.getByText('Link copied');
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/p/dew-drop`);
  });
});
