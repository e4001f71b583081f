// Vite's side of the build, which adapts the pipeline (pipeline.ts) to Vite's hooks and adds nothing to it: the
// pipeline runs when the build starts; the page gets the catalogue and the prerendered home page; the other pages
// are emitted with the bundle (so they are compressed with it); the photos are written after Vite has written the
// app. The owner's problems are printed once and end the build with exit code 1: they are no fault in the code,
// so no stack trace follows. On `npm run dev`, dev-server.ts keeps the catalogue and serves the photos instead.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createLogger, type Plugin, type ResolvedConfig } from 'vite';
import { pageDataJson, portfolioModule, siteData, type SiteData } from '../pages/portfolio.ts';
import { injectPrerender } from '../pages/render.ts';
import { sitePages } from '../pages/site-pages.ts';
import { PortfolioError, type Problem } from '../photos/problems.ts';
import { PORTFOLIO_ID } from '../../src/lib/page-names.ts';
import { serveSite } from '../dev/dev-server.ts';
import type { DevSite } from '../dev/dev-site.ts';
import { discardStage, runPipeline, writePhotos, type SiteBuild } from './pipeline.ts';
import { progressLine, quietLogger, summaryLine, warningsText } from './progress.ts';
import { escapeMarkup } from '../escape.mjs';

export interface SitePipelineOptions {
  /** Where the originals are. */
  photosDir?: string;
  /** The owner's words. */
  configFile?: string;
  /** Where encoded files are kept between builds. */
  cacheDir?: string;
}

const SLIDESHOW_ENTRY = '/src/app/slideshow/slideshow.tsx';

export function sitePipeline({
  photosDir = 'public/photos',
  configFile = 'portfolio.yaml',
  cacheDir = 'node_modules/.cache/photo-derivatives',
}: SitePipelineOptions = {}): Plugin[] {
  let config: ResolvedConfig | undefined;
  let building = false;
  let running: Promise<SiteBuild> | undefined;
  let started = 0;
  let written = false;
  // `npm run dev`'s site, run again on every change; otherwise (a build, Vitest's server) one run.
  let served: DevSite | undefined;
  const pipeline = () =>
    served?.current() ??
    (running ??= runPipeline({
      photosDir,
      configFile,
      cacheDir,
      build: building,
      ...(building && { progress: progressLine(process.stdout) }),
    }));
  const logger = () => config?.logger ?? createLogger();
  // A build's catalogue files and each page's part of it.
  let dataMade: Promise<SiteData> | undefined;
  const data = () => (dataMade ??= pipeline().then((site) => siteData(site.portfolio, config?.base ?? '/')));
  const warnings: Problem[] = [];

  const main: Plugin = {
    name: 'site-pipeline',
    config: (user, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild
        ? {
            customLogger: quietLogger(createLogger(user.logLevel, { allowClearScreen: user.clearScreen })),
            // The pipeline runs inside buildStart, so hooks take most of a build's time by design.
            build: { rolldownOptions: { checks: { bundlerTimings: false } } },
          }
        : undefined,
    configResolved(resolved) {
      config = resolved;
      building = resolved.command === 'build' && !resolved.build.ssr;
    },
    async buildStart() {
      if (!building) return;
      started = performance.now();
      try {
        warnings.push(...(await pipeline()).catalogue.warnings);
      } catch (error) {
        if (!(error instanceof PortfolioError)) throw error;
        logger().error(error.message);
        // Before Vite has touched the output folder: the last good build stays as it was.
        process.exit(1);
      }
    },
    // The bundle failed: the photos will not be written.
    buildEnd: async (error) => {
      if (error) await running?.then(discardStage, () => undefined);
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const { portfolio } = await pipeline();
        // index.html's %SITE_TITLE%, %SITE_DESCRIPTION%, %SITE_LANG% and %SITE_DIR%, from portfolio.yaml.
        const values: Record<string, string> = {
          SITE_TITLE: portfolio.site.title,
          SITE_DESCRIPTION: portfolio.site.description,
          SITE_LANG: portfolio.site.language.tag,
          SITE_DIR: portfolio.site.language.dir,
        };
        return {
          html: html.replace(/%(SITE_[A-Z_]+)%/g, (match, key: string) => escapeMarkup(values[key] ?? match)),
          // A built page's data; a dev server hands the app the whole catalogue as `virtual:portfolio` instead. In
          // the body: the head's stylesheet and script are found without waiting for a large album's index.
          tags: building
            ? [
                {
                  tag: 'script',
                  attrs: { type: 'application/json', id: PORTFOLIO_ID },
                  // The home page's part; a page of its own carries its own (site-pages.ts).
                  children: pageDataJson((await data()).pageData({ albums: false })),
                  injectTo: 'body',
                },
              ]
            : [],
        };
      },
    },
    // The catalogue and documents are text: assets of the bundle, so the compression plugin writes their .br and .gz.
    async generateBundle() {
      if (!building) return;
      for (const file of (await data()).files) this.emitFile({ type: 'asset', ...file });
      for (const document of (await pipeline()).catalogue.documents) {
        this.emitFile({
          type: 'asset',
          fileName: `photos/${document}`,
          source: await readFile(join(photosDir, document)),
        });
      }
    },
    async writeBundle() {
      if (!building || !config) return;
      await writePhotos(await pipeline(), resolve(config.root, config.build.outDir), { cacheDir });
      written = true;
    },
    // Also called after a build that failed (in the bundle, not in the photos): then there is nothing to sum up.
    async closeBundle() {
      if (!written || !running) return;
      const { summary } = await running;
      if (warnings.length > 0) logger().warn(warningsText(warnings));
      logger().info(summaryLine({ ...summary, seconds: (performance.now() - started) / 1000 }));
    },
    configureServer(server) {
      // Not Vitest's server (mode `test`): a test that imports the catalogue wants it whole, every fill made.
      if (server.config.mode !== 'test') served = serveSite(server, { photosDir, configFile, cacheDir });
    },
  };

  const pages: Plugin = {
    name: 'site-pages',
    apply: 'build',
    // After the HTML is final, and before the compression plugin, which then writes each page's .br and .gz.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { pages: rendered } = await pipeline();
        return rendered ? injectPrerender(html, rendered.home, rendered.script) : html;
      },
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('site-pages: the build wrote no index.html to start from');
      const { catalogue, pages: rendered } = await pipeline();
      if (!rendered) return;
      // A photo's page shows the slideshow at once: its chunk is fetched beside the app's, so its keys soon work.
      const slideshow = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(SLIDESHOW_ENTRY),
      );
      const site = sitePages({
        indexHtml: String(index.source),
        catalogue,
        data: await data(),
        pages: rendered,
        ...(slideshow && { slideshowChunk: `${config?.base ?? '/'}${slideshow.fileName}` }),
        configFile,
      });
      warnings.push(...site.warnings);
      for (const { fileName, source } of site.files) this.emitFile({ type: 'asset', fileName, source });
    },
  };

  const module = portfolioModule(
    async () => (await pipeline()).portfolio,
    (ssr) => building && !ssr,
  );
  return [module, main, pages];
}
