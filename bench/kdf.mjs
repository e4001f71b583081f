// The bench's key-derivation part (issue 35): what one password guess costs with the Argon2id parameters the build
// seals new locks with, in Node, in a Chromium worker and on the phone profile; run by run.mjs, or alone:
// `node bench/kdf.mjs [--rounds N]` prints its table and writes nothing.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { median } from './figures.mjs';
import { PHONE, PHONE_CPU } from './measure.mjs';
import { printKdf } from './table.mjs';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const GUESSES = at('./kdf-guesses.mjs');
// Where the bundle is served, handed to the page as an argument: a page's import, not one of this file's.
const SCRIPT = '/kdf.js';

/**
 * Where each guess runs. Chromium's CPU throttling slows a page's main thread only (a worker's target answers
 * Emulation.setCPUThrottlingRate with "only supported for pages"), so the phone's guesses run on a page's main
 * thread, and the desktop's main-thread row shows that thread derives as fast as the worker a visitor's runs in.
 */
export const KDF_PROFILES = [
  { key: 'node', label: 'desktop, Node', where: 'node' },
  { key: 'worker', label: 'desktop, Chromium', where: 'worker' },
  { key: 'main', label: 'desktop, Chromium', where: 'main thread' },
  { key: 'phone', label: `phone profile, Chromium (${PHONE_CPU}× CPU)`, where: 'main thread', phone: true },
];

/** A profile's times: the first (cold) guess apart, then the median, fastest and slowest of the rest. */
function summarise(times) {
  const [first = null, ...rest] = times;
  return {
    times,
    first,
    median: median(rest),
    fastest: rest.length > 0 ? Math.min(...rest) : null,
    slowest: rest.length > 0 ? Math.max(...rest) : null,
  };
}

/** kdf-guesses.mjs with the site's deriveKey and hash-wasm under it, as one ES module for a page or a worker. */
async function bundleGuesses() {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      target: 'es2022',
      // Kept as written: a page imports timeGuesses, which a site's build would drop from an entry.
      rolldownOptions: { input: GUESSES, preserveEntrySignatures: 'strict', output: { format: 'es' } },
    },
  });
  if (!('output' in result) || result.output.length !== 1) throw new Error('kdf-guesses.mjs did not build to one file');
  return result.output[0].code;
}

/** An empty page and the bundle on 127.0.0.1, so the pages fetch nothing beyond this machine. */
async function serveGuesses(code) {
  const server = createServer((request, response) => {
    const script = request.url === SCRIPT;
    response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' });
    response.end(script ? code : '<!doctype html><title>kdf</title>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('kdf: no port to serve on');
  return { url: `http://127.0.0.1:${String(address.port)}/`, close: () => server.close() };
}

/** One profile's guesses in a fresh context (cold, like a visitor's first), in its worker or on its main thread. */
async function guessInChromium(browser, url, kdf, guesses, profile) {
  const context = await browser.newContext(profile.phone ? { ...PHONE } : {});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.phone ? PHONE_CPU : 1 });
    await page.goto(url);
    return await page.evaluate(
      async ({ script, kdf, guesses, inWorker }) => {
        if (!inWorker) return (await import(script)).timeGuesses(kdf, guesses);
        const worker = new Worker(script, { type: 'module' });
        try {
          return await new Promise((resolve, reject) => {
            worker.onmessage = ({ data }) => resolve(data);
            worker.onerror = (event) => reject(new Error(event.message));
            worker.postMessage({ kdf, guesses });
          });
        } finally {
          worker.terminate();
        }
      },
      { script: SCRIPT, kdf, guesses, inWorker: profile.where === 'worker' },
    );
  } finally {
    await context.close();
  }
}

/**
 * Every profile's guesses with the shipped parameters, `rounds` timed after a first, cold one.
 * @returns {Promise<{ kdf: object, rounds: number, profiles: Record<string, object> }>}
 */
export async function measureKdf(browser, { rounds, log = () => undefined }) {
  // The build's own cost, read from its source: the figures follow any change to it.
  const { module: seal } = await runnerImport(at('../scripts/private/seal.ts'));
  const kdf = { ...seal.KDF };
  const { module: local } = await runnerImport(GUESSES);
  const server = await serveGuesses(await bundleGuesses());
  const profiles = {};
  try {
    for (const profile of KDF_PROFILES) {
      const times =
        profile.where === 'node'
          ? await local.timeGuesses(kdf, rounds + 1)
          : await guessInChromium(browser, server.url, kdf, rounds + 1, profile);
      profiles[profile.key] = summarise(times);
      log(`kdf ${profile.label}, ${profile.where}: ${times.map((ms) => Math.round(ms)).join(', ')} ms`);
    }
  } finally {
    server.close();
  }
  return { kdf, rounds, profiles };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
  const rounds = Math.max(1, Number(values.rounds) || 5);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    printKdf(await measureKdf(browser, { rounds, log: console.log }), KDF_PROFILES);
  } finally {
    await browser.close();
  }
}
