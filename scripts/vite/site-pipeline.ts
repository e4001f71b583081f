// Vite's side of the build, which hands the pipeline (scripts/pipeline/) what only Vite has and hands Vite what the
// pipeline made, adding nothing: the pipeline runs before Vite builds the app, so the owner's problems end the build
// through Vite's own error path before the output folder is touched; the pages are made of the index.html Vite
// built and given back to Vite with the catalogue's files and the documents, so they are written and compressed
// with the bundle; the photos are written once Vite has written the app. On `npm run dev`, scripts/dev/ keeps the
// catalogue and serves the photos instead.
import { resolve } from 'node:path';
import { createLogger, type Plugin, type ResolvedConfig } from 'vite';
import { chunkUrls, LAZY_ENTRIES } from '../chunk-url.ts';
import { siteFields } from '../pages/index-html.ts';
import { portfolioModule } from '../pages/portfolio.ts';
import { serveSite } from '../dev/dev-server.ts';
import type { DevSite } from '../dev/dev-site.ts';
import { pipeline, type Pipeline, type SiteBuild } from '../pipeline/pipeline.ts';
import { progressLine, quietLogger, summaryLine, warningsText } from '../pipeline/progress.ts';

export interface SitePipelineOptions {
  /** Where the originals are. */
  photosDir?: string;
  /** The owner's words. */
  configFile?: string;
  /** Where encoded files are kept between builds. */
  cacheDir?: string;
}

export function sitePipeline({
  photosDir = 'public/photos',
  configFile = 'portfolio.yaml',
  cacheDir = 'node_modules/.cache/photo-derivatives',
}: SitePipelineOptions = {}): Plugin[] {
  let config: ResolvedConfig | undefined;
  let building = false;
  // A build's (or Vitest's server's) one pipeline, and its first run: every step that needs nothing of Vite's.
  let build: Pipeline | undefined;
  let first: Promise<SiteBuild> | undefined;
  // `npm run dev`'s site, run again on every change.
  let served: DevSite | undefined;
  let site: SiteBuild | undefined;
  const start = () => {
    build ??= pipeline({
      photosDir,
      configFile,
      cacheDir,
      build: building,
      base: config?.base ?? '/',
      ...(building && { progress: progressLine(process.stdout) }),
    });
    return (first ??= build.run());
  };
  const current = () => served?.current() ?? start();
  const logger = () => config?.logger ?? createLogger();

  const plugin: Plugin = {
    name: 'site-pipeline',
    // Its generateBundle sees index.html as Vite has finished it, and comes before the compression plugin's.
    enforce: 'post',
    config: (user, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild
        ? {
            customLogger: quietLogger(createLogger(user.logLevel, { allowClearScreen: user.clearScreen })),
            // The pages step runs inside generateBundle, so hooks take much of a build's time by design.
            build: { rolldownOptions: { checks: { bundlerTimings: false } } },
          }
        : undefined,
    configResolved(resolved) {
      config = resolved;
      building = resolved.command === 'build' && !resolved.build.ssr;
    },
    // `vite build` calls this before it builds anything, and prints a thrown error as the error's own text (a
    // PortfolioError's is the owner's list, no stack trace), then exits 1: the last good output stays as it was.
    async buildApp() {
      if (building) await start();
    },
    // Vite's build() from a script calls no buildApp: the same run, waited for here.
    async buildStart() {
      if (building) site = await start();
    },
    // The bundle failed: the photos will not be written.
    async buildEnd(error) {
      if (error) await build?.discard();
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => siteFields(html, (await current()).portfolio.site),
    },
    async generateBundle(_options, bundle) {
      if (!building || !build) return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('the build wrote no index.html to make the pages from');
      // A photo's page shows the slideshow at once: its chunk, and those it imports, are fetched beside the app's.
      const chunks = Object.values(bundle).filter((each) => each.type === 'chunk');
      const base = config?.base ?? '/';
      const slideshowChunks = chunkUrls(chunks, LAZY_ENTRIES.slideshow, base);
      // The map's chunk imports from the app's, which the places page asks for only after its first paint: its dots
      // and land are in its markup, and the app's code would share the link with them.
      const entries = new Set(chunks.filter((each) => each.isEntry).map((each) => `${base}${each.fileName}`));
      const placesMapChunks = chunkUrls(chunks, LAZY_ENTRIES.placesMap, base)?.filter((url) => !entries.has(url));
      const app = {
        indexHtml: String(index.source),
        ...(slideshowChunks && { slideshowChunks }),
        ...(placesMapChunks && { placesMapChunks }),
      };
      site = await build.run({ app });
      for (const { fileName, source } of site.files) {
        if (fileName === index.fileName) index.source = source;
        else this.emitFile({ type: 'asset', fileName, source });
      }
    },
    async writeBundle() {
      if (!building || !build || !config) return;
      site = await build.run({ outDir: resolve(config.root, config.build.outDir) });
    },
    // Also called after a build that failed: then there is nothing to sum up.
    closeBundle() {
      if (!site?.written) return;
      if (site.warnings.length > 0) logger().warn(warningsText(site.warnings));
      logger().info(summaryLine(site.summary));
    },
    configureServer(server) {
      // Not Vitest's server (mode `test`): a test that imports the catalogue wants it whole, every fill made.
      if (server.config.mode !== 'test') served = serveSite(server, { photosDir, configFile, cacheDir });
    },
  };

  const module = portfolioModule(
    async () => (await current()).portfolio,
    (ssr) => building && !ssr,
  );
  return [module, plugin];
}
