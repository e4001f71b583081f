// The slideshow before its code has run (a photo's page as built, the preview after Slides) and the slideshow that
// code draws: every button in the same place at every width, whenever the code comes; nothing moves as it takes over.
import { expect, test, type Page } from '@playwright/test';
import { cards, holdSlideshowCode, layoutShifts, slideshow, viewTab, watchLayoutShifts } from '../support';

const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/** Zoom does nothing until the slideshow's code runs: enabled, it says that code has taken over. */
const zoom = (page: Page) => slideshow(page).getByRole('button', { name: 'Zoom' });

/**
 * The two ways into the slideshow before its code has run, each resolving to the layout shifts that are its own
 * answer: the cards giving way to the slideshow after Slides is one, whenever a busy machine paints it.
 */
const ENTRIES = [
  { entry: 'a photo’s page opened directly', open: (page: Page) => page.goto('/p/honey-bee').then(() => 0) },
  {
    entry: 'Slides pressed on the cards',
    open: async (page: Page) => {
      await page.goto('/');
      // Pressed once the app is live (it names the cards): a press before it is photos-before-code.spec.ts's.
      await expect(
        cards(page)
          .first()
          .getByRole('button', { name: /^Open .+ in the slideshow$/ }),
      ).toBeVisible();
      await viewTab(page, 'Slides').click();
      await expect(slideshow(page)).toBeVisible();
      // One change: the cards give way to the slideshow in one frame, with no empty page painted between.
      const answer = await layoutShifts(page);
      expect(answer.length).toBeLessThanOrEqual(1);
      return answer.length;
    },
  },
] as const;

/** Each of the slideshow's buttons, by its name, with its box on the page. */
function buttonBoxes(page: Page): Promise<Record<string, string>> {
  return slideshow(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      Object.fromEntries(
        buttons.map((button) => {
          const { x, y, width, height } = button.getBoundingClientRect();
          return [button.getAttribute('aria-label') ?? button.textContent, `${x},${y} ${width}×${height}`];
        }),
      ),
    );
}

/** Moves nobody asked for, after the entry's own `answered` ones. */
const unasked = async (page: Page, answered: number) =>
  (await layoutShifts(page)).slice(answered).filter((shift) => !shift.hadRecentInput);

for (const { entry, open } of ENTRIES) {
  test.describe(`${entry}, the slideshow’s code held back`, () => {
    for (const viewport of VIEWPORTS) {
      test(`shows every button where the slideshow then has it, and nothing moves when the code comes (${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await watchLayoutShifts(page);
        const release = await holdSlideshowCode(page);
        const answered = await open(page);
        await expect(zoom(page)).toBeDisabled();
        expect(await unasked(page, answered)).toEqual([]);
        const before = await buttonBoxes(page);
        expect(Object.keys(before)).toEqual([
          'Previous image',
          'Next image',
          'Thumbnails',
          'Play',
          'Zoom',
          'Fullscreen',
          'Info',
          'Share',
          'Keys and gestures',
        ]);
        release();
        await expect(zoom(page)).toBeEnabled();
        expect(await buttonBoxes(page)).toEqual(before);
        expect(await unasked(page, answered)).toEqual([]);
      });
    }
  });

  test.describe(`${entry}, the slideshow’s code coming at once`, () => {
    for (const viewport of [VIEWPORTS[1], VIEWPORTS[4]]) {
      test(`nothing moves (${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await watchLayoutShifts(page);
        const answered = await open(page);
        await expect(zoom(page)).toBeEnabled();
        expect(await unasked(page, answered)).toEqual([]);
      });
    }
  });
}
