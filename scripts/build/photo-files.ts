// photos/ on Vite's dev server, which writes nothing: each derivative from the cache or, until the background encode
// has made it, a quick JPEG of its width that the browser keeps no copy of (and that photo is encoded next); each
// shipped JPEG made when asked for (stripped, or encoded once), answering Range as the production server does; the
// documents from the folder. A build writes them all with writePhotos().
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Catalogue, CataloguePhoto } from '../photos/catalogue.ts';
import { openImage } from '../photos/decode.ts';
import { cachePath, type Derivative } from '../photos/derivatives.ts';
import { shippedPhoto } from '../photos/shipped.ts';
import type { DevSite } from './dev-site.ts';
import { sendBytes } from './send-bytes.ts';

const PREFIX = '/photos/';
const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
// A derivative's name holds a hash of its source bytes and the encoder's settings: its bytes never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Shipped JPEGs kept made: the worker reads a photo's header in a few ranged requests, zoom the whole file.
const SHIPPED_KEPT = 8;

interface Paths {
  derivatives: Map<string, { photo: CataloguePhoto; derivative: Derivative }>;
  shipped: Map<string, CataloguePhoto>;
  documents: Set<string>;
}

const pathsByCatalogue = new WeakMap<Catalogue, Paths>();

/** Every path under photos/ the catalogue answers, looked up once per catalogue. */
function pathsOf(catalogue: Catalogue): Paths {
  let paths = pathsByCatalogue.get(catalogue);
  if (!paths) {
    paths = { derivatives: new Map(), shipped: new Map(), documents: new Set() };
    for (const photo of catalogue.photos) {
      for (const derivative of photo.plan.derivatives)
        paths.derivatives.set(`/${derivative.fileName}`, { photo, derivative });
      paths.shipped.set(`${PREFIX}${photo.id}.jpg`, photo);
    }
    for (const document of catalogue.documents) paths.documents.add(`${PREFIX}${document}`);
    pathsByCatalogue.set(catalogue, paths);
  }
  return paths;
}

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
  const shipped = new Map<string, Promise<Uint8Array>>();
  const shippedOf = (photo: CataloguePhoto, catalogue: Catalogue) => {
    const key = `${photo.plan.fillKey}\0${JSON.stringify(catalogue.details)}`;
    let made = shipped.get(key);
    if (!made) {
      made = shippedPhoto(photo, cacheDir, catalogue.details);
      made.catch(() => shipped.delete(key));
      shipped.set(key, made);
      for (const old of shipped.keys()) if (shipped.size > SHIPPED_KEPT) shipped.delete(old);
    }
    return made;
  };

  /** Answers with the catalogue's file at `path`; false when it has none there. */
  const answer = async (req: IncomingMessage, res: ServerResponse, path: string, catalogue: Catalogue) => {
    const paths = pathsOf(catalogue);
    const found = paths.derivatives.get(path);
    if (found) {
      const { photo, derivative } = found;
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
    const photo = paths.shipped.get(path);
    if (photo) {
      const bytes = await shippedOf(photo, catalogue);
      sendBytes(req, res, bytes, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'no-cache' });
      return true;
    }
    if (!paths.documents.has(path)) return false;
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
