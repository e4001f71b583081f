// @vitest-environment node
// `npm run dev` as an owner meets it: Vite's dev server, started with the project's config on a folder of photos
// never encoded, serves the gallery at once, encodes the photos in the background, shows an edit to portfolio.yaml
// without a restart, and a mistake in it on the page until it is fixed.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Not Vite's default, nor the ports `npm start` and the e2e suite use.
const PORT = 5191;
const BASE = `http://localhost:${String(PORT)}`;
// A dev server's first answers wait for its catalogue, and a change for the watcher: bounded, never a fixed sleep.
const WAIT = { timeout: 15_000, interval: 100 };

let dir = '';
let server: ViteDevServer | undefined;

const words = (owner: string, title: string) =>
  `site:\n  owner: ${owner}\n  nav:\n    - label: Gallery\n      path: /\nphotos:\n  - file: harbour.jpg\n    title: ${title}\n`;

const page = async () => {
  const response = await fetch(`${BASE}/`, { headers: { Accept: 'text/html' } });
  return { status: response.status, text: await response.text() };
};
/** `virtual:portfolio` as the page's script imports it. */
const portfolioModule = async () => (await fetch(`${BASE}/@id/__x00__virtual:portfolio`)).text();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-server-'));
  mkdirSync(join(dir, 'photos'));
  copyFileSync('tests/fixtures/photos/camera.jpg', join(dir, 'photos', 'harbour.jpg'));
  copyFileSync('tests/fixtures/photos/screenshot.png', join(dir, 'photos', 'phone.png'));
  writeFileSync(join(dir, 'portfolio.yaml'), words('Sam Okafor', 'Harbour at dawn'));
  // Read by vite.config.ts, as the bench and the e2e builds point it at their folders.
  vi.stubEnv('PHOTOS_DIR', join(dir, 'photos'));
  vi.stubEnv('PORTFOLIO_YAML', join(dir, 'portfolio.yaml'));
  vi.stubEnv('PHOTOS_CACHE', join(dir, 'cache'));
  server = await createServer({
    configFile: 'vite.config.ts',
    // Vite's own cache in the temp folder, and no dependency scan: only the page and the catalogue are asked for.
    cacheDir: join(dir, 'vite'),
    optimizeDeps: { noDiscovery: true },
    logLevel: 'silent',
    server: { port: PORT, strictPort: true },
  });
  await server.listen();
});

afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev', { timeout: 30_000 }, () => {
  it('serves the gallery with the words of portfolio.yaml and the shipped photo', async () => {
    const { status, text } = await page();
    expect(status).toBe(200);
    expect(text).toContain('<div id="root">');
    expect(text).toMatch(/<title>[^<]*Sam Okafor/);
    expect(await portfolioModule()).toContain('Harbour at dawn');
    const photo = await fetch(`${BASE}/photos/harbour.jpg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('encodes the photos the cache lacks in the background, and the catalogue then carries their fills', async () => {
    await expect.poll(async () => [...(await portfolioModule()).matchAll(/\\"fill\\":/g)].length, WAIT).toBe(2);
  });

  it('shows an edit to portfolio.yaml without a restart, on the page and in virtual:portfolio', async () => {
    writeFileSync(join(dir, 'portfolio.yaml'), words('Ada Lovelace', 'Harbour at dusk'));
    await expect.poll(async () => (await page()).text, WAIT).toMatch(/<title>[^<]*Ada Lovelace/);
    await expect.poll(portfolioModule, WAIT).toContain('Harbour at dusk');
    expect(await portfolioModule()).not.toContain('Harbour at dawn');
  });

  it('names a mistake in portfolio.yaml on the page, keeps running, and serves the gallery once it is fixed', async () => {
    writeFileSync(join(dir, 'portfolio.yaml'), words('Ada Lovelace', '[Harbour'));
    await expect.poll(async () => (await page()).status, WAIT).toBe(500);
    const { text } = await page();
    expect(text).toContain('ErrorOverlay');
    expect(text).toContain('portfolio.yaml');
    expect(text).toContain('save the fix and the page reloads');

    writeFileSync(join(dir, 'portfolio.yaml'), words('Ada Lovelace', 'Harbour at noon'));
    await expect.poll(async () => (await page()).status, WAIT).toBe(200);
    await expect.poll(portfolioModule, WAIT).toContain('Harbour at noon');
  });
});
