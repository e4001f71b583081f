// photos/ on Vite's dev server, which writes nothing: each derivative from the cache or, until the background encode
// has made it, a quick JPEG of its width that the browser keeps no copy of (and that photo is encoded next); each
// shipped JPEG made when asked for (stripped, or encoded once), answering Range as the production server does; the
// documents from the folder. A build writes them all in its write step (scripts/pipeline/pipeline.ts).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Catalogue, CataloguePhoto } from '../catalogue/catalogue.ts';
import { openImage } from '../photos/decode.ts';
import { cachePath } from '../photos/derivatives.ts';
import { shippedPhoto } from '../photos/shipped.ts';
import type { DevSite } from './dev-site.ts';
import { sendBytes } from './send-bytes.ts';

const PREFIX = '/photos/';
const MIME = { avif: 'image/avif', jpeg: 'image/jpeg' } as const;
// A derivative's name holds a hash of its source bytes and the encoder's settings: its bytes never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The photo at `width`, quickly: a JPEG's own shrink-on-load, no AVIF; HEIC has to be decoded whole first. */
async function quickCopy(photo: CataloguePhoto, width: number): Promise<Buffer> {
  const bytes = await readFile(photo.plan.source);
  const image = photo.format === 'heif' ? await openImage(bytes, photo.format) : sharp(bytes).autoOrient();
  return image.resize({ width }).toColourspace('srgb').jpeg({ quality: 75 }).toBuffer();
}

const pathOf = (url: string | undefined): string => {
  const path = (url ?? '').split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

export function photoFiles(
  site: Pick<DevSite, 'current' | 'hurry'>,
  { photosDir, cacheDir }: { photosDir: string; cacheDir: string },
): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void {
  /** Answers with the catalogue's file at `path`; false when it has none there. */
  const answer = async (req: IncomingMessage, res: ServerResponse, path: string, catalogue: Catalogue) => {
    for (const photo of catalogue.photos) {
      const derivative = photo.plan.derivatives.find((candidate) => `/${candidate.fileName}` === path);
      if (derivative) {
        const cached = await readFile(cachePath(cacheDir, derivative.key)).catch(() => undefined);
        if (cached) {
          sendBytes(req, res, cached, { 'Content-Type': MIME[derivative.format], 'Cache-Control': IMMUTABLE });
          return true;
        }
        site.hurry(photo);
        const quick = await quickCopy(photo, derivative.width);
        sendBytes(req, res, quick, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'no-store' });
        return true;
      }
      if (path === `${PREFIX}${photo.id}.jpg`) {
        const bytes = await shippedPhoto(photo, cacheDir, catalogue.details);
        sendBytes(req, res, bytes, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'no-cache' });
        return true;
      }
    }
    if (!catalogue.documents.some((document) => path === `${PREFIX}${document}`)) return false;
    sendBytes(req, res, await readFile(join(photosDir, path.slice(PREFIX.length))));
    return true;
  };

  return (req, res, next) => {
    const path = pathOf(req.url);
    if (!path.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    void site.current().then(
      ({ catalogue }) =>
        answer(req, res, path, catalogue).then(
          (answered) => answered || next(),
          // A photo no decoder takes: the background encode names it, as the build would.
          () => {
            res.statusCode = 500;
            res.end();
          },
        ),
      // The site has problems to fix, which the page's overlay shows: there is no catalogue to look in.
      () => next(),
    );
  };
}
