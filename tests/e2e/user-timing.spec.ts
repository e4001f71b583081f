// The user timings a DevTools trace shows (docs/profiling.md), read back from the page's and the worker's own
// timelines: hydration, the cards' first paint, each flip from its press, search from its keystroke, and each EXIF
// read in the worker.
import { expect, test, type Page } from '@playwright/test';
import {
  cards,
  currentSlide,
  PHOTO_COUNT,
  setSavedView,
  slideCaption,
  slideshow,
  slideStage,
  touchDrag,
  viewTab,
} from './support';

interface Measure {
  startTime: number;
  duration: number;
  detail: Record<string, unknown> | null;
}

/** The measures of `name` on the page's timeline. */
const measures = (page: Page, name: string): Promise<Measure[]> =>
  page.evaluate(
    (name) =>
      performance.getEntriesByName(name, 'measure').map((entry) => ({
        startTime: entry.startTime,
        duration: entry.duration,
        detail: (entry as PerformanceMeasure).detail as Record<string, unknown> | null,
      })),
    name,
  );

/** The measures of `name` on the EXIF worker's own timeline: none before it has started. */
async function workerMeasures(page: Page, name: string): Promise<Measure[]> {
  const worker = page.workers().find((candidate) => /\/exif\.worker-[\w-]+\.js$/.test(candidate.url()));
  if (!worker) return [];
  return worker.evaluate(
    (name) =>
      performance.getEntriesByName(name, 'measure').map((entry) => ({
        startTime: entry.startTime,
        duration: entry.duration,
        detail: (entry as PerformanceMeasure).detail as Record<string, unknown> | null,
      })),
    name,
  );
}

/** Keeps the time of every `type` event the page sees from now on; `times()` reads them back. */
async function eventTimes(
  page: Page,
  type: 'keydown' | 'click' | 'pointerup' | 'input',
): Promise<{ times: () => Promise<number[]> }> {
  const key = `__${type}Times`;
  await page.evaluate(
    ({ type, key }) => {
      const times: number[] = [];
      Reflect.set(window, key, times);
      addEventListener(type, (event) => times.push(event.timeStamp), { capture: true });
    },
    { type, key },
  );
  return { times: () => page.evaluate((key) => Reflect.get(window, key) as number[], key) };
}

/** The slideshow once its code runs (its preview's buttons are disabled until then). */
async function liveSlideshow(page: Page): Promise<void> {
  await setSavedView(page, 'slideshow');
  await page.goto('/');
  await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeEnabled();
}

