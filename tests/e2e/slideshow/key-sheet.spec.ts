// The key sheet: `?` (Shift held, as most layouts type it) and the keyboard button beside the key hint open every key
// and gesture as a modal dialog; focus moves in, stays in, and goes back; Escape closes only the sheet, and the
// slideshow's keys wait while it is open. Axe-clean and each key listed once, in English, German and Arabic.
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUNDLED, servedSite } from '../build/own-build';
import { currentSlide, holdSlideshowCode, seriousViolations, slideCaption, slideshow } from '../support';

/** The sheet's words in a language, and where the slideshow is. */
interface Words {
  slideshow: string;
  sheet: string;
  close: string;
  /** The first row, as it reads: the key for the next photo, then what it does. */
  firstRow: string;
  /** Keycaps the language prints its own way. */
  keycaps: readonly string[];
}

const ENGLISH: Words = {
  slideshow: 'Slideshow',
  sheet: 'Keys and gestures',
  close: 'Close',
  firstRow: '→Next image',
  keycaps: ['→', '←', 'Home', 'End', '+', '-', '0', 'F', 'I', '?', 'Esc', '/'],
};

const keyButton = (page: Page, words: Words = ENGLISH) =>
  page.getByRole('region', { name: words.slideshow }).getByRole('button', { name: words.sheet });
const sheet = (page: Page, words: Words = ENGLISH) => page.getByRole('dialog', { name: words.sheet });

/** Each key the sheet lists appears once, with the language's keycaps, and its first row is the next photo's. */
async function expectEveryKeyOnce(dialog: Locator, words: Words): Promise<void> {
  // The sheet's code arrives after the key press; read its keycaps only once it shows.
  await expect(dialog.locator('kbd').first()).toBeVisible();
  const caps = await dialog.locator('kbd').allTextContents();
  expect(caps.length).toBeGreaterThanOrEqual(words.keycaps.length);
  expect(new Set(caps).size, caps.join(' ')).toBe(caps.length);
  expect(caps).toEqual(expect.arrayContaining([...words.keycaps]));
  await expect(dialog.getByRole('term').first()).toHaveText(words.firstRow.slice(0, 1));
  await expect(dialog.locator('.key-sheet-row').first()).toHaveText(words.firstRow);
}

/** Opens the photo's page and waits for the slideshow's code (the button is enabled only then). */
async function openPhoto(page: Page, url: string, words: Words = ENGLISH): Promise<void> {
  await page.goto(url);
  await expect(keyButton(page, words)).toBeEnabled();
}

