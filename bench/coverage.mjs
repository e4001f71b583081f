// One untimed load of a side with V8's precise coverage, from navigation until the network is quiet: of each script
// the first load fetched (the page's and its worker's), how many bytes never executed (bench/README.md: coverage).
import { NETWORK, openPage } from './measure.mjs';

/**
 * UTF-8 bytes of `source` that no executed range covers. `functions` is V8 block coverage (`detailed: true`): ranges
 * nest, an inner block's count overriding its function's, so outer ranges are applied first.
 * @param {string} source
 * @param {Array<{ ranges: Array<{ startOffset: number, endOffset: number, count: number }> }>} functions
 */
function unusedBytes(source, functions) {
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const ran = new Uint8Array(source.length);
  for (const { startOffset, endOffset, count } of ranges) ran.fill(count > 0 ? 1 : 0, startOffset, endOffset);
  let unused = 0;
  let from = -1;
  for (let i = 0; i <= ran.length; i += 1) {
    if (i < ran.length && ran[i] === 0) {
      if (from < 0) from = i;
    } else if (from >= 0) {
      unused += Buffer.byteLength(source.slice(from, i));
      from = -1;
    }
  }
  return unused;
}

/**
 * Loads `path` as the first screen is measured (cards view, phone network, 4x CPU), with precise coverage on in
 * the page and in each worker before its first line, until the network has been quiet for 2 s. One row per script
 * (inline scripts of the page summed as one): `{ realm, script, bytes, unused }`, bytes of source as it ran; a
 * script fetched but never run is all unused. `sourceOf(path)` gives a script's text (the page's come with its
 * coverage).
 */
export async function measureCoverage(browser, proxy, { seed, path = '/', sourceOf }) {
  proxy.reset();
  const { context, page, waitQuiet, workers } = await openPage(browser, proxy, {
    view: 'cards',
    seed,
    network: NETWORK,
    cpuRate: 4,
    onWorker: async (send) => {
      await send('Profiler.enable');
      await send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
    },
  });
  try {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    const url = new URL(path, proxy.url);
    await page.goto(url.href, { waitUntil: 'load', timeout: 180_000 });
    const quiet = await waitQuiet(page, 2000, 150_000);
    const scripts = (await page.coverage.stopJSCoverage()).map((entry) => ({ realm: 'page', ...entry }));
    for (const worker of workers) {
      const { result } = await worker.send('Profiler.takePreciseCoverage');
      for (const entry of result) scripts.push({ realm: 'worker', ...entry });
    }
    const rows = new Map();
    for (const { realm, url: scriptUrl, source, functions } of scripts) {
      const where = scriptUrl ? new URL(scriptUrl) : null;
      // Only the site's own scripts: not the bench's evaluations, nor anything without an address.
      if (where?.origin !== url.origin) continue;
      const inline = realm === 'page' && where.pathname === new URL(page.url()).pathname;
      const script = inline ? `${where.pathname} (inline)` : where.pathname;
      const text = source ?? (await sourceOf(where.pathname));
      const row = rows.get(`${realm} ${script}`) ?? { realm, script, bytes: 0, unused: 0 };
      row.bytes += Buffer.byteLength(text);
      row.unused += unusedBytes(text, functions);
      rows.set(`${realm} ${script}`, row);
    }
    // A script fetched but never run (a prefetched chunk) is all unused: it cost the first load its bytes.
    const ran = new Set([...rows.values()].map((row) => row.script));
    const fetched = new Set(proxy.records().map((record) => new URL(record.path, url).pathname));
    for (const script of [...fetched].filter((file) => /\.m?js$/.test(file) && !ran.has(file))) {
      const bytes = Buffer.byteLength(await sourceOf(script));
      rows.set(`fetched ${script}`, { realm: 'fetched, never run', script, bytes, unused: bytes });
    }
    return { quiet, scripts: [...rows.values()] };
  } finally {
    await context.close();
    proxy.reset();
  }
}
