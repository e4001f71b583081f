// What ships of public/photos and portfolio.yaml: the `virtual:portfolio` catalogue (in a built page, JSON the
// page carries once), each photo's stripped JPEG and AVIF/WebP derivatives, and the documents beside them.
// A build checks everything before it writes anything.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Photo } from '../../src/lib/photos.ts';
import type { Site } from '../../src/lib/site.ts';
import { loadCatalogue, type Catalogue, type CataloguePhoto } from './catalogue.ts';
import { encodeJpeg, shippedFile } from './decode.ts';
import { cachePath, planPhoto, processPhoto, store, type PhotoPlan } from './derivatives.ts';
import type { Details } from './details.ts';
import { inPool } from './pool.ts';
import { formatProblem, PortfolioError, type Problem } from './problems.ts';
import { PORTFOLIO_ID } from '../../src/lib/page-names.ts';

/** The page's copy of the catalogue, read where a built page runs (the pre-paint script reads it the same way). */
const readPortfolioJson = `JSON.parse(document.getElementById(${JSON.stringify(PORTFOLIO_ID)}).textContent)`;

const MODULE_ID = 'virtual:portfolio';
const RESOLVED_ID = `\0${MODULE_ID}`;
const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
const CREDITS = 'CREDITS.md';

export interface PhotoPipelineOptions {
  /** Where the originals are. */
  dir?: string;
  /** The owner's words. */
  config?: string;
  /** Where encoded files are kept between builds. */
  cacheDir?: string;
  /** Encodes run at once: one per core. */
  concurrency?: number;
}

interface Processed {
  catalogue: Catalogue;
  plans: PhotoPlan[];
  fills: string[];
}

export interface PhotoPipeline extends Plugin {
  /** The checked catalogue, read once per pipeline (the prerender's server shares it). */
  catalogue: () => Promise<Catalogue>;
  /** The catalogue and, photo by photo in its order, the files the build makes of each. */
  planned: () => Promise<{ catalogue: Catalogue; plans: PhotoPlan[] }>;
}

/** The catalogue as the page reads it: words, sizes and the derivatives' hash; nothing private. */
function portfolioData(
  { site, photos, documents }: Catalogue,
  plans: readonly PhotoPlan[],
  fills: readonly string[],
): { site: Site; photos: Photo[] } {
  const page: Photo[] = photos.map((photo, i) => ({
    id: photo.id,
    title: photo.title,
    alt: photo.alt,
    ...(photo.caption && { caption: photo.caption }),
    width: photo.width,
    height: photo.height,
    album: photo.album,
    hash: plans[i]?.hash ?? '',
    ...(fills[i] && { fill: fills[i] }),
  }));
  return { site: { ...site, credits: documents.includes(CREDITS) }, photos: page };
}

/**
 * The shipped JPEG, with only the kept EXIF tags the site's details allow (strip-metadata.ts). Only the slow
 * encode of a photo of another format is cached: the EXIF block is written afresh on every build, so a change
 * of `details:` reaches every file.
 */
function shipped(photo: CataloguePhoto, plan: PhotoPlan, cacheDir: string, details: Details): Promise<Uint8Array> {
  const encoded = () =>
    readFile(cachePath(cacheDir, plan.encodedKey)).catch(async () => {
      const bytes = await encodeJpeg(photo.bytes, photo.format);
      await store(cacheDir, plan.encodedKey, bytes);
      return bytes;
    });
  return shippedFile(photo.bytes, photo, { details, encoded });
}

