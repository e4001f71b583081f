import { expect, test, type Page } from '@playwright/test';
import { cards, collectPageErrors, OWNER_NAME, PHOTO_COUNT } from './support';

const NAV = [
  { label: 'Gallery', path: '/' },
  { label: 'Espresso', path: '/espresso' },
  { label: 'Running', path: '/running' },
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('layout and routes', () => {
  for (const current of NAV) {
    test(`loads ${current.path} directly with the shared layout and ${current.label} as the current page`, async ({
      page,
    }) => {
      const { errors } = await collectPageErrors(page);
      const response = await page.goto(current.path);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole('banner').getByRole('link', { name: OWNER_NAME })).toHaveAttribute('href', '/');
      await expect(cards(page)).toHaveCount(PHOTO_COUNT);
      await expect(mainNav(page).getByRole('link')).toHaveText(NAV.map((item) => item.label));
      for (const item of NAV) {
        const link = mainNav(page).getByRole('link', { name: item.label, exact: true });
        await expect(link).toHaveAttribute('href', item.path);
        if (item === current) {
          await expect(link).toHaveAttribute('aria-current', 'page');
          await expect(link).toHaveClass(/\bnav-button-current\b/);
          await expect(link).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
          await expect(link).not.toHaveCSS('box-shadow', 'none'); // the highlight ring
        } else {
          await expect(link).not.toHaveAttribute('aria-current');
          await expect(link).toHaveClass(/\bnav-button-outline\b/);
          await expect(link).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
          await expect(link).toHaveCSS('border-top-style', 'solid');
          await expect(link).toHaveCSS('border-top-width', '1px');
          await expect(link).toHaveCSS('box-shadow', 'none');
        }
      }
      // The view toggle belongs to the home route only.
      await expect(page.getByRole('tablist', { name: 'Gallery view' })).toHaveCount(current.path === '/' ? 1 : 0);
      expect(errors).toEqual([]);
    });
  }

  test('moves the current state with client-side navigation and goes home from the owner’s name', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Running' }).click();
    await expect(page).toHaveURL('/running');
    await expect(mainNav(page).getByRole('link', { name: 'Running' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);

    await page.getByRole('link', { name: OWNER_NAME }).click();
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('tablist', { name: 'Gallery view' })).toBeVisible();
  });

  test('keeps the top bar stuck to the top while the page scrolls', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.getByRole('link', { name: OWNER_NAME })).toBeInViewport();
  });

  test('answers an unknown route with 404 and a designed not-found screen, with a link home', async ({ page }) => {
    const { errors } = await collectPageErrors(page);
    expect((await page.goto('/nope'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // Still inside the shared layout, with no nav item current.
    await expect(page.getByRole('link', { name: OWNER_NAME })).toBeVisible();
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
    await expect(page.getByRole('tablist')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to the gallery' }).click();
    await expect(page).toHaveURL('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

    // A nested unknown path below a real route gets the same answer.
    expect((await page.goto('/espresso/shots/42'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('names the owner in the title and footer, beside a link to the photo credits', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(new RegExp(OWNER_NAME));
    await expect(page.getByRole('contentinfo')).toContainText(OWNER_NAME);
    const credits = page.getByRole('contentinfo').getByRole('link', { name: 'Photo credits' });
    await expect(credits).toBeVisible();
    await expect(credits).toHaveAttribute('href', '/photos/CREDITS.md');
    const response = await request.get('/photos/CREDITS.md');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const author of ['Stef Binde', 'Nevit Dilmen', 'Dmitri Popov', 'John Severns', 'Derek Jensen']) {
      expect(text).toContain(author);
    }
  });

  test('opens the credits as readable text, with every name spelled right', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Photo credits' }).click();
    await expect(page).toHaveURL(/\/photos\/CREDITS\.md$/);
    const shown = page.locator('body');
    await expect(shown).toContainText('Marcel Völschow');
    await expect(shown).toContainText('Risto Saukonpää');
  });
});

test.describe('view toggle', () => {
  const tablist = (page: Page) => page.getByRole('tablist', { name: 'Gallery view' });
  const tab = (page: Page, name: 'Cards' | 'Slides') => tablist(page).getByRole('tab', { name });

  async function expectSelected(page: Page, selected: 'Cards' | 'Slides'): Promise<void> {
    const other = selected === 'Cards' ? 'Slides' : 'Cards';
    await expect(tab(page, selected)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, selected)).toHaveAttribute('tabindex', '0');
    await expect(tab(page, selected)).toBeFocused();
    await expect(tab(page, other)).toHaveAttribute('aria-selected', 'false');
    await expect(tab(page, other)).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel', { name: selected })).toBeVisible();
    if (selected === 'Cards') {
      await expect(cards(page)).toHaveCount(PHOTO_COUNT);
      await expect(page.getByRole('region', { name: 'Slideshow' })).toHaveCount(0);
    } else {
      await expect(page.getByRole('region', { name: 'Slideshow' })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    }
  }

  test('offers Cards and Slides as tabs, Cards selected by default', async ({ page }) => {
    await page.goto('/');
    await expect(tablist(page).getByRole('tab')).toHaveText(['Cards', 'Slides']);
    await expect(tab(page, 'Cards')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Slides')).toHaveAttribute('aria-selected', 'false');
    await expect(tab(page, 'Cards')).toHaveAttribute('aria-controls', 'gallery-panel');
    await expect(page.getByRole('tabpanel', { name: 'Cards' })).toHaveAttribute('id', 'gallery-panel');
  });

  test('moves and selects with ArrowRight, ArrowLeft, Home and End, wrapping at both ends', async ({ page }) => {
    await page.goto('/');
    await tab(page, 'Cards').focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, 'Slides');
    await page.keyboard.press('ArrowRight'); // from the last tab to the first
    await expectSelected(page, 'Cards');
    await page.keyboard.press('ArrowLeft'); // from the first tab to the last
    await expectSelected(page, 'Slides');
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, 'Cards');
    await page.keyboard.press('End');
    await expectSelected(page, 'Slides');
    await page.keyboard.press('Home');
    await expectSelected(page, 'Cards');
    // Arrow keys on the tabs switch views; they do not also step the slideshow.
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('.slide-caption')).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('switches views on click, with Tab reaching only the selected tab', async ({ page }) => {
    await page.goto('/');
    await tab(page, 'Slides').click();
    await expectSelected(page, 'Slides');
    await tab(page, 'Cards').click();
    await expectSelected(page, 'Cards');
    // Roving tabindex: Shift+Tab from the selected tab leaves the tab list.
    await page.keyboard.press('Shift+Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Running' })).toBeFocused();
  });

  test('leaves the arrow keys to the slideshow after a click on Slides', async ({ page }) => {
    await page.goto('/');
    await tab(page, 'Slides').click();
    await expectSelected(page, 'Slides');
    const caption = page.getByRole('region', { name: 'Slideshow' }).locator('.slide-caption');
    await expect(caption).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await page.keyboard.press('ArrowRight');
    await expect(caption).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(caption).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    await expect(tab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
  });

  test('shows the background indicator in the selected tab only, and moves it along', async ({ page }) => {
    await page.goto('/');
    const indicator = tablist(page).locator('.view-tab-indicator');
    await expect(indicator).toHaveCount(1);
    await expect(tab(page, 'Cards').locator('.view-tab-indicator')).toHaveCount(1);

    await tab(page, 'Slides').click();
    await expect(tab(page, 'Slides').locator('.view-tab-indicator')).toHaveCount(1);
    await expect(tab(page, 'Cards').locator('.view-tab-indicator')).toHaveCount(0);
    await expect(indicator).toHaveCount(1);
    // Once the spring settles, the indicator fills the Slides tab.
    const slides = await tab(page, 'Slides').boundingBox();
    await expect.poll(async () => (await indicator.boundingBox())?.x).toBeCloseTo(slides?.x ?? -1, 0);
    await expect.poll(async () => (await indicator.boundingBox())?.width).toBeCloseTo(slides?.width ?? -1, 0);
  });
});
