// @vitest-environment node
// The build's one sequence (scripts/pipeline/pipeline.ts): its steps in order, one list, each waiting for what only
// Vite has; nothing made after a problem; and a folder of every kind of trouble named in one run, then built once the
// bad files are gone.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pipeline,
  runPipeline,
  STEPS,
  type Made,
  type PipelineOptions,
  type Step,
} from '../../../scripts/pipeline/pipeline';
import type { Catalogue } from '../../../scripts/catalogue/catalogue';
import { ALL_DETAILS } from '../../../scripts/photos/details';
import { readExifFields } from '../../../scripts/photos/exif-tiff';
import { PortfolioError, type Problem } from '../../../scripts/photos/problems';
import { EN } from '../../../scripts/words/tables/en';
import { sealedName } from '../../../src/lib/private/names';
import { openSealed } from '../../../src/lib/private/sealed';
import { MANIFEST_NAME, type VaultManifest } from '../../../src/lib/private/vault';
import { cutShort, fixture, PHONE_CAMERA, pngWithExifAfterImage, withoutEnd } from '../../fixtures/photos/edits';

let dir = '';
let options: PipelineOptions;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pipeline-'));
  mkdirSync(join(dir, 'photos'));
  writeFileSync(join(dir, 'portfolio.yaml'), 'site:\n  owner: Jo Lens\n  nav:\n    - label: Gallery\n      path: /\n');
  options = {
    photosDir: join(dir, 'photos'),
    configFile: join(dir, 'portfolio.yaml'),
    cacheDir: join(dir, 'cache'),
    build: true,
    concurrency: 2,
  };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const EMPTY_CATALOGUE: Catalogue = {
  site: {
    owner: 'Jo',
    title: 'Jo',
    description: 'Photos.',
    nav: [],
    language: { tag: 'en', dir: 'ltr', locale: 'en' },
    words: EN,
    albumsLink: false,
    placesLink: false,
    download: false,
    slideshowInterval: 5,
    slideshowLoop: false,
    filmstrip: true,
  },
  details: ALL_DETAILS,
  photos: [],
  albums: [],
  vaults: [],
  documents: [],
  warnings: [],
};

const APP = { indexHtml: '<html><head><title>t</title></head><body><div id="root"></div></body></html>' };

/**
 * The pipeline's own steps, each only noting, in order, that it ran and adding what the real one adds (`check`
 * may be swapped for one that fails): a step taken out of STEPS is missing from what they note.
 */
function recording(
  check?: () => Promise<Catalogue>,
  passwordWarnings: () => Promise<Problem[]> = () => Promise.resolve([]),
): { steps: Step[]; ran: string[] } {
  const ran: string[] = [];
  const made: Record<string, (before: Made) => Promise<Partial<Made>>> = {
    scan: () =>
      Promise.resolve({
        scan: {
          config: null,
          files: [],
          documents: [],
          warnings: [],
          problems: [],
          passwords: new Map(),
          passwordWarnings,
        },
      }),
    check: async () => ({ catalogue: await (check?.() ?? Promise.resolve(EMPTY_CATALOGUE)) }),
    lock: () => Promise.resolve({ vaults: [] }),
    strip: () => Promise.resolve({ stage: join(dir, 'stage') }),
    encode: () => Promise.resolve({ fills: [] }),
    catalogue: () => Promise.resolve({ portfolio: { site: { ...EMPTY_CATALOGUE.site, credits: false }, photos: [] } }),
    pages: (before) => Promise.resolve({ files: [...before.files, { fileName: 'index.html', source: '' }] }),
    documents: () => Promise.resolve({}),
    write: () => Promise.resolve({ written: true }),
  };
  const steps = STEPS.map((step) => ({
    ...step,
    run: (before: Made) => {
      ran.push(step.name);
      return made[step.name]?.(before) ?? Promise.reject(new Error(`no stand-in for ${step.name}`));
    },
  }));
  return { steps, ran };
}