test.describe('user timings', () => {
  test('measures the cards the pre-paint script shows, then hydration adopting them', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    await expect.poll(async () => (await measures(page, 'app:hydrate')).length).toBe(1);
    const [paint, ...morePaints] = await measures(page, 'cards:paint');
    const [hydrate] = await measures(page, 'app:hydrate');
    expect(morePaints).toEqual([]);
    expect(paint?.detail).toEqual({ cards: PHOTO_COUNT, by: 'pre-paint' });
    expect(paint?.duration).toBeGreaterThan(0);
    // The cards are painted from the HTML, before the app's code has even started to adopt them.
    expect(hydrate?.startTime).toBeGreaterThan((paint?.startTime ?? Infinity) + (paint?.duration ?? 0));
    expect(hydrate?.duration).toBeGreaterThan(0);
  });

  test('measures hydration of a photo’s page, which shows no cards', async ({ page }) => {
    await page.goto('/p/honey-bee');
    await expect(slideshow(page).getByRole('button', { name: 'Next image' })).toBeEnabled();
    await expect.poll(async () => (await measures(page, 'app:hydrate')).length).toBe(1);
    expect(await measures(page, 'cards:paint')).toEqual([]);
  });

  test('measures the cards the app draws when the visit opened on the slideshow', async ({ page }) => {
    await liveSlideshow(page);
    expect(await measures(page, 'cards:paint')).toEqual([]);
    await viewTab(page, 'Cards').click();
    await expect(cards(page).first()).toBeVisible();
    await expect
      .poll(async () => (await measures(page, 'cards:paint')).map((paint) => paint.detail))
      .toEqual([{ cards: PHOTO_COUNT, by: 'app' }]);
  });

  test('measures a flip from its key press, or its click, to the frame that shows it, keeping the latest', async ({
    page,
  }) => {
    await liveSlideshow(page);
    const keys = await eventTimes(page, 'keydown');
    await page.keyboard.press('ArrowRight');
    await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
    await expect.poll(async () => (await measures(page, 'slideshow:flip')).length).toBe(1);
    const [pressed] = await keys.times();
    const [flip] = await measures(page, 'slideshow:flip');
    expect(flip).toMatchObject({ startTime: pressed, detail: { presses: 1 } });
    expect(flip?.duration).toBeGreaterThan(0);

    const clicks = await eventTimes(page, 'click');
    await slideshow(page).getByRole('button', { name: 'Next image' }).click();
    await expect(slideCaption(page)).toHaveText(`Image 3 / ${PHOTO_COUNT}`);
    const [clicked] = await clicks.times();
    await expect
      .poll(async () => (await measures(page, 'slideshow:flip')).map((entry) => entry.startTime))
      .toEqual([clicked]);
  });

  test('measures search from the keystroke to the frame that shows what it found, not a query the address gave', async ({
    page,
  }) => {
    await page.goto('/search?q=bee');
    const results = page.getByRole('main').getByRole('list', { name: 'Photographs' }).getByRole('listitem');
    await expect(results).toHaveCount(1);
    expect(await measures(page, 'search:results')).toEqual([]);
    const field = page.getByRole('searchbox', { name: 'Search the photos' });
    const inputs = await eventTimes(page, 'input');
    await field.fill('');
    await field.pressSequentially('lightho');
    await expect(results.first()).toContainText('Neist Point lighthouse');
    const typed = await inputs.times();
    await expect
      .poll(async () => (await measures(page, 'search:results')).map((entry) => entry.detail))
      .toEqual([{ query: 'lightho', found: 1 }]);
    const [search] = await measures(page, 'search:results');
    expect(search?.startTime).toBe(typed.at(-1));
    expect(search?.duration).toBeGreaterThan(0);

    // Emptied and typed into again: every measure starts at a keystroke of the new query, none at the last answer's.
    await page.evaluate(() => {
      const starts: number[] = [];
      Reflect.set(window, '__searchStarts', starts);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('search:results')) starts.push(entry.startTime);
      }).observe({ type: 'measure' });
    });
    const again = await eventTimes(page, 'input');
    await field.fill('');
    await expect(results).toHaveCount(0);
    await field.pressSequentially('bee');
    await expect
      .poll(async () => (await measures(page, 'search:results')).map((entry) => entry.detail))
      .toEqual([{ query: 'bee', found: 1 }]);
    const retyped = await again.times();
    const starts = await page.evaluate(() => Reflect.get(window, '__searchStarts') as number[]);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(retyped).toContain(start);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

    test('measures a swipe’s flip from the finger lifting', async ({ page }) => {
      await liveSlideshow(page);
      const box = await slideStage(page).boundingBox();
      if (!box) throw new Error('no slide stage');
      const [x, y, reach] = [box.x + box.width / 2, box.y + box.height / 2, box.width * 0.35];
      const lifts = await eventTimes(page, 'pointerup');
      await touchDrag(page, { x: x + reach, y }, { x: x - reach, y }, 6);
      await expect(slideCaption(page)).toHaveText(`Image 2 / ${PHOTO_COUNT}`);
      const [lifted] = await lifts.times();
      await expect
        .poll(async () =>
          (await measures(page, 'slideshow:flip')).map(({ startTime, detail }) => ({ startTime, detail })),
        )
        .toEqual([{ startTime: lifted, detail: { presses: 1 } }]);
    });
  });

  test('measures each EXIF read in the worker, its parse inside it', async ({ page }) => {
    await liveSlideshow(page);
    const shown = await currentSlide(page);
    await expect
      .poll(async () => (await workerMeasures(page, 'exif:read')).map((read) => read.detail?.url))
      .toContainEqual(expect.stringMatching(new RegExp(`/photos/${shown}\\.jpg$`)));
    const read = (await workerMeasures(page, 'exif:read')).find((entry) =>
      String(entry.detail?.url).endsWith(`/photos/${shown}.jpg`),
    );
    expect(read?.detail).toMatchObject({ bytes: 576, requests: 1 });
    const parses = await workerMeasures(page, 'exif:parse');
    expect(parses.length).toBeGreaterThan(0);
    const within = parses.some(
      (parse) =>
        read !== undefined &&
        parse.startTime >= read.startTime &&
        parse.startTime + parse.duration <= read.startTime + read.duration,
    );
    expect(within).toBe(true);
  });
});
