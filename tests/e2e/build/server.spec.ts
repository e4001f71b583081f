// The production server (scripts/server.mjs) on the build, over raw HTTP: routes, 404s, Range, brotli
// and gzip, cache and security headers, and the same headers as vercel.json declares for Vercel.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  headersFor,
  IMMUTABLE,
  inlineScriptHashes,
  REVALIDATE,
  SHORT,
  vercelConfig,
  type VercelConfig,
} from '../../../scripts/headers.mjs';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';
import { collectPageErrors, expectCardDetails, TALL_VIEWPORT } from '../support';

const DIST = 'dist';
const VERCEL = JSON.parse(readFileSync('vercel.json', 'utf8')) as VercelConfig;
/** The page as built, whose inline scripts the CSP allows by their hashes. */
const BUILT_HTML = (): string => readFileSync(join(DIST, 'index.html'), 'utf8');

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over node:http, so the body arrives exactly as sent (never decompressed on the way). */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function distFile(pattern: RegExp, folder = 'assets'): string {
  const name = readdirSync(join(DIST, folder)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${String(pattern)} in dist/${folder}`);
  return `/${folder}/${name}`;
}

/** Paths no route matches: the app's router draws "Page not found" for them. */
const UNKNOWN_ROUTES = ['/nope', '/some/unknown/page', '/espresso/shots/42', '/p/no-such-photo'];
const MISSING_FILES = ['/assets/nope.js', '/assets/nope', '/photos/nope.jpg', '/photos/nope', '/nope.txt'];

const ENTRY_JS = (): string => distFile(/^index-[\w-]+\.js$/);
const ENTRY_CSS = (): string => distFile(/^index-[\w-]+\.css$/);

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ root: DIST, port: 0 });
});
test.afterAll(async () => {
  await server.close();
});

test.describe('production server', () => {
  for (const path of ['/', '/espresso', '/running']) {
    test(`answers the route ${path} with the app's HTML, precompressed, revalidated on every visit`, async () => {
      const html = readFileSync(join(DIST, 'index.html'));
      const response = await get(server.url, path);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html;\s*charset=utf-8$/);
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(response.body.equals(html)).toBe(true);
      const brotli = await get(server.url, path, { 'Accept-Encoding': 'br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(html)).toBe(true);
    });
  }

  for (const path of [...UNKNOWN_ROUTES, ...MISSING_FILES]) {
    test(`answers ${path}, which names nothing, with 404 and the app's HTML, which shows its not-found screen`, async () => {
      const response = await get(server.url, path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html;\s*charset=utf-8$/);
      // Not even under /assets/, whose files are cached for good: a missing file may exist after a deploy.
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.equals(readFileSync(join(DIST, 'index.html')))).toBe(true);
    });
  }

  test('sends the not-found page precompressed as the browser asks, and no body to HEAD', async () => {
    const html = readFileSync(join(DIST, 'index.html'));
    const brotli = await get(server.url, '/nope', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(404);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).equals(html)).toBe(true);

    const gzip = await get(server.url, '/nope', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);

    const head = await get(server.url, '/nope', {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.headers['content-length']).toBe(String(html.length));
    expect(head.body.length).toBe(0);
  });

  test('answers a Range request on a photo with 206 and exactly those bytes, even when compression is offered', async () => {
    const file = readFileSync(join(DIST, 'photos', 'colorful-cups.jpg'));
    for (const [start, end] of [
      [0, 40_959],
      [40_960, 44_312],
    ] as const) {
      const response = await get(server.url, '/photos/colorful-cups.jpg', {
        Range: `bytes=${start}-${end}`,
        'Accept-Encoding': 'br, gzip',
      });
      expect(response.status).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${file.length}`);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.equals(file.subarray(start, end + 1))).toBe(true);
    }
  });

  test('answers a range past the end with 416, and a range it cannot read with the whole file', async () => {
    const size = statSync(join(DIST, 'photos', 'dew-drop.jpg')).size;
    const past = await get(server.url, '/photos/dew-drop.jpg', { Range: `bytes=${size}-${size + 10}` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    const backwards = await get(server.url, '/photos/dew-drop.jpg', { Range: 'bytes=500-100' });
    expect(backwards.status).toBe(200);
    expect(backwards.body.length).toBe(size);
  });

  test('serves the JavaScript precompressed with brotli or gzip as the browser asks, and plain otherwise', async () => {
    const path = ENTRY_JS();
    const original = readFileSync(join(DIST, path));
    const brotli = await get(server.url, path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);

    const gzip = await get(server.url, path, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);

    const plain = await get(server.url, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  test('caches hashed assets for a year, un-hashed files for an hour, and revalidates index.html', async () => {
    const expected: [string, string][] = [
      [ENTRY_JS(), IMMUTABLE],
      [ENTRY_CSS(), IMMUTABLE],
      [distFile(/^exif\.worker-[\w-]+\.js$/), IMMUTABLE],
      ['/index.html', REVALIDATE],
      // The vault service worker, at a fixed name: an update must reach visitors.
      ['/sw.js', REVALIDATE],
      ['/photos/dew-drop.jpg', SHORT],
      ['/photos/CREDITS.md', SHORT],
      ['/favicon.png', SHORT],
    ];
    for (const [path, cacheControl] of expected) {
      const response = await get(server.url, path);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe(cacheControl);
      expect(response.headers.etag, path).toBeTruthy();
    }
  });

  test('answers a repeat request with its ETag by 304', async () => {
    const first = await get(server.url, '/photos/dew-drop.jpg');
    const again = await get(server.url, '/photos/dew-drop.jpg', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('serves the credits as UTF-8 Markdown, so the photographers’ names read right', async () => {
    const response = await get(server.url, '/photos/CREDITS.md', { 'Accept-Encoding': 'br' });
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(brotliDecompressSync(response.body).equals(readFileSync(join(DIST, 'photos', 'CREDITS.md')))).toBe(true);
  });

  test('refuses methods other than GET and HEAD', async () => {
    const response = await get(server.url, '/', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

test.describe('a server on another build', () => {
  const FIXTURE_HTML = '<!doctype html><title>fixture</title><script>document.title = "built";</script>';
  let root = '';
  let fixture: RunningServer;
  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'server-spec-'));
    mkdirSync(join(root, 'photos'));
    writeFileSync(join(root, 'index.html'), FIXTURE_HTML);
    for (const name of ['dew-drop-640.0123abcd.avif', 'dew-drop-1280.89abcdef.avif', 'dew-drop-320.deadbeef.jpg']) {
      writeFileSync(join(root, 'photos', name), 'pixels');
    }
    writeFileSync(join(root, 'photos', 'dew-drop.jpg'), 'pixels');
    fixture = await startServer({ root, port: 0 });
  });
  test.afterAll(async () => {
    await fixture.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('caches a derivative named <id>-<width>.<hash>.<format> for a year, the original for an hour', async () => {
    for (const name of ['dew-drop-640.0123abcd.avif', 'dew-drop-1280.89abcdef.avif', 'dew-drop-320.deadbeef.jpg']) {
      const response = await get(fixture.url, `/photos/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control'], name).toBe(IMMUTABLE);
    }
    expect((await get(fixture.url, '/photos/dew-drop.jpg')).headers['cache-control']).toBe(SHORT);
  });

  test('answers a missing path with a plain-text 404 when the build has no 404.html', async () => {
    const response = await get(fixture.url, '/nope');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('allows the inline scripts of the index.html it serves', async () => {
    const csp = String((await get(fixture.url, '/')).headers['content-security-policy']);
    const [fixtureHash] = inlineScriptHashes(FIXTURE_HTML);
    expect(csp).toContain(`script-src 'self' ${String(fixtureHash)};`);
  });
});

