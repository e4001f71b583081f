// Every page and text file the site serves beside the app's bundle, made from the built index.html: a copy of it
// for each route of the nav and as 404.html (which hosts send, with status 404, for any other path); each photo's
// own page, p/<id>.html, with its title, description, link preview and the page as the app draws it; robots.txt
// always, and sitemap.xml and feed.xml when portfolio.yaml gives the site's `url`, which both must name in full.
import { paths } from '../../src/lib/paths.ts';
import type { Catalogue } from '../photos/catalogue.ts';
import type { Problem } from '../photos/problems.ts';
import { atomFeed } from './feed.ts';
import { absoluteUrl, photoDescription, photoPageHtml, type PageMeta } from './photo-page.ts';
import type { PageData } from '../../src/page-data.ts';
import { pageDataJson, photoPageData, type Portfolio } from './portfolio.ts';
import type { RenderedPages } from './render.ts';
import { robotsTxt, sitemap } from './sitemap.ts';

export interface SiteFile {
  fileName: string;
  source: string;
}

export interface SitePagesInput {
  /** The built index.html, prerendered home page and all. */
  indexHtml: string;
  catalogue: Catalogue;
  /** What the pages carry: a photo's page, its own record. */
  portfolio: Portfolio;
  /** Where the catalogue's files are served. */
  catalogueUrl: PageData['catalogue'];
  pages: RenderedPages;
  /** The slideshow chunk's address, which a photo's page fetches beside the app's own (it shows the slideshow). */
  slideshowChunk?: string;
  configFile: string;
}

/** The file a host serves for a route path: `/` is index.html, `/a/b` is a/b.html. */
export function routeFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The file a host serves for `/p/<id>`. */
export const photoPageFile = (id: string): string => `${paths.photo(id).slice(1)}.html`;

const NOT_FOUND_FILE = '404.html';

/** The files, and what to tell the owner (a site without its `url`). */
export function sitePages({
  indexHtml,
  catalogue,
  portfolio,
  catalogueUrl,
  pages,
  slideshowChunk,
  configFile,
}: SitePagesInput): {
  files: SiteFile[];
  warnings: Problem[];
} {
  const { site } = catalogue;
  const routes = new Set([...site.nav.map((item) => routeFile(item.path)), NOT_FOUND_FILE]);
  routes.delete('index.html');
  const files: SiteFile[] = [...routes].map((fileName) => ({ fileName, source: indexHtml }));

  const url = (path: string) => absoluteUrl(site.url, path);
  const photos = catalogue.photos.map((photo) => ({
    photo,
    pageUrl: url(paths.photo(photo.id)),
    imageUrl: url(`/${photo.plan.preview.fileName}`),
  }));
  photos.forEach(({ photo, pageUrl, imageUrl }, i) => {
    const { preview } = photo.plan;
    const meta: PageMeta = {
      title: `${photo.title} · ${site.owner}`,
      description: photoDescription(photo),
      ...(site.url && { url: pageUrl }),
      siteName: site.title,
      image: {
        url: imageUrl,
        width: preview.width,
        height: Math.round((preview.width * photo.height) / photo.width),
        alt: photo.alt,
      },
      ...(slideshowChunk && { modules: [slideshowChunk] }),
    };
    const record = portfolio.photos[i];
    if (record?.id !== photo.id) throw new Error(`photo pages: the portfolio's photo ${String(i)} is not ${photo.id}`);
    const data = pageDataJson(photoPageData(portfolio, record, catalogueUrl));
    files.push({
      fileName: photoPageFile(photo.id),
      source: photoPageHtml(indexHtml, meta, pages.photos[i] ?? '', data),
    });
  });

  if (!site.url) {
    files.push({ fileName: 'robots.txt', source: robotsTxt() });
    const fix = 'Add the address the site is published at under `site:`, e.g. `url: https://example.com`.';
    const message =
      'the site has no `url`, so link previews name their image from the site root, and sitemap.xml and ' +
      'feed.xml are not written';
    return { files, warnings: [{ file: configFile, message, fix }] };
  }
  const pageList = [
    ...site.nav.map((item) => ({ url: url(item.path) })),
    ...photos.map(({ pageUrl, imageUrl }) => ({ url: pageUrl, image: imageUrl })),
  ];
  const feed = photos.map(({ photo, pageUrl, imageUrl }) => ({
    title: photo.title,
    description: photoDescription(photo),
    alt: photo.alt,
    pageUrl,
    imageUrl,
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
