import { expect, test, type Page, type Route } from '@playwright/test';
import {
  card,
  cardList,
  cards,
  collectConsole,
  collectPageErrors,
  expectCardDetails,
  expectImagesLoaded,
  jpegWithBrokenExif,
  notAJpeg,
  PHOTO_COUNT,
  photoBytes,
  photoById,
  setSavedView,
  TALL_VIEWPORT,
  withoutExif,
} from '../support';

/** Answers the EXIF worker's requests for one photo (never the <img>'s) with `body`. */
async function serveExifBytes(page: Page, id: string, body: Buffer): Promise<void> {
  await page.route(`**/photos/${id}.jpg`, async (route: Route) => {
    const request = route.request();
    const fromWorker = request.resourceType() === 'fetch' || (await request.headerValue('range')) !== null;
    if (!fromWorker) return route.fallback();
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body });
  });
}

test.describe('broken and missing metadata', () => {
  test.use({ viewport: TALL_VIEWPORT });

  const brokenBodies = [
    { name: 'an EXIF segment whose TIFF header is garbage', id: 'after-the-rain', body: jpegWithBrokenExif() },
    { name: 'bytes that are not a JPEG at all', id: 'honey-bee', body: notAJpeg() },
  ];

  for (const { name, id, body } of brokenBodies) {
    test(`shows the photo without details and warns exactly once for ${name}`, async ({ page }) => {
      const warnings = collectConsole(page, 'warning');
      const { errors } = await collectPageErrors(page);
      await serveExifBytes(page, id, body);
      await page.goto('/');

      // Everything else settles: the other 13 photos get their details, and the warning is logged.
      await expectCardDetails(page, [id]);
      await expect.poll(() => warnings.filter((text) => text.includes('EXIF parse error'))).toHaveLength(1);

      const broken = card(page, id);
      await expect(broken.getByRole('img', { name: photoById(id).alt })).toBeVisible();
      await expectImagesLoaded(broken.getByRole('img'), 1);
      await expect(broken.locator('.camera-details')).toHaveCount(0);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`/photos/${id}.jpg`);
      expect(errors).toEqual([]);
    });
  }

  test('shows a photo with no EXIF at all without details, and logs nothing', async ({ page }) => {
    const id = 'dew-drop';
    const stripped = withoutExif(photoBytes(id));
    const warnings = collectConsole(page, 'warning');
    const consoleErrors = collectConsole(page, 'error');
    // The image and the worker both get the stripped file: a real photo that simply has no EXIF.
    await page.route(`**/photos/${id}.jpg`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/jpeg', body: stripped }),
    );
    await page.goto('/');

    await expectCardDetails(page, [id]);
    const bare = card(page, id);
    await expectImagesLoaded(bare.getByRole('img', { name: photoById(id).alt }), 1);
    await expect(bare.locator('.camera-details')).toHaveCount(0);
    expect(warnings).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('worker that cannot start', () => {
  test.use({ viewport: TALL_VIEWPORT });

  const blocks = [
    { name: 'is blocked', handle: (route: Route) => route.abort('blockedbyclient') },
    { name: 'is missing (404)', handle: (route: Route) => route.fulfill({ status: 404, body: 'Not found' }) },
  ];

  for (const { name, handle } of blocks) {
    test(`still shows all 14 photos, without details and without errors, when the worker script ${name}`, async ({
      page,
    }) => {
      const { errors, rejections } = await collectPageErrors(page);
      const warnings = collectConsole(page, 'warning');
      const photoFetches: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'fetch' && request.url().includes('/photos/')) photoFetches.push(request.url());
      });
      await page.route('**/assets/exif.worker-*.js', handle);
      await page.goto('/');

      await expectImagesLoaded(cardList(page).getByRole('img'), PHOTO_COUNT);
      // The failure is noticed once (one quiet warning, not one per photo); nothing shows in place of details.
      await expect.poll(() => warnings).toHaveLength(1);
      await expect(cards(page)).toHaveCount(PHOTO_COUNT);
      await expect(page.locator('.camera-details')).toHaveCount(0);
      expect(photoFetches).toEqual([]);
      expect(errors).toEqual([]);
      expect(await rejections()).toEqual([]);

      // The slideshow works without details too.
      await page.getByRole('tab', { name: 'Slides' }).click();
      await expect(page.locator('.slide-caption')).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
      await expectImagesLoaded(page.getByRole('region', { name: 'Slideshow' }).getByRole('img'), 1);
      await expect(page.locator('.camera-details')).toHaveCount(0);
      expect(warnings).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('image that fails to load', () => {
  test.use({ viewport: TALL_VIEWPORT });

  test('shows a quiet placeholder for that photo in its card and its slide, while the other 13 load', async ({
    page,
  }) => {
    const id = 'castle-maintenon';
    const { errors } = await collectPageErrors(page);
    // Every image file of that photo: the original and any derivative named after it.
    await page.route(`**/photos/${id}*`, (route) =>
      route.request().resourceType() === 'image' ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
    );
    await page.goto('/');

    const missing = card(page, id);
    const placeholder = missing.locator('.photo-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('role', 'img');
    await expect(missing.getByRole('img', { name: photoById(id).alt })).toBeVisible();
    await expect(missing.locator('img')).toHaveCount(0);
    // The placeholder keeps the frame's height: the grid does not jump.
    const frame = await missing.locator('.card-frame').boundingBox();
    const box = await placeholder.boundingBox();
    expect(box?.height).toBeCloseTo(frame?.height ?? -1, 0);

    await expectImagesLoaded(cardList(page).locator('img'), PHOTO_COUNT - 1);
    await expect(cardList(page).locator('.photo-placeholder')).toHaveCount(1);

    // Its slide shows the same placeholder; the slides either side of it show their photos.
    await page.getByRole('tab', { name: 'Slides' }).click();
    const stage = page.locator('[aria-roledescription="slide"]');
    const shown: string[] = [];
    for (let step = 0; step < PHOTO_COUNT; step += 1) {
      const current = (await stage.getAttribute('data-photo')) ?? '';
      shown.push(current);
      if (current === id) {
        await expect(stage.locator('.photo-placeholder')).toBeVisible();
        await expect(stage.getByRole('img', { name: photoById(id).alt })).toBeVisible();
        await expect(stage.locator('img')).toBeHidden();
      } else {
        await expectImagesLoaded(stage.locator('img'), 1);
      }
      await page.getByRole('button', { name: 'Next image' }).click();
      await expect(stage).not.toHaveAttribute('data-photo', current);
    }
    expect(new Set(shown).size).toBe(PHOTO_COUNT);
    expect(errors).toEqual([]);
  });
});

test.describe('EXIF read that fails or hangs', () => {
  test.use({ viewport: TALL_VIEWPORT });

  /** Routes the worker's reads of one photo to `handle`, and counts them; the <img> loads normally. */
  async function routeExifReads(page: Page, id: string, handle: (route: Route) => void): Promise<string[]> {
    const reads: string[] = [];
    await page.route(`**/photos/${id}*`, (route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback();
      reads.push(route.request().url());
      handle(route);
    });
    return reads;
  }

  /** Visits every view and every slide, which asks for every photo's details again if anything retries. */
  async function visitEverything(page: Page, broken: string): Promise<void> {
    await page.getByRole('tab', { name: 'Slides' }).click();
    for (let step = 0; step < PHOTO_COUNT; step += 1) await page.getByRole('button', { name: 'Next image' }).click();
    await expect(page.locator('.slide-caption')).toHaveText(`Image 1 / ${PHOTO_COUNT}`);
    await page.getByRole('tab', { name: 'Cards' }).click();
    await expect(cards(page)).toHaveCount(PHOTO_COUNT);
    await page.getByRole('link', { name: 'Espresso' }).click();
    await page.getByRole('link', { name: 'Gallery' }).click();
    await expectCardDetails(page, [broken]);
  }

  /** Every view and slide visited, the photo still shows no details, was read once and warned about once. */
  async function expectReadOnce(
    page: Page,
    id: string,
    seen: { reads: string[]; warnings: string[]; errors: string[] },
  ): Promise<void> {
    await visitEverything(page, id);
    await expect(card(page, id).locator('.camera-details')).toHaveCount(0);
    expect(seen.reads).toHaveLength(1);
    expect(seen.warnings).toHaveLength(1);
    expect(seen.errors).toEqual([]);
  }

  test('shows no details after an HTTP error, warns once, and never asks again', async ({ page }) => {
    const id = 'petal-droplets';
    const warnings = collectConsole(page, 'warning');
    const { errors } = await collectPageErrors(page);
    const reads = await routeExifReads(page, id, (route) => void route.fulfill({ status: 500, body: 'Server error' }));
    await page.goto('/');

    await expectCardDetails(page, [id]);
    await expect.poll(() => warnings).toHaveLength(1);
    expect(warnings[0]).toContain('HTTP 500');
    await expect(card(page, id).locator('.camera-details')).toHaveCount(0);

    await expectReadOnce(page, id, { reads, warnings, errors });
  });

  test('gives up on a read that hangs after its timeout, with no details, one warning and no retry', async ({
    page,
  }) => {
    // The worker gives up on a hanging read after READ_TIMEOUT_MS: wait it out, as a visitor would.
    test.setTimeout(60_000);
    const id = 'dark-waters';
    const warnings = collectConsole(page, 'warning');
    const { errors } = await collectPageErrors(page);
    const hung: Route[] = [];
    const reads = await routeExifReads(page, id, (route) => void hung.push(route));
    await page.goto('/');

    await expectCardDetails(page, [id]);
    await expect.poll(() => reads).toHaveLength(1);
    expect(warnings).toEqual([]);
    await expect.poll(() => warnings, { timeout: 20_000 }).toHaveLength(1);
    expect(warnings[0]).toContain('timed out');
    await expect(card(page, id).locator('.camera-details')).toHaveCount(0);

    await expectReadOnce(page, id, { reads, warnings, errors });
  });
});

interface LeakCounts {
  listeners: number;
  workers: number;
}

/** Counts listeners on window and document, and workers started, from page start. */
function countLeakables(): void {
  // One entry per registered listener, as the browser keeps them: a duplicate add or a stray remove is a no-op.
  const listeners: { target: EventTarget; type: string; listener: unknown; capture: boolean }[] = [];
  const captureOf = (options: boolean | EventListenerOptions | undefined) =>
    typeof options === 'boolean' ? options : Boolean(options?.capture);
  const counted = (target: EventTarget) => target === window || target === document;
  const find = (target: EventTarget, type: string, listener: unknown, capture: boolean) =>
    listeners.findIndex(
      (entry) =>
        entry.target === target && entry.type === type && entry.listener === listener && entry.capture === capture,
    );
  // The originals, always called with their target as `this` (through call()).
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    if (counted(this) && listener && find(this, type, listener, captureOf(options)) === -1) {
      const entry = { target: this, type, listener, capture: captureOf(options) };
      listeners.push(entry);
      // A once listener or an aborted signal removes itself.
      const signal = typeof options === 'object' ? options.signal : undefined;
      signal?.addEventListener('abort', () => {
        const index = listeners.indexOf(entry);
        if (index !== -1) listeners.splice(index, 1);
      });
    }
    add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
    const index = counted(this) ? find(this, type, listener, captureOf(options)) : -1;
    if (index !== -1) listeners.splice(index, 1);
    remove.call(this, type, listener, options);
  };

  let workers = 0;
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      workers += 1;
    }
  };

  (window as unknown as { __leaks: () => LeakCounts }).__leaks = () => ({
    listeners: listeners.length,
    workers,
  });
}

const leakCounts = (page: Page): Promise<LeakCounts> =>
  page.evaluate(() => (window as unknown as { __leaks: () => LeakCounts }).__leaks());

test.describe('200 rapid key presses and view toggles', () => {
  test('log no error and leave no listener or worker behind', async ({ page }) => {
    // Hundreds of real key presses and view switches on two shared cores: much of the default budget is the
    // machine, not the app.
    test.slow();
    const consoleErrors = collectConsole(page, 'error');
    const { errors, rejections } = await collectPageErrors(page);
    await page.addInitScript(countLeakables);
    await setSavedView(page, 'slideshow');
    await page.goto('/');

    const settledSlides = async () => {
      await expect(page.locator('.slide-caption')).toBeVisible();
      await expectImagesLoaded(page.locator('.slide-stage img'), 1);
      await expect(page.locator('.slide-details .camera-details')).toBeVisible();
    };
    await settledSlides();
    // Settled: two readings a moment apart agree (an animation's own listeners come and go).
    let before = await leakCounts(page);
    await expect
      .poll(async () => {
        const now = await leakCounts(page);
        const same = JSON.stringify(now) === JSON.stringify(before);
        before = now;
        return same;
      })
      .toBe(true);
    expect(before.workers).toBe(1);
    // The counters are wired: the slideshow's own key listener on window is among them.
    expect(before.listeners).toBeGreaterThan(0);

    const slides = page.getByRole('tab', { name: 'Slides' });
    const cardsTab = page.getByRole('tab', { name: 'Cards' });
    for (let press = 0; press < 200; press += 1) {
      if (press % 20 === 10) await cardsTab.click();
      else if (press % 20 === 19) await slides.click();
      else await page.keyboard.press(press % 3 === 0 ? 'ArrowLeft' : 'ArrowRight');
    }
    await settledSlides();

    await expect.poll(() => leakCounts(page)).toEqual(before);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    expect(await rejections()).toEqual([]);
  });
});
