// An order the owner chooses (`order:` in portfolio.yaml): a site built with an album in the order its photos were
// taken and a nav page of the same album newest first. The album's first screen is in that order in its HTML, at the
// first paint and once the app is live, with nothing moving; its slideshow flips in it, and Back returns to it.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { servedSite, BUNDLED, FIXTURES } from '../build/own-build';
import {
  cards,
  currentSlide,
  firstCardKept,
  firstShown,
  layoutShift,
  mainNav,
  recordFirstShown,
  slideCaption,
  watchLayoutShifts,
} from '../support';

const YAML = `site:
  owner: Jo Example
  nav:
    - label: Gallery
      path: /
    - label: Latest
      path: /latest
      album: trip
      order: newest
albums:
  - folder: trip
    title: The trip
    order: taken
`;
// Their file names' order is not the order they were taken in (public/photos' README lists the dates).
const FILES = {
  'after-the-rain.jpg': join(BUNDLED, 'after-the-rain.jpg'),
  'trip/castle-maintenon.jpg': join(BUNDLED, 'castle-maintenon.jpg'), // 2008-04-12
  'trip/dew-drop.jpg': join(BUNDLED, 'dew-drop.jpg'), // 2014-01-09
  'trip/honey-bee.jpg': join(BUNDLED, 'honey-bee.jpg'), // 2006-10-01
  'trip/lake-red-hills.jpg': join(BUNDLED, 'lake-red-hills.jpg'), // 2021-11-09
  'trip/maldives-jetty.jpg': join(BUNDLED, 'maldives-jetty.jpg'), // 2012-01-26
  'trip/a-scan.png': join(FIXTURES, 'no-exif.png'), // no date: last, whichever way
};
const TAKEN = ['honey-bee', 'castle-maintenon', 'maldives-jetty', 'dew-drop', 'lake-red-hills', 'a-scan'];
const NEWEST = ['lake-red-hills', 'dew-drop', 'maldives-jetty', 'castle-maintenon', 'honey-bee', 'a-scan'];

/** The card ids of the page's HTML as served, in its order (the cards a browser without scripts shows). */
const htmlOrder = (html: string): string[] =>
  [...html.matchAll(/<li class="card" data-photo="([^"]+)"/g)].map((m) => m[1] ?? '');

const liveOrder = (page: Page): Promise<string[]> =>
  cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-photo') ?? ''));

test.describe('a site whose album is in the order its photos were taken', () => {
  test.describe.configure({ mode: 'serial' }); // one build for the group
  const { url } = servedSite('order', FILES, YAML);

  test('shows the album oldest first in its HTML, at the first paint and once live, and nothing moves', async ({
    page,
    request,
  }) => {
    expect(htmlOrder(await (await request.get(url('/albums/trip'))).text())).toEqual(TAKEN);
    await recordFirstShown(page);
    await watchLayoutShifts(page);
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(url('/albums/trip'));
      // The app is live: it names each card's button from the catalogue and reads the details through the worker.
      await expect(cards(page).first().locator('.camera-details')).not.toBeEmpty();
      expect((await firstShown(page)).order).toEqual(TAKEN);
      expect(await liveOrder(page)).toEqual(TAKEN);
      // Hydrated, not drawn again.
      expect(await firstCardKept(page)).toBe(true);
      expect(await layoutShift(page)).toBe(0);
    }
  });

  test('flips through the album in that order, and Back returns to the cards in it', async ({ page }) => {
    await page.goto(url('/albums/trip'));
    await cards(page)
      .first()
      .getByRole('button', { name: /^Open .+ in the slideshow$/ })
      .click();
    const seen: string[] = [];
    for (let n = 1; n <= TAKEN.length; n++) {
      await expect(slideCaption(page)).toHaveText(`Image ${n} / ${TAKEN.length}`);
      seen.push(await currentSlide(page));
      if (n < TAKEN.length) await page.keyboard.press('ArrowRight');
    }
    expect(seen).toEqual(TAKEN);
    await expect(page).toHaveURL(url('/p/a-scan'));
    await page.goBack();
    await expect(page).toHaveURL(url('/albums/trip'));
    await expect(cards(page)).toHaveCount(TAKEN.length);
    expect(await liveOrder(page)).toEqual(TAKEN);
  });

  test("leaves the home page's shuffle owing nothing to the album's order the visit began on", async ({ page }) => {
    const orders = new Set<string>();
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(url('/albums/trip'));
      await expect(
        cards(page)
          .first()
          .getByRole('button', { name: /^Open .+ in the slideshow$/ }),
      ).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'Gallery' }).click();
      await expect(cards(page)).toHaveCount(TAKEN.length + 1);
      orders.add((await liveOrder(page)).join());
    }
    // Had the app adopted the album's cards as the start of the visit's shuffle, both would be the album in its order
    // then the one other photo (a fresh shuffle gives that twice in about 25 million).
    expect([...orders]).not.toEqual([[...TAKEN, 'after-the-rain'].join()]);
  });

  test('shows a nav page of the same album newest first, and flips in that order', async ({ page }) => {
    await page.goto(url('/'));
    await expect(cards(page)).toHaveCount(TAKEN.length + 1);
    await mainNav(page).getByRole('link', { name: 'Latest' }).click();
    await expect(page).toHaveURL(url('/latest'));
    await expect(cards(page)).toHaveCount(NEWEST.length);
    expect(await liveOrder(page)).toEqual(NEWEST);
    await cards(page).nth(1).getByRole('button').click();
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${NEWEST.length}`);
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 3 / ${NEWEST.length}`);
    expect(await currentSlide(page)).toBe(NEWEST[2]);
  });
});
