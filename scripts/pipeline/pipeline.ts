// The build as one sequence, read top to bottom: scan the photos folder and portfolio.yaml → check every photo
// (decoded whole; every problem named at once, and nothing more done) → strip (each shipped JPEG) → encode (the
// derivatives, a core each) → render every page in one pass; then, once Vite has written the app, writePhotos.
// Vite only adapts it (vite-plugin.ts); tests and the bench call it on their own.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { portfolioOf, type Portfolio } from '../pages/portfolio.ts';
import { renderSite, type RenderedPages, type RenderOptions } from '../pages/render.ts';
import { scanSite, type Catalogue, type CheckedPhoto } from '../photos/catalogue.ts';
import { checkSite } from '../photos/check.ts';
import { cachePath, encodePhotos } from '../photos/derivatives.ts';
import { inPool } from '../photos/pool.ts';
import { freshStage, moveStaged, stripPhotos } from '../photos/shipped.ts';
import { SILENT, type Progress, type Summary } from './progress.ts';

export interface PipelineOptions {
  /** Where the originals are, as the owner knows it (public/photos). */
  photosDir: string;
  configFile: string;
  /** Where encoded files are kept between builds. */
  cacheDir: string;
  /** A build strips and renders too; a dev server or a test wants only the checked catalogue and its derivatives. */
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
}

export interface SiteBuild {
  catalogue: Catalogue;
  /** What every page carries. */
  portfolio: Portfolio;
  /** A build's: where the shipped JPEGs wait for writePhotos, and every page's markup. */
  stage?: string;
  pages?: RenderedPages;
  summary: Summary;
}

/** The steps, in the order they run; a test may swap one. */
export const STAGES = {
  scan: scanSite,
  check: checkSite,
  strip: stripPhotos,
  encode: encodePhotos,
  render: renderSite,
};
export type Stages = typeof STAGES;

/** Runs the sequence; throws PortfolioError, listing every problem, before anything is made. */
export async function runPipeline(options: PipelineOptions, stages: Stages = STAGES): Promise<SiteBuild> {
  const started = performance.now();
  const { cacheDir, progress = SILENT, concurrency = availableParallelism() } = options;
  const advance = () => progress.advance();
  // No step asks libvips for the same image twice: its cache of recent operations would only hold memory.
  sharp.cache(false);
  let stage: string | undefined;
  try {
    const scan = await stages.scan(options);
    progress.start('check', scan.files.length);
    const decode = !options.encodeLater;
    const catalogue = await stages.check(scan, { ...options, concurrency, decode, onChecked: advance });
    const total = catalogue.photos.length;
    if (options.build) {
      stage = await freshStage(cacheDir);
      progress.start('strip', total);
      await stages.strip(catalogue, { cacheDir, stage, concurrency, onStripped: advance });
    }
    const now = options.encodeLater ? catalogue.photos.filter((photo) => photo.cached) : catalogue.photos;
    progress.start('encode', now.length);
    const made = await stages.encode(now, { cacheDir, concurrency, onEncoded: advance });
    const fillOf = new Map(now.map((photo, i) => [photo, made[i] ?? '']));
    const fills = catalogue.photos.map((photo) => fillOf.get(photo) ?? '');
    const portfolio = portfolioOf(catalogue, fills);
    if (options.build) progress.start('render', total);
    const pages = options.build ? await stages.render(portfolio, options.render) : undefined;
    const encoded = catalogue.photos.filter((photo) => !photo.cached).length;
    const seconds = (performance.now() - started) / 1000;
    return {
      catalogue,
      portfolio,
      stage,
      pages,
      summary: { photos: total, encoded, reused: total - encoded, seconds },
    };
  } catch (error) {
    await discardStage({ stage });
    throw error;
  } finally {
    progress.end();
  }
}

/** The last step, once the output folder holds the app: each photo's shipped JPEG and derivatives into photos/. */
export async function writePhotos(
  { catalogue, stage }: SiteBuild,
  outDir: string,
  { cacheDir, concurrency = availableParallelism() }: Pick<PipelineOptions, 'cacheDir' | 'concurrency'>,
): Promise<void> {
  if (!stage) throw new Error('writePhotos: only a build (`build: true`) has photos to write');
  const photosOut = join(outDir, 'photos');
  await mkdir(photosOut, { recursive: true });
  await moveStaged(stage, photosOut, concurrency);
  // Copied from the cache rather than held in memory: a large album would not fit.
  const derivatives = catalogue.photos.flatMap((photo) => photo.plan.derivatives);
  await inPool(derivatives, concurrency, (derivative) =>
    copyFile(cachePath(cacheDir, derivative.key), join(outDir, derivative.fileName)),
  );
}

/** Removes a build's stage when its output will not be written (the bundle failed). */
export async function discardStage({ stage }: Pick<SiteBuild, 'stage'>): Promise<void> {
  if (stage) await rm(stage, { recursive: true, force: true });
}
