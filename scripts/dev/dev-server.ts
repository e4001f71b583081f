// Vite's dev server's side of the site (`npm run dev`), which adapts dev-site.ts to it: the catalogue is made when
// the server starts and again when portfolio.yaml or the photos folder changes, and the page then reloads; what the
// owner must fix shows in Vite's overlay and the terminal, as the build names it, and on every page asked for
// until it is fixed; photos/ is served by photo-files.ts.
import { relative, resolve, sep } from 'node:path';
import type { Connect, ErrorPayload, ViteDevServer } from 'vite';
import { RESOLVED_ID as PORTFOLIO_MODULE } from '../pages/portfolio.ts';
import { PortfolioError, problemReport } from '../photos/problems.ts';
import { devSite, type DevSite } from './dev-site.ts';
import { photoFiles } from './photo-files.ts';
import type { SiteBuild } from '../pipeline/pipeline.ts';

interface ServeOptions {
  photosDir: string;
  configFile: string;
  cacheDir: string;
}

type Overlay = ErrorPayload['err'];

// Files saved together, or a folder of photos copied in, make one run rather than one each.
const SETTLE_MS = 100;
const PLUGIN = 'site-pipeline';

/** What the owner reads in the terminal and the overlay: the build's list, and that no restart is needed. */
function problemText(error: unknown): string {
  if (error instanceof PortfolioError) {
    return problemReport(error.problems, (counted) => `${counted} to fix: save the fix and the page reloads.`);
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Vite's overlay for the error, linked to the file (and line) of its first problem that names one. */
function overlayOf(error: unknown, root: string): Overlay {
  const overlay: Overlay = { message: problemText(error), stack: '', plugin: PLUGIN };
  if (!(error instanceof PortfolioError)) return overlay;
  const at = error.problems.find((problem) => problem.line !== undefined) ?? error.problems[0];
  if (!at) return overlay;
  const file = resolve(root, at.file);
  return { ...overlay, id: file, ...(at.line !== undefined && { loc: { file, line: at.line, column: 1 } }) };
}

/** `photos: 14, 13 from the cache and 1 to encode in the background; ready in 0.4 s.` */
function readyLine({ summary }: SiteBuild): string {
  const { photos, encoded, reused, seconds } = summary;
  const later = encoded > 0 ? ` and ${String(encoded)} to encode in the background` : '';
  return `photos: ${String(photos)}, ${String(reused)} from the cache${later}; ready in ${seconds.toFixed(1)} s.`;
}

/** The page Vite's own error middleware writes, with this error: its overlay, whose client reloads once fixed. */
function errorPage(overlay: Overlay, base: string): string {
  const client = JSON.stringify(`${base}@vite/client`);
  const payload = JSON.stringify(overlay).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Problems to fix</title>
    <script type="module">
      import { ErrorOverlay } from ${client};
      document.body.append(new ErrorOverlay(${payload}));
    </script>
  </head>
  <body></body>
</html>
`;
}

/** Serves the site on Vite's dev server; returns it for the plugin's catalogue and index.html. */
export function serveSite(server: ViteDevServer, { photosDir, configFile, cacheDir }: ServeOptions): DevSite {
  const { logger, root, base } = server.config;
  const { hot, moduleGraph } = server.environments.client;
  let ready = false;
  let changes: string[] = [];

  // The next page load asks for the catalogue again rather than its cached module.
  const invalidate = () => {
    const module = moduleGraph.getModuleById(PORTFOLIO_MODULE);
    if (module) moduleGraph.invalidateModule(module);
  };

  const site = devSite(
    { photosDir, configFile, cacheDir },
    {
      changed(build) {
        invalidate();
        if (ready) logger.info(`page reload ${changes.join(', ')}`, { timestamp: true });
        else logger.info(readyLine(build));
        ready = true;
        hot.send({ type: 'full-reload' });
      },
      failed(error) {
        logger.error(problemText(error), { timestamp: true });
        hot.send({ type: 'error', err: overlayOf(error, root) });
      },
      // Its fill reaches the next page load; what is on screen already shows the photo.
      encoded: invalidate,
      idle(count, seconds) {
        logger.info(`photos: ${String(count)} encoded in the background, in ${seconds.toFixed(1)} s.`, {
          timestamp: true,
        });
      },
    },
  );

  const yaml = resolve(root, configFile);
  const folder = resolve(root, photosDir);
  server.watcher.add([yaml, folder]);
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<string>();
  server.watcher.on('all', (_event, file) => {
    const path = resolve(root, file);
    if (path !== yaml && path !== folder && !path.startsWith(`${folder}${sep}`)) return;
    pending.add(relative(root, path) || path);
    clearTimeout(timer);
    timer = setTimeout(() => {
      changes = [...pending];
      pending.clear();
      void site.refresh().catch(() => undefined);
    }, SETTLE_MS);
  });

  // A page asked for while the site has problems to fix is the overlay, and reloads once they are fixed.
  const pages: Connect.NextHandleFunction = (req, res, next) => {
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
    site.current().then(
      () => next(),
      (error: unknown) => {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(errorPage(overlayOf(error, root), base));
      },
    );
  };
  server.middlewares.use(pages);
  server.middlewares.use(photoFiles(site, { photosDir, cacheDir }));
  server.httpServer?.once('close', () => {
    clearTimeout(timer);
    site.close();
  });
  return site;
}