export function photoPipeline({
  dir = 'public/photos',
  config = 'portfolio.yaml',
  cacheDir = 'node_modules/.cache/photo-derivatives',
  concurrency = 2,
}: PhotoPipelineOptions = {}): PhotoPipeline {
  let loaded: Promise<Catalogue> | undefined;
  const catalogue = () => (loaded ??= loadCatalogue({ photosDir: dir, configFile: config }));
  let planning: Promise<{ catalogue: Catalogue; plans: PhotoPlan[] }> | undefined;
  const planned = () =>
    (planning ??= catalogue().then((checked) => ({
      catalogue: checked,
      plans: checked.photos.map((photo) => planPhoto(photo)),
    })));
  let processing: Promise<Processed> | undefined;
  // Every photo decoded and encoded (or found in the cache) before anything is written: a photo no decoder
  // takes stops the build with the others' problems, and the last good output stays as it was.
  const processAll = () =>
    (processing ??= (async () => {
      const { catalogue: loadedCatalogue, plans } = await planned();
      const problems: Problem[] = [];
      const fills = await inPool(plans, concurrency, async (plan) => {
        const photo = loadedCatalogue.photos.find((candidate) => candidate.id === plan.id);
        try {
          if (photo) await shipped(photo, plan, cacheDir, loadedCatalogue.details);
          return await processPhoto(plan, cacheDir);
        } catch (error) {
          problems.push({
            file: `${dir}/${photo?.path ?? plan.id}`,
            message: `could not be decoded (${error instanceof Error ? error.message : String(error)})`,
            fix: 'Export the photo again from your photo app, or remove it from the folder.',
          });
          return '';
        }
      });
      if (problems.length > 0) throw new PortfolioError(problems);
      return { catalogue: loadedCatalogue, plans, fills };
    })());

  let outDir = 'dist';
  let building = false;
  return {
    name: 'photo-pipeline',
    catalogue,
    planned,
    configResolved(resolved) {
      // The prerender's own server shares this pipeline: only the build says where output goes.
      if (resolved.command !== 'build') return;
      outDir = resolved.build.outDir;
      building = true;
    },
    async buildStart() {
      if (!building) return;
      const { catalogue: checked } = await processAll();
      for (const warning of checked.warnings) this.warn(formatProblem(warning));
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      // A built page reads the JSON it carries (transformIndexHtml below); Node and tests get the data itself.
      if (building && !options?.ssr) return `export default ${readPortfolioJson};`;
      const { catalogue: checked, plans, fills } = await processAll();
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(portfolioData(checked, plans, fills)))});`;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        const { catalogue: checked, plans, fills } = await processAll();
        // `<` escaped, so no text of the owner's can close the element early. In the body: the head's stylesheet
        // and script are found without waiting for a large album's catalogue to arrive.
        const json = JSON.stringify(portfolioData(checked, plans, fills)).replace(/</g, '\\u003c');
        return [
          { tag: 'script', attrs: { type: 'application/json', id: PORTFOLIO_ID }, children: json, injectTo: 'body' },
        ];
      },
    },

    // Documents are small text: assets of the bundle, so the compression plugin writes their .br and .gz.
    async generateBundle() {
      const { catalogue: checked } = await planned();
      for (const document of checked.documents) {
        this.emitFile({ type: 'asset', fileName: `photos/${document}`, source: await readFile(join(dir, document)) });
      }
    },

    // After Vite has written the bundle (into an emptied outDir): the photos are copied from the cache rather
    // than held in memory as assets, which a large album would not fit.
    async writeBundle() {
      const { catalogue: checked, plans } = await planned();
      const photosOut = join(outDir, 'photos');
      await mkdir(photosOut, { recursive: true });
      await inPool(checked.photos, concurrency, async (photo) => {
        const plan = plans.find((candidate) => candidate.id === photo.id);
        if (!plan) return;
        await writeFile(join(photosOut, `${photo.id}.jpg`), await shipped(photo, plan, cacheDir, checked.details));
        for (const derivative of plan.derivatives) {
          await copyFile(cachePath(cacheDir, derivative.key), join(outDir, derivative.fileName));
        }
      });
    },

    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith('/photos/')) return next();
        void processAll()
          .then(async ({ catalogue: checked, plans }) => {
            for (const plan of plans) {
              const derivative = plan.derivatives.find((candidate) => `/${candidate.fileName}` === path);
              const photo = checked.photos.find((candidate) => candidate.id === plan.id);
              if (derivative) {
                res.setHeader('Content-Type', MIME[derivative.format]);
                res.end(await readFile(cachePath(cacheDir, derivative.key)));
                return;
              }
              if (photo && path === `/photos/${photo.id}.jpg`) {
                res.setHeader('Content-Type', 'image/jpeg');
                res.end(await shipped(photo, plan, cacheDir, checked.details));
                return;
              }
            }
            const document = checked.documents.find((candidate) => path === `/photos/${candidate}`);
            if (document) {
              res.end(await readFile(join(dir, document)));
              return;
            }
            next();
          })
          .catch(next);
      });
    },
  };
}
