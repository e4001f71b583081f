// The catalogue as the site ships it (words, sizes, fills and the derivatives' hash; nothing private): immutable
// files of every photo's index and words that pages share, and in each page only what its first screen needs (a page
// of cards: its photos' index; a photo's page: its own record; the albums where it shows or links them); and
// `virtual:portfolio`, the module that hands it to the app: in a built page, the page's data and the catalogue once
// fetched; in Node (the prerender, tests, a dev server), the data itself, whole.
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Plugin } from 'vite';
import type { Album } from '../../src/lib/albums.ts';
import { compactFill, encodePhotoIndex, encodePhotoWords, type PhotoIndex } from '../../src/lib/photo-index.ts';
import type { Photo } from '../../src/lib/photos.ts';
import { SEARCH_OPTIONS, searchDocuments } from '../../src/lib/search.ts';
import type { VaultManifest, VaultPage } from '../../src/lib/private/vault.ts';
import type { Site } from '../../src/lib/site.ts';
import type { PageData } from '../../src/page-data.ts';
import type { Catalogue, CataloguePhoto, Vault } from '../catalogue/catalogue.ts';

export interface Portfolio {
  site: Site;
  photos: Photo[];
  /** Every album, whole; a page carries them only where it or its links show one (SiteData.pageData). */
  albums?: Album[];
  /** Every private album's page: its lock and title; its photos are none of the above, and ship sealed. */
  vaults?: VaultPage[];
}

const CREDITS = 'CREDITS.md';
const MODULE_ID = 'virtual:portfolio';
/** The module's id in Vite's module graph, where a dev server invalidates it when the catalogue changes. */
export const RESOLVED_ID = `\0${MODULE_ID}`;

/** The photos as the site ships them: `fills[i]` is the i-th photo's. */
function shippedPhotos(photos: readonly CataloguePhoto[], fills: readonly string[], albums: readonly Album[]): Photo[] {
  const unlisted = new Set(albums.filter((album) => album.unlisted).map((album) => album.folder));
  return photos.map((photo, i) => {
    const fill = compactFill(fills[i]);
    return {
      id: photo.id,
      title: photo.title,
      alt: photo.alt,
      ...(photo.caption && { caption: photo.caption }),
      ...(photo.tags?.length && { tags: photo.tags }),
      ...(photo.cameraName && { camera: photo.cameraName }),
      ...(photo.lensName && { lens: photo.lensName }),
      ...(photo.year !== undefined && { year: photo.year }),
      ...(photo.place && { place: photo.place }),
      width: photo.width,
      height: photo.height,
      album: photo.album,
      ...(photo.album !== null && unlisted.has(photo.album) && { unlisted: true }),
      hash: photo.plan.hash,
      ...(fill && { fill }),
      ...(photo.ranks && { ranks: photo.ranks }),
    };
  });
}

/** The page's catalogue: `fills[i]` is the i-th photo's. */
export function portfolioOf({ site, photos, albums, documents }: Catalogue, fills: readonly string[]): Portfolio {
  return {
    site: { ...site, credits: documents.includes(CREDITS) },
    photos: shippedPhotos(photos, fills, albums),
    albums,
  };
}

/**
 * A private album's manifest: the album and its photos as the site ships any, each photo by the id `sealedIds` gives
 * it (its own would name its file) and marked with the album's slug, whose address its files are asked for at.
 */
export function vaultManifest(
  { album, photos }: Vault,
  fills: readonly string[],
  sealedIds: ReadonlyMap<string, string>,
): VaultManifest {
  const idOf = (id: string) => {
    const sealed = sealedIds.get(id);
    if (sealed === undefined) throw new Error(`vault manifest: no sealed id for a photo of ${album.folder}`);
    return sealed;
  };
  return {
    album: { ...album, cover: idOf(album.cover) },
    photos: shippedPhotos(photos, fills, []).map((photo) => ({ ...photo, id: idOf(photo.id), vault: album.slug })),
  };
}

