// @vitest-environment node
// The build's one sequence (scripts/pipeline/pipeline.ts): its steps in order, nothing made after a problem, and a
// folder of every kind of trouble named in one run, then built once the bad files are gone.
import {
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
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  runPipeline,
  STAGES,
  writePhotos,
  type PipelineOptions,
  type Stages,
} from '../../../scripts/pipeline/pipeline';
import type { Catalogue, CataloguePhoto } from '../../../scripts/photos/catalogue';
import { planPhoto } from '../../../scripts/photos/derivatives';
import { ALL_DETAILS } from '../../../scripts/photos/details';
import { readExifFields } from '../../../scripts/photos/exif-tiff';
import { PortfolioError } from '../../../scripts/photos/problems';
import { EN } from '../../../scripts/words/tables/en';
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
    download: false,
  },
  details: ALL_DETAILS,
  photos: [],
  albums: [],
  documents: [],
  warnings: [],
};

/** Stages that only note, in order, that they ran; `check` may be swapped for one that fails. */
function recording(check?: Stages['check']): { stages: Stages; ran: string[] } {
  const ran: string[] = [];
  const stages: Stages = {
    scan: () => {
      ran.push('scan');
      return Promise.resolve({ config: null, files: [], documents: [], warnings: [], problems: [] });
    },
    check: (scan, checkOptions) => {
      ran.push('check');
      return check ? check(scan, checkOptions) : Promise.resolve(EMPTY_CATALOGUE);
    },
    strip: () => {
      ran.push('strip');
      return Promise.resolve();
    },
    encode: () => {
      ran.push('encode');
      return Promise.resolve([]);
    },
    render: () => {
      ran.push('render');
      return Promise.resolve({ home: '', photos: [], albumPages: [], script: '' });
    },
  };
  return { stages, ran };
}

describe('runPipeline', () => {
  it('runs scan, check, strip, encode and render, in that order', async () => {
    const { stages, ran } = recording();
    await runPipeline(options, stages);
    expect(ran).toEqual(['scan', 'check', 'strip', 'encode', 'render']);
  });

  it('only scans, checks and encodes for a dev server or a test, which want no files and no pages', async () => {
    const { stages, ran } = recording();
    const built = await runPipeline({ ...options, build: false }, stages);
    expect(ran).toEqual(['scan', 'check', 'encode']);
    expect(built.stage).toBeUndefined();
    expect(built.pages).toBeUndefined();
  });

  it('leaves a dev server the photos the cache lacks: none decoded or encoded, and no fill until they are', async () => {
    const photo = (id: string, cached: boolean): CataloguePhoto => ({
      ...{ path: `${id}.jpg`, album: null, id, title: id, alt: id, modified: new Date(0), cached },
      ...{ format: 'jpeg', width: 100, height: 80, camera: {} },
      plan: planPhoto({ id, source: `${id}.jpg`, digest: id, format: 'jpeg', width: 100 }),
    });
    let decode: boolean | undefined;
    let encoded: string[] = [];
    const { stages } = recording((_scan, checkOptions) => {
      decode = checkOptions.decode;
      return Promise.resolve({ ...EMPTY_CATALOGUE, photos: [photo('seen', true), photo('new', false)] });
    });
    stages.encode = (photos) => {
      encoded = photos.map(({ plan }) => plan.id);
      return Promise.resolve(photos.map(() => 'linear-gradient(#102030, #405060)'));
    };
    const built = await runPipeline({ ...options, build: false, encodeLater: true }, stages);
    expect({ decode, encoded }).toEqual({ decode: false, encoded: ['seen'] });
    expect(built.portfolio.photos.map(({ id, fill }) => [id, fill])).toEqual([
      // As a page carries it: two #rgb colours.
      ['seen', 'linear-gradient(#123, #456)'],
      ['new', undefined],
    ]);
    expect(built.summary).toMatchObject({ photos: 2, encoded: 1, reused: 1 });
  });

  it('makes nothing once the check has found a problem, and leaves no stage behind', async () => {
    const problem = { kind: 'damaged' as const, file: 'a.jpg', message: 'is empty (0 bytes)', fix: 'Remove it.' };
    const { stages, ran } = recording(() => Promise.reject(new PortfolioError([problem])));
    await expect(runPipeline(options, stages)).rejects.toBeInstanceOf(PortfolioError);
    expect(ran).toEqual(['scan', 'check']);
    expect(existsSync(options.cacheDir) ? readdirSync(options.cacheDir) : []).toEqual([]);
  });
});

describe('runPipeline on a folder with every kind of trouble', () => {
  // Every page's markup is the render stage's, which the e2e build tests: here it would only cost a Vite server.
  const stages: Stages = {
    ...STAGES,
    render: () => Promise.resolve({ home: '', photos: [], albumPages: [], script: '' }),
  };
  const put = (name: string, bytes: Uint8Array | string) => writeFileSync(join(options.photosDir, name), bytes);

  beforeEach(() => {
    put('empty.jpg', '');
    put('notes.jpg', 'Remember to print the harbour one.\n');
    put('cut.jpg', cutShort(readFileSync('public/photos/honey-bee.jpg')));
    put('whole.jpg', withoutEnd(fixture('camera.jpg')));
    put('phone.png', pngWithExifAfterImage(fixture('no-exif.png'), PHONE_CAMERA));
  });

  it('names exactly the three it cannot take, each once, by kind, in one run', async () => {
    const error: unknown = await runPipeline(options, stages).catch((thrown: unknown) => thrown);
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
    const built = await runPipeline(options, stages);
    expect(built.catalogue.photos.map((photo) => photo.id)).toEqual(['phone', 'whole']);
    expect(built.summary).toMatchObject({ photos: 2, encoded: 2, reused: 0 });
    const out = join(dir, 'dist');
    await writePhotos(built, out, options);
    const shipped = readFileSync(join(out, 'photos', 'phone.jpg'));
    const exif = shipped.indexOf('Exif\0\0');
    expect(readExifFields(shipped.subarray(exif + 6)).fields).toMatchObject(PHONE_CAMERA);
    // The JPEG without its EOI ships with one.
    expect([...readFileSync(join(out, 'photos', 'whole.jpg')).subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(readdirSync(options.cacheDir).filter((name) => name.startsWith('.'))).toEqual([]);

    const again = await runPipeline(options, stages);
    expect(again.summary).toMatchObject({ photos: 2, encoded: 0, reused: 2 });
  });
});
