// The build as one sequence, read top to bottom in STEPS: scan the photos folder and portfolio.yaml → check every
// photo (decoded whole; every problem named at once, and nothing more done) → lock (each private album's key, locked
// under its passwords) → strip (each shipped JPEG, a private album's sealed) → encode
// (the derivatives, a core each) → catalogue (what pages carry, and its files) → pages (every page, made of the
// index.html Vite built) → documents (the folder's text files) → write (the photos, into the output folder).
// Vite only hands it what it needs and takes what it made (scripts/vite/); tests run it on their own.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Catalogue, CataloguePhoto, SiteScan, Vault } from '../catalogue/catalogue.ts';
import { checkSite, scanSite } from '../catalogue/site-scan.ts';
import { portfolioOf, siteData, vaultManifest, type Portfolio, type SiteData } from '../pages/portfolio.ts';
import { renderSite, type RenderOptions } from '../pages/render.ts';
import { sitePages } from '../pages/site-pages.ts';
import type { CheckedPhoto } from '../photos/check.ts';
import { encodePhotos } from '../photos/derivatives.ts';
import type { Problem } from '../photos/problems.ts';
import { discardStage, freshStage, stripPhotos, writePhotos, type ShipAs } from '../photos/shipped.ts';
import { keptDir, sealedFile, sealedId, vaultSeal, type VaultSeal } from '../private/vaults.ts';
import { MANIFEST_NAME } from '../../src/lib/private/vault.ts';
import { SILENT, type Progress, type Summary } from './progress.ts';

export interface PipelineOptions {
  /** Where the originals are, as the owner knows it (public/photos). */
  photosDir: string;
  configFile: string;
  /** Where encoded files are kept between builds. */
  cacheDir: string;
  /** A build takes every step; a dev server or a test wants only the checked catalogue and its derivatives. */
  build: boolean;
  /**
   * A dev server's: a photo the cache lacks is neither decoded nor encoded here but left to its background
   * encode (scripts/dev/dev-site.ts), and shows without its fill until then; so the catalogue is ready once the
   * files are read.
   */
  encodeLater?: boolean;
  /** A dev server's: each file's check by its path, size and time, kept from one run to the next. */
  known?: Map<string, CheckedPhoto>;
  /** Photos worked on at once: image work takes a core each, so more only adds memory. */
  concurrency?: number;
  progress?: Progress;
  render?: RenderOptions;
  /** Where the site is served from: the catalogue files' addresses start with it. */
  base?: string;
}

/** What only Vite has, which a step waits for: the pipeline stops before that step until it is handed over. */
export interface FromVite {
  /** The app as Vite built it, before any page is put in it. */
  app?: { indexHtml: string; slideshowChunks?: readonly string[]; placesMapChunks?: readonly string[] };
  /** The output folder, once Vite has written the app into it. */
  outDir?: string;
}

/** A file the build made for Vite to write beside the app (and compress, as it does the bundle). */
interface SiteFile {
  fileName: string;
  source: string | Uint8Array;
}

/** A private album as this build seals it: its key and lock, its photos' ids in the app, and how its files ship. */
interface LockedVault {
  vault: Vault;
  seal: VaultSeal;
  ids: Map<string, string>;
  shipAs: ShipAs;
}

/**
 * How a private album's files ship: sealed, each under the name the app asks for it by with its id sealed
 * (`photos/<id>-480.<hash>.avif` is asked for as `private/<slug>/<sealed id>-480.<hash>.avif`).
 */
function shipSealed(seal: VaultSeal, photos: readonly CataloguePhoto[], ids: ReadonlyMap<string, string>): ShipAs {
  const asked = new Map<string, string>();
  for (const photo of photos) {
    const own = `photos/${photo.id}`;
    const sealed = ids.get(photo.id) ?? '';
    asked.set(`${own}.jpg`, `${sealed}.jpg`);
    for (const { fileName } of photo.plan.derivatives) asked.set(fileName, sealed + fileName.slice(own.length));
  }
  return (fileName, bytes) => {
    const name = asked.get(fileName);
    if (name === undefined) throw new Error(`pipeline: ${fileName} is no file of a private album`);
    return sealedFile(seal, name, bytes);
  };
}

