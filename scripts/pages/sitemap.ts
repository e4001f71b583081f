// sitemap.xml (sitemaps.org, with Google's image extension: each photo page names its preview) and robots.txt,
// which points crawlers at it.
import { escapeMarkup } from '../escape.mjs';

export interface SitemapPage {
  /** Absolute address. */
  url: string;
  /** Absolute address of the page's image, for a photo's page. */
  image?: string;
}

export function sitemap(pages: readonly SitemapPage[]): string {
  const url = ({ url: loc, image }: SitemapPage) =>
    `  <url><loc>${escapeMarkup(loc)}</loc>${
      image ? `<image:image><image:loc>${escapeMarkup(image)}</image:loc></image:image>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...pages.map(url),
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled; the sitemap is named when the site's address is known. */
export function robotsTxt(sitemapUrl?: string): string {
  return ['User-agent: *', 'Allow: /', ...(sitemapUrl ? [`Sitemap: ${sitemapUrl}`] : []), ''].join('\n');
}
