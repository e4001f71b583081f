// Issue 4 in a real Chromium: swiping on a touch screen, a card opening its slide, links to a photo,
// Home / End and held keys, the live region and the page title.
import { expect, test, type Page } from '@playwright/test';
import { card, cardOrder, OWNER_NAME, PHOTO_COUNT, PHOTO_IDS, photoById, readStored, setSavedView } from './support';

const slideshow = (page: Page) => page.getByRole('region', { name: 'Slideshow' });
const caption = (page: Page) => slideshow(page).locator('.slide-caption');
const stage = (page: Page) => page.locator('.slide-stage');
const status = (page: Page) => slideshow(page).getByRole('status');
const tab = (page: Page, name: 'Cards' | 'Slides') =>
  page.getByRole('tablist', { name: 'Gallery view' }).getByRole('tab', { name });
const currentPhoto = async (page: Page) => (await stage(page).getAttribute('data-photo')) ?? '';
const openButton = (page: Page, id: string) =>
  card(page, id).getByRole('button', { name: /^Open .+ in the slideshow$/ });

interface Point {
  x: number;
  y: number;
}

/**
 * A real one-finger drag through the DevTools protocol (page.touchscreen can only tap): touchStart,
 * `steps` touchMoves with `pause` ms between them, touchEnd. Pointer events, touch-action and
 * scrolling all behave as on a phone.
 */
async function touchDrag(page: Page, from: Point, to: Point, steps: number, pause: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    if (pause > 0) await page.waitForTimeout(pause);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function stageCentre(page: Page): Promise<Point & { width: number }> {
  const box = await stage(page).boundingBox();
  if (!box) throw new Error('no slide stage');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

/** The slide track's horizontal offset, as the compositor has it. */
const trackOffset = (page: Page) =>
  page.locator('.slide-track').evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);

/**
 * Waits until the slide follows a finger: framer-motion's drag arrives with its features after first
 * paint. Each probe is a short, slow drag (30 px, then a rest), which never steps a slide.
 */
async function dragReady(page: Page): Promise<void> {
  const { x, y } = await stageCentre(page);
  await expect(async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let dx = 10; dx <= 30; dx += 10) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - dx, y }] });
      await page.waitForTimeout(50);
    }
    const offset = await trackOffset(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    expect(offset).toBeLessThan(-5);
  }).toPass();
  await expect.poll(() => trackOffset(page)).toBe(0);
}

test.describe('swipe on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

  test.beforeEach(async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await dragReady(page);
  });

  test('a long fast swipe left moves exactly one photo on, and one right moves one back', async ({ page }) => {
    const { x, y, width } = await stageCentre(page);
    const first = await currentPhoto(page);
    await touchDrag(page, { x: x + width * 0.35, y }, { x: x - width * 0.35, y }, 6, 8);
    await expect(caption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    expect(await currentPhoto(page)).not.toBe(first);
    await touchDrag(page, { x: x - width * 0.35, y }, { x: x + width * 0.35, y }, 6, 8);
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(await currentPhoto(page)).toBe(first);
    // From the first photo, a swipe right wraps to the last, as the Previous button does.
    await touchDrag(page, { x: x - width * 0.35, y }, { x: x + width * 0.35, y }, 6, 8);
    await expect(caption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
  });

  test('the slide follows the finger, and a short slow drag snaps back without stepping', async ({ page }) => {
    const { x, y } = await stageCentre(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let dx = 5; dx <= 50; dx += 5) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - dx, y }] });
      await page.waitForTimeout(40);
    }
    // Mid-drag: the track sits under the finger, 50 px to the left.
    await expect.poll(() => trackOffset(page)).toBeLessThan(-40);
    await page.waitForTimeout(150); // rest the finger: a release with no speed
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await expect.poll(() => trackOffset(page)).toBe(0);
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('a vertical drag scrolls or does nothing, and never steps', async ({ page }) => {
    const { x, y } = await stageCentre(page);
    const first = await currentPhoto(page);
    // Mostly vertical, fast, with a little sideways drift, as a thumb scrolls.
    await touchDrag(page, { x, y: y + 150 }, { x: x - 30, y: y - 150 }, 6, 8);
    await touchDrag(page, { x, y: y - 150 }, { x: x + 30, y: y + 150 }, 6, 8);
    await page.waitForTimeout(300);
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(await currentPhoto(page)).toBe(first);
  });

  test('leaves vertical panning to the browser on the stage', async ({ page }) => {
    await expect(stage(page)).toHaveCSS('touch-action', 'pan-y');
    await expect(page.locator('.slide-track')).toHaveCSS('touch-action', 'pan-y');
  });

  test('the Previous and Next buttons still work by tap', async ({ page }) => {
    await slideshow(page).getByRole('button', { name: 'Next image' }).tap();
    await expect(caption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    await slideshow(page).getByRole('button', { name: 'Previous image' }).tap();
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
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
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await dragReady(page);
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    const { x, y, width } = await stageCentre(page);
    await touchDrag(page, { x: x + width * 0.35, y }, { x: x - width * 0.35, y }, 6, 8);
    await expect(caption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    // Read in the frame the step landed in: no entrance running, the track already back in place.
    const state = await page.locator('.slide-frame').evaluate((frame) => ({
      animations: frame.getAnimations().length,
      offset: new DOMMatrix(getComputedStyle(frame.parentElement ?? frame).transform).m41,
    }));
    expect(state).toEqual({ animations: 0, offset: 0 });
  });
});

