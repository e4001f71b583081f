// `npm run trace`: records one DevTools Performance trace of the production build (dist/, served as the bench serves
// it) under the bench's phone profile, while a visitor loads the cards, opens the slideshow, flips it with the arrow
// keys and opens a photo's details; writes the trace where DevTools can load it, and prints the user timings found
// in it (docs/profiling.md).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { median } from './figures.mjs';
import { LEAVE_SIGNALS, NETWORK, PHONE } from './measure.mjs';
import { serveSide, workingTreeSide } from './sides.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    out: { type: 'string', default: `${root}bench/trace.json` },
    cpu: { type: 'string', default: '4' },
    flips: { type: 'string', default: '5' },
  },
});
const cpuRate = Number(flags.cpu);
const flips = Math.max(1, Number(flags.flips) || 5);
// What DevTools' Performance panel records, its Timings track (blink.user_timing) included.
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.screenshot',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'v8.execute',
  '__metadata',
];
// The scheme of every user timing of ours (src/lib/user-timing.ts); Chromium's own navigation marks share the category.
const OURS = /^[a-z]+:[a-z]+$/;

/**
 * Runs in the page before its scripts: counts the page's measures as they are made (the page keeps only each name's
 * latest), so the script can wait for the n-th of a name.
 */
function countMeasures() {
  const counts = new Map();
  let waiting = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) counts.set(entry.name, (counts.get(entry.name) ?? 0) + 1);
    waiting = waiting.filter((wait) => {
      if ((counts.get(wait.name) ?? 0) < wait.count) return true;
      wait.resolve();
      return false;
    });
  }).observe({ type: 'measure', buffered: true });
  Reflect.set(window, '__measured', (name, count) =>
    (counts.get(name) ?? 0) >= count ? undefined : new Promise((resolve) => waiting.push({ name, count, resolve })),
  );
}

/** Resolves once the page has made `count` measures named `name`. */
const measured = (page, name, count = 1) =>
  page.evaluate(([name, count]) => Reflect.get(window, '__measured')(name, count), [name, count]);

const server = await serveSide(workingTreeSide(root));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, ...LEAVE_SIGNALS });
try {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(countMeasures);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });

  await page.goto(server.url, { waitUntil: 'load', timeout: 120_000 });
  await measured(page, 'cards:paint');
  await measured(page, 'app:hydrate');
  await page.getByRole('tab', { name: 'Slides' }).click();
  const caption = page.getByText(/^Image \d+ \/ \d+$/);
  await caption.waitFor();
  // One press at a time, each waited for until its flip is measured: each its own flip.
  for (let flip = 1; flip <= flips; flip++) {
    await page.keyboard.press('ArrowRight');
    await measured(page, 'slideshow:flip', flip);
  }
  // The details panel: its fields come from the worker's reads of the photos the slideshow rested on.
  await page.getByRole('region', { name: 'Slideshow' }).getByRole('button', { name: 'Info' }).click();
  await page.getByRole('dialog').getByRole('term').first().waitFor();

  await cdp.send('Tracing.end');
  await complete;
  await writeFile(flags.out, JSON.stringify({ traceEvents: events }));
  printUserTimings(events);
  console.log(
    `\nChromium ${browser.version()}, CPU ${cpuRate}× slower, ${NETWORK.latency} ms RTT, ` +
      `${(NETWORK.downloadThroughput * 8) / 1e6} Mbit/s down, ${PHONE.viewport.width}×${PHONE.viewport.height} px ` +
      `at ${PHONE.deviceScaleFactor}×\nTrace for DevTools (Performance, Load profile…): ${flags.out}`,
  );
} finally {
  await browser.close();
  await server.close();
}

/**
 * The trace's user timings of ours, by name and thread: a measure is an async `b`/`e` pair of one id, a mark an
 * instant. Printed as a Markdown table: count, median and longest duration in ms.
 */
function printUserTimings(events) {
  const threads = new Map(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name').map((e) => [e.tid, e.args.name]),
  );
  const begins = new Map();
  const rows = new Map();
  const row = (name, tid, kind) => {
    const key = `${name} ${tid}`;
    if (!rows.has(key)) rows.set(key, { name, kind, thread: threads.get(tid) ?? String(tid), count: 0, durations: [] });
    return rows.get(key);
  };
  for (const event of events) {
    if (event.cat !== 'blink.user_timing' || !OURS.test(event.name)) continue;
    const id = `${event.pid} ${event.id2?.local ?? event.id ?? ''} ${event.name}`;
    if (event.ph === 'b') begins.set(id, event);
    else if (event.ph === 'e' && begins.has(id)) {
      const measure = row(event.name, event.tid, 'measure');
      measure.count += 1;
      measure.durations.push((event.ts - begins.get(id).ts) / 1000);
      begins.delete(id);
    } else if (event.ph === 'R' || event.ph === 'I' || event.ph === 'n') row(event.name, event.tid, 'mark').count += 1;
  }
  console.log('| user timing | kind | thread | count | median (ms) | longest (ms) |\n|---|---|---|---:|---:|---:|');
  for (const { name, kind, thread, count, durations } of [...rows.values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const longest = durations.length > 0 ? Math.max(...durations).toFixed(1) : '—';
    console.log(`| ${name} | ${kind} | ${thread} | ${count} | ${median(durations)?.toFixed(1) ?? '—'} | ${longest} |`);
  }
  if (rows.size === 0) console.log('| (none: the trace holds no user timing of ours) | | | | | |');
}
