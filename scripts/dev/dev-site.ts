// The site as the dev server serves it: the pipeline's catalogue (pipeline/pipeline.ts, `encodeLater`), run again
// after each change to portfolio.yaml or the photos folder, one run at a time; the photos the cache lacks encoded in
// the background (background-queue.ts); and what the owner must fix, named as the build names it.
import { availableParallelism } from 'node:os';
import type { CataloguePhoto } from '../catalogue/catalogue.ts';
import { problemOf, type CheckedPhoto } from '../photos/check.ts';
import { processPhoto } from '../photos/derivatives.ts';
import { PortfolioError, type BuildProblem } from '../photos/problems.ts';
import { backgroundQueue } from './background-queue.ts';
import { runPipeline, type PipelineOptions, type SiteBuild, type Step } from '../pipeline/pipeline.ts';

export interface DevSiteOptions extends Pick<PipelineOptions, 'photosDir' | 'configFile' | 'cacheDir'> {
  /** Photos encoded at once in the background; by default a core is left to the server and the browser. */
  concurrency?: number;
  /** The pipeline's steps (a test may swap one). */
  steps?: readonly Step[];
  /** Makes whatever of a photo the cache lacks and returns its fill (processPhoto; a test may stand in). */
  encode?: (photo: CataloguePhoto) => Promise<string>;
}

interface DevSiteEvents {
  /** A run is over with a site, and no newer run waits: pages should show it. */
  changed?: (site: SiteBuild) => void;
  /** A run, or a photo's encode, found what the owner must fix (or something else went wrong). */
  failed?: (error: unknown) => void;
  /** A photo's files are made: the catalogue carries its fill from now on. */
  encoded?: (photo: CataloguePhoto) => void;
  /** The background has nothing left to do: how many photos it encoded since it started, in how many seconds. */
  idle?: (encoded: number, seconds: number) => void;
}

export interface DevSite {
  /** The newest run's site, with the fills made since; rejects with what the owner must fix. */
  current(): Promise<SiteBuild>;
  /** Runs the pipeline again; a burst of changes costs the run under way and one more. */
  refresh(): Promise<SiteBuild>;
  /** A page asks for the photo's files: it is encoded next. */
  hurry(photo: CataloguePhoto): void;
  /** Resolves once the newest run is over and the background has nothing left to encode. */
  idle(): Promise<void>;
  /** Encodes nothing more. */
  close(): void;
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/** The site with the fills the background made since the run: `portfolio.photos[i]` is `catalogue.photos[i]`'s. */
function withFills(site: SiteBuild, made: ReadonlyMap<string, string>): SiteBuild {
  const { catalogue, portfolio } = site;
  if (!portfolio.photos.some((photo, i) => !photo.fill && made.has(catalogue.photos[i]?.plan.fillKey ?? ''))) {
    return site;
  }
  const photos = portfolio.photos.map((photo, i) => {
    const fill = made.get(catalogue.photos[i]?.plan.fillKey ?? '');
    return photo.fill || !fill ? photo : { ...photo, fill };
  });
  return { ...site, portfolio: { ...portfolio, photos } };
}

/** Starts the first run at once. */
export function devSite(options: DevSiteOptions, events: DevSiteEvents = {}): DevSite {
  const { steps, concurrency = Math.max(1, availableParallelism() - 1) } = options;
  const encode = options.encode ?? ((photo: CataloguePhoto) => processPhoto(photo.plan, options.cacheDir));
  // Kept from run to run: an edit to the words reads no photo again.
  const known = new Map<string, CheckedPhoto>();
  // By the photo's name in the cache (its bytes and the encoder's settings): what the background made or refused.
  const made = new Map<string, string>();
  const failures = new Map<string, BuildProblem>();
  let count = 0;
  let since: number | undefined;

  const failedOf = (site: SiteBuild) =>
    site.catalogue.photos.flatMap((photo) => failures.get(photo.plan.fillKey) ?? []);

  const queue = backgroundQueue<CataloguePhoto>({
    key: (photo) => photo.plan.fillKey,
    concurrency,
    async work(photo) {
      since ??= performance.now();
      made.set(photo.plan.fillKey, await encode(photo));
      count += 1;
      events.encoded?.(photo);
    },
    onFailed(photo, error) {
      failures.set(photo.plan.fillKey, problemOf(error, `${options.photosDir}/${photo.path}`));
      void latest.then(
        (site) => {
          const failed = failedOf(site);
          if (failed.length > 0) events.failed?.(new PortfolioError(failed));
        },
        () => undefined,
      );
    },
    onIdle() {
      if (count > 0) events.idle?.(count, (performance.now() - (since ?? performance.now())) / 1000);
      count = 0;
      since = undefined;
    },
  });

  let waiting: Promise<SiteBuild> | undefined;
  const run = async (): Promise<SiteBuild> => {
    try {
      const site = await runPipeline({ ...options, build: false, encodeLater: true, known }, {}, steps);
      queue.replace(site.catalogue.photos.filter((photo) => !photo.cached && !failures.has(photo.plan.fillKey)));
      // A newer run waits: it is the one to show.
      if (!waiting) {
        const failed = failedOf(site);
        if (failed.length > 0) events.failed?.(new PortfolioError(failed));
        else events.changed?.(site);
      }
      return site;
    } catch (error) {
      if (!waiting) events.failed?.(error);
      throw error;
    }
  };
  let latest = run();
  // Nobody may ask before the first change: its rejection is reported through `failed`.
  void settled(latest);

  return {
    async current() {
      const site = await latest;
      const failed = failedOf(site);
      if (failed.length > 0) throw new PortfolioError(failed);
      return withFills(site, made);
    },
    refresh() {
      if (!waiting) {
        waiting = settled(latest).then(() => {
          waiting = undefined;
          return run();
        });
        latest = waiting;
        void settled(latest);
      }
      return waiting;
    },
    hurry: (photo) => queue.hurry(photo.plan.fillKey),
    async idle() {
      await settled(latest);
      await queue.idle();
    },
    close: () => queue.stop(),
  };
}
