// Takes the README's screenshots from a running production build: phone (375 px) and desktop (1280 px),
// cards and slides. Usage: npm start (in another shell), then `node scripts/screenshots.mjs [baseURL]`.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:4173';
const out = process.argv[3] ?? 'docs';
const sizes = [
  { name: 'phone', width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 860, deviceScaleFactor: 1 },
];

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
  }
} finally {
  await browser.close();
}
