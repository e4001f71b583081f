import { expect, test } from '@playwright/test';
import {
  cardList,
  expectCardDetails,
  expectImagesLoaded,
  PHOTO_COUNT,
  seriousViolations,
  setSavedView,
  TALL_VIEWPORT,
} from './support';

test.describe('accessibility', () => {
  // The scan sees the page as it rests: no entrance animations half-way through.
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('has no serious or critical axe violations in the cards view', async ({ page }) => {
    await page.setViewportSize(TALL_VIEWPORT);
    await page.goto('/');
    await expectImagesLoaded(cardList(page).getByRole('img'), PHOTO_COUNT);
    await expectCardDetails(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violations in the slides view', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expectImagesLoaded(page.getByRole('region', { name: 'Slideshow' }).getByRole('img'), 1);
    await expect(page.getByRole('region', { name: 'Slideshow' }).locator('.camera-details')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violations with the photo’s details open, zoomed, and in fullscreen', async ({
    page,
  }) => {
    await page.goto('/p/after-the-rain');
    const slideshow = page.getByRole('region', { name: 'Slideshow' });
    await slideshow.getByRole('button', { name: 'Info' }).click();
    await expect(page.getByRole('dialog', { name: 'After the rain' }).getByRole('term').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await slideshow.getByRole('button', { name: 'Zoom' }).click();
    await expect(slideshow.getByRole('button', { name: 'Zoom' })).toHaveAttribute('aria-pressed', 'true');
    await slideshow.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(slideshow.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violations on the tags page and a tag’s page', async ({ page }) => {
    await page.goto('/tags');
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/tags/close-up');
    await expectImagesLoaded(cardList(page).getByRole('img'), 4);
    await expect(cardList(page).locator('.camera-details')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violations on the search page with results', async ({ page }) => {
    await page.goto('/search?q=sea');
    await expectImagesLoaded(page.getByRole('main').getByRole('list').getByRole('img'), 3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violations on the not-found screen', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows a visible focus ring when tabbing through the header to the view tabs', async ({ page }) => {
    await page.goto('/');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    // The first Tab must land on the rendered page, not race the app's first render.
    await expect(skip).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const cardsTab = page.getByRole('tab', { name: 'Cards' });
    for (let presses = 0; presses < 8; presses++) {
      if (await cardsTab.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(cardsTab).toBeFocused();
    const ring = await cardsTab.evaluate((element) => {
      const style = getComputedStyle(element);
      return { focusVisible: element.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring).toEqual({ focusVisible: true, style: 'solid', width: '2px' });

    await page.keyboard.press('ArrowRight');
    const slidesTab = page.getByRole('tab', { name: 'Slides' });
    await expect(slidesTab).toBeFocused();
    await expect(slidesTab).toHaveCSS('outline-style', 'solid');
  });

  test('gives every image in both views a non-empty alt text', async ({ page }) => {
    await page.goto('/');
    const images = page.locator('img');
    await expect(images).toHaveCount(PHOTO_COUNT);
    const alts = await images.evaluateAll((elements) => elements.map((element) => element.getAttribute('alt') ?? ''));
    for (const alt of alts) expect(alt.trim().length).toBeGreaterThan(10);
    expect(new Set(alts).size).toBe(PHOTO_COUNT);

    await page.getByRole('tab', { name: 'Slides' }).click();
    // The filmstrip's thumbnails are decorative (alt=""): each option is named by its photo's title.
    const slideshow = page.getByRole('region', { name: 'Slideshow' });
    const slideImages = slideshow.getByRole('img');
    await expect(slideImages).toHaveCount(1);
    // Slide 1 is the first card's photo, with the same alt text.
    await expect(slideImages).toHaveAttribute('alt', alts[0] ?? 'no first card');
    const thumbnails = slideshow.getByRole('listbox', { name: 'Filmstrip' }).getByRole('option');
    await expect(thumbnails.first()).toHaveAccessibleName(/\S/);
  });
});