test.describe('security headers and vercel.json', () => {
  const declared = new Set(VERCEL.headers.flatMap((rule) => rule.headers.map(({ key }) => key.toLowerCase())));

  test('vercel.json is written from scripts/headers.mjs and the built index.html (run `npm run vercel-json`)', () => {
    expect(VERCEL).toEqual(vercelConfig(BUILT_HTML()));
  });

  test('sends, for every kind of path, exactly the headers vercel.json declares for it', async () => {
    const paths: [string, number][] = [
      ['/', 200],
      ['/espresso', 200],
      ['/running', 200],
      ['/index.html', 200],
      [ENTRY_JS(), 200],
      [ENTRY_CSS(), 200],
      ['/photos/honey-bee.jpg', 200],
      ['/photos/CREDITS.md', 200],
      ['/favicon.png', 200],
      ['/sw.js', 200],
      ['/p/honey-bee', 200],
      ['/robots.txt', 200],
      ...UNKNOWN_ROUTES.map((path): [string, number] => [path, 404]),
    ];
    for (const [path, status] of paths) {
      const response = await get(server.url, path, { 'Accept-Encoding': 'br' });
      expect(response.status, path).toBe(status);
      const expected = Object.fromEntries(
        Object.entries(headersFor(path, VERCEL.headers)).map(([key, value]) => [key.toLowerCase(), value]),
      );
      // Content-Type is declared for the feed alone; every other file's is the server's own.
      const sent = Object.fromEntries(
        Object.entries(response.headers).filter(
          ([key]) => declared.has(key) && (key !== 'content-type' || key in expected),
        ),
      );
      expect(sent, path).toEqual(expected);
    }
  });

  test('sends the icon, a PNG asked for again at every change of address, without the pages’ policies', async () => {
    const icon = await get(server.url, '/favicon.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.body.subarray(1, 4).toString()).toBe('PNG');
    expect(icon.headers['content-security-policy']).toBeUndefined();
    expect(icon.headers['permissions-policy']).toBeUndefined();
    expect((await get(server.url, '/')).headers['content-security-policy']).toContain("default-src 'self'");
    expect(BUILT_HTML()).toContain('<link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />');
  });

  test('has Vercel serve each route from its page and 404.html, with 404, for any other path: no catch-all', () => {
    // cleanUrls: `/espresso` is served from espresso.html; Vercel sends 404.html for a path with no file.
    expect(VERCEL.cleanUrls).toBe(true);
    expect(VERCEL).not.toHaveProperty('rewrites');
    expect(VERCEL).not.toHaveProperty('routes');
    const html = readFileSync(join(DIST, 'index.html'));
    for (const file of ['espresso.html', 'running.html', '404.html']) {
      expect(readFileSync(join(DIST, file)).equals(html), file).toBe(true);
    }
  });

  test('allows exactly the inline scripts of the built index.html (the pre-paint script), by their hashes, and no other', () => {
    const csp = headersFor('/', VERCEL.headers)['Content-Security-Policy'] ?? '';
    const scriptSrc = /(?:^|;\s*)script-src ([^;]+)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
    const built = inlineScriptHashes(BUILT_HTML());
    expect(built).toHaveLength(1);
    expect(scriptSrc.sort()).toEqual(["'self'", ...built].sort());
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp.split(/;\s*/)).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
  });

  test('runs the whole app under that policy, worker included, with no violation', async ({ page }) => {
    await page.setViewportSize(TALL_VIEWPORT);
    const { errors } = await collectPageErrors(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toBe(
      headersFor('/', VERCEL.headers)['Content-Security-Policy'],
    );
    await expectCardDetails(page);
    await page.getByRole('tab', { name: 'Slides' }).click();
    await page.getByRole('button', { name: 'Next image' }).click();
    // The slideshow stays on: Espresso opens on its photo's own page.
    await page.getByRole('link', { name: 'Espresso' }).click();
    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    await expect(page.getByRole('link', { name: 'Espresso' })).toHaveClass(/nav-button-current/);
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
