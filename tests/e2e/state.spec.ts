import { expect, test, type Page } from '@playwright/test';
import { cardOrder, cards, collectPageErrors, PHOTO_COUNT, PHOTO_IDS, readStored, setSavedView } from './support';

const tab = (page: Page, name: 'Cards' | 'Slides') =>
  page.getByRole('tablist', { name: 'Gallery view' }).getByRole('tab', { name });
const slideshow = (page: Page) => page.getByRole('region', { name: 'Slideshow' });
const caption = (page: Page) => slideshow(page).locator('.slide-caption');

async function expectCardsView(page: Page): Promise<void> {
  await expect(tab(page, 'Cards')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(PHOTO_COUNT);
  await expect(slideshow(page)).toHaveCount(0);
}

async function expectSlidesView(page: Page): Promise<void> {
  await expect(tab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
  await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  await expect(cards(page)).toHaveCount(0);
}

test.describe('saved gallery view', () => {
  test('keeps Slides across a reload, then Cards across the next one', async ({ page }) => {
    await page.goto('/');
    await expectCardsView(page);

    await tab(page, 'Slides').click();
    await expectSlidesView(page);
    expect(await readStored(page, 'galleryView')).toBe('slideshow');
    // The address now links to the photo on show, so the reload opens the slideshow on that photo.
    await expect(page).toHaveURL(/\?photo=[\w-]+$/);
    const shown = await page.locator('.slide-stage').getAttribute('data-photo');
    await page.reload();
    await expect(page.locator('.slide-stage')).toHaveAttribute('data-photo', shown ?? '');
    await expect(tab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(0);

    await tab(page, 'Cards').click();
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
      await tab(page, 'Slides').click();
      await expectSlidesView(page);
      await slideshow(page).getByRole('button', { name: 'Next image' }).click();
      await expect(caption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
      expect(errors).toEqual([]);
      expect(await rejections()).toEqual([]);
    });
  }
});

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

    await tab(page, 'Slides').click();
    await expect(caption(page)).toBeVisible(); // the slideshow's code may still be arriving
    await page.keyboard.press('Tab'); // from the selected tab into the slideshow, so arrows step slides
    await expect(slideshow(page).getByRole('button', { name: 'Previous image' })).toBeFocused();
    const slides: string[] = [];
    for (let n = 1; n <= PHOTO_COUNT; n++) {
      await expect(caption(page)).toHaveText(`Image ${n} / ${PHOTO_COUNT}`);
      slides.push((await page.locator('.slide-stage').getAttribute('data-photo')) ?? '');
      await page.keyboard.press('ArrowRight');
    }
    expect(slides).toEqual(order);

    await tab(page, 'Cards').click();
    expect(await cardOrder(page)).toEqual(order);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Espresso' }).click();
    await expect(page).toHaveURL('/espresso');
    expect(await cardOrder(page)).toEqual(order);
  });
});
