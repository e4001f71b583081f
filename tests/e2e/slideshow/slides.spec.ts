// The slideshow: one photo, the buttons and keys that wrap, the caption, the hint, the title and the live region.
import { expect, test, type Page } from '@playwright/test';
import {
  currentSlide,
  expectImagesLoaded,
  holdSlideshowCode,
  layoutShifts,
  OWNER_NAME,
  PHOTO_COUNT,
  photoById,
  setSavedView,
  slideCaption,
  slideshow,
  slide,
  viewportOf,
  watchLayoutShifts,
} from '../support';

const status = (page: Page) => slideshow(page).getByRole('status');

test.describe('slides', () => {
  test.beforeEach(async ({ page }) => {
    await setSavedView(page, 'slideshow');
  });

  test('shows one large photo with Previous and Next buttons and the caption Image 1 / 14', async ({ page }) => {
    await page.goto('/');
    await expect(slideshow(page)).toBeVisible();
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await expect(slideshow(page).getByRole('button', { name: 'Previous image' })).toBeVisible();
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeVisible();
    const images = slideshow(page).getByRole('img');
    await expect(images).toHaveCount(1);
    await expect(images).toHaveAttribute('alt', photoById(await currentSlide(page)).alt);
    await expectImagesLoaded(images, 1);
  });

  test('makes each slide a labelled group of the carousel, which the key hint describes', async ({ page }) => {
    await page.goto('/');
    await expect(slideshow(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slideshow(page)).toHaveAccessibleDescription('Use arrow keys to navigate');
    const slide = slideshow(page).getByRole('group', { name: `1 of ${PHOTO_COUNT}` });
    await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slide.getByRole('img')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(slideshow(page).getByRole('group', { name: `2 of ${PHOTO_COUNT}` })).toBeVisible();
  });

  test('wraps from the first photo to the last on ArrowLeft, and back to the first on ArrowRight', async ({ page }) => {
    await page.goto('/');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    const first = await currentSlide(page);
    await page.keyboard.press('ArrowLeft');
    await expect(slideCaption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    const last = await currentSlide(page);
    expect(last).not.toBe(first);
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(await currentSlide(page)).toBe(first);
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
  });

  test('steps through all 14 photos with ArrowRight and wraps from the last to the first', async ({ page }) => {
    await page.goto('/');
    const seen: string[] = [];
    for (let n = 1; n <= PHOTO_COUNT; n++) {
      await expect(slideCaption(page)).toHaveText(`Image ${n} / ${PHOTO_COUNT}`);
      seen.push(await currentSlide(page));
      await page.keyboard.press('ArrowRight');
    }
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(await currentSlide(page)).toBe(seen[0]);
    expect(new Set(seen).size).toBe(PHOTO_COUNT);
  });

  test('wraps at both ends with the Previous and Next buttons', async ({ page }) => {
    await page.goto('/');
    const previous = slideshow(page).getByRole('button', { name: 'Previous image' });
    const next = slideshow(page).getByRole('button', { name: 'Next image' });
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    const first = await currentSlide(page);
    await previous.click();
    await expect(slideCaption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    await previous.click();
    await expect(slideCaption(page)).toHaveText(`Image ${PHOTO_COUNT - 1} / ${PHOTO_COUNT}`);
    await next.click();
    await next.click();
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(await currentSlide(page)).toBe(first);
    await next.click();
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    // The buttons keep focus, and the arrow keys still work from there.
    await expect(next).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('caps the photo at 60% of the viewport height, even a portrait one', async ({ page }) => {
    await page.goto('/');
    const image = page.locator('img.slide-image');
    const cap = 0.6 * viewportOf(page).height;
    await expect(image).toHaveCSS('max-height', `${cap}px`);
    // Step to the one portrait photo, whose natural height would overflow the cap.
    for (let n = 1; n <= PHOTO_COUNT; n++) {
      await expect(slideCaption(page)).toHaveText(`Image ${n} / ${PHOTO_COUNT}`);
      if ((await currentSlide(page)) === 'panther-chameleon') break;
      await page.keyboard.press('ArrowRight');
    }
    expect(await currentSlide(page)).toBe('panther-chameleon');
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

test.describe('keys', () => {
  test.beforeEach(async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('Home and End go to the first and the last photo', async ({ page }) => {
    await page.keyboard.press('End');
    await expect(slideCaption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    await page.keyboard.press('Home');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('ignores the keys while a modifier is held', async ({ page }) => {
    for (const key of ['Shift+End', 'Control+ArrowRight', 'Alt+ArrowRight', 'Meta+ArrowLeft', 'Shift+ArrowRight']) {
      await page.keyboard.press(key);
    }
    await page.keyboard.press('ArrowRight'); // the one unmodified press, so the test sees the keys arrive
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
  });

  test('ignores the keys while focus is in a text field', async ({ page }) => {
    // From the second photo, which none of the keys below leads back to.
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'Scratch field');
      document.querySelector('main')?.prepend(field);
    });
    const field = page.getByRole('textbox', { name: 'Scratch field' });
    await field.focus();
    for (const key of ['ArrowRight', 'End', 'Home', 'ArrowLeft']) await page.keyboard.press(key);
    // One press outside the field, which the slideshow takes: had it taken the others, this would not be Image 3.
    await field.blur();
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 3 / ${PHOTO_COUNT}`);
  });

  test('a held key steps once per repeat, with no backlog once it is released', async ({ page }) => {
    // Keydowns without keyups are what a held key sends: the first plus auto-repeats.
    for (let i = 0; i < 8; i++) await page.keyboard.down('ArrowRight');
    await page.keyboard.up('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 9 / ${PHOTO_COUNT}`);
    // A backlog would be handled before the next press: one more lands exactly one further on.
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 10 / ${PHOTO_COUNT}`);
  });
});

test.describe('announcements and title', () => {
  test('a polite live region says the position and the camera details', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // Presses apply at the next animation frame: read the photo once the slide has moved.
    await expect(slideCaption(page)).toHaveText(`Image 3 / ${PHOTO_COUNT}`);
    const id = await currentSlide(page);
    await expect(status(page)).toHaveText([`Image 3 of ${PHOTO_COUNT}`, ...photoById(id).details].join(', '));
    await expect(status(page)).toHaveCSS('position', 'absolute'); // visually hidden
    // The visible caption keeps the spec's form.
    await expect(slideCaption(page)).toHaveText(`Image 3 / ${PHOTO_COUNT}`);
  });

  test('the title names the view and, in the slideshow, the photo', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`Cards - ${OWNER_NAME}`);
    await page.goto('/?photo=honey-bee');
    await expect(page).toHaveTitle(`Slides: Honey bee - ${OWNER_NAME}`);
    await page.keyboard.press('ArrowRight');
    // Presses apply at the next animation frame: wait for the slide to move before reading it.
    await expect(slide(page)).not.toHaveAttribute('data-photo', 'honey-bee');
    const next = await currentSlide(page);
    expect(next).not.toBe('honey-bee');
    await expect(page).not.toHaveTitle(/Honey bee/);
    await expect(page).toHaveTitle(/^Slides: .+ - Alex Rivera$/);
  });
});

test.describe('the owner’s words', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`show the title, then the caption, and nothing under them moves as photos with and without captions follow each other (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await watchLayoutShifts(page);
      await page.goto('/p/honey-bee');
      await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeEnabled();
      const title = slideshow(page).getByRole('heading', { name: 'Honey bee', level: 2 });
      const caption = slideshow(page).getByText('A honey bee at work on an aster, on the first day of October.');
      await expect(title).toBeVisible();
      await expect(caption).toBeVisible();
      expect((await title.boundingBox())?.y).toBeLessThan((await caption.boundingBox())?.y ?? 0);
      // Where the lines under the words are: the same for every photo.
      const below = () =>
        Promise.all(
          [slideCaption(page), slideshow(page).getByRole('toolbar', { name: 'Photo' })].map(async (line) => {
            const box = await line.boundingBox();
            return box && { x: Math.round(box.x), y: Math.round(box.y) };
          }),
        );
      const start = await below();
      const first = Number(/Image (\d+)/.exec((await slideCaption(page).textContent()) ?? '')?.[1]);
      let captioned = 0;
      for (let step = 1; step <= PHOTO_COUNT; step++) {
        await page.keyboard.press('ArrowRight');
        await expect(slideCaption(page)).toHaveText(`Image ${((first - 1 + step) % PHOTO_COUNT) + 1} / ${PHOTO_COUNT}`);
        await expect(slide(page).locator('img')).toHaveAttribute('data-state', 'loaded');
        if (await slideshow(page).locator('.slide-text').isVisible()) captioned += 1;
        expect(await below()).toEqual(start);
      }
      expect(captioned).toBeGreaterThan(0);
      expect(captioned).toBeLessThan(PHOTO_COUNT);
      // CLS counts what moves without the visitor asking: nothing, over the whole visit.
      expect((await layoutShifts(page)).filter((shift) => !shift.hadRecentInput)).toEqual([]);
    });
  }

  test('a caption is text: a web address in it is a link, and nothing in it is markup', async ({ page }) => {
    await page.goto('/p/cincinnati-bridge-night');
    const link = slideshow(page).getByRole('link', { name: /wikipedia\.org/ });
    await expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/John_A._Roebling_Suspension_Bridge');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('keys pressed while the slideshow’s code is still on its way', () => {
  /** Four presses, then the code: two photos on, so two presses back lead to `first` only if none was lost. */
  async function pressThenRelease(page: Page, release: () => void, first: string): Promise<void> {
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft']) await page.keyboard.press(key);
    release();
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeEnabled();
    await expect(slide(page)).not.toHaveAttribute('data-photo', first);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slide(page)).toHaveAttribute('data-photo', first);
  }

  for (const { landing, path, saved } of [
    { landing: 'a photo’s page', path: '/p/honey-bee', saved: null },
    { landing: 'the gallery with the slideshow saved', path: '/', saved: 'slideshow' },
  ]) {
    test(`keeps them on ${landing}`, async ({ page }) => {
      if (saved) await setSavedView(page, saved);
      const release = await holdSlideshowCode(page);
      await page.goto(path);
      await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeDisabled();
      await pressThenRelease(page, release, await currentSlide(page));
    });
  }

  test('keeps them after a card was opened', async ({ page }) => {
    const release = await holdSlideshowCode(page);
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Photographs' }).getByRole('button').first();
    await card.click();
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeDisabled();
    await pressThenRelease(page, release, await currentSlide(page));
  });
});
