// Shared by the end-to-end specs: the expected photo table, console and error collectors, the saved view,
// JPEG bytes built in the test for the EXIF resilience cases, and axe's serious findings.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { APP1, headerSegments, type JpegSegment } from '../../src/lib/jpeg';

export const OWNER_NAME = 'Alex Rivera';
export const PHOTO_COUNT = 14;

export interface ExpectedPhoto {
  id: string;
  alt: string;
  /** The camera details parts, as the photos README lists the EXIF (focal, exposure, aperture). */
  details: readonly string[];
  /** The owner's caption in portfolio.yaml, where there is one. */
  caption?: string;
}

/** The 14 bundled photos: what each shows, and the camera details its EXIF holds. */
export const PHOTOS: readonly ExpectedPhoto[] = [
  {
    id: 'after-the-rain',
    alt: 'Storm clouds glowing at sunset over a dark ridge',
    details: ['30mm', '1/320 s', 'f/5'],
  },
  {
    id: 'maldives-jetty',
    alt: 'A wooden jetty leading to over-water villas in a turquoise lagoon',
    details: ['35mm', '1/1000 s', 'f/5.8'],
  },
  {
    id: 'neist-point-lighthouse',
    alt: 'Sea cliffs and a white lighthouse at golden hour',
    details: ['122mm', '1/400 s', 'f/4'],
    caption: 'Neist Point, the most westerly point of the Isle of Skye. Its lighthouse was first lit in 1909.',
  },
  { id: 'dark-waters', alt: 'Heavy clouds over a beach and surf', details: ['38mm', '1/160 s', 'f/4.3'] },
  {
    id: 'dark-sunset',
    alt: 'The moon reflected in a lake behind bare branches at blue dusk',
    details: ['117mm', '1/500 s', 'f/4.8'],
  },
  { id: 'colorful-cups', alt: 'Rows of stacked coloured cups seen from above', details: ['42mm', '1/640 s', 'f/8'] },
  {
    id: 'castle-maintenon',
    alt: 'The brick towers of the Château de Maintenon under a blue sky',
    details: ['62mm', '1/1250 s', 'f/5.6'],
    caption:
      'The Château de Maintenon in Eure-et-Loir, France, where Renaissance brick towers stand beside a medieval keep.',
  },
  {
    id: 'honey-bee',
    alt: 'A honey bee on a purple aster',
    details: ['270mm', '1/1000 s', 'f/5.6'],
    caption: 'A honey bee at work on an aster, on the first day of October.',
  },
  { id: 'dew-drop', alt: 'A dew drop hanging from a blade of grass', details: ['75mm', '1/200 s', 'f/7.1'] },
  {
    id: 'panther-chameleon',
    alt: 'A female panther chameleon on a branch',
    details: ['73mm', '1/125 s', 'f/4'],
    caption: 'A female panther chameleon. The females keep to tans and pinks; the males wear the famous colours.',
  },
  { id: 'petal-droplets', alt: 'Water droplets on an orange petal', details: ['105mm', '1/320 s', 'f/8'] },
  {
    id: 'cincinnati-bridge-night',
    alt: 'The Roebling suspension bridge in Cincinnati, lit at night',
    details: ['4 s', 'f/2.8'],
    caption:
      'The Roebling Suspension Bridge over the Ohio, finished in 1866: https://en.wikipedia.org/wiki/John_A._Roebling_Suspension_Bridge',
  },
  { id: 'darkest-hour', alt: 'A misty lake with islands in deep-blue twilight', details: ['0.8 s', 'f/2.8'] },
  { id: 'lake-red-hills', alt: 'A red-earth hill reflected in a still lake', details: ['55mm', '1/709 s', 'f/1.8'] },
];

export const PHOTO_IDS: readonly string[] = PHOTOS.map((photo) => photo.id);

export function photoById(id: string): ExpectedPhoto {
  const photo = PHOTOS.find((candidate) => candidate.id === id);
  if (!photo) throw new Error(`unknown photo ${id}`);
  return photo;
}

