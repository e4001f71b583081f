// The albums page (/albums: every listed album, in the owner's order) and each album's own page (/albums/<slug>),
// made from the built index.html: title, description, link preview (the cover's 1200 px JPEG), `noindex` for an
// unlisted album, the data each carries, and its markup: the albums page's in #root, an album's first cards in the
// template the pre-paint script shuffles and shows, as the home page's are.
import type { Album } from '../../src/lib/albums.ts';
import type { VaultPage } from '../../src/lib/private/vault.ts';
import { paths } from '../../src/lib/paths.ts';
import { fill } from '../../src/lib/words.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { pageHtml, previewImage, type PageMeta, type PreviewImage } from './photo-page.ts';
import { pageDataJson, type SiteData } from './portfolio.ts';
import type { RenderedPages } from './render.ts';
import type { SitemapPage } from './sitemap.ts';

export interface AlbumPagesInput {
  indexHtml: string;
  catalogue: Catalogue;
  /** What each page carries of the catalogue. */
  data: SiteData;
  pages: RenderedPages;
  /** A path from the site's root, absolute when the site's `url` is known. */
  url: (path: string) => string;
}

/** The file a host serves for `/albums/<slug>`. */
const albumPageFile = (album: Pick<Album, 'slug'>): string => `${paths.album(album.slug).slice(1)}.html`;

/**
 * Each private album's page: its password form, and nothing of the album but its lock and, unless hidden, its title.
 * Its preview names no photo, no search engine indexes it, and it carries no photo's index.
 */
export function vaultPages({
  indexHtml,
  catalogue: { site },
  data,
  pages,
  vaults,
}: Pick<AlbumPagesInput, 'indexHtml' | 'catalogue' | 'data' | 'pages'> & { vaults: readonly VaultPage[] }): {
  fileName: string;
  source: string;
}[] {
  // The site and where its catalogue is, for the pages a visitor goes on to: no photo's index.
  const { site: shipped, catalogue } = data.pageData({ albums: false });
  return vaults.map((vault, i) => {
    const head: PageMeta = {
      title: fill(site.words['album-title'], { title: vault.title ?? site.words['vault-title'], owner: site.owner }),
      description: site.words['vault-intro'],
      siteName: site.title,
      noindex: true,
    };
    const carried = pageDataJson({ site: shipped, catalogue, vault });
    return {
      fileName: albumPageFile(vault),
      source: pageHtml(indexHtml, head, { markup: pages.vaultPages[i] ?? '', data: carried }),
    };
  });
}

/** The files of the albums pages, and the sitemap's entries of the listed ones. */
export function albumPages({ indexHtml, catalogue, data, pages, url }: AlbumPagesInput): {
  files: { fileName: string; source: string }[];
  sitemap: SitemapPage[];
} {
  const { site, albums } = catalogue;
  /** A page's head: its address, and its preview from the cover of `album`. */
  const meta = (path: string, album: Album, title: string, description: string): PageMeta & { image: PreviewImage } => {
    const cover = catalogue.photos.find((photo) => photo.id === album.cover);
    if (!cover) throw new Error(`album pages: the cover of ${album.folder} is not in the catalogue`);
    return {
      title,
      description,
      ...(site.url && { url: url(path) }),
      siteName: site.title,
      image: previewImage(cover, url),
      ...(album.unlisted && { noindex: true }),
    };
  };
  const files: { fileName: string; source: string }[] = [];
  const sitemap: SitemapPage[] = [];
  const listed = albums.filter((album) => !album.unlisted);
  const [first] = listed;
  if (first && pages.albums !== undefined) {
    const title = fill(site.words['albums-title'], { owner: site.owner });
    const head = meta(paths.albums, first, title, site.description);
    const carried = pageDataJson(data.pageData({ albums: true }));
    files.push({
      fileName: `${paths.albums.slice(1)}.html`,
      source: pageHtml(indexHtml, head, { markup: pages.albums, data: carried }),
    });
    sitemap.push({ url: url(paths.albums), image: head.image.url });
  }
  albums.forEach((album, i) => {
    const path = paths.album(album.slug);
    const title = fill(site.words['album-title'], { title: album.title, owner: site.owner });
    const head = meta(path, album, title, album.description ?? site.description);
    const carried = pageDataJson(data.pageData({ albums: true, album: album.folder }));
    const cards = pages.albumPages[i] ?? '';
    files.push({ fileName: albumPageFile(album), source: pageHtml(indexHtml, head, { cards, data: carried }) });
    if (!album.unlisted) sitemap.push({ url: url(path), image: head.image.url });
  });
  return { files, sitemap };
}