test.describe('from card to slide', () => {
  test('a click on a card opens the slideshow at that photo, saves the view and keeps focus', async ({ page }) => {
    await page.goto('/');
    const order = await cardOrder(page);
    const id = order[4] ?? '';
    await card(page, id).click();
    await expect(caption(page)).toHaveText(`Image 5 / ${PHOTO_COUNT}`);
    expect(await currentPhoto(page)).toBe(id);
    expect(await readStored(page, 'galleryView')).toBe('slideshow');
    await expect(tab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.slideshow') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });

  test('Enter on a focused card opens the slideshow at that photo', async ({ page }) => {
    await page.goto('/');
    const order = await cardOrder(page);
    const id = order.at(-1) ?? '';
    await openButton(page, id).focus();
    await page.keyboard.press('Enter');
    await expect(caption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    expect(await currentPhoto(page)).toBe(id);
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeFocused();
    // And the keys go on from there.
    await page.keyboard.press('ArrowRight');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('names each card’s button after its photo', async ({ page }) => {
    await page.goto('/');
    await expect(openButton(page, 'honey-bee')).toHaveAccessibleName('Open Honey bee in the slideshow');
  });

  test('a switch of view by the tabs leaves focus on the tab', async ({ page }) => {
    await page.goto('/');
    await tab(page, 'Slides').click();
    await expect(caption(page)).toBeVisible();
    await expect(tab(page, 'Slides')).toBeFocused();
    await tab(page, 'Cards').click();
    await expect(card(page, 'honey-bee')).toBeVisible();
    await expect(tab(page, 'Cards')).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

    test('a tap on a card opens the slideshow at that photo', async ({ page }) => {
      await page.goto('/');
      const order = await cardOrder(page);
      const id = order[1] ?? '';
      await card(page, id).tap();
      await expect(caption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
      expect(await currentPhoto(page)).toBe(id);
    });
  });
});

test.describe('a link to a photo', () => {
  test('opens the slideshow at ?photo=honey-bee, the others still shuffled, and saves the view', async ({ page }) => {
    await page.goto('/?photo=honey-bee');
    await expect(stage(page)).toHaveAttribute('data-photo', 'honey-bee');
    await expect(tab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
    expect(await readStored(page, 'galleryView')).toBe('slideshow');
    const position = Number(/^Image (\d+)/.exec((await caption(page).textContent()) ?? '')?.[1]);
    // The cards show the same order, with the bee where the caption said.
    await tab(page, 'Cards').click();
    const order = await cardOrder(page);
    expect(order.toSorted()).toEqual(PHOTO_IDS.toSorted());
    expect(order.indexOf('honey-bee') + 1).toBe(position);
  });

  test('keeps the current photo in the address with replaceState: no new history entries', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await expect(page).toHaveURL(new RegExp(`\\?photo=${await currentPhoto(page)}$`));
    const before = await page.evaluate(() => ({ length: history.length, state: JSON.stringify(history.state) }));
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await expect(caption(page)).toHaveText(`Image 7 / ${PHOTO_COUNT}`);
    await expect(page).toHaveURL(new RegExp(`\\?photo=${await currentPhoto(page)}$`));
    const after = await page.evaluate(() => ({ length: history.length, state: JSON.stringify(history.state) }));
    expect(after).toEqual(before);
  });

  test('removes the parameter when the cards show', async ({ page }) => {
    await page.goto('/?photo=dew-drop');
    await expect(stage(page)).toHaveAttribute('data-photo', 'dew-drop');
    await tab(page, 'Cards').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('falls back to the normal gallery for an unknown photo id, and drops it', async ({ page }) => {
    await page.goto('/?photo=no-such-photo');
    await expect(card(page, 'honey-bee')).toBeVisible();
    await expect(tab(page, 'Cards')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/$/);
    expect(await readStored(page, 'galleryView')).toBeNull();
  });

  test('an unknown id leaves a saved slideshow at its first photo', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/?photo=no-such-photo');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await expect(page).not.toHaveURL(/no-such-photo/);
  });

  test('stays off the other routes', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/espresso');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await page.keyboard.press('ArrowRight');
    await expect(caption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/espresso$/);
  });
});

test.describe('keys', () => {
  test.beforeEach(async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('Home and End go to the first and the last photo', async ({ page }) => {
    await page.keyboard.press('End');
    await expect(caption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    await page.keyboard.press('Home');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('ignores the keys while a modifier is held', async ({ page }) => {
    for (const key of ['Shift+End', 'Control+ArrowRight', 'Alt+ArrowRight', 'Meta+ArrowLeft', 'Shift+ArrowRight']) {
      await page.keyboard.press(key);
    }
    await page.keyboard.press('ArrowRight'); // the one unmodified press, so the test sees the keys arrive
    await expect(caption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
  });

  test('ignores the keys while focus is in a text field', async ({ page }) => {
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'Scratch field');
      document.querySelector('main')?.prepend(field);
    });
    await page.getByRole('textbox', { name: 'Scratch field' }).focus();
    for (const key of ['ArrowRight', 'End', 'Home', 'ArrowLeft']) await page.keyboard.press(key);
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('a held key steps once per repeat, with no backlog once it is released', async ({ page }) => {
    // Keydowns without keyups are what a held key sends: the first plus auto-repeats.
    for (let i = 0; i < 8; i++) await page.keyboard.down('ArrowRight');
    await page.keyboard.up('ArrowRight');
    await expect(caption(page)).toHaveText(`Image 9 / ${PHOTO_COUNT}`);
    await page.waitForTimeout(400);
    await expect(caption(page)).toHaveText(`Image 9 / ${PHOTO_COUNT}`);
    // One entering slide at a time: the ones flipped past were replaced, not queued.
    await expect(page.locator('.slide-frame')).toHaveCount(1);
  });
});

test.describe('announcements and title', () => {
  test('a polite live region says the position and the camera details', async ({ page }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // Presses apply at the next animation frame: read the photo once the slide has moved.
    await expect(caption(page)).toHaveText(`Image 3 / ${PHOTO_COUNT}`);
    const id = await currentPhoto(page);
    await expect(status(page)).toHaveText([`Image 3 of ${PHOTO_COUNT}`, ...photoById(id).details].join(', '));
    await expect(status(page)).toHaveCSS('position', 'absolute'); // visually hidden
    // The visible caption keeps the spec's form.
    await expect(caption(page)).toHaveText(`Image 3 / ${PHOTO_COUNT}`);
  });

  test('the title names the view and, in the slideshow, the photo', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`Cards - ${OWNER_NAME}`);
    await page.goto('/?photo=honey-bee');
    await expect(page).toHaveTitle(`Slides: Honey bee - ${OWNER_NAME}`);
    await page.keyboard.press('ArrowRight');
    // Presses apply at the next animation frame: wait for the slide to move before reading it.
    await expect(stage(page)).not.toHaveAttribute('data-photo', 'honey-bee');
    const next = await currentPhoto(page);
    expect(next).not.toBe('honey-bee');
    await expect(page).not.toHaveTitle(/Honey bee/);
    await expect(page).toHaveTitle(/^Slides: .+ - Alex Rivera$/);
  });
});

test.describe('fast flipping', () => {
  test('fetches the slides around the current one ahead, two on each side', async ({ page }) => {
    const images = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.add(request.url());
    });
    await setSavedView(page, 'slideshow');
    await page.goto('/');
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    const photosIn = (urls: Iterable<string>) =>
      PHOTO_IDS.filter((id) => [...urls].some((url) => url.includes(`/${id}`)));
    // The photo on show and four neighbours, before any key is pressed.
    await expect.poll(() => photosIn(images).length).toBeGreaterThanOrEqual(5);
    const ahead = new Set(photosIn(images));
    // Which photos those neighbours are: walk to them.
    const around: string[] = [];
    for (const key of ['ArrowRight', 'ArrowRight', 'Home', 'End', 'ArrowLeft']) {
      await page.keyboard.press(key);
      if (key !== 'Home') around.push(await currentPhoto(page));
    }
    await expect(caption(page)).toHaveText(`Image ${PHOTO_COUNT - 1} / ${PHOTO_COUNT}`);
    for (const id of around) expect(ahead, `${id} fetched ahead`).toContain(id);
  });

  test('loads the slideshow code after first paint, off the critical path', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/slideshow-/);
    await page.goto('/');
    // Fetched and compiled once the browser is idle (a modulepreload, which does not run it), so the
    // switch finds it ready; the switch then runs it without fetching it again.
    const slideshowScripts = () => scripts.filter((path) => /\/assets\/slideshow-[\w-]+\.js$/.test(path));
    await expect.poll(() => slideshowScripts().length).toBe(1);
    const preloaded = await page.locator('link[rel="modulepreload"]').getAttribute('href');
    expect(preloaded).toBe(slideshowScripts()[0]);
    await tab(page, 'Slides').click();
    await expect(caption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    expect(slideshowScripts()).toHaveLength(1);
  });
});