/** What the steps have made so far: each adds its part. */
export interface Made {
  scan?: SiteScan;
  catalogue?: Catalogue;
  /** Where the shipped JPEGs wait for the output folder (Vite empties it first). */
  stage?: string;
  /** Each photo's fill, in the catalogue's order: empty for one a dev server encodes later. */
  fills?: string[];
  /** A build's: each private album sealed, in the catalogue's order. */
  vaults?: LockedVault[];
  /** Each private album's photos' fills, as `fills`. */
  vaultFills?: string[][];
  /** What every page carries. */
  portfolio?: Portfolio;
  /** The catalogue files, and each page's part of the catalogue. */
  data?: SiteData;
  /** The text files for Vite to write: the catalogue's, every page (index.html among them), the documents. */
  files: SiteFile[];
  /** Worth a look, not worth stopping for. */
  warnings: Problem[];
  /** The photos are in the output folder: the build is done. */
  written?: true;
}

interface StepContext extends PipelineOptions, FromVite {
  concurrency: number;
  progress: Progress;
}

export interface Step {
  name: string;
  /** Taken by a build only. */
  buildOnly?: true;
  /** What of Vite's it needs first. */
  waitsFor?: keyof FromVite;
  run(made: Made, context: StepContext): Promise<Partial<Made>>;
}

/** What an earlier step made; a step taken out of STEPS fails the first step after it that needs its part. */
function need<K extends keyof Made>(made: Made, key: K, step: string): NonNullable<Made[K]> {
  const value = made[key];
  if (value === undefined) throw new Error(`pipeline: the ${step} step needs ${key}, which no step before it made`);
  return value;
}

/** What of Vite's a step waits for: the runner starts the step only once it is handed over. */
function given<K extends keyof FromVite>(context: FromVite, key: K): NonNullable<FromVite[K]> {
  const value = context[key];
  if (value === undefined) throw new Error(`pipeline: Vite has not handed over ${key} yet`);
  return value;
}

