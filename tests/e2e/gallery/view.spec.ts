// Cards or Slides: the view tabs, the saved choice, and one shuffled order for both views.
import { expect, test, type Page } from '@playwright/test';
import {
  cardOrder,
  cards,
  collectPageErrors,
  PHOTO_COUNT,
  PHOTO_IDS,
  readStored,
  setSavedView,
  slideCaption,
  slideshow,
  viewTab,
  currentSlide,
  slide,
} from '../support';

async function expectCardsView(page: Page): Promise<void> {
  await expect(viewTab(page, 'Cards')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(PHOTO_COUNT);
  await expect(slideshow(page)).toHaveCount(0);
}

async function expectSlidesView(page: Page): Promise<void> {
  await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
  await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  await expect(cards(page)).toHaveCount(0);
}

test.describe('view toggle', () => {
  const tablist = (page: Page) => page.getByRole('tablist', { name: 'Gallery view' });

  async function expectSelected(page: Page, selected: 'Cards' | 'Slides'): Promise<void> {
    const other = selected === 'Cards' ? 'Slides' : 'Cards';
    await expect(viewTab(page, selected)).toHaveAttribute('aria-selected', 'true');
    await expect(viewTab(page, selected)).toHaveAttribute('tabindex', '0');
    await expect(viewTab(page, selected)).toBeFocused();
    await expect(viewTab(page, other)).toHaveAttribute('aria-selected', 'false');
    await expect(viewTab(page, other)).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel', { name: selected })).toBeVisible();
    if (selected === 'Cards') {
      await expect(cards(page)).toHaveCount(PHOTO_COUNT);
      await expect(page.getByRole('region', { name: 'Slideshow' })).toHaveCount(0);
    } else {
      await expect(page.getByRole('region', { name: 'Slideshow' })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    }
  }

  test('offers Cards and Slides as tabs, Cards selected by default', async ({ page }) => {
    await page.goto('/');
    await expect(tablist(page).getByRole('tab')).toHaveText(['Cards', 'Slides']);
    await expect(viewTab(page, 'Cards')).toHaveAttribute('aria-selected', 'true');
    await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'false');
    await expect(viewTab(page, 'Cards')).toHaveAttribute('aria-controls', 'gallery-panel');
    await expect(page.getByRole('tabpanel', { name: 'Cards' })).toHaveAttribute('id', 'gallery-panel');
  });

  test('moves and selects with ArrowRight, ArrowLeft, Home and End, wrapping at both ends', async ({ page }) => {
    await page.goto('/');
    await viewTab(page, 'Cards').focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, 'Slides');
    await page.keyboard.press('ArrowRight'); // from the last tab to the first
    await expectSelected(page, 'Cards');
    await page.keyboard.press('ArrowLeft'); // from the first tab to the last
    await expectSelected(page, 'Slides');
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, 'Cards');
    await page.keyboard.press('End');
    await expectSelected(page, 'Slides');
    await page.keyboard.press('Home');
    await expectSelected(page, 'Cards');
    // Arrow keys on the tabs switch views; they do not also step the slideshow on show.
    await page.keyboard.press('End');
    await expectSelected(page, 'Slides');
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeEnabled();
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, 'Cards');
    // Back on the slides, the slideshow is where it was: had ArrowLeft stepped it, it would show the last photo.
    await page.keyboard.press('End');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('switches views on click, with Tab reaching only the selected tab', async ({ page }) => {
    await page.goto('/');
    await viewTab(page, 'Slides').click();
    await expectSelected(page, 'Slides');
    await viewTab(page, 'Cards').click();
    await expectSelected(page, 'Cards');
    // Roving tabindex: Shift+Tab from the selected tab leaves the tab list, for the search button before it.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
  });

  test('leaves the arrow keys to the slideshow after a click on Slides', async ({ page }) => {
    await page.goto('/');
    await viewTab(page, 'Slides').click();
    await expectSelected(page, 'Slides');
    const caption = slideCaption(page);
    await expect(caption).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await page.keyboard.press('ArrowRight');
    await expect(caption).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(caption).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
  });

  test('shows the background indicator in the selected tab only, and moves it along', async ({ page }) => {
    await page.goto('/');
    const indicator = tablist(page).locator('.view-tab-indicator');
    await expect(indicator).toHaveCount(1);
    await expect(viewTab(page, 'Cards').locator('.view-tab-indicator')).toHaveCount(1);

    await viewTab(page, 'Slides').click();
    await expect(viewTab(page, 'Slides').locator('.view-tab-indicator')).toHaveCount(1);
    await expect(viewTab(page, 'Cards').locator('.view-tab-indicator')).toHaveCount(0);
    await expect(indicator).toHaveCount(1);
    // Once the spring settles, the indicator fills the Slides tab.
    const slides = await viewTab(page, 'Slides').boundingBox();
    await expect.poll(async () => (await indicator.boundingBox())?.x).toBeCloseTo(slides?.x ?? -1, 0);
    await expect.poll(async () => (await indicator.boundingBox())?.width).toBeCloseTo(slides?.width ?? -1, 0);
  });
});

