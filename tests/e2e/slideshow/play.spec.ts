// Play, on Playwright's fake clock: a photo every 5 s (or the visitor's pick), held by a hidden tab, a zoom or the
// details and going on from the time left, a key's flip giving the next photo its whole time, a stop at the last
// photo, `?play` links, the live region, and reduced motion (no moving line, no slide animation).
import { expect, test, type Page } from '@playwright/test';
import { PHOTO_COUNT, slideCaption, slideshow } from '../support';

const START = new Date('2026-01-02T10:00:00Z');
const playButton = (page: Page) => slideshow(page).getByRole('button', { name: 'Play' });
const interval = (page: Page) => slideshow(page).getByRole('combobox', { name: 'Time per photo' });
const status = (page: Page) => slideshow(page).getByRole('status');
const progress = (page: Page) => slideshow(page).locator('.play-progress');
const at = (page: Page, index: number) =>
  expect(slideCaption(page)).toHaveText(`Image ${String(index)} / ${String(PHOTO_COUNT)}`);

/**
 * Opens `path` on a fake clock, once the slideshow's code runs and its photo is in; the clock then waits for us.
 * Returns the photo's place among its page's photos (1 for the first), which the visit's shuffle decides.
 */
async function open(page: Page, path: string): Promise<number> {
  await page.clock.install({ time: START });
  await page.goto(path);
  await expect(playButton(page)).toBeEnabled();
  await expect(slideshow(page).locator('img.slide-image')).toHaveAttribute('data-state', 'loaded');
  // A moment on, so the jump fires no timer of the slideshow's.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  return Number(/^Image (\d+)/.exec((await slideCaption(page).textContent()) ?? '')?.[1]);
}

/** Opens the slideshow on its page's first photo, not playing: the last one would end the play at once. */
async function openOnFirst(page: Page): Promise<void> {
  await open(page, '/p/honey-bee');
  await page.keyboard.press('Home');
  await page.clock.runFor(20); // a key's flip waits for a frame
  await at(page, 1);
}

/** Keeps the class of every element animated with the Web Animations API, however short its animation. */
async function recordAnimations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const animated: string[] = [];
    // The platform's own method, wrapped: called with each element as its `this`, as before.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    Element.prototype.animate = new Proxy(Element.prototype.animate, {
      apply(animate, element: Element, args: Parameters<Element['animate']>) {
        animated.push(element.className);
        return Reflect.apply(animate, element, args);
      },
    });
    Object.assign(window, { animated });
  });
  return () => page.evaluate(() => (window as unknown as { animated: string[] }).animated);
}