/** Tall enough that every card is on screen at once, so every card reads its EXIF and loads its image. */
export const TALL_VIEWPORT = { width: 1280, height: 4000 } as const;

/** The page's viewport size (every test here runs with one). */
export function viewportOf(page: Page): { width: number; height: number } {
  const size = page.viewportSize();
  if (!size) throw new Error('the page has no fixed viewport');
  return size;
}

/** Console messages of one type, collected from the moment this is called. */
export function collectConsole(page: Page, type: 'warning' | 'error'): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/**
 * Waits until the app has hydrated the page: its `app:hydrate` measure, which stays. The cards' buttons and their names
 * come before it, from the pre-paint script, so they say nothing of the app's own listeners.
 */
export async function appLive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('app:hydrate', 'measure').length))
    .toBeGreaterThan(0);
}

/**
 * Uncaught errors and unhandled promise rejections. Playwright reports the former as `pageerror`; the
 * latter are also recorded by an init script, so a rejection never slips through unseen.
 */
export async function collectPageErrors(
  page: Page,
): Promise<{ errors: string[]; rejections: () => Promise<string[]> }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __rejections: string[] }).__rejections = seen;
    window.addEventListener('unhandledrejection', (event) => {
      seen.push(String(event.reason));
    });
  });
  return {
    errors,
    rejections: () => page.evaluate(() => (window as unknown as { __rejections?: string[] }).__rejections ?? []),
  };
}

/** Stores a gallery view before every load of this page, as a returning visitor's browser would hold it. */
export async function setSavedView(page: Page, value: string): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('galleryView', stored);
  }, value);
}

export function readStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });
export const viewTab = (page: Page, name: 'Cards' | 'Slides'): Locator =>
  page.getByRole('tablist', { name: 'Gallery view' }).getByRole('tab', { name });

export const slideshow = (page: Page): Locator => page.getByRole('region', { name: 'Slideshow' });
/** "Image N / total", found by its text (the live region says "of", not "/"). */
export const slideCaption = (page: Page): Locator => slideshow(page).getByText(/^Image \d+ \/ \d+$/);
export const slideStage = (page: Page): Locator => page.locator('.slide-stage');
/** The slide on show: a group whose role description is "slide", named after its photo by `data-photo`. */
export const slide = (page: Page): Locator => slideshow(page).locator('[aria-roledescription="slide"]');
/** The id of the photo the slideshow shows. */
export const currentSlide = async (page: Page): Promise<string> => (await slide(page).getAttribute('data-photo')) ?? '';

export const cardList = (page: Page): Locator => page.getByRole('list', { name: 'Photographs' });
export const cards = (page: Page): Locator => cardList(page).getByRole('listitem');
export const card = (page: Page, id: string): Locator => page.locator(`li.card[data-photo="${id}"]`);

export interface Point {
  x: number;
  y: number;
}

/**
 * A real one-finger drag through the DevTools protocol (page.touchscreen can only tap): touchStart, `steps`
 * touchMoves, each in a frame of its own as a finger's are, touchEnd. Pointer events, touch-action and scrolling
 * all behave as on a phone.
 */
export async function touchDrag(page: Page, from: Point, to: Point, steps: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const nextFrame = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await nextFrame();
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A layout shift as `watchLayoutShifts` records it: its score, whether input had just come, and what moved where. */
export interface RecordedShift {
  value: number;
  hadRecentInput: boolean;
  moved: { node: string; from: string; to: string }[];
}

/** Records every layout shift of the page from its first paint on (call before `goto`). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries) {
        // The Layout Instability API's entry, which TypeScript's DOM library does not declare.
        const shift = entry as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        shifts.push({
          value: shift.value,
          hadRecentInput: shift.hadRecentInput,
          moved: shift.sources.map((source) => ({
            node:
              source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : (source.node?.nodeName ?? 'gone'),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Entries queued but not yet handed to the callback count too.
    const read = () => (record(observer.takeRecords()), shifts);
    (window as unknown as { __shifts: () => RecordedShift[] }).__shifts = read;
  });
}

/** The layout shifts `watchLayoutShifts` has recorded, up to the frame after this call. */
export function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(async () => {
    // A frame drawn from here on has its shifts queued by the next one's animation frame callbacks.
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { __shifts: () => RecordedShift[] }).__shifts();
  });
}

