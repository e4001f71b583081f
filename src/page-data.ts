// What a built page carries (scripts/pages/portfolio.ts), and the catalogue it names, fetched once for the pre-paint
// script and the app alike: a page holds what its first screen needs, and every photo's record follows in one
// immutable file that all pages share.
import type { Album } from './lib/albums';
import { PORTFOLIO_ID } from './lib/page-names';
import { decodePhotoIndex, withWords, type PhotoIndex, type PhotoWords } from './lib/photo-index';
import type { Photo } from './lib/photos';
import type { VaultPage } from './lib/private/vault';
import type { Site } from './lib/site';

export interface PageData {
  site: Site;
  /**
   * Where the catalogue's two halves are, every photo's files and every photo's words, in the catalogue's order:
   * immutable files that all pages share, each fetched by a page that does not carry it; and the listed photos'
   * search index, fetched by the search worker when search is first opened.
   */
  catalogue: { index: string; words: string; search: string };
  /** A nav page's: its photos' files, for the home page's shuffle and first screen. */
  index?: PhotoIndex;
  /** A collection's page (a tag's, a camera's): the places in `index` of the photos it shows. */
  selection?: number[];
  /** A photo's page: its own record, all its first screen shows. */
  photo?: Photo;
  /** The albums page, an album's page and an album's photo's page: the albums they show or link. */
  albums?: Album[];
  /** A private album's page: its lock, and its title unless hidden; nothing else of it. */
  vault?: VaultPage;
}

/** What the page carries (or another page of the site, fetched and parsed); null when it is missing or unreadable. */
export function pageData(page: Document = document): PageData | null {
  try {
    return JSON.parse(page.getElementById(PORTFOLIO_ID)?.textContent ?? '') as PageData;
  } catch {
    return null;
  }
}

const CATALOGUE = '__catalogue';
type WithCatalogue = Window & { [CATALOGUE]?: Promise<Photo[] | null> };

/** Low priority: the first screen's images go first. */
const fetchJson = <T>(url: string): Promise<T | null> =>
  fetch(url, { priority: 'low' }).then((response) => (response.ok ? (response.json() as Promise<T>) : null));

/** The photos of an unlisted album the page carries, marked so: shown on that album's pages only. */
function markUnlisted(photos: Photo[], albums: readonly Album[] = []): Photo[] {
  const unlisted = new Set(albums.filter((album) => album.unlisted).map((album) => album.folder));
  if (unlisted.size === 0) return photos;
  return photos.map((photo) =>
    photo.album !== null && unlisted.has(photo.album) ? { ...photo, unlisted: true as const } : photo,
  );
}

/**
 * Every photo's record, fetched once per page (the pre-paint script starts it, the app's copy of this module finds
 * it on the window): the words, and the index unless the page carries it; null when they cannot be had.
 */
export function catalogue(
  page: Pick<PageData, 'catalogue' | 'index' | 'albums'>,
  target: WithCatalogue = window,
): Promise<Photo[] | null> {
  return (target[CATALOGUE] ??= Promise.all([
    page.index ?? fetchJson<PhotoIndex>(page.catalogue.index),
    fetchJson<PhotoWords>(page.catalogue.words),
  ])
    .then(([index, words]) =>
      index && words ? markUnlisted(withWords(decodePhotoIndex(index), words), page.albums) : null,
    )
    .catch(() => null));
}

/** The photos the page itself names, without the words only the catalogue has: what an offline visit shows. */
function pagePhotos({ photo, index, albums }: PageData): Photo[] {
  if (photo) return [photo];
  const photos = (index ? decodePhotoIndex(index) : []).map((files) => ({ ...files, title: files.id, alt: '' }));
  return markUnlisted(photos, albums);
}

/**
 * @public (imported by the code `virtual:portfolio` is made of: scripts/pages/portfolio.ts)
 * `virtual:portfolio` in a built page: the site, the albums and the photos the page names, at once, and every photo
 * once the catalogue has come (or, when it cannot be had, the page's own).
 */
export function pagePortfolio(): {
  site: Site;
  photos: Photo[];
  catalogue: Promise<Photo[]>;
  albums?: Album[];
  vaults?: VaultPage[];
  search: string;
} {
  const page = pageData();
  if (!page) throw new Error('the page carries no portfolio');
  const photos = pagePhotos(page);
  return {
    site: page.site,
    photos,
    catalogue: catalogue(page).then((all) => all ?? photos),
    ...(page.albums && { albums: page.albums }),
    ...(page.vault && { vaults: [page.vault] }),
    search: page.catalogue.search,
  };
}
