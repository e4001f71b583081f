// The catalogue as a page carries it (words, sizes, fills and the derivatives' hash; nothing private), each page only
// what it and the pages its links reach need (pagePortfolio), and `virtual:portfolio`, the module that hands it to
// the app: in a built page, read from the JSON the page carries once; in Node (the prerender, tests, a dev server),
// the data itself, whole.
import type { Plugin } from 'vite';
import type { Album } from '../../src/lib/albums.ts';
import { PORTFOLIO_ID } from '../../src/lib/page-names.ts';
import type { Photo } from '../../src/lib/photos.ts';
import type { Site } from '../../src/lib/site.ts';
import type { Catalogue } from '../photos/catalogue.ts';

export interface Portfolio {
  site: Site;
  photos: Photo[];
  /** Every album, whole; a page carries them only where it or its links show one (pagePortfolio). */
  albums?: Album[];
}

const CREDITS = 'CREDITS.md';
const MODULE_ID = 'virtual:portfolio';
/** The module's id in Vite's module graph, where a dev server invalidates it when the catalogue changes. */
export const RESOLVED_ID = `\0${MODULE_ID}`;

/** The page's catalogue: `fills[i]` is the i-th photo's. */
export function portfolioOf({ site, photos, albums, documents }: Catalogue, fills: readonly string[]): Portfolio {
  const unlisted = new Set(albums.filter((album) => album.unlisted).map((album) => album.folder));
  const page: Photo[] = photos.map((photo, i) => ({
    id: photo.id,
    title: photo.title,
    alt: photo.alt,
    ...(photo.caption && { caption: photo.caption }),
    width: photo.width,
    height: photo.height,
    album: photo.album,
    ...(photo.album !== null && unlisted.has(photo.album) && { unlisted: true }),
    hash: photo.plan.hash,
    ...(fills[i] && { fill: fills[i] }),
  }));
  return { site: { ...site, credits: documents.includes(CREDITS) }, photos: page, albums };
}

/** What a page is, for what it carries: whether it shows or links albums, and the album it belongs to. */
export interface PageKind {
  /** The albums page, an album's page, a page of a photo in an album: the listed albums come with it. */
  albums: boolean;
  /** The album's folder: an unlisted album's photos (and its own entry) come with its pages only. */
  album?: string | null;
}

/**
 * What one page carries: the listed photos, the unlisted album's own on its pages; the listed albums where `kind`
 * shows or links them, none on the home page (whose albums link loads the albums page whole).
 */
export function pagePortfolio({ site, photos, albums = [] }: Portfolio, kind: PageKind): Portfolio {
  const own = (album: string | null | undefined) => album != null && album === kind.album;
  const page: Portfolio = { site, photos: photos.filter((photo) => !photo.unlisted || own(photo.album)) };
  if (kind.albums) page.albums = albums.filter((album) => !album.unlisted || own(album.folder));
  return page;
}

/** The <script type="application/json"> a built page carries: `<` escaped, so no text of the owner's closes it. */
export function portfolioJson(portfolio: Portfolio): string {
  return JSON.stringify(portfolio).replace(/</g, '\\u003c');
}

/**
 * `virtual:portfolio`: `load()`'s data, or, where `inPage()` says the module runs in a built page, the JSON the page
 * carries (the pre-paint script reads it the same way).
 */
export function portfolioModule(load: () => Promise<Portfolio>, inPage: (ssr: boolean) => boolean): Plugin {
  return {
    name: 'portfolio-module',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (inPage(options?.ssr ?? false)) {
        return `export default JSON.parse(document.getElementById(${JSON.stringify(PORTFOLIO_ID)}).textContent);`;
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(await load()))});`;
    },
  };
}