/** The sum of the layout shifts `watchLayoutShifts` has recorded so far. */
export async function layoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((total, shift) => total + shift.value, 0);
}

/** Holds back every request whose URL matches `url` until the function returned is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app's entry script: held, the page shows what its HTML and the pre-paint script drew, and nothing listens. */
export const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** The catalogue's words: held, the cards have no names and the slideshow nothing to flip to. */
export const CATALOGUE_WORDS = /\/assets\/catalogue-words\.[0-9a-f]+\.json$/;

/** Holds the slideshow's code (its chunk, however it is asked for) back until the function returned is called. */
export const holdSlideshowCode = (page: Page): Promise<() => void> =>
  holdRequests(page, /\/assets\/slideshow-[\w-]+\.js$/);

/**
 * Each way the words of the controls `controls` finds do not fit them, as the page shows them now; none when all
 * fit. A control's text is no wider than the control (its scrollWidth against its clientWidth), nor taller, and the
 * control lies on the screen and inside every ancestor that clips it, so no word is cut off.
 */
export function wordsThatDoNotFit(controls: Locator): Promise<string[]> {
  return controls.evaluateAll((elements) => {
    // Rects are fractional, scrollWidth and clientWidth whole pixels.
    const SLACK = 1;
    const problems: string[] = [];
    for (const control of elements) {
      const name = `“${control.textContent.trim() || (control.getAttribute('aria-label') ?? control.tagName)}”`;
      const wider = control.scrollWidth - control.clientWidth;
      if (wider > SLACK) problems.push(`${name} is ${String(wider)} px wider than its control`);
      const taller = control.scrollHeight - control.clientHeight;
      if (taller > SLACK) problems.push(`${name} is ${String(taller)} px taller than its control`);
      const box = control.getBoundingClientRect();
      if (box.left < -SLACK || box.right > document.documentElement.clientWidth + SLACK)
        problems.push(`${name} runs off the screen`);
      for (let clip = control.parentElement; clip; clip = clip.parentElement) {
        const style = getComputedStyle(clip);
        // An ancestor clips at its padding box; one that scrolls up and down may hold a control below its fold.
        const inner = clip.getBoundingClientRect();
        const left = inner.left + clip.clientLeft;
        const top = inner.top + clip.clientTop;
        if (style.overflowX !== 'visible' && (box.left < left - SLACK || box.right > left + clip.clientWidth + SLACK))
          problems.push(`${name} is cut off sideways by a ${clip.tagName.toLowerCase()}.${clip.className}`);
        if (
          (style.overflowY === 'hidden' || style.overflowY === 'clip') &&
          (box.top < top - SLACK || box.bottom > top + clip.clientHeight + SLACK)
        )
          problems.push(`${name} is cut off downwards by a ${clip.tagName.toLowerCase()}.${clip.className}`);
      }
    }
    return problems;
  });
}

/** What the page showed before any of the app's code ran: its cards in order, its view tabs, and its first card. */
export interface FirstShown {
  order: string[];
  tabs: number;
}

/**
 * Records what the page shows when the pre-paint script asks for the app's code (once its cards are on the page),
 * before that code runs: what the HTML and the pre-paint script showed. Read it with firstShown.
 */