/** What a page is, for what it carries: whether it shows or links albums, and the album it belongs to. */
interface PageKind {
  /** The albums page, an album's page, a page of a photo in an album: the listed albums come with it. */
  albums: boolean;
  /** The album's folder: an unlisted album's photos (and its own entry) come with its pages only. */
  album?: string | null;
  /** A collection's page (a tag's, a camera's): the ids of the listed photos it shows. */
  photos?: readonly string[];
}

interface CatalogueFile {
  /** Where the build writes it: under assets/, named by its content, so hosts may cache it for good. */
  fileName: string;
  source: string;
}

const catalogueFile = (name: string, data: unknown): CatalogueFile => {
  const source = JSON.stringify(data);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { fileName: `assets/${name}.${hash}.json`, source };
};

/** The search index of the listed photos (lib/search.ts), as the worker loads it; one for the whole site. */
function searchFile(photos: readonly Photo[], albums: readonly Album[]): CatalogueFile {
  const titles = new Map(albums.map((album) => [album.folder, album.title]));
  const index = new MiniSearch(SEARCH_OPTIONS);
  index.addAll(searchDocuments(photos, (folder) => titles.get(folder)));
  return catalogueFile('search-index', index);
}

export interface SiteData {
  /** The catalogue's files: every listed photo's index and words, which all listed pages share; and the same for
   * each unlisted album, with its own photos added, which only its pages name; and the listed photos' search index,
   * which every page names, an unlisted album's too, so search never finds a photo outside its album's pages. */
  files: CatalogueFile[];
  /** What a page of `kind` carries: a photo's page (`photoId`) its own record, any other its photos' index. */
  pageData(kind: PageKind, photoId?: string): PageData;
}

/** The catalogue's files and each page's part of it, for a site served from `base`. */
export function siteData({ site, photos, albums = [] }: Portfolio, base: string): SiteData {
  const search = searchFile(photos, albums);
  const files: CatalogueFile[] = [search];
  const scopes = new Map<string | null, { index: PhotoIndex; ids: string[]; catalogue: PageData['catalogue'] }>();
  /** The index of the photos a page of the album `folder` knows (null: a listed page), and the files that hold it. */
  const scope = (folder: string | null) => {
    const known = scopes.get(folder);
    if (known) return known;
    const shown = photos.filter((photo) => !photo.unlisted || (folder !== null && photo.album === folder));
    const photoIndex = encodePhotoIndex(shown);
    const index = catalogueFile('catalogue-index', photoIndex);
    const words = catalogueFile('catalogue-words', encodePhotoWords(shown));
    files.push(index, words);
    const made = {
      index: photoIndex,
      ids: shown.map((photo) => photo.id),
      catalogue: {
        index: `${base}${index.fileName}`,
        words: `${base}${words.fileName}`,
        search: `${base}${search.fileName}`,
      },
    };
    scopes.set(folder, made);
    return made;
  };
  const unlisted = new Set(albums.filter((album) => album.unlisted).map((album) => album.folder));
  scope(null);
  for (const folder of unlisted) scope(folder);
  return {
    files,
    pageData(kind, photoId) {
      const photo = photoId === undefined ? undefined : photos.find((each) => each.id === photoId);
      if (photoId !== undefined && !photo) throw new Error(`page data: no photo ${photoId} in the catalogue`);
      const own = kind.album != null && unlisted.has(kind.album) ? kind.album : null;
      const { index, ids, catalogue } = scope(own);
      const selection = kind.photos?.map((id) => {
        const at = ids.indexOf(id);
        if (at === -1) throw new Error(`page data: ${id} is not among the listed photos`);
        return at;
      });
      return {
        site,
        catalogue,
        ...(photo ? { photo } : { index }),
        ...(selection && { selection }),
        ...(kind.albums && { albums: albums.filter((album) => !album.unlisted || album.folder === own) }),
      };
    },
  };
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
