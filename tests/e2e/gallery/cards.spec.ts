// The cards view: every photo in its frame, the entrance and the lift, and a card opening its slide.
import { expect, test, type Page, type Locator } from '@playwright/test';
import {
  card,
  cardOrder,
  cards,
  CATALOGUE_WORDS,
  currentSlide,
  expectCardDetails,
  holdRequests,
  PHOTO_COUNT,
  PHOTO_IDS,
  photoById,
  readStored,
  slideCaption,
  slideshow,
  viewportOf,
  viewTab,
} from '../support';

/** Resolves once every animation running on the element has finished. */
const entranceFinished = (element: Locator) =>
  element.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));

const LIFTED = 'matrix(1, 0, 0, 1, 0, -4)';

const openButton = (page: Page, id: string) =>
  card(page, id).getByRole('button', { name: /^Open .+ in the slideshow$/ });

test.describe('cards', () => {
  test('shows all 14 photos with alt text saying what each shows, each fetched only as its card nears', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    const order = await cardOrder(page);
    expect(order.toSorted()).toEqual(PHOTO_IDS.toSorted());
    for (const id of order) await expect(card(page, id).getByRole('img')).toHaveAttribute('alt', photoById(id).alt);
    // Half a screen ahead is near; the last card of a 400 px window is well beyond it.
    const last = card(page, order.at(-1) ?? '').locator('img');
    await expect(card(page, order[0] ?? '').locator('img')).toHaveAttribute('src', /\/photos\//);
    await expect(last).not.toHaveAttribute('src', /.*/);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('src', /\/photos\//);
  });

  test('shows the cards before the catalogue comes, then names each by its photo’s title', async ({ page }) => {
    const release = await holdRequests(page, CATALOGUE_WORDS);
    await page.goto('/');
    // The shuffle's first card: its photo is fetched at once (one further down may wait until it nears).
    const [first = ''] = await cardOrder(page);
    await expect(card(page, first).locator('img')).toHaveAttribute('src', new RegExp(`/photos/${first}-`));
    await expect(openButton(page, 'honey-bee')).toHaveCount(0);
    release();
    await expect(
      card(page, 'honey-bee').getByRole('button', { name: 'Open Honey bee in the slideshow' }),
    ).toBeVisible();
    for (const id of PHOTO_IDS) await expect(openButton(page, id)).toBeVisible();
  });

  test('puts the camera details under the image, in the card’s caption', async ({ page }) => {
    await page.goto('/');
    const first = cards(page).first();
    const id = (await first.getAttribute('data-photo')) ?? '';
    const details = first.locator('figcaption .camera-details');
    await expect(details).toHaveText(photoById(id).details.join(' · '));
    const frame = await first.locator('.card-frame').boundingBox();
    const caption = await details.boundingBox();
    expect(caption?.y).toBeGreaterThanOrEqual((frame?.y ?? 0) + (frame?.height ?? 0));
  });

  for (const { width, frame } of [
    { width: 1280, frame: 240 },
    { width: 800, frame: 200 },
    { width: 375, frame: 93.75 },
  ]) {
    test(`frames every photo at min(240px, 25vw) = ${frame}px tall on a ${width} px wide screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(cards(page)).toHaveCount(PHOTO_COUNT);
      const heights = await page
        .locator('.card-frame')
        .evaluateAll((frames) => frames.map((element) => element.getBoundingClientRect().height));
      expect(heights).toHaveLength(PHOTO_COUNT);
      for (const height of heights) expect(height).toBeCloseTo(frame, 1);
    });
  }

  test('wraps the cards into rows that fill the page width', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    const boxes = await cards(page).evaluateAll((items) =>
      items.map((item) => {
        const rect = item.getBoundingClientRect();
        return { top: Math.round(rect.top), right: rect.right };
      }),
    );
    const rows = new Set(boxes.map((box) => box.top));
    expect(rows.size).toBeGreaterThan(1);
    expect(rows.size).toBeLessThan(PHOTO_COUNT);
    expect(boxes.some((box) => box.right > viewportOf(page).width / 2)).toBe(true);
  });

  test('enters each card from the right with a fade, 0.5 s long, 0.2 s after the one before it in view', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    const entrances = () =>
      cards(page).evaluateAll((items) =>
        items.map((item) => {
          const animation = item.getAnimations()[0];
          const effect = animation?.effect;
          const keyframes = effect instanceof KeyframeEffect ? effect.getKeyframes() : [];
          const timing = effect?.getTiming();
          const { top } = item.getBoundingClientRect();
          return {
            seen: top < window.innerHeight,
            name: animation instanceof CSSAnimation ? animation.animationName : '',
            delay: Number(timing?.delay),
            duration: Number(timing?.duration),
            from: { opacity: keyframes[0]?.opacity, translate: keyframes[0]?.translate },
            to: { opacity: keyframes.at(-1)?.opacity, translate: keyframes.at(-1)?.translate },
          };
        }),
      );
    // The first screen's cards enter as one batch, 0 s, 0.2 s, 0.4 s, ... in page order.
    await expect
      .poll(async () => (await entrances()).filter((entry) => entry.name === 'card-enter').length)
      .toBeGreaterThan(2);
    const first = await entrances();
    const onScreen = first.filter((entry) => entry.seen);
    expect(onScreen.length).toBeLessThan(PHOTO_COUNT);
    onScreen.forEach((entrance, index) => {
      expect(entrance.name, `card ${index}`).toBe('card-enter');
      expect(entrance.delay, `card ${index}`).toBeCloseTo(200 * index, 3);
      expect(entrance.duration, `card ${index}`).toBeCloseTo(500, 3);
      expect(entrance.from.opacity).toBe('0');
      expect(parseFloat(String(entrance.from.translate))).toBeGreaterThan(0); // starts to the right
      expect(entrance.to.opacity).toBe('1');
      expect(parseFloat(String(entrance.to.translate))).toBe(0);
    });
    // Cards below wait unseen, and count from 0 again in the batch they come into view with.
    const below = first.length - onScreen.length;
    expect(first.slice(onScreen.length).every((entry) => entry.name === '')).toBe(true);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await entrances()).filter((entry) => entry.name === '').length).toBe(0);
    const later = (await entrances()).slice(onScreen.length).map((entry) => entry.delay);
    expect(later).toHaveLength(below);
    expect(later[0]).toBe(0);
    expect(Math.max(...later)).toBeLessThan(200 * below);
  });

  test('lifts a card on hover and lets it down again', async ({ page }) => {
    await page.goto('/');
    const first = cards(page).first();
    await entranceFinished(first);
    await expect(first).toHaveCSS('transform', 'none');
    await expect(first).toHaveCSS('transition-duration', /\b0\.2s\b/);
    await first.hover();
    await expect(first).toHaveCSS('transform', LIFTED);
    await page.mouse.move(0, viewportOf(page).height - 1);
    await expect(first).toHaveCSS('transform', 'none');
  });
});

test.describe('cards on a phone', () => {
  for (const width of [390, 360, 320]) {
    test.describe(`${width} px wide`, () => {
      // Tall, so every card is near the viewport at once and reads its details.
      test.use({ hasTouch: true, isMobile: true, viewport: { width, height: 4000 } });

      test('keeps each card’s details on one line, in a band at most about half as tall as its photo', async ({
        page,
      }) => {
        await page.goto('/');
        await expectCardDetails(page);
        for (const id of await cardOrder(page)) {
          const photo = await card(page, id).getByRole('img').boundingBox();
          const band = await card(page, id).locator('figcaption').boundingBox();
          if (!photo || !band) throw new Error(`${id}: its card is not laid out`);
          expect(band.height, `${id}: band height against a ${photo.height}px photo`).toBeLessThanOrEqual(
            0.55 * photo.height,
          );
          const { details } = photoById(id);
          const parts = await Promise.all(
            details.map((part) => card(page, id).getByText(part, { exact: true }).boundingBox()),
          );
          for (const [index, part] of parts.entries()) {
            const name = `${id}: “${details[index]}”`;
            if (!part) throw new Error(`${name} is not laid out`);
            expect(part.y, `${name} on the first part’s line`).toBeCloseTo(parts[0]?.y ?? NaN, 0);
            expect(part.x + part.width, `${name} inside its band`).toBeLessThanOrEqual(band.x + band.width);
          }
        }
      });
    });
  }
});

test.describe('cards with reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('shows every card at once, with no entrance animation', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    const states = await cards(page).evaluateAll((items) =>
      items.map((item) => ({
        animations: item.getAnimations().length,
        name: getComputedStyle(item).animationName,
        opacity: getComputedStyle(item).opacity,
        translate: getComputedStyle(item).translate,
      })),
    );
    for (const state of states) expect(state).toEqual({ animations: 0, name: 'none', opacity: '1', translate: 'none' });
  });

  test('does not lift a card on hover', async ({ page }) => {
    await page.goto('/');
    const first = cards(page).first();
    await first.hover();
    // Read in the same frame as the hover: a lift, animated or not, would already show as a transform.
    const state = await first.evaluate((item) => ({
      hovered: item.matches(':hover'),
      transform: getComputedStyle(item).transform,
      animations: item.getAnimations().length,
    }));
    expect(state).toEqual({ hovered: true, transform: 'none', animations: 0 });
  });
});

test.describe('from card to slide', () => {
  test('a click on a card opens the slideshow at that photo, saves the view and keeps focus', async ({ page }) => {
    await page.goto('/');
    const order = await cardOrder(page);
    const id = order[4] ?? '';
    await card(page, id).click();
    await expect(slideCaption(page)).toHaveText(`Image 5 / ${PHOTO_COUNT}`);
    expect(await currentSlide(page)).toBe(id);
    expect(await readStored(page, 'galleryView')).toBe('slideshow');
    await expect(viewTab(page, 'Slides')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.slideshow') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });

  test('Enter on a focused card opens the slideshow at that photo', async ({ page }) => {
    await page.goto('/');
    const order = await cardOrder(page);
    const id = order.at(-1) ?? '';
    await openButton(page, id).focus();
    await page.keyboard.press('Enter');
    await expect(slideCaption(page)).toHaveText(`Image ${PHOTO_COUNT} / ${PHOTO_COUNT}`);
    expect(await currentSlide(page)).toBe(id);
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeFocused();
    // And the keys go on from there.
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
  });

  test('names each card’s button after its photo', async ({ page }) => {
    await page.goto('/');
    await expect(openButton(page, 'honey-bee')).toHaveAccessibleName('Open Honey bee in the slideshow');
  });

  test('a switch of view by the tabs leaves focus on the tab', async ({ page }) => {
    await page.goto('/');
    await viewTab(page, 'Slides').click();
    await expect(slideCaption(page)).toBeVisible();
    await expect(viewTab(page, 'Slides')).toBeFocused();
    await viewTab(page, 'Cards').click();
    await expect(card(page, 'honey-bee')).toBeVisible();
    await expect(viewTab(page, 'Cards')).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

    test('a tap on a card opens the slideshow at that photo', async ({ page }) => {
      await page.goto('/');
      const order = await cardOrder(page);
      const id = order[1] ?? '';
      await card(page, id).tap();
      await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
      expect(await currentSlide(page)).toBe(id);
    });
  });
});
