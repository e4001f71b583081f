// The production server: sirv serves `dist` (precompressed .br/.gz, Range, ETag) inside a small node:http
// server that adds the headers of scripts/headers.mjs and answers any path without a file with 404.html.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { headerRules, headersFor, REVALIDATE } from './headers.mjs';

// sirv labels text without a charset; the credits hold photographers' names beyond ASCII.
const TEXT_TYPES = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

/** One satisfiable `bytes=start-end` or `bytes=start-`, the only forms sirv reads correctly. */
function isSimpleRange(range) {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range);
  return match !== null && (match[2] === '' || Number(match[1]) <= Number(match[2]));
}

/** 404.html and its precompressed copies, read once; null for a site without one (the bench's baseline). */
function readNotFoundPage(dir) {
  const file = join(dir, '404.html');
  if (!existsSync(file)) return null;
  const copy = (suffix) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return { identity: readFileSync(file), br: copy('.br'), gzip: copy('.gz') };
}

/** Status 404 with the site's not-found page, precompressed as the request allows. */
function notFound(req, res, page, rules) {
  res.statusCode = 404;
  // A page, wherever it answers: with a page's policies, which a missing photo's path would not get.
  for (const [key, value] of Object.entries(headersFor('/404', rules))) res.setHeader(key, value);
  // A missing file must not be cached as if it were a hashed asset.
  res.setHeader('Cache-Control', REVALIDATE);
  if (page === null) {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found\n');
    return;
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = page.br && /\bbr\b/.test(accepted) ? 'br' : page.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const body = encoding === null ? page.identity : page[encoding];
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== null) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * Serves `root` on `port` (0: any free port). Resolves once listening, with the URL, the port and
 * `close()`, which also ends kept-alive connections.
 */
export async function startServer({ root = 'dist', port = 0, host } = {}) {
  const dir = resolve(root);
  const index = join(dir, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: run vite build`);
  // The CSP hashes the inline scripts of the page as built, which the build may write itself.
  const rules = headerRules(readFileSync(index, 'utf8'));
  // sirv reads the file list once, at start: the build must be complete by now. A route path names its
  // page without the extension (scripts/pages/site-pages.ts writes one per route).
  const files = sirv(dir, { etag: true, brotli: true, gzip: true, extensions: ['html'] });
  const notFoundPage = readNotFoundPage(dir);

  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [key, value] of Object.entries(headersFor(pathname, rules))) res.setHeader(key, value);
    const type = TEXT_TYPES[/\.\w+$/.exec(pathname)?.[0] ?? ''];
    // A type the rules give (the feed's) stands.
    if (type && !res.hasHeader('Content-Type')) res.setHeader('Content-Type', `${type}; charset=utf-8`);

    const range = req.headers.range;
    if (range !== undefined) {
      // A byte range means bytes of the file itself, never of its .br or .gz (the EXIF worker's reads).
      delete req.headers['accept-encoding'];
      // Anything else (several ranges, a suffix, start past end) gets the whole file, as RFC 9110 allows.
      if (!isSimpleRange(range)) delete req.headers.range;
    }

    // A file gone between the listing and its read (a rebuild, a test's folder removed) ends its response, not the
    // server: sirv pipes a read stream without listening for its errors.
    res.on('pipe', (source) => source.on('error', () => res.destroy()));
    files(req, res, () => notFound(req, res, notFoundPage, rules));
  });

  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const urlHost = host === undefined || host === '0.0.0.0' || host === '::' ? 'localhost' : host;

  return {
    url: `http://${urlHost.includes(':') ? `[${urlHost}]` : urlHost}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose(undefined)));
        server.closeAllConnections();
      }),
  };
}
