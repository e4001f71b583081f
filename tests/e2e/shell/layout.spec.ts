// The shared layout on every route, the navigation's current state, not-found and the credits.
import { expect, test } from '@playwright/test';
import { cards, collectPageErrors, mainNav, OWNER_NAME, PHOTO_COUNT } from '../support';

const NAV = [
  { label: 'Gallery', path: '/' },
  { label: 'Espresso', path: '/espresso' },
  { label: 'Running', path: '/running' },
] as const;

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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('keeps the page as wide as the screen while the cards slide in from the right', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page).first()).toHaveAttribute('data-entered', '');
    // A phone widens (zooms out) its viewport to fit anything wider than the page: the layout stays 375 px.
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([375, 375]);
  });
});
