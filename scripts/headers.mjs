// The response headers of the production site, declared once, as functions of the built HTML: the server
// sends them and `vercel.json` is written from them (`npm run vercel-json`), so local and hosted agree.
import { createHash } from 'node:crypto';

/** sha256 CSP sources of every classic inline <script> in an HTML page (ours: the theme and the prerender). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    // A data block (the catalogue's JSON) never runs, so it needs no hash.
    if (/\bsrc\s*=|\btype="application\/json"/.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy for a site whose pages are `html`: its inline scripts run by their hashes, no others. A worker's
 * (`wasm`) may also compile WebAssembly: the unlock worker stretches a private album's password with hash-wasm.
 */
export function contentSecurityPolicy(html, { wasm = false } = {}) {
  return [
    "default-src 'self'",
    // No unsafe-inline for scripts: only the page's own inline scripts, by their hashes, run inline.
    `script-src 'self'${wasm ? " 'wasm-unsafe-eval'" : ''} ${inlineScriptHashes(html).join(' ')}`,
    // React sets styles through the CSSOM, which CSP does not govern; no <style> or style="" is needed.
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "worker-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

const SECURITY = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only features Chromium knows: an unknown one is logged as an error on every page load.
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Every path but the photos' files (a private album's sealed too), what Vite writes under /assets/, and the icon: a
 * PNG runs nothing, and the icon is asked for again at every change of address.
 */
const PAGES = '/((?!photos/|sealed/|assets/|favicon\\.png$).*)';
/** A worker's script, whose own response's policy governs the worker. */
const WORKERS = '/assets/:file(.+\\.worker-[\\w-]+\\.js)';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name does not change with their content: cached an hour, then revalidated by ETag. */
export const SHORT = 'public, max-age=3600';
/**
 * The HTML of every route, every 404, and /sw.js (the vault service worker, at a fixed name): always revalidated, so
 * a deploy shows at the next visit.
 */
export const REVALIDATE = 'no-cache';

/**
 * Rules in Vercel's `headers` form, for a site whose pages are the built `html` (every route's page is a
 * copy of it). Every rule whose `source` matches the request path applies, in order; a later rule
 * overrides an earlier one's header of the same name (as on Vercel).
 */
export function headerRules(html) {
  return [
    // REVALIDATE for all but what a later rule caches longer: the pages, and /sw.js, whose updates must reach visitors.
    { source: '/(.*)', headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': REVALIDATE } },
    // The policies of what a page (or a worker) may do: a photo, the icon, a stylesheet, a module or a data file is
    // governed by its page's, and these headers on each response of a first load add up on a phone.
    ...[PAGES, WORKERS].map((source) => ({
      source,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(html, { wasm: source === WORKERS }), ...SECURITY },
    })),
    { source: '/favicon.png', headers: { 'Cache-Control': SHORT } },
    { source: '/photos/(.*)', headers: { 'Cache-Control': SHORT } },
    // A private album's files, named by what they are asked for by: any build's bytes open alike under its key.
    { source: '/sealed/(.*)', headers: { 'Cache-Control': SHORT } },
    // The Atom feed (scripts/pages/site-pages.ts): readers know a feed by its own type.
    { source: '/feed.xml', headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } },
    // Vite names every file under /assets/ by its content hash.
    { source: '/assets/(.*)', headers: { 'Cache-Control': IMMUTABLE } },
    // Photo derivatives: <id>-<width>.<8 hex content hash>.<format>.
    {
      source: '/photos/:file([a-z0-9-]+-\\d+\\.[0-9a-f]{8}\\.(?:avif|jpg))',
      headers: { 'Cache-Control': IMMUTABLE },
    },
  ];
}

/**
 * A RegExp for the subset of Vercel's path-to-regexp `source` syntax used above: literal text, `(…)`
 * groups taken as regular expressions, and `:name(…)` parameters.
 */
export function sourceToRegExp(source) {
  let pattern = '';
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === ':') {
      const name = /^:\w+/.exec(source.slice(index));
      if (!name || source[index + name[0].length] !== '(') throw new Error(`unsupported parameter in ${source}`);
      index += name[0].length;
      continue;
    }
    if (char === '(') {
      let depth = 0;
      let end = index;
      for (; end < source.length; end += 1) {
        if (source[end] === '\\') end += 1;
        else if (source[end] === '(') depth += 1;
        else if (source[end] === ')' && --depth === 0) break;
      }
      if (depth !== 0) throw new Error(`unbalanced group in ${source}`);
      pattern += source.slice(index, end + 1);
      index = end + 1;
      continue;
    }
    pattern += char.replace(/[.*+?^${}|[\]\\]/g, '\\$&');
    index += 1;
  }
  return new RegExp(`^${pattern}$`);
}

/** The headers the rules give a request path, later rules overriding earlier ones. */
export function headersFor(pathname, rules) {
  const headers = {};
  for (const rule of rules) {
    if (!sourceToRegExp(rule.source).test(pathname)) continue;
    const entries = Array.isArray(rule.headers)
      ? rule.headers.map(({ key, value }) => [key, value])
      : Object.entries(rule.headers);
    for (const [key, value] of entries) headers[key] = value;
  }
  return headers;
}

/** `vercel.json`, as written from the rules above for the built `html`. */
export function vercelConfig(html) {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    framework: 'vite',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    headers: headerRules(html).map(({ source, headers }) => ({
      source,
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
    // `/espresso` is served from espresso.html, as locally; a path with no file gets 404.html, status 404.
    cleanUrls: true,
  };
}
