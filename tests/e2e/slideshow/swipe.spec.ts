// Swiping on a touch screen: the slide follows the finger, a swipe steps one photo, a scroll never does.
import { expect, test, type Page } from '@playwright/test';
import {
  currentSlide,
  PHOTO_COUNT,
  setSavedView,
  slideCaption,
  slideshow,
  slideStage,
  touchDrag,
  type Point,
} from '../support';

async function stageCentre(page: Page): Promise<Point & { width: number }> {
  const box = await slideStage(page).boundingBox();
  if (!box) throw new Error('no slide stage');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

/** The slide track's horizontal offset, as the compositor has it. */
const trackOffset = (page: Page) =>
  page.locator('.slide-track').evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);

/** The last time a finger's event said it happened, per page, in ms since the epoch. */
const fingerTimes = new WeakMap<Page, number>();

/**
 * A finger on the page through the DevTools protocol, each event stamped with the time it says it happened: the page
 * reads a finger's speed from those stamps, so a slow drag, or a finger held still before it lifts, is said in them
 * rather than waited for. Stamps only ever run forward, and each move lands in a frame of its own, as a finger's do.
 */
async function putFinger(page: Page, at: Point) {
  const cdp = await page.context().newCDPSession(page);
  /** A stamp at least `ms` after the finger's last event. */
  const after = (ms: number) => {
    const time = Math.max((fingerTimes.get(page) ?? 0) + ms, Date.now());
    fingerTimes.set(page, time);
    return time / 1000;
  };
  const nextFrame = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at], timestamp: after(0) });
  return {
    /** Moves to `point`, `ms` after the last event. */
    async moveTo(point: Point, ms: number): Promise<void> {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point], timestamp: after(ms) });
      await nextFrame();
    },
    /** Lifts, `ms` after the last event: held still that long, the finger leaves with no speed. */
    async lift(ms: number): Promise<void> {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: after(ms) });
      await cdp.detach();
    },
  };
}

/**
 * Waits until the slide follows a finger: the gestures bind once the slideshow's code has run, after the
 * preview's first paint. Each probe is a short, slow drag (30 px, 10 px every 50 ms), which never steps a slide.
 */
async function dragReady(page: Page): Promise<void> {
  const { x, y } = await stageCentre(page);
  await expect(async () => {
    const finger = await putFinger(page, { x, y });
    for (let dx = 10; dx <= 30; dx += 10) await finger.moveTo({ x: x - dx, y }, 50);
    const offset = await trackOffset(page);
    await finger.lift(0);
    expect(offset).toBeLessThan(-5);
  }).toPass();
  await expect.poll(() => trackOffset(page)).toBe(0);
}

test.describe('swipe on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

  test.beforeEach(async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await dragReady(page);
  });

  test('a long fast swipe left moves exactly one photo on, and one right moves one back', async ({ page }) => {
    const { x, y, width } = await stageCentre(page);
    const first = await currentSlide(page);
    await touchDrag(page, { x: x + width * 0.35, y }, { x: x - width * 0.35, y }, 6);
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    expect(await currentSlide(page)).not.toBe(first);
    await touchDrag(page, { x: x - width * 0.35, y }, { x: x + width * 0.35, y }, 6);
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(await currentSlide(page)).toBe(first);
    // From the first photo, a swipe right wraps to the last, as the Previous button does.
    await touchDrag(page, { x: x - width * 0.35, y }, { x: x + width * 0.35, y }, 6);
    await expect(slideCaption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
  });

  test('the slide follows the finger, and a short slow drag snaps back without stepping', async ({ page }) => {
    const { x, y } = await stageCentre(page);
    const finger = await putFinger(page, { x, y });
    for (let dx = 5; dx <= 50; dx += 5) await finger.moveTo({ x: x - dx, y }, 40);
    // Mid-drag: the track sits under the finger, 50 px to the left.
    await expect.poll(() => trackOffset(page)).toBeLessThan(-40);
    await finger.lift(150); // the finger rests before it lifts: a release with no speed
    await expect.poll(() => trackOffset(page)).toBe(0);
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('a vertical drag scrolls or does nothing, and never steps', async ({ page }) => {
    const { x, y } = await stageCentre(page);
    const first = await currentSlide(page);
    // Mostly vertical, fast, with a little sideways drift, as a thumb scrolls.
    await touchDrag(page, { x, y: y + 150 }, { x: x - 30, y: y - 150 }, 6);
    await touchDrag(page, { x, y: y - 150 }, { x: x + 30, y: y + 150 }, 6);
    expect(await currentSlide(page)).toBe(first);
    // Had either stepped, the swipe after them would not land on the second photo.
    const { width } = await stageCentre(page);
    await touchDrag(page, { x: x + width * 0.35, y }, { x: x - width * 0.35, y }, 6);
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
  });

  test('a swipe that starts on a button swipes one photo, and the button does not also step', async ({ page }) => {
    const { width } = await stageCentre(page);
    const centreOf = async (name: string) => {
      const box = await slideshow(page).getByRole('button', { name }).boundingBox();
      if (!box) throw new Error(`no ${name} button`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const next = await centreOf('Next image');
    await touchDrag(page, next, { x: next.x - width * 0.5, y: next.y }, 6);
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    const previous = await centreOf('Previous image');
    await touchDrag(page, previous, { x: previous.x + width * 0.5, y: previous.y }, 6);
    // Had the first swipe's button also stepped, this one would land on the second photo, not the first.
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('leaves vertical panning to the browser on the stage', async ({ page }) => {
    await expect(slideStage(page)).toHaveCSS('touch-action', 'pan-y');
    await expect(page.locator('.slide-track')).toHaveCSS('touch-action', 'pan-y');
  });

  test('the Previous and Next buttons still work by tap', async ({ page }) => {
    await slideshow(page).getByRole('button', { name: 'Next image' }).tap();
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    await slideshow(page).getByRole('button', { name: 'Previous image' }).tap();
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });
});

test.describe('swipe with reduced motion', () => {
  test.use({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 412, height: 823 },
    contextOptions: { reducedMotion: 'reduce' },
  });

  test('shows the next photo at once, with no slide animation', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await dragReady(page);
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    const { x, y, width } = await stageCentre(page);
    await touchDrag(page, { x: x + width * 0.35, y }, { x: x - width * 0.35, y }, 6);
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    // Read in the frame the step landed in: no entrance running, the track already back in place.
    const state = await page.locator('.slide-frame').evaluate((frame) => ({
      animations: frame.getAnimations().length,
      offset: new DOMMatrix(getComputedStyle(frame.parentElement ?? frame).transform).m41,
    }));
    expect(state).toEqual({ animations: 0, offset: 0 });
  });
});