/** The steps, in the order they run. */
export const STEPS: readonly Step[] = [
  {
    name: 'scan',
    async run(_made, context) {
      const scan = await scanSite(context);
      // A dev server's run makes no pages to check the passwords beside (see the pages step): it checks them now.
      if (!context.build) void scan.passwordWarnings();
      return { scan };
    },
  },
  {
    name: 'check',
    async run(made, context) {
      const scan = need(made, 'scan', 'check');
      context.progress.start('check', scan.files.length);
      const onChecked = () => context.progress.advance();
      const catalogue = await checkSite(scan, { ...context, decode: !context.encodeLater, onChecked });
      return { catalogue, warnings: [...made.warnings, ...catalogue.warnings] };
    },
  },
  {
    name: 'lock',
    buildOnly: true,
    async run(made, { cacheDir }) {
      const { vaults } = need(made, 'catalogue', 'lock');
      const locked: LockedVault[] = [];
      for (const vault of vaults) {
        const seal = await vaultSeal(cacheDir, vault.album.folder, vault.passwords);
        const sealedIds = vault.photos.map(
          async (photo) => [photo.id, await sealedId(seal.keys, vault.album.slug, photo.id)] as const,
        );
        const ids = new Map(await Promise.all(sealedIds));
        locked.push({ vault, seal, ids, shipAs: shipSealed(seal, vault.photos, ids) });
      }
      return { vaults: locked };
    },
  },
  {
    name: 'strip',
    buildOnly: true,
    async run(made, { cacheDir, concurrency, progress }) {
      const catalogue = need(made, 'catalogue', 'strip');
      const vaults = made.vaults ?? [];
      const stage = await freshStage(cacheDir);
      progress.start(
        'strip',
        catalogue.photos.length + vaults.reduce((sum, { vault }) => sum + vault.photos.length, 0),
      );
      const options = { cacheDir, stage, concurrency, onStripped: () => progress.advance() };
      try {
        await stripPhotos(catalogue, options);
        for (const { vault, shipAs } of vaults)
          await stripPhotos({ ...catalogue, photos: vault.photos }, { ...options, shipAs });
      } catch (error) {
        await discardStage(stage);
        throw error;
      }
      return { stage };
    },
  },
  {
    name: 'encode',
    async run(made, { cacheDir, concurrency, progress, encodeLater }) {
      const { photos } = need(made, 'catalogue', 'encode');
      const vaults = (made.vaults ?? []).map(({ vault }) => vault.photos);
      const all = [...photos, ...vaults.flat()];
      const now = encodeLater ? all.filter((photo) => photo.cached) : all;
      progress.start('encode', now.length);
      const fills = await encodePhotos(now, { cacheDir, concurrency, onEncoded: () => progress.advance() });
      const fillOf = new Map(now.map((photo, i) => [photo, fills[i] ?? '']));
      const fillsOf = (some: readonly CataloguePhoto[]) => some.map((photo) => fillOf.get(photo) ?? '');
      return { fills: fillsOf(photos), vaultFills: vaults.map(fillsOf) };
    },
  },
  {
    name: 'catalogue',
    async run(made, { build, base = '/' }) {
      const portfolio = portfolioOf(need(made, 'catalogue', 'catalogue'), need(made, 'fills', 'catalogue'));
      if (!build) return { portfolio };
      const vaults = made.vaults ?? [];
      // Each private album's manifest, sealed: all its page shows once opened.
      const manifests = await Promise.all(
        vaults.map(({ vault, seal, ids }, i) => {
          const manifest = vaultManifest(vault, made.vaultFills?.[i] ?? [], ids);
          return sealedFile(seal, MANIFEST_NAME, new TextEncoder().encode(JSON.stringify(manifest)));
        }),
      );
      const data = siteData(portfolio, base);
      return { portfolio, data, files: [...made.files, ...data.files, ...manifests] };
    },
  },
  {
    name: 'pages',
    buildOnly: true,
    waitsFor: 'app',
    async run(made, context) {
      const catalogue = need(made, 'catalogue', 'pages');
      const data = need(made, 'data', 'pages');
      context.progress.start('pages', catalogue.photos.length);
      // Each private album's page carries its lock, derived meanwhile in a worker thread.
      const locked = await Promise.all(
        (made.vaults ?? []).map(async ({ vault, seal }) => ({ vault, ...(await seal.lock) })),
      );
      // Rendering holds one core and leaves the other free: the passwords' check begins on it (never rejects), its
      // verdicts kept under the passwords' keys.
      const keys = new Map(locked.map(({ vault, keys }) => [vault.album.folder, keys]));
      void need(made, 'scan', 'pages').passwordWarnings({ dir: keptDir(context.cacheDir), keys });
      const vaults = locked.map(({ vault, lock }) => ({
        slug: vault.album.slug,
        ...(!vault.titleHidden && { title: vault.album.title }),
        lock,
      }));
      const portfolio = { ...need(made, 'portfolio', 'pages'), vaults };
      const pages = await renderSite(portfolio, context.render);
      const app = given(context, 'app');
      const input = { ...app, catalogue, data, pages, photos: portfolio.photos, configFile: context.configFile };
      const { files, warnings } = sitePages({ ...input, vaults });
      return { files: [...made.files, ...files], warnings: [...made.warnings, ...warnings] };
    },
  },
  {
    name: 'documents',
    buildOnly: true,
    async run(made, { photosDir }) {
      const { documents } = need(made, 'catalogue', 'documents');
      const files = await Promise.all(
        documents.map(async (name) => ({ fileName: `photos/${name}`, source: await readFile(join(photosDir, name)) })),
      );
      return { files: [...made.files, ...files] };
    },
  },
  {
    name: 'write',
    buildOnly: true,
    waitsFor: 'outDir',
    async run(made, context) {
      const { photos } = need(made, 'catalogue', 'write');
      const { cacheDir, concurrency } = context;
      const sealed = (made.vaults ?? []).map(({ vault, shipAs }) => ({ photos: vault.photos, shipAs }));
      const groups = [{ photos }, ...sealed];
      await writePhotos(groups, need(made, 'stage', 'write'), given(context, 'outDir'), { cacheDir, concurrency });
      return { stage: undefined, written: true };
    },
  },
];

