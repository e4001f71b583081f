// The filmstrip: the photo on show marked and centred, a click or Enter jumps, arrows move within it only, hidden and
// remembered, folded on a phone, and no thumbnail fetched before the slide's own photo. At 2,000 photos:
// build/filmstrip-album.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { cardList, currentSlide, PHOTO_COUNT, slideCaption, slideshow } from '../support';

const strip = (page: Page) => page.getByRole('listbox', { name: 'Filmstrip' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Thumbnails' });
const caption = (position: string | null) => `Image ${position ?? '?'} / ${String(PHOTO_COUNT)}`;
/** Where the keyboard's option is among the page's photos (the page's order is shuffled). */
const activePosition = (page: Page) =>
  strip(page).evaluate((list) =>
    document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-posinset'),
  );

test.describe('the filmstrip', () => {
  // Narrower than the strip of the 14 photos, so it scrolls.
  test.use({ viewport: { width: 800, height: 720 } });

  test('marks and centres the photo on show, and a click jumps to another, which Back leaves for the grid', async ({
    page,
  }) => {
    await page.goto('/');
    await cardList(page).getByRole('button', { name: 'Open Honey bee in the slideshow' }).click();
    const selected = strip(page).getByRole('option', { selected: true });
    await expect(selected).toHaveAccessibleName('Honey bee');
    await expect(selected).toHaveCSS('outline-style', 'solid');
    // Scrolled to put it in the middle, or as near as the strip's ends allow.
    const offCentre = () =>
      strip(page).evaluate((list) => {
        const option = list.querySelector('[aria-selected="true"]');
        if (!option) return Infinity;
        const at = option.getBoundingClientRect();
        const centre = at.left + at.width / 2 - list.getBoundingClientRect().left + list.scrollLeft;
        const wanted = Math.min(list.scrollWidth - list.clientWidth, Math.max(0, centre - list.clientWidth / 2));
        return Math.abs(list.scrollLeft - wanted);
      });
    expect(await strip(page).evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await expect.poll(offCentre).toBeLessThan(2);
    const dewDrop = strip(page).getByRole('option', { name: 'Dew drop' });
    await expect(slideCaption(page)).toHaveText(caption(await selected.getAttribute('aria-posinset')));
    await dewDrop.click();
    await expect(slideCaption(page)).toHaveText(caption(await dewDrop.getAttribute('aria-posinset')));
    expect(await currentSlide(page)).toBe('dew-drop');
    await expect(selected).toHaveAccessibleName('Dew drop');
    await expect.poll(offCentre).toBeLessThan(2);
    await expect(page).toHaveURL(/\/p\/dew-drop$/);
    await page.goBack();
    await expect(cardList(page)).toBeVisible();
  });

  test('is one tab stop whose arrows move within it without flipping the slide, and Enter jumps', async ({ page }) => {
    await page.goto('/p/honey-bee');
    await expect(strip(page)).toBeVisible();
    await strip(page).focus();
    await expect(strip(page)).toBeFocused();
    const before = await strip(page).getByRole('option', { selected: true }).getAttribute('aria-posinset');
    // Somewhere other than the photo on show.
    const target = before === '3' ? '4' : '3';
    await page.keyboard.press('Home');
    for (let step = 1; step < Number(target); step++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => activePosition(page)).toBe(target);
    await expect(slideCaption(page)).toHaveText(caption(before));
    await page.keyboard.press('Enter');
    await expect(slideCaption(page)).toHaveText(caption(target));
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activePosition(page)).toBe(String(PHOTO_COUNT - 1));
    await expect(slideCaption(page)).toHaveText(caption(target));
    await page.keyboard.press(' ');
    await expect(slideCaption(page)).toHaveText(caption(String(PHOTO_COUNT - 1)));
    // Tab leaves it in one press.
    await page.keyboard.press('Tab');
    await expect(strip(page)).not.toBeFocused();
  });

  test('hides at the button, and stays hidden after a reload', async ({ page }) => {
    await page.goto('/p/honey-bee');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await toggle(page).click();
    await expect(strip(page)).toHaveCount(0);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(slideshow(page)).not.toHaveAttribute('aria-busy');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(strip(page)).toHaveCount(0);
    await toggle(page).click();
    await expect(strip(page)).toBeVisible();
  });

  test('fetches no thumbnail before the slide’s own photo is in', async ({ page }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      if (/-240\.[0-9a-f]{8}\.avif$/.test(request.url())) events.push('thumbnail');
    });
    page.on('requestfinished', (request) => {
      if (/\/photos\/honey-bee-\d+\.[0-9a-f]{8}\.avif$/.test(request.url()) && !request.url().includes('-240.'))
        events.push('slide');
    });
    await page.goto('/p/honey-bee');
    await expect(strip(page).locator('img').first()).toBeVisible();
    await expect.poll(() => events.includes('thumbnail')).toBe(true);
    expect(events[0]).toBe('slide');
  });
});

test.describe('the filmstrip on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('is folded behind its button, and the photo’s box is the size it is without the strip', async ({ page }) => {
    await page.goto('/p/honey-bee');
    await expect(slideshow(page)).not.toHaveAttribute('aria-busy');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(strip(page)).toHaveCount(0);
    const box = () => page.locator('.slide-box').boundingBox();
    const folded = await box();
    await toggle(page).click();
    await expect(strip(page)).toBeVisible();
    const unfolded = await box();
    await page.locator('.filmstrip-band').evaluate((band) => band.remove());
    const without = await box();
    expect(folded?.width).toBeGreaterThan(300);
    for (const size of [unfolded, without]) {
      expect(size?.width).toBe(folded?.width);
      expect(size?.height).toBe(folded?.height);
    }
  });
});
