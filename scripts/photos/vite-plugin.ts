// Builds what ships of the photos in public/photos (the untouched originals): each JPEG stripped of
// personal metadata at its own path, AVIF and WebP derivatives under content-keyed names, and the
// manifest the app imports as `virtual:photo-sources`. `vite dev` serves the derivatives on request.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { PhotoSources } from '../../src/lib/photo-sources.ts';
import { encode, inPool, placeholder, planPhoto, type PhotoPlan } from './derivatives.ts';
import { stripMetadata } from './strip-metadata.ts';

const VIRTUAL_ID = 'virtual:photo-sources';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MIME = { avif: 'image/avif', webp: 'image/webp' } as const;

export interface PhotoPipelineOptions {
  /** Where the originals are (public/photos). */
  dir?: string;
  /** Where encoded files are kept between builds. */
  cacheDir?: string;
  /** Encodes run at once: one per core. */
  concurrency?: number;
}

export function photoPipeline({
  dir = 'public/photos',
  cacheDir = 'node_modules/.cache/photo-derivatives',
  concurrency = 2,
}: PhotoPipelineOptions = {}): Plugin {
  let plans: Promise<PhotoPlan[]> | undefined;
  const planAll = () =>
    (plans ??= (async () => {
      const files = (await readdir(dir)).filter((name) => name.endsWith('.jpg')).sort();
      return Promise.all(files.map(async (name) => planPhoto(name.slice(0, -4), await readFile(join(dir, name)))));
    })());

  async function manifest(): Promise<Record<string, PhotoSources>> {
    const entries = await inPool(await planAll(), concurrency, async (plan) => {
      const sources: PhotoSources = { widths: [], hashes: [], placeholder: await placeholder(plan, cacheDir) };
      for (const derivative of plan.derivatives) {
        if (derivative.format !== 'avif') continue;
        sources.widths.push(derivative.width);
        sources.hashes.push(derivative.hash);
      }
      return [plan.id, sources] as const;
    });
    return Object.fromEntries(entries);
  }

  return {
    name: 'photo-pipeline',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(await manifest())};`;
    },

    async generateBundle() {
      const plans = await planAll();
      for (const plan of plans) {
        // Overwrites the copy of the original that Vite makes from public/.
        this.emitFile({ type: 'asset', fileName: `photos/${plan.id}.jpg`, source: stripMetadata(plan.source) });
      }
      const jobs = plans.flatMap((plan) => plan.derivatives.map((derivative) => ({ plan, derivative })));
      const files = await inPool(jobs, concurrency, async ({ plan, derivative }) => ({
        fileName: derivative.fileName,
        source: await encode(plan, derivative, cacheDir),
      }));
      for (const file of files) this.emitFile({ type: 'asset', ...file });
    },

    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const match = /^\/photos\/[\w-]+-\d+\.[0-9a-f]{8}\.(?:avif|webp)$/.exec(path);
        if (!match) return next();
        void planAll()
          .then(async (all) => {
            for (const plan of all) {
              const derivative = plan.derivatives.find((candidate) => `/${candidate.fileName}` === path);
              if (!derivative) continue;
              const bytes = await encode(plan, derivative, cacheDir);
              res.setHeader('Content-Type', MIME[derivative.format]);
              res.setHeader('Cache-Control', 'no-cache');
              res.end(bytes);
              return;
            }
            next();
          })
          .catch(next);
      });
    },
  };
}
