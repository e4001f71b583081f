// Issue 31: the first screen's photos are asked for before the app's code, the first one at high priority, and the
// page works with its scripts off (the bench's reference page): cards, their photos, and links to photo pages.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import {
  APP_ENTRY,
  card,
  cards,
  expectImagesLoaded,
  holdRequests,
  OWNER_NAME,
  PHOTO_COUNT,
  photoById,
  viewTab,
} from '../support';

interface Sent {
  url: string;
  priority: string;
}

/** Every request the page makes and every one it finishes, in the order the browser reports them. */
function recordNetwork(cdp: CDPSession): { sent: Sent[]; log: string[] } {
  const sent: Sent[] = [];
  const log: string[] = [];
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, request.url);
    sent.push({ url: request.url, priority: request.initialPriority });
    log.push(`sent ${new URL(request.url).pathname}`);
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    const url = urls.get(requestId);
    if (url) log.push(`done ${new URL(url).pathname}`);
  });
  return { sent, log };
}

test.describe('photos before code', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('asks for every photo of the first screen before the app’s script is loaded, the first at high priority', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const { sent, log } = recordNetwork(cdp);
    await page.goto('/');
    // The app is live once it has named the cards (the pre-paint script leaves them unnamed until the catalogue).
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Open .+ in the slideshow$/ }),
    ).toBeVisible();
    await expect.poll(() => log.some((entry) => /^done \/assets\/index-[\w-]+\.js$/.test(entry))).toBe(true);

    const inView = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('.card img')]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        })
        .map((image) => new URL(image.currentSrc).pathname),
    );
    expect(inView.length).toBeGreaterThan(2);
    const appDone = log.findIndex((entry) => /^done \/assets\/index-[\w-]+\.js$/.test(entry));
    const appSent = log.findIndex((entry) => /^sent \/assets\/index-[\w-]+\.js$/.test(entry));
    for (const path of inView) {
      const asked = log.indexOf(`sent ${path}`);
      expect(asked, `${path} asked for`).toBeGreaterThanOrEqual(0);
      expect(asked, `${path} asked for before the app's script`).toBeLessThan(appSent);
      expect(asked).toBeLessThan(appDone);
    }
    // The first card's photo, the first screen's first image, goes first and at high priority.
    const first = sent.find((request) => new URL(request.url).pathname === inView[0]);
    expect(['High', 'VeryHigh']).toContain(first?.priority);
  });
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the cards with their photos, each a link to its photo’s page, which shows the photo', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: OWNER_NAME })).toBeVisible();
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    const first = cards(page).first();
    await expect(first).toBeVisible();
    // The first screen's photos load, lazily, with nothing to run.
    await expectImagesLoaded(first.locator('img'), 1);

    const id = (await first.getAttribute('data-photo')) ?? '';
    const link = card(page, id).getByRole('link', { name: /^Open .+ in the slideshow$/ });
    await expect(link).toHaveAttribute('href', `/p/${id}`);
    const title = /^Open (.+) in the slideshow$/.exec((await link.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await link.click();
    await expect(page).toHaveURL(`/p/${id}`);
    await expect(page).toHaveTitle(`${title} · ${OWNER_NAME}`);
    const photo = page.getByRole('img', { name: photoById(id).alt });
    await expect(photo.first()).toBeVisible();
    await expect.poll(() => photo.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('a press before the app is live', () => {
  for (const { name, press } of [
    { name: 'a click on the Slides tab', press: (page: Page) => viewTab(page, 'Slides').click() },
    {
      name: '→ on the Cards tab',
      press: async (page: Page) => {
        await viewTab(page, 'Cards').focus();
        await page.keyboard.press('ArrowRight');
      },
    },
  ]) {
    test(`is answered once the app is live: ${name}`, async ({ page }) => {
      const release = await holdRequests(page, APP_ENTRY);
      await page.goto('/');
      await expect(cards(page)).toHaveCount(PHOTO_COUNT);
      await press(page);
      await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'false'); // the app is still held
      release();
      await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('region', { name: 'Slideshow' })).toBeVisible();
      await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    });
  }
});
