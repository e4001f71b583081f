// Search (issue 32): the `/` key or the top bar's button opens it; words in any order, a prefix, one typo, accents
// and case all find the photo, shown as a card with the matched words marked; the query is in the address, so Back
// and a shared link work; the index is fetched only once search is used.
import { expect, test, type Page } from '@playwright/test';
import { cards, expectImagesLoaded, OWNER_NAME } from '../support';

const field = (page: Page) => page.getByRole('searchbox', { name: 'Search the photos' });
const results = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Photographs' }).getByRole('listitem');

test.describe('search', () => {
  test('`/` opens it, the index is fetched only then, and a prefix finds the photo with the words marked', async ({
    page,
  }) => {
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/search-index\.[0-9a-f]+\.json$/.test(new URL(request.url()).pathname)) indexes.push(request.url());
    });
    await page.goto('/');
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Open .+ in the slideshow$/ }),
    ).toBeVisible();
    expect(indexes).toEqual([]);
    await page.keyboard.press('/');
    await expect(page).toHaveURL('/search');
    await expect(page).toHaveTitle(`Search - ${OWNER_NAME}`);
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('lightho');
    await expect(page).toHaveURL('/search?q=lightho');
    await expect(results(page).first()).toContainText('Neist Point lighthouse');
    await expect(results(page).first().locator('mark')).toHaveText(['lighthouse']);
    await expectImagesLoaded(results(page).getByRole('img'), 1);
    expect(indexes).toHaveLength(1);
    await expect(page.getByRole('status').filter({ hasText: /photo/ })).toHaveText('1 photo');
  });

  test('says it is searching while the index is on its way, then what it found', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/search-index\.[0-9a-f]+\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search');
    await field(page).fill('lighthouse');
    await expect(page.getByText('Searching…')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    release();
    await expect(page.getByRole('status').filter({ hasText: /photo/ })).toHaveText('1 photo');
    await expect(page.getByText('Searching…')).toHaveCount(0);
  });

  test('forgives one typo, takes words in any order, and ignores accents and case', async ({ page }) => {
    for (const [query, first] of <[string, string][]>[
      ['ligthouse', 'Neist Point lighthouse'],
      ['skye neist', 'Neist Point lighthouse'],
      ['CHÂTEAU maintenon', 'Castle of Maintenon'],
      ['chateau', 'Castle of Maintenon'],
      ['nikon d50', 'Honey bee'],
    ]) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(results(page).first(), query).toContainText(first);
    }
  });

  test('says when nothing matches; Back leaves the search, and a shared link opens it again', async ({ page }) => {
    await page.goto('/tags');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('sea');
    await expect(results(page)).toHaveCount(3);
    await page.keyboard.type(' zebra');
    await expect(page.getByText('No photo matches “sea zebra”.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL('/tags');
    await page.goForward();
    await expect(field(page)).toHaveValue('sea zebra');

    const response = await page.goto('/search?q=sea');
    expect(response?.status()).toBe(200);
    await expect(results(page)).toHaveCount(3);
    const jetty = results(page).filter({ hasText: 'Maldives jetty' }).getByRole('link');
    // A click that asks for a new tab gets one, and the search stays.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      jetty.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(tab).toHaveURL('/p/maldives-jetty');
    await tab.close();
    await expect(page).toHaveURL('/search?q=sea');
    // A plain click opens the photo in the same page, and Back finds the search as it was.
    await page.evaluate(() => Reflect.set(window, '__samePage', true));
    await jetty.click();
    await expect(page).toHaveURL('/p/maldives-jetty');
    expect(await page.evaluate(() => Reflect.get(window, '__samePage') === true)).toBe(true);
    await page.goBack();
    await expect(field(page)).toHaveValue('sea');
    await expect(results(page)).toHaveCount(3);
  });

  test('Back from a result far down the list brings its card into view with focus, not the field', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search?q=a');
    const status = page.getByRole('status').filter({ hasText: /photos/ });
    await expect(status).toHaveText(/^\d+ photos$/);
    const count = Number((await status.textContent())?.split(' ')[0]);
    expect(count).toBeGreaterThan(6);
    await expect(results(page)).toHaveCount(count);
    const last = results(page).last().getByRole('link');
    const title = await last.textContent();
    await last.click();
    await expect(page).toHaveURL(/\/p\//);
    await page.goBack();
    await expect(page).toHaveURL('/search?q=a');
    await expect(results(page).last().getByRole('link')).toBeFocused();
    await expect(results(page).last()).toHaveText(title ?? '');
    await expect(results(page).last()).toBeInViewport();
    await expect(field(page)).not.toBeFocused();
  });
});
