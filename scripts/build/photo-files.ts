// photos/ on Vite's dev server, which writes nothing: each derivative from the cache, each shipped JPEG made when
// asked for (stripped, or encoded once), the documents from the folder; a build writes them with writePhotos().
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Connect } from 'vite';
import { cachePath } from '../photos/derivatives.ts';
import { shippedPhoto } from '../photos/shipped.ts';
import type { SiteBuild } from './pipeline.ts';

const MIME = { avif: 'image/avif', jpeg: 'image/jpeg' } as const;

export function photoFiles(
  pipeline: () => Promise<SiteBuild>,
  { photosDir, cacheDir }: { photosDir: string; cacheDir: string },
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith('/photos/')) return next();
    void pipeline()
      .then(async ({ catalogue }) => {
        for (const photo of catalogue.photos) {
          const derivative = photo.plan.derivatives.find((candidate) => `/${candidate.fileName}` === path);
          if (derivative) {
            res.setHeader('Content-Type', MIME[derivative.format]);
            res.end(await readFile(cachePath(cacheDir, derivative.key)));
            return;
          }
          if (path === `/photos/${photo.id}.jpg`) {
            res.setHeader('Content-Type', 'image/jpeg');
            res.end(await shippedPhoto(photo, cacheDir, catalogue.details));
            return;
          }
        }
        const document = catalogue.documents.find((candidate) => path === `/photos/${candidate}`);
        if (document) {
          res.end(await readFile(join(photosDir, document)));
          return;
        }
        next();
      })
      .catch(next);
  };
}