test.describe('saved gallery view', () => {
  test('keeps Slides across a reload, then Cards across the next one', async ({ page }) => {
    await page.goto('/');
    await expectCardsView(page);

    await viewTab(page, 'Slides').click();
    await expectSlidesView(page);
    expect(await readStored(page, 'galleryView')).toBe('slideshow');
    // The address now links to the photo on show, so the reload opens the slideshow on that photo.
    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    const shown = await currentSlide(page);
    await page.reload();
    await expect(slide(page)).toHaveAttribute('data-photo', shown);
    await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(0);

    await viewTab(page, 'Cards').click();
    await expectCardsView(page);
    await expect(page).toHaveURL(/\/$/);
    expect(await readStored(page, 'galleryView')).toBe('cards');
    await page.reload();
    await expectCardsView(page);
  });

  test('honours a returning visitor’s plain "slideshow" saved under galleryView', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expectSlidesView(page);
  });

  test('shows cards for any other stored value', async ({ page }) => {
    await page.goto('/');
    for (const value of ['"slideshow"', '{"state":{"view":"slideshow"},"version":0}', 'slides', 'SLIDESHOW']) {
      await page.evaluate((stored) => window.localStorage.setItem('galleryView', stored), value);
      await page.reload();
      await expectCardsView(page);
    }
  });

  const blockedStorage = [
    {
      name: 'every storage call throws',
      block: () => {
        const deny = () => {
          throw new DOMException('The storage is blocked', 'SecurityError');
        };
        Storage.prototype.getItem = deny;
        Storage.prototype.setItem = deny;
        Storage.prototype.removeItem = deny;
      },
    },
    {
      name: 'merely touching localStorage throws',
      block: () => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get: () => {
            throw new DOMException('The storage is blocked', 'SecurityError');
          },
        });
      },
    },
  ];

  for (const { name, block } of blockedStorage) {
    test(`falls back to the defaults with no error when ${name}`, async ({ page }) => {
      const { errors, rejections } = await collectPageErrors(page);
      await page.addInitScript(block);
      await page.goto('/');
      const storageThrows = await page.evaluate(() => {
        try {
          window.localStorage.getItem('galleryView');
          return false;
        } catch {
          return true;
        }
      });
      expect(storageThrows).toBe(true);
      await expectCardsView(page);
      await expect(page.locator('html')).toHaveClass('light');
      // The choice still holds for this visit.
      await viewTab(page, 'Slides').click();
      await expectSlidesView(page);
      await slideshow(page).getByRole('button', { name: 'Next image' }).click();
      await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
      expect(errors).toEqual([]);
      expect(await rejections()).toEqual([]);
    });
  }
});

test.describe('photo order', () => {
  test('shuffles the photos anew on each page load', async ({ page }) => {
    await page.goto('/');
    const first = await cardOrder(page);
    expect(first.toSorted()).toEqual(PHOTO_IDS.toSorted());
    // Two loads match by chance once in 14! times; allowing three loads makes that vanishingly rare.
    const later: string[][] = [];
    for (let load = 0; load < 2 && !later.some((order) => order.join() !== first.join()); load++) {
      await page.reload();
      later.push(await cardOrder(page));
    }
    expect(later.map((order) => order.join() === first.join())).toContain(false);
  });

  test('uses one order for cards and slides, kept across view switches and routes', async ({ page }) => {
    await page.goto('/');
    const order = await cardOrder(page);

    await viewTab(page, 'Slides').click();
    await expect(slideCaption(page)).toBeVisible(); // the slideshow's code may still be arriving
    await page.keyboard.press('Tab'); // from the selected tab into the slideshow, so arrows step slides
    await expect(slideshow(page).getByRole('button', { name: 'Previous image' })).toBeFocused();
    const slides: string[] = [];
    for (let n = 1; n <= PHOTO_COUNT; n++) {
      await expect(slideCaption(page)).toHaveText(`Image ${n} / ${PHOTO_COUNT}`);
      slides.push(await currentSlide(page));
      await page.keyboard.press('ArrowRight');
    }
    expect(slides).toEqual(order);

    await viewTab(page, 'Cards').click();
    expect(await cardOrder(page)).toEqual(order);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Espresso' }).click();
    await expect(page).toHaveURL('/espresso');
    expect(await cardOrder(page)).toEqual(order);
  });
});
