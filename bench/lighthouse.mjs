// Lighthouse's default (mobile) configuration with its simulated throttling, in Debian's Chromium started by
// Playwright with a DevTools port for Lighthouse to drive: performance, accessibility, best practices and SEO.
import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { LEAVE_SIGNALS } from './measure.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

// Its four categories, by the keys of a side's medians (`lighthousePerformance`, ...).
export const LIGHTHOUSE_CATEGORIES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'BestPractices',
  seo: 'Seo',
};

/**
 * One Lighthouse run of all four categories: each score (0 to 1) with the audits that cost it points, and the
 * performance run's LCP, TBT and CLS.
 */
export async function runLighthouse(url) {
  process.env.CHROME_PATH = chromiumPath();
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    ...LEAVE_SIGNALS,
  });
  try {
    const onlyCategories = Object.keys(LIGHTHOUSE_CATEGORIES);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: lhr.categories.performance?.score ?? null,
      scores: Object.fromEntries(onlyCategories.map((id) => [id, lhr.categories[id]?.score ?? null])),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // What cost each category its points: the weighted audits not passed, for results.json.
      missed: Object.fromEntries(
        onlyCategories.map((id) => [
          id,
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        ]),
      ),
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    await browser.close();
  }
}
