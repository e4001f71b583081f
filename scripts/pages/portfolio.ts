// The catalogue as the site ships it (words, sizes, fills and the derivatives' hash; nothing private): two immutable
// files, every photo's index and every photo's words, and in each page only what its first screen needs (a nav
// page: the index; a photo's page: its own record); and `virtual:portfolio`, the module that hands it to the app:
// in a built page, the page's data and the catalogue once fetched; in Node (the prerender, tests, a dev server), the
// data itself.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { compactFill, encodePhotoIndex, encodePhotoWords } from '../../src/lib/photo-index.ts';
import type { Photo } from '../../src/lib/photos.ts';
import type { Site } from '../../src/lib/site.ts';
import type { PageData } from '../../src/page-data.ts';
import type { Catalogue } from '../photos/catalogue.ts';

export interface Portfolio {
  site: Site;
  photos: Photo[];
}

const CREDITS = 'CREDITS.md';
const MODULE_ID = 'virtual:portfolio';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The page's catalogue: `fills[i]` is the i-th photo's. */
export function portfolioOf({ site, photos, documents }: Catalogue, fills: readonly string[]): Portfolio {
  const page: Photo[] = photos.map((photo, i) => ({
    id: photo.id,
    title: photo.title,
    alt: photo.alt,
    ...(photo.caption && { caption: photo.caption }),
    width: photo.width,
    height: photo.height,
    album: photo.album,
    hash: photo.plan.hash,
    ...(compactFill(fills[i]) && { fill: compactFill(fills[i]) }),
  }));
  return { site: { ...site, credits: documents.includes(CREDITS) }, photos: page };
}

export interface CatalogueFile {
  /** Where the build writes it: under assets/, named by its content, so hosts may cache it for good. */
  fileName: string;
  source: string;
}

const catalogueFile = (name: string, data: unknown): CatalogueFile => {
  const source = JSON.stringify(data);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { fileName: `assets/${name}.${hash}.json`, source };
};

/** The catalogue's two halves, in its order: the files pages fetch after their first paint when they lack them. */
export function catalogueFiles(portfolio: Portfolio): { index: CatalogueFile; words: CatalogueFile } {
  return {
    index: catalogueFile('catalogue-index', encodePhotoIndex(portfolio.photos)),
    words: catalogueFile('catalogue-words', encodePhotoWords(portfolio.photos)),
  };
}

/** What a nav page carries: the site, and the index of every photo for the home page's shuffle and first screen. */
export function navPageData(portfolio: Portfolio, catalogue: PageData['catalogue']): PageData {
  return { site: portfolio.site, catalogue, index: encodePhotoIndex(portfolio.photos) };
}

/** What a photo's page carries: the site and the photo's own record. */
export function photoPageData(portfolio: Portfolio, photo: Photo, catalogue: PageData['catalogue']): PageData {
  return { site: portfolio.site, catalogue, photo };
}

/** The <script type="application/json">'s text: `<` escaped, so no text of the owner's closes it. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * `virtual:portfolio`: `load()`'s data, or, where `inPage()` says the module runs in a built page, the page's data
 * and the catalogue as it comes (src/page-data.ts).
 */
export function portfolioModule(load: () => Promise<Portfolio>, inPage: (ssr: boolean) => boolean): Plugin {
  return {
    name: 'portfolio-module',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (inPage(options?.ssr ?? false)) {
        return `import { pagePortfolio } from '/src/page-data.ts';\nexport default pagePortfolio();`;
      }
      const data = `JSON.parse(${JSON.stringify(JSON.stringify(await load()))})`;
      return `const portfolio = ${data};\nexport default { ...portfolio, catalogue: Promise.resolve(portfolio.photos) };`;
    },
  };
}
