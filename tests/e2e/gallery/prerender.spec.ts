// The home page arrives prerendered: shuffled before it is shown, then adopted by the app in place.
import { expect, test } from '@playwright/test';
import {
  cardOrder,
  cards,
  collectConsole,
  collectPageErrors,
  firstCardKept,
  firstShown,
  PHOTO_COUNT,
  PHOTO_IDS,
  photoById,
  recordFirstShown,
  setSavedView,
} from '../support';

test.describe('the prerendered home page', () => {
  test('carries the header and all 14 cards in its HTML, with no inline style for the CSP to block', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html.match(/<li class="card" data-photo="/g)).toHaveLength(PHOTO_COUNT);
    expect(html).toContain('role="tablist"');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).not.toMatch(/\sstyle=/);
  });

  test('is shuffled before the first paint, and the app keeps those very cards in that order', async ({ page }) => {
    await recordFirstShown(page);
    const consoleErrors = collectConsole(page, 'error');
    const { errors, rejections } = await collectPageErrors(page);
    const orders = new Set<string>();
    for (let load = 0; load < 4; load++) {
      await page.goto('/');
      // The app is live: a card's details arrive only through it.
      await expect(cards(page).first().locator('.camera-details')).not.toBeEmpty();
      const parsed = await firstShown(page);
      expect(parsed.order).toHaveLength(PHOTO_COUNT);
      expect([...parsed.order].sort()).toEqual([...PHOTO_IDS].sort());
      // Hydrated, not redrawn: the same elements, in the order the first paint showed.
      expect(await cardOrder(page)).toEqual(parsed.order);
      expect(await firstCardKept(page)).toBe(true);
      orders.add(parsed.order.join());
    }
    // 14! orders: four loads in one order would mean no shuffle (odds about 1 in 10^32).
    expect(orders.size).toBeGreaterThan(1);
    // A hydration mismatch is logged as an error and redraws the page.
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    expect(await rejections()).toEqual([]);
  });

  test('leaves error stacks as they were once the app is live (React DOM loads with them off)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __limitBefore: unknown }).__limitBefore = Error.stackTraceLimit;
    });
    await page.goto('/');
    await expect(cards(page).first().locator('.camera-details')).not.toBeEmpty();
    const after = await page.evaluate(() => ({
      before: (window as unknown as { __limitBefore: unknown }).__limitBefore,
      limit: Error.stackTraceLimit,
      stack: new Error('after load').stack ?? null,
    }));
    expect(typeof after.before).toBe('number');
    expect(after.limit).toBe(after.before);
    expect(after.stack).toMatch(/after load\n\s+at /);
  });

  test('opens a card in the slideshow at that photo', async ({ page }) => {
    await recordFirstShown(page);
    await page.goto('/');
    await expect(cards(page).first().locator('.camera-details')).not.toBeEmpty();
    const third = (await firstShown(page)).order[2] ?? '';
    await page
      .getByRole('button', { name: /^Open .* in the slideshow$/ })
      .nth(2)
      .click();
    await expect(page.getByText('Image 3 / 14')).toBeVisible();
    await expect(page.locator('img.slide-image')).toHaveAttribute('alt', photoById(third).alt);
  });

  test('is dropped before the first paint when the visit opens on the slideshow', async ({ page }) => {
    await recordFirstShown(page);
    await setSavedView(page, 'slideshow');
    const consoleErrors = collectConsole(page, 'error');
    await page.goto('/');
    expect(await firstShown(page)).toEqual({ order: [], tabs: 0 });
    await expect(page.getByText('Image 1 / 14')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('is dropped on a link to a photo and on the other routes, which the app draws itself', async ({ page }) => {
    await recordFirstShown(page);
    // The photo link last: it saves the slideshow view, which every later visit would open on.
    for (const path of ['/espresso', '/running', '/?photo=honey-bee']) {
      await page.goto(path);
      expect((await firstShown(page)).order).toEqual([]);
      if (path.startsWith('/?')) await expect(page.getByText(/^Image \d+ \/ 14$/)).toBeVisible();
      else await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    }
  });

  test('still shows and shuffles the cards when storage is blocked', async ({ page }) => {
    await recordFirstShown(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    expect((await firstShown(page)).order).toHaveLength(PHOTO_COUNT);
    await expect(cards(page).first().locator('.camera-details')).not.toBeEmpty();
  });
});

test.describe('the first photos, fetched before the first layout', () => {
  for (const phone of [true, false]) {
    test.describe(phone ? 'on a phone' : 'on a desktop', () => {
      if (phone) test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

      test('are preloaded in the shuffled order at the very file the card then shows, each photo fetched once', async ({
        page,
      }) => {
        await recordFirstShown(page);
        const fetched: string[] = [];
        page.on('request', (request) => {
          if (/\/photos\/[\w-]+-\d+\.[0-9a-f]{8}\.\w+$/.test(request.url()))
            fetched.push(new URL(request.url()).pathname);
        });
        await page.goto('/');
        const order = (await firstShown(page)).order;
        const preloaded = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
            (link) => /\/photos\/([\w-]+?)-\d+\./.exec(link.getAttribute('imagesrcset') ?? '')?.[1],
          ),
        );
        expect(preloaded).toEqual(order.slice(0, 6));
        const images = page.locator('img.card-image');
        for (const [index, id] of order.slice(0, 6).entries()) {
          const image = images.nth(index);
          await expect(image).toHaveAttribute('data-state', 'loaded');
          const shown = new URL(await image.evaluate((img) => (img as HTMLImageElement).currentSrc)).pathname;
          expect(shown).toMatch(new RegExp(`^/photos/${id}-\\d+\\.[0-9a-f]{8}\\.avif$`));
          expect(fetched).toContain(shown);
        }
        // No photo twice: a preload at another width than the card's would be a wasted download.
        const photos = fetched.map((path) => /\/photos\/([\w-]+?)-\d+\./.exec(path)?.[1]);
        expect(new Set(photos).size).toBe(photos.length);
      });
    });
  }
});
