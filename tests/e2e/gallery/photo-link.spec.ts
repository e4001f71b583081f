// `/?photo=<id>`: a link to one photo in the slideshow, kept in step with it without new history entries.
import { expect, test } from '@playwright/test';
import {
  card,
  cardOrder,
  currentSlide,
  PHOTO_COUNT,
  PHOTO_IDS,
  readStored,
  setSavedView,
  slideCaption,
  slideshow,
  slide,
  viewTab,
} from '../support';

test.describe('a link to a photo', () => {
  test('opens the slideshow at ?photo=honey-bee, the others still shuffled, and saves the view', async ({ page }) => {
    await page.goto('/?photo=honey-bee');
    await expect(slide(page)).toHaveAttribute('data-photo', 'honey-bee');
    await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
    expect(await readStored(page, 'galleryView')).toBe('slideshow');
    const position = Number(/^Image (\d+)/.exec((await slideCaption(page).textContent()) ?? '')?.[1]);
    // The cards show the same order, with the bee where the caption said.
    await viewTab(page, 'Cards').click();
    const order = await cardOrder(page);
    expect(order.toSorted()).toEqual(PHOTO_IDS.toSorted());
    expect(order.indexOf('honey-bee') + 1).toBe(position);
  });

  test('keeps the current photo in the address with replaceState: no new history entries', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await expect(page).toHaveURL(new RegExp(`\\?photo=${await currentSlide(page)}$`));
    const before = await page.evaluate(() => ({ length: history.length, state: JSON.stringify(history.state) }));
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 7 / ${PHOTO_COUNT}`);
    await expect(page).toHaveURL(new RegExp(`\\?photo=${await currentSlide(page)}$`));
    const after = await page.evaluate(() => ({ length: history.length, state: JSON.stringify(history.state) }));
    expect(after).toEqual(before);
  });

  test('removes the parameter when the cards show', async ({ page }) => {
    await page.goto('/?photo=dew-drop');
    await expect(slide(page)).toHaveAttribute('data-photo', 'dew-drop');
    await viewTab(page, 'Cards').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('falls back to the normal gallery for an unknown photo id, and drops it', async ({ page }) => {
    await page.goto('/?photo=no-such-photo');
    await expect(card(page, 'honey-bee')).toBeVisible();
    await expect(viewTab(page, 'Cards')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/$/);
    expect(await readStored(page, 'galleryView')).toBeNull();
  });

  test('an unknown id leaves a saved slideshow at its first photo', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/?photo=no-such-photo');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await expect(page).not.toHaveURL(/no-such-photo/);
  });

  test('stays off the other routes', async ({ page }) => {
    await page.clock.install();
    await setSavedView(page, 'slideshow');
    await page.goto('/espresso');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    // Every timer that follows a rest has fired: the live region has come round to the photo on show.
    await page.clock.runFor(2000);
    await expect(slideshow(page).getByRole('status')).toHaveText(new RegExp(`^Image 2 of ${PHOTO_COUNT}`));
    await expect(page).toHaveURL(/\/espresso$/);
  });
});
