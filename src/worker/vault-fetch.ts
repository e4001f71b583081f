// The vault service worker's answer to one request, with no service-worker global in it: a private album's file at
// its virtual address (`<base>private/<slug>/<name>`), fetched sealed, opened with the album's keys and sliced as
// asked. vault.sw.ts hands it fetch, the keys and the console.
import { sealedName, type VaultKeys } from '../lib/private/names';
import { openSealed, SealedFileError } from '../lib/private/sealed';

export interface VaultDeps {
  /** The site's base path, the registration scope's pathname: `/`, or a sub-path ending in `/`. */
  base: string;
  /** Fetches a path of the site, as it is. */
  fetch: (path: string) => Promise<Response>;
  /** The album's keys, or null when no page holds them. */
  keysFor: (slug: string) => Promise<VaultKeys | null>;
  warn: (message: string) => void;
}

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  json: 'application/json',
  webp: 'image/webp',
};

export const contentType = (name: string): string =>
  TYPES[/\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Bytes `[start, end]` of a file, as a `Range` header asks; null to send it whole, 'unsatisfiable' for a 416. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The one range a `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` header asks of a file of `size` bytes. Anything else (a
 * list of ranges, another unit, b before a) is ignored and the file sent whole, as RFC 9110 §14.2 lets a server do.
 */
export function byteRange(header: string | null, size: number): ByteRange {
  const match = header === null ? null : /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}

// Opened bytes are the visitor's private photos: never into the HTTP cache, where they would outlive the album's keys.
const PRIVATE_HEADERS = { 'Cache-Control': 'no-store' };

const status = (code: number) => new Response(null, { status: code, headers: PRIVATE_HEADERS });

/** A file's opened bytes as the request asks: whole (200), a slice (206), or 416 past its end. */
function fileResponse(bytes: Uint8Array<ArrayBuffer>, name: string, range: string | null): Response {
  const size = bytes.length;
  const wanted = byteRange(range, size);
  const headers = { ...PRIVATE_HEADERS, 'Content-Type': contentType(name), 'Accept-Ranges': 'bytes' };
  if (wanted === 'unsatisfiable')
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  if (wanted === null)
    return new Response(bytes, { status: 200, headers: { ...headers, 'Content-Length': String(size) } });
  const { start, end } = wanted;
  return new Response(bytes.slice(start, end + 1), {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${size}`,
    },
  });
}

/** The album and file a vault address names, decoded; null when it names none (a folder, or bad escapes). */
function fileOf(path: string): { slug: string; name: string } | null {
  const parts = path.split('/');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  try {
    return { slug: decodeURIComponent(parts[0]), name: decodeURIComponent(parts[1]) };
  } catch {
    return null;
  }
}

async function open(file: { slug: string; name: string }, range: string | null, deps: VaultDeps): Promise<Response> {
  const keys = await deps.keysFor(file.slug);
  if (!keys) return status(403);
  const sealed = await deps.fetch(`${deps.base}sealed/${await sealedName(keys.names, file.name)}`);
  if (!sealed.ok) {
    await sealed.body?.cancel();
    return status(sealed.status);
  }
  try {
    const bytes = await openSealed(keys.content, new Uint8Array(await sealed.arrayBuffer()));
    return fileResponse(bytes, file.name, range);
  } catch (error) {
    if (!(error instanceof SealedFileError)) throw error;
    // The album's name only: which photo failed is the visitor's business, and the reason says nothing an attacker
    // lacks. The page sees a bare 500 either way.
    deps.warn(`vault: a file of the private album "${file.slug}" would not open: ${error.message}`);
    return status(500);
  }
}

/**
 * The answer to a request, or null to leave it to the network: only a GET under `<base>private/` is the vault's, so
 * every other request of the site (and of any page in scope) goes on untouched.
 */
export function respond(request: Request, deps: VaultDeps): Promise<Response> | null {
  const prefix = `${deps.base}private/`;
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET' || !pathname.startsWith(prefix)) return null;
  const file = fileOf(pathname.slice(prefix.length));
  if (!file) return Promise.resolve(status(404));
  return open(file, request.headers.get('Range'), deps);
}
