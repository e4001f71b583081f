// Zoom in the slideshow: a double-click or double-tap, a pinch, ctrl+wheel, the Zoom button and + - 0; panning
// within the photo's edges; Escape; flips that leave the zoom behind; the photo's own pixels, fetched only then.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { PHOTO_COUNT, slideCaption, slideshow } from '../support';

const photo = (page: Page) => slideshow(page).locator('img.slide-image');
const box = (page: Page) => slideshow(page).locator('.slide-box');
const zoomButton = (page: Page) => slideshow(page).getByRole('button', { name: 'Zoom' });

/** The photo's transform as the compositor has it: its scale and its pan. */
const transformOf = (page: Page) =>
  photo(page).evaluate((image) => {
    const matrix = new DOMMatrix(getComputedStyle(image).transform);
    return { scale: matrix.a, x: matrix.m41, y: matrix.m42 };
  });
const scaleOf = async (page: Page) => (await transformOf(page)).scale;

async function boxCentre(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const rect = await box(page).boundingBox();
  if (!rect) throw new Error('no photo box');
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, width: rect.width, height: rect.height };
}

/** The slideshow's code has run: its buttons work (the photo's page shows them inert before). */
async function live(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(zoomButton(page)).toBeEnabled();
  await expect(photo(page)).toHaveAttribute('data-state', 'loaded');
}