export async function recordFirstShown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __firstShown: FirstShown; __firstCard: Element | null };
    const app = (node: Node) => node instanceof HTMLScriptElement && node.type === 'module';
    new MutationObserver((records, observer) => {
      if (!records.some((record) => [...record.addedNodes].some(app))) return;
      observer.disconnect();
      state.__firstCard = document.querySelector('li.card');
      state.__firstShown = {
        order: [...document.querySelectorAll('li.card')].map((item) => item.getAttribute('data-photo') ?? ''),
        tabs: document.querySelectorAll('[role="tab"]').length,
      };
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What recordFirstShown recorded, once the app's code has been asked for. */
export async function firstShown(page: Page): Promise<FirstShown> {
  await page.waitForFunction(() => '__firstShown' in window);
  return page.evaluate(() => (window as unknown as { __firstShown: FirstShown }).__firstShown);
}

/** Whether the first card recordFirstShown kept is still on the page: the app adopted it rather than drew it again. */
export const firstCardKept = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __firstCard: Element | null }).__firstCard?.isConnected === true);
/** The photo ids in the order the cards show them. */
export async function cardOrder(page: Page): Promise<string[]> {
  await expect(cards(page)).toHaveCount(PHOTO_COUNT);
  return cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-photo') ?? ''));
}

/** Waits until every <img> the locator finds has finished loading real pixels. */
export async function expectImagesLoaded(images: Locator, count: number): Promise<void> {
  await expect(images).toHaveCount(count);
  await expect
    .poll(() =>
      images.evaluateAll(
        (elements) =>
          elements.filter(
            (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
          ).length,
      ),
    )
    .toBe(count);
}

/** Waits until every card except `except` shows its expected camera details. */
export async function expectCardDetails(page: Page, except: readonly string[] = []): Promise<void> {
  for (const photo of PHOTOS) {
    if (except.includes(photo.id)) continue;
    await expect(card(page, photo.id).locator('.camera-details')).toHaveText(photo.details.join(' · '));
  }
}

// --- JPEG bytes for the EXIF cases -------------------------------------------------------------------

export function photoBytes(id: string): Buffer {
  return readFileSync(new URL(`../../public/photos/${id}.jpg`, import.meta.url));
}

const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');

/** The real photo with its APP1 "Exif" segment cut out: still a valid JPEG, with no EXIF at all. */
export function withoutExif(jpeg: Buffer): Buffer {
  const { segments, stop } = headerSegments(jpeg);
  if (stop.kind !== 'image') throw new Error(`not a whole JPEG: ${stop.kind}`);
  const isExif = ({ marker, start }: JpegSegment) =>
    marker === APP1 && jpeg.subarray(start + 4, start + 10).equals(EXIF_ID);
  if (!segments.some(isExif)) throw new Error('the photo had no EXIF segment to remove');
  const kept = segments.filter((segment) => !isExif(segment)).map(({ start, end }) => jpeg.subarray(start, end));
  return Buffer.concat([jpeg.subarray(0, 2), ...kept, jpeg.subarray(stop.start)]);
}

/** A JPEG start, then an APP1 "Exif" segment whose TIFF header is garbage, then the end of the image. */
export function jpegWithBrokenExif(): Buffer {
  const tiff = Buffer.from('QQ\u0000\u0017garbage, not a TIFF header at all', 'latin1');
  const payload = Buffer.concat([EXIF_ID, tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1]), length, payload, Buffer.from([0xff, 0xd9])]);
}

/** Bytes that are not a JPEG at all. */
export function notAJpeg(): Buffer {
  return Buffer.from('<!doctype html><title>Not a photo</title>', 'utf8');
}

/** A derivative's file name, `<id>-<width>.<8 hex>.<avif|jpg>`; the photo itself ships as `<id>.jpg`. */
export const DERIVATIVE_NAME = /-\d+\.[0-9a-f]{8}\.(?:avif|jpg)$/;
/** The photo's shipped JPEG (the EXIF worker's), not a preview JPEG. */
export const isShippedJpeg = (file: string): boolean => file.endsWith('.jpg') && !DERIVATIVE_NAME.test(file);

/** Runs axe on the page and returns the serious and critical violations, described for a failure message. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${String(violation.impact)}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
