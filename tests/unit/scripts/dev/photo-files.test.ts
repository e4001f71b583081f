// @vitest-environment node
// photos/ on the dev server, as the app expects of a build: the shipped JPEG answering Range with 206 for the EXIF
// worker, each derivative from the cache or, until it is made, a quick JPEG of its width, and the documents.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devSite, type DevSite } from '../../../../scripts/dev/dev-site';
import { photoFiles } from '../../../../scripts/dev/photo-files';
import { rangeOf } from '../../../../scripts/dev/send-bytes';
import { cachePath, processPhoto } from '../../../../scripts/photos/derivatives';

let dir = '';
let site: DevSite;
let server: Server;
let base = '';
let hurried: string[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'photo-files-'));
  const photosDir = join(dir, 'photos');
  mkdirSync(photosDir);
  copyFileSync('tests/fixtures/photos/camera.jpg', join(photosDir, 'harbour.jpg'));
  writeFileSync(join(photosDir, 'CREDITS.md'), '# Credits\n');
  writeFileSync(
    join(dir, 'portfolio.yaml'),
    'site:\n  owner: Sam Okafor\n  nav:\n    - label: Gallery\n      path: /\n',
  );
  const options = { photosDir, configFile: join(dir, 'portfolio.yaml'), cacheDir: join(dir, 'cache') };
  // Nothing is encoded in the background here: the test makes the files itself when it wants them.
  site = devSite({ ...options, encode: () => new Promise<string>(() => undefined) });
  hurried = [];
  const files = photoFiles({ current: () => site.current(), hurry: (photo) => hurried.push(photo.id) }, options);
  server = createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterEach(async () => {
  site.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('photoFiles', () => {
  it("answers a Range of a photo's shipped JPEG with 206 and those bytes, as the worker reads its EXIF", async () => {
    const whole = await bytesOf(await fetch(`${base}/photos/harbour.jpg`));
    expect([...whole.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(whole.includes('Exif\0\0')).toBe(true);

    const head = await fetch(`${base}/photos/harbour.jpg`, { headers: { Range: 'bytes=0-575' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('Content-Range')).toBe(`bytes 0-575/${String(whole.length)}`);
    expect(await bytesOf(head)).toEqual(whole.subarray(0, 576));

    const past = await fetch(`${base}/photos/harbour.jpg`, { headers: { Range: `bytes=${String(whole.length)}-` } });
    expect(past.status).toBe(416);
  });

  it('answers a derivative not made yet with a quick JPEG of its width, kept by no cache, and encodes that photo next', async () => {
    const [photo] = (await site.current()).catalogue.photos;
    const derivative = photo?.plan.derivatives.find((candidate) => candidate.format === 'avif');
    if (!photo || !derivative) throw new Error('the photo has no AVIF derivative');

    const quick = await fetch(`${base}/${derivative.fileName}`);
    expect(quick.status).toBe(200);
    expect(quick.headers.get('Content-Type')).toBe('image/jpeg');
    expect(quick.headers.get('Cache-Control')).toBe('no-store');
    expect(await sharp(await bytesOf(quick)).metadata()).toMatchObject({ format: 'jpeg', width: derivative.width });
    expect(hurried).toEqual(['harbour']);

    await processPhoto(photo.plan, join(dir, 'cache'));
    const made = await fetch(`${base}/${derivative.fileName}`);
    expect(made.headers.get('Content-Type')).toBe('image/avif');
    expect(made.headers.get('Cache-Control')).toMatch(/immutable/);
    expect(await bytesOf(made)).toEqual(readFileSync(cachePath(join(dir, 'cache'), derivative.key)));
  });

  it('serves the documents beside the photos, and nothing else under photos/', async () => {
    expect(await (await fetch(`${base}/photos/CREDITS.md`)).text()).toBe('# Credits\n');
    expect((await fetch(`${base}/photos/harbour.heic`)).status).toBe(404);
    expect((await fetch(`${base}/photos/harbour.jpg`, { method: 'HEAD' })).headers.get('Content-Length')).toMatch(
      /^[1-9]\d*$/,
    );
  });
});

describe('rangeOf', () => {
  it.each([
    ['bytes=0-575', [0, 575]],
    ['bytes=900-', [900, 999]],
    ['bytes=-100', [900, 999]],
    ['bytes=0-5000', [0, 999]],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=0-1, 5-6', undefined],
    ['bytes=5-1', undefined],
    [undefined, undefined],
  ] as const)('reads %s of 1000 bytes as %j', (header, span) => {
    expect(rangeOf(header, 1000)).toEqual(span);
  });
});
