// Lighthouse's default (mobile) configuration with its simulated throttling, in Debian's Chromium
// started by Playwright with a DevTools port for Lighthouse to drive.
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

/** One Lighthouse performance run: the score (0 to 1) and its LCP, TBT and CLS. */
export async function runLighthouse(url) {
  process.env.CHROME_PATH = chromiumPath();
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    ...LEAVE_SIGNALS,
  });
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: lhr.categories.performance?.score ?? null,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    await browser.close();
  }
}