/** What a browser does as its tab is hidden or shown again. */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((now) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (now ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => now });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('Play', () => {
  test('shows the next photo after 5 s and not before, then each 5 s, and says it plays rather than each photo', async ({
    page,
  }) => {
    await openOnFirst(page);
    await at(page, 1);
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(playButton(page)).toHaveAttribute('aria-keyshortcuts', 'Space K');
    await playButton(page).click();
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(status(page)).toHaveText('Slideshow playing');
    await page.clock.runFor(4900);
    await at(page, 1);
    await page.clock.runFor(100);
    await at(page, 2);
    await page.clock.runFor(4900);
    await at(page, 2);
    await page.clock.runFor(100);
    await at(page, 3);
    // The flips rest (the title, the address) without the live region saying each photo.
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/p\/[a-z-]+$/);
    await expect(status(page)).toHaveText('Slideshow playing');
    await page.keyboard.press('k');
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(status(page)).toHaveText('Slideshow paused');
    await page.clock.runFor(30_000);
    await at(page, 3);
  });

  test('Space plays and pauses once per press, on the page and on the focused Play button', async ({ page }) => {
    await openOnFirst(page);
    await page.keyboard.press('Space');
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'false');
    await playButton(page).focus();
    await page.keyboard.press('Space');
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(5000);
    await at(page, 2);
  });

  test('takes the visitor’s 3 s, remembered on the next visit', async ({ page }) => {
    await openOnFirst(page);
    await expect(interval(page)).toHaveValue('5');
    await interval(page).selectOption('3');
    await playButton(page).click();
    await page.clock.runFor(2900);
    await at(page, 1);
    await page.clock.runFor(100);
    await at(page, 2);
    await page.clock.resume();
    await page.reload();
    await expect(interval(page)).toBeEnabled();
    await expect(interval(page)).toHaveValue('3');
  });

  test('a key moves one photo and gives it the whole interval, still playing', async ({ page }) => {
    await openOnFirst(page);
    await playButton(page).click();
    await page.clock.runFor(3000);
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(20); // the key's flip waits for a frame
    await at(page, 2);
    await page.clock.runFor(4900);
    await at(page, 2);
    await page.clock.runFor(100);
    await at(page, 3);
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'true');
  });

  test('pauses while the tab is hidden and goes on from the time left once it shows', async ({ page }) => {
    await openOnFirst(page);
    await playButton(page).click();
    await page.clock.runFor(3000);
    await setTabHidden(page, true);
    await page.clock.runFor(60_000);
    await at(page, 1);
    await setTabHidden(page, false);
    await page.clock.runFor(1900);
    await at(page, 1);
    await page.clock.runFor(100);
    await at(page, 2);
  });

  test('pauses while the photo is zoomed, and goes on once it fits again', async ({ page }) => {
    // Reduced motion: the zoom is instant, so the fake clock need not run its spring.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openOnFirst(page);
    await playButton(page).click();
    await page.clock.runFor(1000);
    await page.locator('body').focus();
    await page.keyboard.press('+');
    await expect(slideshow(page).getByRole('button', { name: 'Zoom' })).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(60_000);
    await at(page, 1);
    await page.keyboard.press('0');
    await expect(slideshow(page).getByRole('button', { name: 'Zoom' })).toHaveAttribute('aria-pressed', 'false');
    await page.clock.runFor(3900);
    await at(page, 1);
    await page.clock.runFor(100);
    await at(page, 2);
  });

  test('pauses while the details are open, and goes on once they close', async ({ page }) => {
    await openOnFirst(page);
    await playButton(page).click();
    await page.clock.runFor(1000);
    await slideshow(page).getByRole('button', { name: 'Info' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.clock.runFor(60_000);
    await at(page, 1);
    await page.getByRole('button', { name: 'Close details' }).click();
    await page.clock.runFor(3900);
    await at(page, 1);
    await page.clock.runFor(100);
    await at(page, 2);
  });

  test('stops at the last photo, saying so', async ({ page }) => {
    await open(page, '/p/honey-bee');
    await playButton(page).click();
    await page.keyboard.press('End');
    await page.clock.runFor(20);
    await at(page, PHOTO_COUNT);
    await page.clock.runFor(5000);
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(status(page)).toHaveText('Slideshow paused');
    await page.clock.runFor(30_000);
    await at(page, PHOTO_COUNT);
  });
});

test.describe('?play', () => {
  test('opens a photo’s page playing, from that photo', async ({ page }) => {
    const first = await open(page, '/p/honey-bee?play');
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(slideshow(page).locator('[aria-roledescription="slide"]')).toHaveAttribute('data-photo', 'honey-bee');
    await page.clock.runFor(5000);
    // The visit's shuffle may have put it last, where playing ends.
    if (first === PHOTO_COUNT) await expect(playButton(page)).toHaveAttribute('aria-pressed', 'false');
    else await at(page, first + 1);
  });

  test('opens a page as its slideshow, playing from its first photo, without showing its cards first', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.card')) document.documentElement.dataset.cardsShown = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    expect(await open(page, '/?play')).toBe(1);
    await expect(page).toHaveURL(/\/p\/[a-z-]+\?play$/);
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(5000);
    await at(page, 2);
    expect(await page.evaluate(() => document.documentElement.dataset.cardsShown)).toBeUndefined();
  });
});

test.describe('Play with reduced motion', () => {
  test('shows a still line, not a moving one, and flips as a cut', async ({ page }) => {
    const animated = await recordAnimations(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openOnFirst(page);
    await playButton(page).click();
    await expect(progress(page)).toBeVisible();
    await page.clock.runFor(2500);
    await expect(progress(page)).toHaveCSS('transform', 'none');
    await page.clock.runFor(2500);
    await at(page, 2);
    await expect(progress(page)).toHaveCSS('transform', 'none');
    expect(await animated()).toEqual([]);
  });

  test('without it, the line shrinks with the time left and the photo slides in', async ({ page }) => {
    const animated = await recordAnimations(page);
    await openOnFirst(page);
    await expect(progress(page)).toBeHidden();
    await playButton(page).click();
    await expect(progress(page)).toBeVisible();
    await page.clock.runFor(5000);
    await at(page, 2);
    expect(await animated()).toEqual(expect.arrayContaining(['play-progress', 'slide-frame']));
  });
});
