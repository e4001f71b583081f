// Takes the README's screenshots from a running production build: phone (390 px) and desktop (1280 px),
// cards, slides, a zoomed photo, the photo's details beside the filmstrip, a tag's page and search; and a phone's
// unfolded filmstrip and the slide on a phone on its side. Usage: npm start (in another shell), then
// `node scripts/screenshots.mjs [baseURL]`.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:4173';
const out = process.argv[3] ?? 'docs';
const sizes = [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1 },
];
const phone = sizes[0];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const { name, width, height, ...options } of sizes) {
    for (const view of ['cards', 'slideshow']) {
      const context = await browser.newContext({ viewport: { width, height }, ...options });
      await context.addInitScript((saved) => globalThis.localStorage.setItem('galleryView', saved), view);
      const page = await context.newPage();
      await page.goto(base, { waitUntil: 'networkidle' });
      // Let the staggered card entrance finish (0.2 s × 13 + 0.5 s) and the details arrive.
      await page.waitForTimeout(view === 'cards' ? 3500 : 800);
      await page.screenshot({ path: `${out}/${name}-${view}.jpg`, type: 'jpeg', quality: 80 });
      await context.close();
    }
    // One photo with words and details, zoomed in on its lighthouse, then with its details open.
    const context = await browser.newContext({ viewport: { width, height }, ...options });
    const page = await context.newPage();
    await page.goto(`${base}/p/neist-point-lighthouse`, { waitUntil: 'networkidle' });
    const slideshow = page.getByRole('region', { name: 'Slideshow' });
    await slideshow.getByRole('button', { name: 'Zoom' }).click();
    await page.keyboard.press('0');
    const box = await slideshow.locator('.slide-box').boundingBox();
    if (!box) throw new Error('no photo on the slide');
    await page.mouse.dblclick(box.x + box.width * 0.7, box.y + box.height * 0.3);
    await page.waitForTimeout(1500); // the spring settles and the photo's own pixels arrive
    await page.screenshot({ path: `${out}/${name}-zoom.jpg`, type: 'jpeg', quality: 80 });
    await page.keyboard.press('0');
    // From the top of the page (Zoom's click scrolled to the toolbar), by its key: the photo, the filmstrip, the panel.
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await page.keyboard.press('i');
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/${name}-info.jpg`, type: 'jpeg', quality: 80 });
    // A tag's page, and search for "sea" with its matched words marked.
    for (const [shot, path] of [
      ['tag', '/tags/close-up'],
      ['search', '/search?q=sea'],
    ]) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500); // the cards' entrance and their photos
      await page.screenshot({ path: `${out}/${name}-${shot}.jpg`, type: 'jpeg', quality: 80 });
    }
    await context.close();
  }
  // A phone: the filmstrip unfolded under the slide, then the slide on the phone on its side.
  const { name, width, height, ...options } = phone;
  for (const [shot, viewport] of [
    ['filmstrip', { width, height }],
    ['landscape', { width: height, height: width }],
  ]) {
    const context = await browser.newContext({ viewport, ...options });
    const page = await context.newPage();
    await page.goto(`${base}/p/neist-point-lighthouse`, { waitUntil: 'networkidle' });
    if (shot === 'filmstrip') {
      await page.getByRole('button', { name: 'Thumbnails' }).click();
      await page.getByRole('listbox').waitFor();
    }
    await page.waitForTimeout(1200); // the thumbnails' files
    await page.screenshot({ path: `${out}/${name}-${shot}.jpg`, type: 'jpeg', quality: 80 });
    await context.close();
  }
} finally {
  await browser.close();
}
