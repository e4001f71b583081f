// The vault service worker (src/worker/vault.sw.ts) bundled on its own into /sw.js: one self-contained classic
// script, by a build of its own, so it shares no chunk with the app and the app's chunks stay as they were. A fixed
// name at the root, so its scope can be the whole site and an update reaches visitors at the same address.
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/worker/vault.sw.ts';
const FILE = 'sw.js';

/** sw.js's code: an IIFE, which a browser without module service workers registers as well. */
export async function bundleServiceWorker(root: string, { minify = true } = {}): Promise<string> {
  const built = await build({
    configFile: false,
    envDir: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify,
      target: 'es2022',
      copyPublicDir: false,
      lib: { entry: resolve(root, ENTRY), formats: ['iife'], name: 'vault', fileName: () => FILE },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((each) => ('output' in each ? each.output : []));
  const chunks = outputs.filter((each) => each.type === 'chunk');
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1) throw new Error(`${ENTRY} should bundle into one file, not ${chunks.length}`);
  return chunk.code;
}

export function serviceWorker(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'vault-service-worker',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build' && !config.build.ssr;
    },
    // As an asset of the app's bundle, so the compression plugin writes its .br and .gz as for the rest.
    async generateBundle() {
      if (!building) return;
      this.emitFile({ type: 'asset', fileName: FILE, source: await bundleServiceWorker(root) });
    },
    // `npm run dev`: bundled afresh on each request, so an edit shows at the next registration check.
    configureServer(server) {
      const path = `${server.config.base}${FILE}`;
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== path) return next();
        bundleServiceWorker(root, { minify: false }).then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
