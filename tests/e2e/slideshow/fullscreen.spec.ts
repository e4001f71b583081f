// Fullscreen: the Fullscreen API on the slideshow (the photo as large as the screen allows, on a dark backdrop, the
// controls still there), left with the button, f or Escape; where the API is missing, the viewport filled instead.
import { expect, test, type Page } from '@playwright/test';
import { slideshow, viewportOf } from '../support';

const button = (page: Page) => slideshow(page).getByRole('button', { name: 'Fullscreen' });
const photoBox = (page: Page) => slideshow(page).locator('.slide-box');
const inFullscreen = (page: Page) =>
  page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null);

async function open(page: Page): Promise<void> {
  await page.goto('/p/honey-bee');
  await expect(button(page)).toBeEnabled();
}

/** The photo's box fills the screen along one side and fits inside it along the other. */
async function expectFillsScreen(page: Page): Promise<void> {
  const { width, height } = viewportOf(page);
  await expect
    .poll(async () => {
      const rect = await photoBox(page).boundingBox();
      if (!rect) return 'no box';
      const fills = Math.abs(rect.width - width) <= 1 || Math.abs(rect.height - height) <= 1;
      return fills && rect.width <= width + 1 && rect.height <= height + 1 ? 'fills' : `${rect.width}x${rect.height}`;
    })
    .toBe('fills');
}

async function expectBackInPage(page: Page): Promise<void> {
  const { height } = viewportOf(page);
  await expect
    .poll(async () => (await photoBox(page).boundingBox())?.height ?? Infinity)
    .toBeLessThanOrEqual(height * 0.6 + 1);
}

test.describe('fullscreen', () => {
  test('the button shows the slideshow fullscreen with its controls, on a dark backdrop; f leaves', async ({
    page,
  }) => {
    await open(page);
    await button(page).click();
    await expect.poll(() => inFullscreen(page)).toBe('Slideshow');
    await expectFillsScreen(page);
    await expect(button(page)).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Previous image', 'Next image', 'Zoom', 'Info', 'Share']) {
      await expect(slideshow(page).getByRole('button', { name })).toBeVisible();
    }
    const backdrop = await slideshow(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    const [red = 255, green = 255, blue = 255] = (backdrop.match(/\d+/g) ?? []).map(Number);
    expect(Math.max(red, green, blue)).toBeLessThan(40);
    // The keys still flip in fullscreen.
    const shown = await slideshow(page).locator('[aria-roledescription="slide"]').getAttribute('data-photo');
    await page.keyboard.press('ArrowRight');
    await expect(slideshow(page).locator('[aria-roledescription="slide"]')).not.toHaveAttribute(
      'data-photo',
      shown ?? '',
    );
    await page.keyboard.press('f');
    await expect.poll(() => inFullscreen(page)).toBeNull();
    await expectBackInPage(page);
    await expect(button(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('f enters and Escape leaves', async ({ page }) => {
    await open(page);
    await page.keyboard.press('f');
    await expect.poll(() => inFullscreen(page)).toBe('Slideshow');
    await page.keyboard.press('Escape');
    await expect.poll(() => inFullscreen(page)).toBeNull();
    await expectBackInPage(page);
  });

  test('the photo’s details open in fullscreen too', async ({ page }) => {
    await open(page);
    await button(page).click();
    await expect.poll(() => inFullscreen(page)).toBe('Slideshow');
    await page.keyboard.press('i');
    const panel = page.getByRole('dialog', { name: 'Honey bee' });
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((element) => document.fullscreenElement?.contains(element))).toBe(true);
    // Escape closes the details first, then leaves fullscreen.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(await inFullscreen(page)).toBe('Slideshow');
    await page.keyboard.press('Escape');
    await expect.poll(() => inFullscreen(page)).toBeNull();
  });
});

test.describe('fullscreen without the Fullscreen API (Safari on iPhone)', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the same button fills the viewport instead, and Escape or the button leaves', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
      Object.defineProperty(Element.prototype, 'requestFullscreen', { value: undefined });
    });
    await open(page);
    await button(page).click();
    await expect(button(page)).toHaveAttribute('aria-pressed', 'true');
    const { width, height } = viewportOf(page);
    await expect.poll(async () => slideshow(page).boundingBox()).toEqual({ x: 0, y: 0, width, height });
    await expectFillsScreen(page);
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button(page)).toHaveAttribute('aria-pressed', 'false');
    await expectBackInPage(page);
    await button(page).click();
    await expect(button(page)).toHaveAttribute('aria-pressed', 'true');
    await button(page).click();
    await expectBackInPage(page);
  });
});
