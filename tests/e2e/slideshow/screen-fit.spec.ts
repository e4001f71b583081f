// A slide that uses the screen: with the details open on a wide screen the panel has a column of its own and the
// photo shrinks into the rest; on a phone, upright or on its side, the photo, its words and the toolbar are all on
// the first screen, the photo as large as they allow, with no empty band taller than the toolbar.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { slideshow } from '../support';

/** A landscape photo (3:2) with a caption. */
const LANDSCAPE = '/p/neist-point-lighthouse';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

const photoBox = (page: Page) => slideshow(page).locator('.slide-box');
const toolbar = (page: Page) => slideshow(page).getByRole('toolbar', { name: 'Photo' });
const infoButton = (page: Page) => slideshow(page).getByRole('button', { name: 'Info' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Neist Point lighthouse' });
const thumbnails = (page: Page) => slideshow(page).getByRole('button', { name: 'Thumbnails' });

async function open(page: Page): Promise<void> {
  await page.goto(LANDSCAPE);
  await expect(infoButton(page)).toBeEnabled();
  await expect(slideshow(page).locator('img.slide-image')).toHaveAttribute('data-state', 'loaded');
}

test.describe('the details panel on a wide screen', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    test(`has a column of its own at ${viewport.width} × ${viewport.height}: nothing of the photo is covered`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page);
      const closed = await boxOf(photoBox(page));
      await infoButton(page).click();
      await expect(panel(page)).toBeVisible();
      const photo = await boxOf(photoBox(page));
      const beside = await boxOf(panel(page));
      // Side by side, the panel after the photo and after the Next button, inside the page.
      expect(beside.x).toBeGreaterThanOrEqual(photo.x + photo.width);
      const next = await boxOf(slideshow(page).getByRole('button', { name: 'Next image' }));
      expect(beside.x).toBeGreaterThanOrEqual(next.x + next.width);
      expect(beside.x + beside.width).toBeLessThanOrEqual(viewport.width);
      // The photo keeps its shape and shrinks only as far as the room left asks.
      expect(photo.width / photo.height).toBeCloseTo(closed.width / closed.height, 1);
      expect(photo.width).toBeLessThanOrEqual(closed.width);
      // Closed, the photo has its room back.
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();
      expect((await boxOf(photoBox(page))).width).toBeCloseTo(closed.width, 0);
    });
  }
});

test.describe('a phone’s first screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  /** Where the top bar ends: what the first screen has left below it. */
  async function topBarBottom(page: Page): Promise<number> {
    const bar = await boxOf(page.locator('.topbar'));
    return bar.y + bar.height;
  }

  test('upright (390 × 844): the photo fills the width, then the words and the toolbar, with no wide band', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    const photo = await boxOf(photoBox(page));
    const tools = await boxOf(toolbar(page));
    const title = await boxOf(slideshow(page).getByRole('heading', { name: 'Neist Point lighthouse', level: 2 }));
    const folded = await boxOf(thumbnails(page));
    // The filmstrip is folded away behind its button, between the photo and the words.
    await expect(thumbnails(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(slideshow(page).getByRole('listbox')).toHaveCount(0);
    // The photo as wide as the page's margins allow.
    const content = await boxOf(page.locator('.content'));
    expect(photo.width).toBeGreaterThanOrEqual(390 - 2 * 16 - 1);
    expect(photo.x).toBeGreaterThanOrEqual(content.x);
    // Everything on the first screen, the toolbar in one line.
    expect(tools.y + tools.height).toBeLessThanOrEqual(844);
    expect(tools.height).toBeLessThan(2 * 44);
    // No empty band taller than the toolbar: above the photo, between it and the button, then the words.
    const bands = [
      photo.y - (await topBarBottom(page)),
      folded.y - (photo.y + photo.height),
      title.y - (folded.y + folded.height),
    ];
    for (const band of bands) expect(band).toBeLessThanOrEqual(tools.height);
  });

  // An iPhone on its side, and a narrower Android phone, whose top bar would take two lines upright.
  for (const { width, height } of [
    { width: 844, height: 390 },
    { width: 740, height: 360 },
  ]) {
    test(`on its side (${width} × ${height}): the photo as tall as the screen allows, the words and the toolbar beside it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await open(page);
      const photo = await boxOf(photoBox(page));
      const tools = await boxOf(toolbar(page));
      const title = await boxOf(slideshow(page).getByRole('heading', { name: 'Neist Point lighthouse', level: 2 }));
      await expect(thumbnails(page)).toHaveAttribute('aria-expanded', 'false');
      // The words and the tools beside the photo, the tools in one line, all on the first screen.
      expect(title.x).toBeGreaterThanOrEqual(photo.x + photo.width);
      expect(tools.x).toBeGreaterThanOrEqual(photo.x + photo.width);
      expect(tools.height).toBeLessThan(2 * 44);
      expect(tools.y + tools.height).toBeLessThanOrEqual(height);
      expect(photo.y + photo.height).toBeLessThanOrEqual(height);
      // Bands above and below the photo no taller than the toolbar.
      expect(photo.y - (await topBarBottom(page))).toBeLessThanOrEqual(tools.height);
      expect(height - (photo.y + photo.height)).toBeLessThanOrEqual(tools.height);
      // The details open over the words, beside the photo: nothing of it covered.
      await infoButton(page).click();
      const beside = await boxOf(panel(page));
      expect(beside.x).toBeGreaterThanOrEqual(photo.x + photo.width);
      expect((await boxOf(photoBox(page))).width).toBeCloseTo(photo.width, 0);
    });
  }
});
