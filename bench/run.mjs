// `npm run bench`: builds side by side under phone emulation in Debian's Chromium, in alternating rounds,
// medians printed as a table and every figure written to bench/results.json (bench/README.md: method).
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { startCountingProxy } from './counting-proxy.mjs';
import { firstScreenFigures, flipFigures, median } from './figures.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { LEAVE_SIGNALS, measureFirstScreen, measureFlipping, NETWORK, PHONE } from './measure.mjs';
import { refSide, serveSide, SideError, workingTreeSide } from './sides.mjs';
import { printTables, ROWS } from './table.mjs';

const { values: flags } = parseArgs({
  options: {
    before: { type: 'string', default: 'HEAD' },
    rounds: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '1' },
    presses: { type: 'string', default: '40' },
  },
});
const rounds = Math.max(1, Number(flags.rounds) || 3);
const lighthouseRuns = Math.max(0, Number(flags['lighthouse-runs']) || 0);
const presses = Math.max(1, Number(flags.presses) || 40);
const root = fileURLToPath(new URL('..', import.meta.url));

const began = Date.now();
const elapsed = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;

// Undone last first, once, whether the run ends, fails or is interrupted: the browser, the servers, then
// the temporary worktree.
const undo = [];
const defer = (fn) => undo.push(fn);
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    while (undo.length) await Promise.resolve(undo.pop()?.()).catch((error) => console.error('cleanup:', error));
  })());
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });

/** Every round's figures and every Lighthouse run, by side label. */
const results = {};
const lighthouse = {};
let sides = [];
let chromiumVersion = null;
try {
  // The first side is the reference the table divides by; a side is a label and a dist folder.
  sides = [await refSide(root, flags.before, defer), workingTreeSide(root)];
  const served = [];
  for (const side of sides) {
    const server = await serveSide(side);
    defer(() => server.close());
    const proxy = await startCountingProxy(server.url);
    defer(() => proxy.close());
    served.push({ side, server, proxy });
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, ...LEAVE_SIGNALS });
  defer(() => browser.close());
  chromiumVersion = browser.version();

  // A script's size gzipped at level 9, read from the server behind the proxy (so not counted as traffic).
  const gzipCache = new Map();
  const gzipSizeFor = (label, server) => async (path) => {
    const key = `${label}${path}`;
    if (!gzipCache.has(key)) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      gzipCache.set(key, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
    }
    return gzipCache.get(key);
  };

  for (const { side } of served) {
    results[side.label] = [];
    lighthouse[side.label] = [];
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const { side, server, proxy } of served) {
      const load = await measureFirstScreen(browser, proxy, { seed: round });
      const figures = await firstScreenFigures(load, gzipSizeFor(side.label, server));
      Object.assign(figures, flipFigures(await measureFlipping(browser, proxy, { seed: round, presses }), presses));
      results[side.label].push(figures);
      const warning = load.quiet ? '' : ' (network never went quiet: capped)';
      console.log(
        `[${elapsed()}] round ${round}/${rounds} ${side.label}: ${(figures.totalBytes / 1000).toFixed(0)} kB, ` +
          `flip ${figures.flipCaption ? 'right' : 'WRONG'} photo${warning}`,
      );
    }
  }
  for (let run = 1; run <= lighthouseRuns; run += 1) {
    for (const { side, server } of served) {
      lighthouse[side.label].push(await runLighthouse(server.url));
      console.log(
        `[${elapsed()}] Lighthouse ${run}/${lighthouseRuns} ${side.label}: ${lighthouse[side.label].at(-1)?.score}`,
      );
    }
  }
} catch (error) {
  // Once interrupted, what fails next (a build or a page closed under it) is only the interruption.
  if (!interrupted) {
    if (!(error instanceof SideError)) throw error;
    console.error(`\nbench: ${error.message}`);
  }
  process.exitCode = 1;
} finally {
  await cleanUp();
}
if (process.exitCode) process.exit();

const medians = {};
for (const { label } of sides) {
  const rows = results[label] ?? [];
  const entry = {};
  for (const { key } of ROWS) entry[key] = median(rows.map((figures) => figures[key]));
  entry.lighthouse = median((lighthouse[label] ?? []).map((run) => run.score));
  entry.flipCaption = `${rows.filter((figures) => figures.flipCaption === true).length}/${rows.length}`;
  const photos = new Set(rows.flatMap((figures) => Object.keys(figures.exifPerPhoto)));
  entry.exifPerPhoto = Object.fromEntries(
    [...photos].sort().map((id) => [
      id,
      {
        bytes: median(rows.map((figures) => figures.exifPerPhoto[id]?.bytes ?? 0)),
        requests: median(rows.map((figures) => figures.exifPerPhoto[id]?.requests ?? 0)),
      },
    ]),
  );
  medians[label] = entry;
}

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    memoryGB: Math.round(totalmem() / 1e9),
    node: process.version,
    chromium: chromiumVersion,
  },
  sides: sides.map(({ label, source }) => ({ label, source })),
  settings: {
    rounds,
    lighthouseRuns,
    presses,
    pressesPerSecond: 30,
    phone: PHONE,
    network: NETWORK,
    cpuThrottling: { load: 4, flipping: 6 },
  },
  medians,
  rounds: results,
  lighthouse,
  durationSeconds: Math.round((Date.now() - began) / 1000),
};
await writeFile(`${root}bench/results.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${sides.map(({ label, source }) => `${label}: ${source}`).join('\n')}`);
printTables(sides, medians);
console.log(
  `\n${rounds} round(s) each, ${lighthouseRuns} Lighthouse run(s) each, ${elapsed()}; figures in bench/results.json`,
);