describe('the pipeline', () => {
  it('takes scan, check, lock, strip, encode, catalogue, pages, documents and write, in that order', async () => {
    const { steps, ran } = recording();
    await runPipeline(options, { app: APP, outDir: join(dir, 'dist') }, steps);
    expect(ran).toEqual(['scan', 'check', 'lock', 'strip', 'encode', 'catalogue', 'pages', 'documents', 'write']);
  });

  it('stops before the pages until Vite hands over the app it built, and before writing until its output folder', async () => {
    const { steps, ran } = recording();
    const build = pipeline(options, steps);
    await build.run();
    expect(ran).toEqual(['scan', 'check', 'lock', 'strip', 'encode', 'catalogue']);
    const made = await build.run({ app: APP });
    expect(ran.slice(6)).toEqual(['pages', 'documents']);
    expect(made.files.map((file) => file.fileName)).toEqual(['index.html']);
    expect(made.written).toBeUndefined();
    expect((await build.run({ outDir: join(dir, 'dist') })).written).toBe(true);
    expect(ran.slice(8)).toEqual(['write']);
  });

  it("adds the passwords' warnings, checked after the bundle, once the last step is done, and once only", async () => {
    const weak: Problem = { file: 'portfolio.yaml', message: 'private album `family`: the password is weak', fix: '-' };
    const check = vi.fn(() => Promise.resolve([weak]));
    const { steps } = recording(undefined, check);
    const build = pipeline(options, steps);
    expect((await build.run()).warnings).toEqual([]);
    // Not begun before Vite bundles, which wants every core.
    expect(check).not.toHaveBeenCalled();
    expect((await build.run({ app: APP })).warnings).toEqual([]);
    expect((await build.run({ outDir: join(dir, 'dist') })).warnings).toEqual([weak]);
    expect((await build.run()).warnings).toEqual([weak]);
  });

  it('fails, naming what is missing, when a step is taken out of the list', async () => {
    const withoutCheck = STEPS.filter((step) => step.name !== 'check');
    await expect(runPipeline(options, {}, withoutCheck)).rejects.toThrow(
      'the lock step needs catalogue, which no step before it made',
    );
  });

  it('only scans, checks, encodes and makes the catalogue for a dev server or a test: no files, no pages', async () => {
    const { steps, ran } = recording();
    const built = await runPipeline({ ...options, build: false }, { app: APP, outDir: join(dir, 'dist') }, steps);
    expect(ran).toEqual(['scan', 'check', 'encode', 'catalogue']);
    expect(built.stage).toBeUndefined();
    expect(built.files).toEqual([]);
  });

  it('leaves a dev server the photos the cache lacks: none encoded, and no fill until they are', async () => {
    const dev = { ...options, build: false };
    copyFileSync('tests/fixtures/photos/camera.jpg', join(options.photosDir, 'seen.jpg'));
    await runPipeline(dev);
    copyFileSync('tests/fixtures/photos/screenshot.png', join(options.photosDir, 'new.png'));
    const built = await runPipeline({ ...dev, encodeLater: true });
    expect(built.portfolio.photos.map(({ id, fill }) => [id, fill === undefined ? 'none' : 'made'])).toEqual([
      ['new', 'none'],
      ['seen', 'made'],
    ]);
    const fresh = built.catalogue.photos.find((photo) => photo.id === 'new');
    expect(fresh?.plan.derivatives.filter((file) => existsSync(join(options.cacheDir, file.key)))).toEqual([]);
    expect(built.summary).toMatchObject({ photos: 2, encoded: 1, reused: 1 });
  });

  it('encodes a photo copied into four albums, whose files store the same cache keys at once', async () => {
    for (const album of ['skye', 'best', 'coast', 'north']) {
      mkdirSync(join(options.photosDir, album));
      copyFileSync('tests/fixtures/photos/camera.jpg', join(options.photosDir, album, `${album}.jpg`));
    }
    const built = await runPipeline({ ...options, build: false });
    expect(built.summary).toMatchObject({ photos: 4, encoded: 4 });
    expect(readdirSync(options.cacheDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('makes nothing once the check has found a problem, and leaves no stage behind', async () => {
    const problem = { kind: 'damaged' as const, file: 'a.jpg', message: 'is empty (0 bytes)', fix: 'Remove it.' };
    const { steps, ran } = recording(() => Promise.reject(new PortfolioError([problem])));
    await expect(runPipeline(options, {}, steps)).rejects.toBeInstanceOf(PortfolioError);
    expect(ran).toEqual(['scan', 'check']);
    expect(existsSync(options.cacheDir) ? readdirSync(options.cacheDir) : []).toEqual([]);
  });
});

describe('runPipeline on a folder with every kind of trouble', () => {
  // Every page is the pages step's, which the e2e build tests: here it would only cost a Vite server.
  const steps = STEPS.map((step) => (step.name === 'pages' ? { ...step, run: () => Promise.resolve({}) } : step));
  const out = () => join(dir, 'dist');
  const put = (name: string, bytes: Uint8Array | string) => writeFileSync(join(options.photosDir, name), bytes);

  beforeEach(() => {
    put('empty.jpg', '');
    put('notes.jpg', 'Remember to print the harbour one.\n');
    put('cut.jpg', cutShort(readFileSync('public/photos/honey-bee.jpg')));
    put('whole.jpg', withoutEnd(fixture('camera.jpg')));
    put('phone.png', pngWithExifAfterImage(fixture('no-exif.png'), PHONE_CAMERA));
  });

  it('names exactly the three it cannot take, each once, by kind, in one run', async () => {
    const error: unknown = await runPipeline(options, {}, steps).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PortfolioError);
    const problems = (error as PortfolioError).problems.map(({ kind, file }) => [kind, file.split('/').pop()]);
    expect(problems).toEqual([
      ['damaged', 'cut.jpg'],
      ['damaged', 'empty.jpg'],
      ['not-image', 'notes.jpg'],
    ]);
  });

  it('builds once they are gone, shipping the camera fields of the PNG’s eXIf', async () => {
    for (const name of ['empty.jpg', 'notes.jpg', 'cut.jpg']) unlinkSync(join(options.photosDir, name));
    const built = await runPipeline(options, { app: APP, outDir: out() }, steps);
    expect(built.catalogue.photos.map((photo) => photo.id)).toEqual(['phone', 'whole']);
    expect(built.summary).toMatchObject({ photos: 2, encoded: 2, reused: 0 });
    expect(built.written).toBe(true);
    const shipped = readFileSync(join(out(), 'photos', 'phone.jpg'));
    const exif = shipped.indexOf('Exif\0\0');
    expect(readExifFields(shipped.subarray(exif + 6)).fields).toMatchObject(PHONE_CAMERA);
    // The JPEG without its EOI ships with one.
    expect([...readFileSync(join(out(), 'photos', 'whole.jpg')).subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(readdirSync(options.cacheDir).filter((name) => name.startsWith('.'))).toEqual([]);

    const again = await runPipeline(options, {}, steps);
    expect(again.summary).toMatchObject({ photos: 2, encoded: 0, reused: 2 });
  });
});

describe('runPipeline with a private album', () => {
  // Every page is the pages step's, which the e2e build tests: here it would only cost a Vite server.
  const steps = STEPS.map((step) => (step.name === 'pages' ? { ...step, run: () => Promise.resolve({}) } : step));
  const out = () => join(dir, 'dist');

  beforeEach(() => {
    mkdirSync(join(options.photosDir, 'family'));
    copyFileSync('tests/fixtures/photos/camera.jpg', join(options.photosDir, 'harbour.jpg'));
    copyFileSync('tests/fixtures/photos/camera.jpg', join(options.photosDir, 'family', 'beach-day.jpg'));
    writeFileSync(
      options.configFile,
      'site:\n  owner: Jo Lens\n  nav:\n    - label: Gallery\n      path: /\n' +
        'albums:\n  - folder: family\n    private: true\nphotos:\n  - file: family/beach-day.jpg\n    title: Grandma waves\n',
    );
    vi.stubEnv('PORTFOLIO_PASSWORD_FAMILY', 'copper-lantern-orbit-meadow-quietly');
  });

  it('seals every file of the album under a name that says nothing, and its manifest opens to its photos', async () => {
    const built = await runPipeline(options, { app: APP, outDir: out() }, steps);
    expect(built.catalogue.photos.map((photo) => photo.id)).toEqual(['harbour']);
    const [vault] = built.vaults ?? [];
    if (!vault) throw new Error('no private album was sealed');
    // The public photo's files are in photos/, and nothing of the album is.
    expect(readdirSync(join(out(), 'photos')).filter((name) => !name.startsWith('harbour'))).toEqual([]);
    const sealed = readdirSync(join(out(), 'sealed'));
    const [photo] = vault.vault.photos;
    expect(sealed).toHaveLength((photo?.plan.derivatives.length ?? 0) + 1);
    for (const name of sealed) expect(name).toMatch(/^[0-9a-f]{32}$/);

    // The manifest, found by the name the app asks for it by, opens to the album with its photo under a sealed id.
    const { keys } = vault.seal;
    const manifestName = `sealed/${await sealedName(keys.names, MANIFEST_NAME)}`;
    const manifestFile = built.files.find((file) => file.fileName === manifestName);
    if (!manifestFile || typeof manifestFile.source === 'string') throw new Error('no sealed manifest');
    const manifest = JSON.parse(
      new TextDecoder().decode(await openSealed(keys.content, manifestFile.source)),
    ) as VaultManifest;
    expect(manifest.album).toMatchObject({ folder: 'family', slug: 'family' });
    expect(manifest.photos).toEqual([expect.objectContaining({ title: 'Grandma waves', vault: 'family' })]);
    const id = manifest.photos[0]?.id ?? '';
    expect(id).toMatch(/^family\.[0-9a-f]{32}$/);
    expect(manifest.album.cover).toBe(id);

    // Each file opens, found as the service worker finds it, to what the public photo's same bytes ship as.
    const jpeg = await openSealed(
      keys.content,
      readFileSync(join(out(), 'sealed', await sealedName(keys.names, `${id}.jpg`))),
    );
    expect(Buffer.from(jpeg).equals(readFileSync(join(out(), 'photos', 'harbour.jpg')))).toBe(true);
    const [first] = photo?.plan.derivatives ?? [];
    const asked = `${id}${first?.fileName.slice('photos/beach-day'.length) ?? ''}`;
    const derivative = await openSealed(
      keys.content,
      readFileSync(join(out(), 'sealed', await sealedName(keys.names, asked))),
    );
    expect(Buffer.from(derivative).equals(readFileSync(join(options.cacheDir, first?.key ?? '')))).toBe(true);

    // A second build keeps the album's key, so every name holds, and the lock's salt with it.
    rmSync(out(), { recursive: true });
    const again = await runPipeline(options, { app: APP, outDir: out() }, steps);
    expect(readdirSync(join(out(), 'sealed')).sort()).toEqual([...sealed].sort());
    const salt = async (build: typeof built) => (await build.vaults?.[0]?.seal.lock)?.lock.salt;
    expect(await salt(again)).toBe(await salt(built));
  });
});