test.describe('zoom with a mouse and the keyboard', () => {
  test('a double-click zooms in at that point on the photo’s own pixels, fetched only then, and fits again', async ({
    page,
  }) => {
    const fullSize: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).pathname === '/photos/honey-bee.jpg')
        fullSize.push(request.url());
    });
    await live(page, '/p/honey-bee');
    expect(fullSize).toEqual([]);
    const centre = await boxCentre(page);
    // A quarter of the photo's width left of its centre: that point stays under the pointer.
    await page.mouse.dblclick(centre.x - centre.width / 4, centre.y);
    await expect.poll(() => scaleOf(page)).toBeCloseTo(2.5, 2);
    await expect(zoomButton(page)).toHaveAttribute('aria-pressed', 'true');
    const { x, y } = await transformOf(page);
    expect(Math.abs(x - 1.5 * (centre.width / 4))).toBeLessThan(2);
    expect(Math.abs(y)).toBeLessThan(2);
    await expect
      .poll(() => photo(page).evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/photos\/honey-bee\.jpg$/);
    expect(fullSize).toHaveLength(1);
    await page.mouse.dblclick(centre.x, centre.y);
    await expect.poll(() => scaleOf(page)).toBe(1);
    await expect(zoomButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('zoomed, a drag pans only as far as the photo’s edges and never flips; Escape fits it', async ({ page }) => {
    await live(page, '/p/honey-bee');
    const caption = await slideCaption(page).textContent();
    const centre = await boxCentre(page);
    await page.mouse.dblclick(centre.x, centre.y);
    await expect.poll(() => scaleOf(page)).toBeCloseTo(2.5, 2);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 2000, centre.y - 2000, { steps: 8 });
    await page.mouse.up();
    // The photo's left and bottom edges meet the box's: no further.
    const panned = await transformOf(page);
    expect(Math.abs(panned.x - (1.5 * centre.width) / 2)).toBeLessThan(2);
    expect(Math.abs(panned.y + (1.5 * centre.height) / 2)).toBeLessThan(2);
    await expect(slideCaption(page)).toHaveText(caption ?? '');
    await page.keyboard.press('Escape');
    await expect.poll(() => scaleOf(page)).toBe(1);
    await expect(slideCaption(page)).toHaveText(caption ?? '');
  });

  test('the Zoom button, and +, - and 0, zoom from the keyboard', async ({ page }) => {
    await live(page, '/p/honey-bee');
    await zoomButton(page).click();
    await expect.poll(() => scaleOf(page)).toBeCloseTo(2.5, 2);
    await page.keyboard.press('-');
    await expect.poll(() => scaleOf(page)).toBeCloseTo(2.5 / 1.5, 2);
    await page.keyboard.press('0');
    await expect.poll(() => scaleOf(page)).toBe(1);
    await page.keyboard.press('+');
    await expect.poll(() => scaleOf(page)).toBeCloseTo(1.5, 2);
    await page.keyboard.press('=');
    await expect.poll(() => scaleOf(page)).toBeCloseTo(2.25, 2);
    await zoomButton(page).click();
    await expect.poll(() => scaleOf(page)).toBe(1);
  });

  test('zoomed, ← and → still flip, and the next photo shows whole', async ({ page }) => {
    await live(page, '/p/honey-bee');
    const first = Number(/Image (\d+)/.exec((await slideCaption(page).textContent()) ?? '')?.[1]);
    await zoomButton(page).click();
    await expect.poll(() => scaleOf(page)).toBeCloseTo(2.5, 2);
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image ${(first % PHOTO_COUNT) + 1} / ${PHOTO_COUNT}`);
    expect(await scaleOf(page)).toBe(1);
    await expect(zoomButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(photo(page)).not.toHaveJSProperty('currentSrc', expect.stringMatching(/\/photos\/[\w-]+\.jpg$/));
  });

  test('ctrl+wheel (a trackpad’s pinch) zooms the photo, not the page', async ({ page }) => {
    await live(page, '/p/honey-bee');
    const centre = await boxCentre(page);
    await page.mouse.move(centre.x, centre.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    await expect.poll(() => scaleOf(page)).toBeGreaterThan(1.2);
    expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
  });
});

test.describe('zoom with reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('changes at once, with no frames in between', async ({ page }) => {
    await live(page, '/p/honey-bee');
    // Every transform the photo is given, from here on.
    await photo(page).evaluate((image) => {
      const seen: string[] = [];
      Object.assign(window, { transforms: seen });
      new MutationObserver(() => {
        if (seen.at(-1) !== image.style.transform) seen.push(image.style.transform);
      }).observe(image, { attributeFilter: ['style'] });
    });
    const centre = await boxCentre(page);
    await page.mouse.dblclick(centre.x, centre.y);
    await expect.poll(() => scaleOf(page)).toBeCloseTo(2.5, 2);
    await page.keyboard.press('0');
    await expect.poll(() => scaleOf(page)).toBe(1);
    const transforms = await page.evaluate(() => (window as unknown as { transforms: string[] }).transforms);
    expect(transforms).toEqual(['translate3d(0px, 0px, 0px) scale(2.5)', '']);
  });
});

/** Touch points through the DevTools protocol: as a phone's fingers, pointer events and touch-action included. */
class Fingers {
  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<Fingers> {
    return new Fingers(await page.context().newCDPSession(page));
  }

  /** Puts the fingers down at `from`, moves them to `to` in `steps`, and lifts them. */
  async gesture(from: { x: number; y: number }[], to: { x: number; y: number }[], steps = 8): Promise<void> {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: from });
    for (let step = 1; step <= steps; step++) {
      const points = from.map((start, i) => {
        const end = to[i] ?? start;
        return { x: start.x + ((end.x - start.x) * step) / steps, y: start.y + ((end.y - start.y) * step) / steps };
      });
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points });
    }
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** Two taps at `at`, a tenth of a second apart by the events' own clock, however late a busy machine delivers them. */
  async doubleTap(at: { x: number; y: number }): Promise<void> {
    const start = Date.now() / 1000;
    for (const offset of [0, 0.1]) {
      const timestamp = start + offset;
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at], timestamp });
      await this.cdp.send('Input.dispatchTouchEvent', {
        type: 'touchEnd',
        touchPoints: [],
        timestamp: timestamp + 0.03,
      });
    }
  }
}

test.describe('zoom on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

  test('a pinch zooms about its centre and never flips; one finger then pans; a double-tap fits', async ({ page }) => {
    await live(page, '/p/honey-bee');
    const caption = await slideCaption(page).textContent();
    const { x, y } = await boxCentre(page);
    const fingers = await Fingers.on(page);
    // Spread from 80 px apart to 240 px: three times as far.
    await fingers.gesture(
      [
        { x: x - 40, y },
        { x: x + 40, y },
      ],
      [
        { x: x - 120, y },
        { x: x + 120, y },
      ],
    );
    await expect.poll(() => scaleOf(page)).toBeGreaterThan(2.5);
    await expect(slideCaption(page)).toHaveText(caption ?? '');
    const before = await transformOf(page);
    await fingers.gesture([{ x, y }], [{ x: x - 60, y: y - 30 }]);
    await expect.poll(async () => (await transformOf(page)).x).toBeLessThan(before.x - 30);
    await expect(slideCaption(page)).toHaveText(caption ?? '');
    await fingers.doubleTap({ x, y });
    await expect.poll(() => scaleOf(page)).toBe(1);
    await expect(slideCaption(page)).toHaveText(caption ?? '');
  });

  test('two fingers moving sideways together never flip', async ({ page }) => {
    await live(page, '/p/honey-bee');
    const caption = await slideCaption(page).textContent();
    const { x, y, width } = await boxCentre(page);
    const fingers = await Fingers.on(page);
    await fingers.gesture(
      [
        { x: x + width * 0.3, y: y - 30 },
        { x: x + width * 0.3 + 40, y: y + 30 },
      ],
      [
        { x: x - width * 0.3, y: y - 30 },
        { x: x - width * 0.3 + 40, y: y + 30 },
      ],
      6,
    );
    // A one-finger swipe after it lands one photo on: had the two fingers flipped, it would land two on.
    await fingers.gesture([{ x: x + width * 0.35, y }], [{ x: x - width * 0.35, y }], 6);
    const first = Number(/Image (\d+)/.exec(caption ?? '')?.[1]);
    await expect(slideCaption(page)).toHaveText(`Image ${(first % PHOTO_COUNT) + 1} / ${PHOTO_COUNT}`);
    expect(await scaleOf(page)).toBe(1);
  });

  test('a double-tap zooms in where it lands', async ({ page }) => {
    await live(page, '/p/honey-bee');
    const { x, y } = await boxCentre(page);
    const fingers = await Fingers.on(page);
    await fingers.doubleTap({ x, y });
    await expect.poll(() => scaleOf(page)).toBeCloseTo(2.5, 2);
    await expect(zoomButton(page)).toHaveAttribute('aria-pressed', 'true');
  });
});