/** What a run hands back: what the steps have made so far, with the catalogue, and how long the build took. */
export interface SiteBuild extends Made {
  catalogue: Catalogue;
  portfolio: Portfolio;
  summary: Summary;
}

export interface Pipeline {
  /**
   * Takes the steps from where the last run stopped, to the end or up to one that waits for what Vite has not handed
   * over; the first run stops after the catalogue at the latest. Throws PortfolioError, listing every problem, before
   * anything is made.
   */
  run(fromVite?: FromVite): Promise<SiteBuild>;
  /** The bundle failed: what waits for the output folder will never be written, and goes. */
  discard(): Promise<void>;
}

/** The build's pipeline over `steps`, none of them taken yet. */
export function pipeline(options: PipelineOptions, steps: readonly Step[] = STEPS): Pipeline {
  const started = performance.now();
  const { concurrency = availableParallelism(), progress = SILENT } = options;
  const context: StepContext = { ...options, concurrency, progress };
  const taken = steps.filter((step) => options.build || !step.buildOnly);
  let next = 0;
  let made: Made = { files: [], warnings: [] };
  // One run at a time; after a failed one, every later run fails as it did.
  let last: Promise<unknown> = Promise.resolve();

  const runSteps = async (fromVite: FromVite): Promise<SiteBuild> => {
    Object.assign(context, fromVite);
    // No step asks libvips for the same image twice: its cache of recent operations would only hold memory.
    sharp.cache(false);
    try {
      const from = next;
      for (const step of taken.slice(next)) {
        if (step.waitsFor && context[step.waitsFor] === undefined) break;
        made = { ...made, ...(await step.run(made, context)) };
        next += 1;
      }
      // The passwords' strength, checked beside the pages step (zxcvbn loads slowly), joins the run that takes the
      // last step.
      if (made.scan && next === taken.length && next > from)
        made = { ...made, warnings: [...made.warnings, ...(await made.scan.passwordWarnings())] };
    } catch (error) {
      await discardStage(made.stage);
      throw error;
    } finally {
      progress.end();
    }
    const { catalogue, portfolio } = made;
    if (!catalogue || !portfolio) throw new Error('pipeline: a run ended with no catalogue: is a step missing?');
    const encoded = catalogue.photos.filter((photo) => !photo.cached).length;
    const total = catalogue.photos.length;
    const summary = { photos: total, encoded, reused: total - encoded, seconds: (performance.now() - started) / 1000 };
    return { ...made, catalogue, portfolio, summary };
  };

  return {
    run(fromVite = {}) {
      const run = last.then(() => runSteps(fromVite));
      last = run;
      return run;
    },
    async discard() {
      await last.catch(() => undefined);
      await discardStage(made.stage);
    },
  };
}

/** Every step there is to take: a dev server's or a test's run, or a build given all it needs of Vite's. */
export function runPipeline(
  options: PipelineOptions,
  fromVite?: FromVite,
  steps?: readonly Step[],
): Promise<SiteBuild> {
  return pipeline(options, steps).run(fromVite);
}
