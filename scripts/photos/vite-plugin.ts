// What ships of public/photos: each JPEG stripped, AVIF/WebP derivatives, the `virtual:photo-sources` manifest,
// and `virtual:photo-styles.css` (aspect ratios and placeholders, as the CSP allows no style="").
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { PhotoSources } from '../../src/lib/photos.ts';
import { encode, inPool, placeholder, planPhoto, type PhotoPlan } from './derivatives.ts';
import { stripMetadata } from './strip-metadata.ts';

const VIRTUAL_ID = 'virtual:photo-sources';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const STYLES_ID = 'virtual:photo-styles.css';
const RESOLVED_STYLES_ID = `\0${STYLES_ID}`;
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
    const entries = (await planAll()).map((plan) => {
      const sources: PhotoSources = { widths: [], hashes: [] };
      for (const derivative of plan.derivatives) {
        if (derivative.format !== 'avif') continue;
        sources.widths.push(derivative.width);
        sources.hashes.push(derivative.hash);
      }
      return [plan.id, sources] as const;
    });
    return Object.fromEntries(entries);
  }

  async function styles(): Promise<string> {
    const plans = await planAll();
    const placeholders = await inPool(plans, concurrency, (plan) => placeholder(plan, cacheDir));
    return photoStyles(plans.map((plan, i) => ({ ...plan, placeholder: placeholders[i] ?? '' })));
  }

  return {
    name: 'photo-pipeline',
    resolveId: (id) => ({ [VIRTUAL_ID]: RESOLVED_ID, [STYLES_ID]: RESOLVED_STYLES_ID })[id],
    async load(id) {
      if (id === RESOLVED_ID) return `export default ${JSON.stringify(await manifest())};`;
      if (id === RESOLVED_STYLES_ID) return styles();
      return undefined;
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

export interface PhotoStyle {
  id: string;
  width: number;
  height: number;
  /** A data: URI. */
  placeholder: string;
}

/**
 * Per-photo CSS: a card's aspect ratio (`--card-aspect`, which sizes it in its row), the blurred
 * placeholder an image shows while `data-placeholder` names its photo, and each card's place in the
 * entrance stagger (`--card-index`), taken from its position so the page can reorder cards freely.
 */
export function photoStyles(photos: readonly PhotoStyle[]): string {
  const rules = photos.map((_, index) => `.card:nth-child(${index + 1}){--card-index:${index}}`);
  for (const { id, width, height, placeholder } of photos) {
    rules.push(`.card[data-photo="${id}"]{--card-aspect:${Math.round((width / height) * 10000) / 10000}}`);
    if (placeholder) rules.push(`[data-placeholder="${id}"]{background-image:url("${placeholder}")}`);
  }
  return `${rules.join('\n')}\n`;
}
