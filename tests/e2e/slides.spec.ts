import { expect, test, type Page } from '@playwright/test';
import { expectImagesLoaded, PHOTO_COUNT, photoById, setSavedView, viewportOf } from './support';

const slideshow = (page: Page) => page.getByRole('region', { name: 'Slideshow' });
const caption = (page: Page) => slideshow(page).locator('.slide-caption');
const currentPhoto = async (page: Page) => (await page.locator('.slide-stage').getAttribute('data-photo')) ?? '';

test.describe('slides', () => {
  test.beforeEach(async ({ page }) => {
    await setSavedView(page, 'slideshow');
  });

  test('shows one large photo with Previous and Next buttons and the caption Image 1 / 14', async ({ page }) => {
    await page.goto('/');
    await expect(slideshow(page)).toBeVisible();
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await expect(slideshow(page).getByRole('button', { name: 'Previous image' })).toBeVisible();
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeVisible();
    const images = slideshow(page).getByRole('img');
    await expect(images).toHaveCount(1);
    await expect(images).toHaveAttribute('alt', photoById(await currentPhoto(page)).alt);
    await expectImagesLoaded(images, 1);
  });

  test('wraps from the first photo to the last on ArrowLeft, and back to the first on ArrowRight', async ({ page }) => {
    await page.goto('/');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    const first = await currentPhoto(page);
    await page.keyboard.press('ArrowLeft');
    await expect(caption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    const last = await currentPhoto(page);
    expect(last).not.toBe(first);
    await page.keyboard.press('ArrowRight');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(await currentPhoto(page)).toBe(first);
    await page.keyboard.press('ArrowRight');
    await expect(caption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
  });

  test('steps through all 14 photos with ArrowRight and wraps from the last to the first', async ({ page }) => {
    await page.goto('/');
    const seen: string[] = [];
    for (let n = 1; n <= PHOTO_COUNT; n++) {
      await expect(caption(page)).toHaveText(`Image ${n} / ${PHOTO_COUNT}`);
      seen.push(await currentPhoto(page));
      await page.keyboard.press('ArrowRight');
    }
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(await currentPhoto(page)).toBe(seen[0]);
    expect(new Set(seen).size).toBe(PHOTO_COUNT);
  });

  test('wraps at both ends with the Previous and Next buttons', async ({ page }) => {
    await page.goto('/');
    const previous = slideshow(page).getByRole('button', { name: 'Previous image' });
    const next = slideshow(page).getByRole('button', { name: 'Next image' });
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    const first = await currentPhoto(page);
    await previous.click();
    await expect(caption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    await previous.click();
    await expect(caption(page)).toHaveText(`Image ${PHOTO_COUNT - 1} / ${PHOTO_COUNT}`);
    await next.click();
    await next.click();
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(await currentPhoto(page)).toBe(first);
    await next.click();
    await expect(caption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    // The buttons keep focus, and the arrow keys still work from there.
    await expect(next).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('shows the camera details separated by vertical bars', async ({ page }) => {
    await page.goto('/');
    const details = slideshow(page).locator('.camera-details');
    await expect(details).toHaveText(photoById(await currentPhoto(page)).details.join(' | '));
    // Two or three parts ("4 s | f/2.8" has no focal length), each between single-spaced bars.
    await expect(details).toHaveText(/^[^|\s]+( s)?( \| [^|\s]+( s)?){1,2}$/);
  });

  test('caps the photo at 60% of the viewport height, even a portrait one', async ({ page }) => {
    await page.goto('/');
    const image = page.locator('img.slide-image');
    const cap = 0.6 * viewportOf(page).height;
    await expect(image).toHaveCSS('max-height', `${cap}px`);
    // Step to the one portrait photo, whose natural height would overflow the cap.
    for (let n = 1; n <= PHOTO_COUNT; n++) {
      await expect(caption(page)).toHaveText(`Image ${n} / ${PHOTO_COUNT}`);
      if ((await currentPhoto(page)) === 'panther-chameleon') break;
      await page.keyboard.press('ArrowRight');
    }
    expect(await currentPhoto(page)).toBe('panther-chameleon');
    await expectImagesLoaded(image, 1);
    const box = await image.boundingBox();
    expect(box?.height).toBeCloseTo(cap, 0);
  });

  test('shows the arrow-key hint on screens 768 px and wider only', async ({ page }) => {
    const hint = page.getByText('Use arrow keys to navigate');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(hint).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(hint).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(hint).toBeHidden();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(hint).toBeHidden();
    // The slideshow itself still works there.
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeVisible();
  });
});
