// Every page and text file the site serves beside the app's bundle, made from the index.html Vite built: the home
// page (index-html.ts) and a copy of it for each route of the nav and as 404.html (which hosts send, with status
// 404, for any other path); each photo's own page, p/<id>.html, with its title, description, link preview and the
// page as the app draws it; the albums pages (album-pages.ts); the tags page and each tag's, camera's, lens's and
// year's (collection-pages.ts); robots.txt always, and sitemap.xml and feed.xml, of
// what is listed only, when portfolio.yaml gives the site's `url`, which both must name in full.
import { paths } from '../../src/lib/paths.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Problem } from '../photos/problems.ts';
import type { Photo } from '../../src/lib/photos.ts';
import type { VaultPage } from '../../src/lib/private/vault.ts';
import { albumPages, vaultPages } from './album-pages.ts';
import { collectionPages } from './collection-pages.ts';
import { atomFeed } from './feed.ts';
import { homePage } from './index-html.ts';
import { absoluteUrl, pageHtml, photoDescription, previewImage, type PageMeta } from './photo-page.ts';
import { pageDataJson, type SiteData } from './portfolio.ts';
import type { RenderedPages } from './render.ts';
import { robotsTxt, sitemap } from './sitemap.ts';

export interface SiteFile {
  fileName: string;
  source: string;
}

export interface SitePagesInput {
  /** index.html as Vite built it, with the app's script and stylesheet, and no page in it yet. */
  indexHtml: string;
  catalogue: Catalogue;
  /** What each page carries of the catalogue. */
  data: SiteData;
  pages: RenderedPages;
  /** The slideshow's chunk and those it imports, which a photo's page fetches beside the app's (it shows the slideshow). */
  slideshowChunks?: readonly string[];
  /** The places map's chunk and those it imports, which the places page fetches beside the app's (it draws the map). */
  placesMapChunks?: readonly string[];
  configFile: string;
  /** The photos as the site ships them (portfolio.ts): their tags, cameras, lenses and years make pages. */
  photos: readonly Photo[];
  /** The private albums' pages (portfolio.ts). */
  vaults?: readonly VaultPage[];
}

/** The file a host serves for a route path: `/` is index.html, `/a/b` is a/b.html. */
function routeFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The file a host serves for `/p/<id>`. */
const photoPageFile = (id: string): string => `${paths.photo(id).slice(1)}.html`;

const NOT_FOUND_FILE = '404.html';

/** The files, and what to tell the owner (a site without its `url`). */
export function sitePages({
  catalogue,
  data,
  pages,
  slideshowChunks,
  placesMapChunks,
  configFile,
  photos: shipped,
  vaults = [],
  ...built
}: SitePagesInput): {
  files: SiteFile[];
  warnings: Problem[];
} {
  const { site } = catalogue;
  // The page of cards every other page is made from: it carries the home page's part of the catalogue.
  const indexHtml = homePage(built.indexHtml, pages, pageDataJson(data.pageData({ albums: false })));
  // The search page is drawn by the app alone: its file is the home page's, so a shared search answers 200.
  const routes = new Set([...site.nav.map((item) => routeFile(item.path)), routeFile(paths.search), NOT_FOUND_FILE]);
  routes.delete('index.html');
  const files: SiteFile[] = ['index.html', ...routes].map((fileName) => ({ fileName, source: indexHtml }));

  const url = (path: string) => absoluteUrl(site.url, path);
  const unlisted = new Set(catalogue.albums.filter((album) => album.unlisted).map((album) => album.folder));
  const photos = catalogue.photos.map((photo) => ({
    photo,
    listed: photo.album === null || !unlisted.has(photo.album),
    pageUrl: url(paths.photo(photo.id)),
    image: previewImage(photo, url),
  }));
  photos.forEach(({ photo, listed, pageUrl, image }, i) => {
    const meta: PageMeta = {
      title: `${photo.title} · ${site.owner}`,
      description: photoDescription(photo, site),
      ...(site.url && { url: pageUrl }),
      siteName: site.title,
      image,
      ...(slideshowChunks && { modules: slideshowChunks }),
      ...(!listed && { noindex: true }),
    };
    // A photo of an album comes with the albums: its page flips within its album, whose page its links reach.
    const kind = { albums: photo.album !== null, album: photo.album };
    const markup = pages.photos[i] ?? '';
    files.push({
      fileName: photoPageFile(photo.id),
      source: pageHtml(indexHtml, meta, { markup, data: pageDataJson(data.pageData(kind, photo.id)) }),
    });
  });
  const albums = albumPages({ indexHtml, catalogue, data, pages, url });
  files.push(...albums.files, ...vaultPages({ indexHtml, catalogue, data, pages, vaults }));
  const collections = collectionPages({
    indexHtml,
    catalogue,
    photos: shipped,
    data,
    pages,
    url,
    ...(placesMapChunks && { placesMapChunks }),
  });
  files.push(...collections.files);

  if (!site.url) {
    files.push({ fileName: 'robots.txt', source: robotsTxt() });
    const fix = 'Add the address the site is published at under `site:`, e.g. `url: https://example.com`.';
    const message =
      'the site has no `url`, so link previews name their image from the site root, and sitemap.xml and ' +
      'feed.xml are not written';
    return { files, warnings: [{ file: configFile, message, fix }] };
  }
  const shown = photos.filter(({ listed }) => listed);
  const pageList = [
    ...site.nav.map((item) => ({ url: url(item.path) })),
    ...albums.sitemap,
    ...collections.sitemap,
    ...shown.map(({ pageUrl, image }) => ({ url: pageUrl, image: image.url })),
  ];
  const feed = shown.map(({ photo, pageUrl, image }) => ({
    title: photo.title,
    description: photoDescription(photo, site),
    alt: photo.alt,
    pageUrl,
    imageUrl: image.url,
    date: photo.taken ?? photo.modified,
  }));
  const feedSite = { title: site.title, description: site.description, owner: site.owner, url: url('') };
  files.push(
    { fileName: 'sitemap.xml', source: sitemap(pageList) },
    { fileName: 'robots.txt', source: robotsTxt(url('/sitemap.xml')) },
    { fileName: 'feed.xml', source: atomFeed(feedSite, feed) },
  );
  return { files, warnings: [] };
}
