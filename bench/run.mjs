// `npm run bench`: the production build (dist/) against a naive baseline page, side by side, under phone
// emulation in Debian's Chromium. Alternating rounds (project, baseline, project, ...), medians reported.
// Prints a table and writes every figure to bench/results.json. See bench/README.md for what each means.
// Flags: --rounds N (default 3), --lighthouse-runs N (default 1 per side), --presses N (default 40).
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { startServer } from '../scripts/server.mjs';
import { writeBaseline } from './baseline.mjs';
import { startCountingProxy } from './counting-proxy.mjs';
import { firstScreenFigures, flipFigures, median } from './figures.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureFirstScreen, measureFlipping, NETWORK, PHONE } from './measure.mjs';
import { printTables, ROWS } from './table.mjs';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '1' },
    presses: { type: 'string', default: '40' },
  },
});
const rounds = Math.max(1, Number(flags.rounds) || 3);
const lighthouseRuns = Math.max(0, Number(flags['lighthouse-runs']) || 0);
const presses = Math.max(1, Number(flags.presses) || 40);
const root = new URL('..', import.meta.url).pathname;

if (!existsSync(`${root}dist/index.html`))
  throw new Error('No dist/index.html: run `vite build` first (npm run bench does)');

const began = Date.now();
const elapsed = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;
const baselineRoot = await writeBaseline(`${root}public/photos`, `${root}node_modules/exifr/dist/full.esm.mjs`);
const servers = {
  project: await startServer({ root: `${root}dist` }),
  baseline: await startServer({ root: baselineRoot }),
};
const proxies = {
  project: await startCountingProxy(servers.project.url),
  baseline: await startCountingProxy(servers.baseline.url),
};
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

// A script's size gzipped at level 9, read from the server behind the proxy (so not counted as traffic).
const gzipCache = new Map();
const gzipSizeFor = (side) => async (path) => {
  const key = `${side}${path}`;
  if (!gzipCache.has(key)) {
    const response = await fetch(`${servers[side].url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    gzipCache.set(key, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return gzipCache.get(key);
};

const results = { project: [], baseline: [] };
const lighthouse = { project: [], baseline: [] };
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const side of ['project', 'baseline']) {
      const load = await measureFirstScreen(browser, proxies[side]);
      const figures = await firstScreenFigures(load, gzipSizeFor(side));
      if (side === 'project')
        Object.assign(figures, flipFigures(await measureFlipping(browser, proxies.project, { presses }), presses));
      results[side].push(figures);
      const flip = side === 'project' ? `, flip ${figures.flipCaption ? 'right' : 'WRONG'} photo` : '';
      const warning = load.quiet ? '' : ' (network never went quiet: capped)';
      console.log(
        `[${elapsed()}] round ${round}/${rounds} ${side}: ${(figures.totalBytes / 1000).toFixed(0)} kB${flip}${warning}`,
      );
    }
  }
  for (let run = 1; run <= lighthouseRuns; run += 1) {
    for (const side of ['project', 'baseline']) {
      lighthouse[side].push(await runLighthouse(servers[side].url));
      console.log(`[${elapsed()}] Lighthouse ${run}/${lighthouseRuns} ${side}: ${lighthouse[side].at(-1)?.score}`);
    }
  }
} finally {
  await browser.close();
  for (const side of ['project', 'baseline']) {
    await proxies[side].close();
    await servers[side].close();
  }
  await rm(baselineRoot, { recursive: true, force: true });
}

const medians = {};
for (const side of ['project', 'baseline']) {
  medians[side] = {};
  for (const { key } of ROWS) medians[side][key] = median(results[side].map((figures) => figures[key]));
  medians[side].lighthouse = median(lighthouse[side].map((run) => run.score));
  const right = results[side].filter((figures) => figures.flipCaption === true).length;
  medians[side].flipCaption = side === 'project' ? `${right}/${results[side].length}` : null;
  const photos = new Set(results[side].flatMap((figures) => Object.keys(figures.exifPerPhoto)));
  medians[side].exifPerPhoto = Object.fromEntries(
    [...photos].sort().map((id) => [
      id,
      {
        bytes: median(results[side].map((figures) => figures.exifPerPhoto[id]?.bytes ?? 0)),
        requests: median(results[side].map((figures) => figures.exifPerPhoto[id]?.requests ?? 0)),
      },
    ]),
  );
}

const chromiumVersion = await (async () => {
  const probe = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const version = probe.version();
  await probe.close();
  return version;
})();
const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    memoryGB: Math.round(totalmem() / 1e9),
    node: process.version,
    chromium: chromiumVersion,
  },
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
printTables(medians);
console.log(
  `\n${rounds} rounds each, ${lighthouseRuns} Lighthouse run(s) each, ${elapsed()}; figures in bench/results.json`,
);