test.describe('the key sheet', () => {
  // Axe's scan of a page takes most of a test's time on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('? opens it with focus inside and not search; Tab stays in; Escape closes it and focus goes back', async ({
    page,
  }) => {
    await openPhoto(page, '/p/after-the-rain');
    const next = slideshow(page).getByRole('button', { name: 'Next image' });
    await next.focus();
    await page.keyboard.press('Shift+?');
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByRole('button', { name: 'Close' })).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/p/after-the-rain'); // `/`'s search did not answer
    // The page behind is inert: Tab goes round the sheet's controls and the browser's own, never to the page.
    for (let tab = 0; tab < 3; tab += 1) {
      await page.keyboard.press('Tab');
      const inside = await sheet(page).evaluate(
        (dialog) => document.activeElement === document.body || dialog.contains(document.activeElement),
      );
      expect(inside).toBe(true);
    }
    await expect(sheet(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(next).toBeFocused();
  });

  test('opens from its button over the details panel; the keys wait, and Escape closes only the sheet', async ({
    page,
  }) => {
    await openPhoto(page, '/p/after-the-rain');
    await page.keyboard.press('i');
    const details = page.getByRole('dialog', { name: 'After the rain' });
    await expect(details).toBeVisible();
    await keyButton(page).click();
    await expect(sheet(page)).toBeVisible();
    await expect(keyButton(page)).toHaveAttribute('aria-keyshortcuts', '?');
    const caption = await slideCaption(page).textContent();
    for (const key of ['ArrowRight', 'End', '+', 'f', 'i']) await page.keyboard.press(key);
    await expect(sheet(page)).toBeVisible();
    await expect(slideCaption(page)).toHaveText(caption ?? '');
    expect(await currentSlide(page)).toBe('after-the-rain');
    await expect(slideshow(page).getByRole('button', { name: 'Zoom' })).toHaveAttribute('aria-pressed', 'false');
    await expect(slideshow(page).getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(details).toBeVisible();
    await expect(keyButton(page)).toBeFocused();
    // The sheet's close button too, and the keys are the slideshow's again.
    await keyButton(page).click();
    await sheet(page).getByRole('button', { name: 'Close' }).click();
    await expect(sheet(page)).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).not.toHaveText(caption ?? '');
  });

  test('lists every key and gesture once, and is axe-clean', async ({ page }) => {
    await openPhoto(page, '/p/after-the-rain');
    await page.keyboard.press('Shift+?');
    await expectEveryKeyOnce(sheet(page), ENGLISH);
    await expect(sheet(page).getByRole('heading', { name: 'Keys and gestures' })).toBeVisible();
    await expect(sheet(page).getByText('Swipe left')).toBeVisible();
    await expect(sheet(page).locator('.key-sheet-row').filter({ hasText: '/' })).toHaveText('/Search');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/ over the slideshow opens search, as the sheet says', async ({ page }) => {
    await openPhoto(page, '/p/after-the-rain');
    await page.keyboard.press('/');
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('searchbox', { name: 'Search the photos' })).toBeFocused();
  });

  test('opens over fullscreen, in its dark colours, axe-clean, and Escape leaves fullscreen on', async ({ page }) => {
    await openPhoto(page, '/p/after-the-rain');
    const fullscreen = slideshow(page).getByRole('button', { name: 'Fullscreen' });
    await page.keyboard.press('f');
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Shift+?');
    await expect(sheet(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
  });

  test('shows its button, disabled, while the slideshow’s code arrives, where the slideshow keeps it', async ({
    page,
  }) => {
    const release = await holdSlideshowCode(page);
    await page.goto('/p/after-the-rain');
    await expect(keyButton(page)).toBeDisabled();
    const before = await keyButton(page).boundingBox();
    release();
    await expect(keyButton(page)).toBeEnabled();
    expect(await keyButton(page).boundingBox()).toEqual(before);
  });
});

// --- German and Arabic: one build of one bundled photo each -----------------------------------------------------

const FILES = { 'dew-drop.jpg': join(BUNDLED, 'dew-drop.jpg') };
const yamlIn = (tag: string, title: string) =>
  `site:\n  owner: Lena Vogel\n  language: ${tag}\n  nav:\n    - label: ${title}\n      path: /\n` +
  `photos:\n  - file: dew-drop.jpg\n    title: ${title}\n    alt: ${title}\n`;

const LANGUAGES = [
  {
    tag: 'de',
    title: 'Tautropfen',
    words: {
      slideshow: 'Diashow',
      sheet: 'Tasten und Gesten',
      close: 'Schließen',
      firstRow: '→Nächstes Bild',
      keycaps: ['→', '←', 'Pos1', 'Ende', '+', '-', '0', 'F', 'I', '?', 'Esc', '/'],
    },
  },
  {
    tag: 'ar',
    title: 'قطرة ندى',
    words: {
      slideshow: 'عرض الشرائح',
      sheet: 'المفاتيح والإيماءات',
      close: 'إغلاق',
      // Right to left, ← shows the next photo.
      firstRow: '←الصورة التالية',
      keycaps: ['←', '→', 'Home', 'End', '+', '-', '0', 'F', 'I', '?', 'Esc', '/'],
    },
  },
] as const;

for (const { tag, title, words } of LANGUAGES) {
  test.describe(`the key sheet in a site in ${tag}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 60_000 });
    test.use({ contextOptions: { reducedMotion: 'reduce' } });
    const { url } = servedSite(`key-sheet-${tag}`, FILES, yamlIn(tag, title));

    test('opens on ? in the language, every key once, axe-clean, and Escape gives focus back', async ({ page }) => {
      await openPhoto(page, url('/p/dew-drop'), words);
      await keyButton(page, words).focus();
      await page.keyboard.press('Shift+?');
      await expect(sheet(page, words)).toBeVisible();
      await expect(sheet(page, words).getByRole('button', { name: words.close })).toBeFocused();
      await expectEveryKeyOnce(sheet(page, words), words);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(sheet(page, words)).toBeHidden();
      await expect(keyButton(page, words)).toBeFocused();
    });
  });
}
