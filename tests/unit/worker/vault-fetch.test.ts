// @vitest-environment node
// The vault service worker's answers (src/worker/vault-fetch.ts), end to end: a file the build sealed
// (scripts/private/seal.ts), under the name the build gives it, opened at its virtual address, whole or a slice.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newContentKey, seal } from '../../../scripts/private/seal';
import { sealedName, vaultKeys, type VaultKeys } from '../../../src/lib/private/names';
import { byteRange, contentType, respond, type VaultDeps } from '../../../src/worker/vault-fetch';

const NAME = '3f9a0c-480.ab12cd34.avif';
const plain = Uint8Array.from({ length: 200 }, (_, index) => index);
let raw: Uint8Array;
let keys: VaultKeys;
let sealedPath: string;

beforeAll(async () => {
  raw = newContentKey();
  keys = await vaultKeys(raw);
  sealedPath = `sealed/${await sealedName(keys.names, NAME)}`;
});

/** The host: these files at these paths, 404 for any other. */
function deps(files: Record<string, Uint8Array>, overrides: Partial<VaultDeps> = {}) {
  const fetch = vi.fn((path: string) =>
    Promise.resolve(
      path in files ? new Response(new Uint8Array(files[path] ?? [])) : new Response('no such file', { status: 404 }),
    ),
  );
  const warn = vi.fn();
  const all: VaultDeps = {
    base: '/',
    fetch,
    keysFor: (slug) => Promise.resolve(slug === 'family' ? keys : null),
    warn,
    ...overrides,
  };
  return { deps: all, fetch, warn };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://site.test${path}`, { headers });

async function answer(request: Request, vault: VaultDeps): Promise<Response> {
  const response = respond(request, vault);
  if (!response) throw new Error('the vault left the request alone');
  return response;
}

describe('the vault’s answer', () => {
  it('opens a sealed file at its virtual address, with its type and no caching', async () => {
    const { deps: vault, fetch } = deps({ [`/${sealedPath}`]: seal(raw, plain) });
    const response = await answer(get(`/private/family/${NAME}`), vault);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(plain);
    expect(response.headers.get('Content-Type')).toBe('image/avif');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(fetch).toHaveBeenCalledWith(`/${sealedPath}`);
  });

  it('finds the file under the site’s sub-path, by its decoded name', async () => {
    const name = 'café.jpg';
    const path = `/portfolio/sealed/${await sealedName(keys.names, name)}`;
    const { deps: vault } = deps({ [path]: seal(raw, plain) }, { base: '/portfolio/' });
    const response = await answer(get(`/portfolio/private/family/${encodeURIComponent(name)}`), vault);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(respond(get(`/private/family/${NAME}`), vault)).toBeNull();
  });

  it('answers a Range with 206 and the slice asked for, and 416 past the end', async () => {
    const { deps: vault, fetch } = deps({ [`/${sealedPath}`]: seal(raw, plain) });
    const slice = await answer(get(`/private/family/${NAME}`, { Range: 'bytes=10-19' }), vault);
    expect(slice.status).toBe(206);
    expect(slice.headers.get('Content-Range')).toBe('bytes 10-19/200');
    expect(new Uint8Array(await slice.arrayBuffer())).toEqual(plain.slice(10, 20));
    const rest = await answer(get(`/private/family/${NAME}`, { Range: 'bytes=150-' }), vault);
    expect(rest.headers.get('Content-Range')).toBe('bytes 150-199/200');
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(plain.slice(150));
    const past = await answer(get(`/private/family/${NAME}`, { Range: 'bytes=200-300' }), vault);
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe('bytes */200');
    // The host is asked for the whole sealed file, each time by its path alone (no Range): GCM opens only all of it.
    expect(fetch.mock.calls).toEqual([[`/${sealedPath}`], [`/${sealedPath}`], [`/${sealedPath}`]]);
  });

  it('refuses a file sealed under another key with a bare 500, and warns once', async () => {
    const { deps: vault, warn } = deps({ [`/${sealedPath}`]: seal(newContentKey(), plain) });
    const response = await answer(get(`/private/family/${NAME}`), vault);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).not.toContain(NAME);
  });

  it('answers 403 for an album whose keys no page holds, and asks the host nothing', async () => {
    const { deps: vault, fetch } = deps({ [`/${sealedPath}`]: seal(raw, plain) });
    const response = await answer(get(`/private/strangers/${NAME}`), vault);
    expect(response.status).toBe(403);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('passes on the host’s status for a sealed file it lacks', async () => {
    const { deps: vault } = deps({});
    expect((await answer(get(`/private/family/${NAME}`), vault)).status).toBe(404);
  });

  it('leaves every other request alone: another path, another method', () => {
    const { deps: vault } = deps({});
    expect(respond(get('/photos/3f9a0c-480.ab12cd34.avif'), vault)).toBeNull();
    expect(respond(get(`/${sealedPath}`), vault)).toBeNull();
    expect(respond(get('/privately/family/x.jpg'), vault)).toBeNull();
    expect(respond(new Request(`https://site.test/private/family/${NAME}`, { method: 'HEAD' }), vault)).toBeNull();
  });

  it('answers 404 for an address that names no file', async () => {
    const { deps: vault } = deps({});
    expect((await answer(get('/private/family/'), vault)).status).toBe(404);
    expect((await answer(get('/private/family/a/b.jpg'), vault)).status).toBe(404);
    expect((await answer(get('/private/family/%E0%A4%A.jpg'), vault)).status).toBe(404);
  });
});

describe('byteRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=9-2', null],
    ['bytes=0-1,5-6', null],
    ['items=0-9', null],
    [null, null],
  ] as const)('reads %s of a 100-byte file as %o', (header, expected) => {
    expect(byteRange(header, 100)).toEqual(expected);
  });
});

describe('contentType', () => {
  it.each([
    ['a.avif', 'image/avif'],
    ['a.JPG', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['manifest.json', 'application/json'],
    ['a.webp', 'image/webp'],
    ['a.bin', 'application/octet-stream'],
    ['noext', 'application/octet-stream'],
  ])('gives %s the type %s', (name, type) => {
    expect(contentType(name)).toBe(type);
  });
});
