// The spec's theme: forced to light at start, before any app script, with no switch shown.
import { expect, test } from '@playwright/test';
import { cards, PHOTO_COUNT, readStored } from '../support';

test.describe('theme', () => {
  test.use({ colorScheme: 'dark' });

  test('starts light, with no dark flash, even when the OS prefers dark and dark was saved', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('vite-ui-theme', 'dark');
      // Every class the root element ever has during the load.
      const seen: string[] = [];
      (window as unknown as { __rootClasses: string[] }).__rootClasses = seen;
      new MutationObserver(() => {
        const root = document.documentElement as HTMLElement | null;
        if (root) seen.push(root.className);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);

    await expect(page.locator('html')).toHaveClass('light');
    await expect.poll(() => readStored(page, 'vite-ui-theme')).toBe('light');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(246, 244, 240)');
    const classes = await page.evaluate(() => (window as unknown as { __rootClasses: string[] }).__rootClasses);
    expect(classes).toContain('light');
    expect(classes.filter((value) => value.includes('dark'))).toEqual([]);
  });

  test('puts light on the page before any app script runs, and shows no theme switch', async ({ page }) => {
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass('light');

    await page.unrouteAll();
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    // Whole words only: the cards' buttons name photos such as "Dark waters" and "Neist Point lighthouse".
    await expect(page.getByRole('button', { name: /\b(theme|dark mode|light mode)\b|^(dark|light)$/i })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
  });
});
