// @vitest-environment node
// The pages and text files the build writes beside the app: a page per route and 404.html, so a host answers each
// path on its own; each photo's page; robots.txt, and the sitemap and feed when the site has its address.
import { describe, expect, it } from 'vitest';
import { navPageData, pageDataJson, portfolioOf } from '../../../scripts/pages/portfolio';
import type { RenderedPages } from '../../../scripts/pages/render';
import { sitePages, type SitePagesInput } from '../../../scripts/pages/site-pages';
import type { Catalogue, CataloguePhoto } from '../../../scripts/photos/catalogue';
import { planPhoto } from '../../../scripts/photos/derivatives';
import { ALL_DETAILS } from '../../../scripts/photos/details';
import { EN } from '../../../scripts/words/tables/en';

const CATALOGUE_URL = {
  index: '/assets/catalogue-index.0a1b2c3d.json',
  words: '/assets/catalogue-words.4e5f6a7b.json',
};
const FILL = 'linear-gradient(#102030, #405060)';

/** The built index.html of a catalogue: a nav page, carrying its photos' index. */
const indexHtml = (catalogue: Catalogue) =>
  '<!doctype html><html><head><title>Jo</title><meta name="description" content="Photos." /></head>' +
  '<body><div id="root"></div><template id="prerendered-home"><p>cards</p></template>' +
  `<script type="application/json" id="portfolio">${pageDataJson(
    navPageData(portfolioOf(catalogue, [FILL, FILL]), CATALOGUE_URL),
  )}</script></body></html>`;

function photo(id: string): CataloguePhoto {
  return {
    id,
    path: `${id}.jpg`,
    album: null,
    format: 'jpeg',
    width: 3000,
    height: 2000,
    camera: { FocalLengthIn35mmFormat: 50, ExposureTime: [1, 250], FNumber: [28, 10] },
    title: `Title of ${id}`,
    alt: `What ${id} shows`,
    modified: new Date('2024-05-01T10:00:00Z'),
    plan: planPhoto({ id, source: `${id}.jpg`, digest: id, format: 'jpeg', width: 3000 }),
    cached: true,
  };
}

const PAGES: RenderedPages = { home: '<p>cards</p>', photos: ['<p>one</p>', '<p>two</p>'], script: 'show()' };

function input(nav: string[], url?: string): SitePagesInput {
  const catalogue: Catalogue = {
    site: {
      owner: 'Jo',
      title: 'Jo · Photography',
      description: 'Photos.',
      nav: nav.map((path) => ({ label: path, path })),
      language: { tag: 'en', dir: 'ltr', locale: 'en' },
      words: EN,
    },
    details: ALL_DETAILS,
    photos: [photo('one'), photo('two')],
    documents: [],
    warnings: [],
  };
  if (url) catalogue.site.url = url;
  return {
    indexHtml: indexHtml(catalogue),
    catalogue,
    portfolio: portfolioOf(catalogue, [FILL, FILL]),
    catalogueUrl: CATALOGUE_URL,
    pages: PAGES,
    slideshowChunk: '/assets/slideshow-abc.js',
    configFile: 'yaml',
  };
}

const names = (files: { fileName: string }[]) => files.map((file) => file.fileName).sort();
const source = (files: { fileName: string; source: string }[], name: string) =>
  files.find((file) => file.fileName === name)?.source ?? '';

describe('sitePages', () => {
  it('writes the built index.html again for every route of the nav but home, and as 404.html', () => {
    const site = input(['/', '/espresso', '/running']);
    const { files } = sitePages(site);
    const copies = files.filter((file) => file.fileName.endsWith('.html') && !file.fileName.startsWith('p/'));
    expect(names(copies)).toEqual(['404.html', 'espresso.html', 'running.html']);
    for (const file of copies) expect(file.source, file.fileName).toBe(site.indexHtml);
  });

  it('names a nested route by its folders, and writes each file once', () => {
    const { files } = sitePages(input(['/', '/a/b', '/a/b']));
    expect(names(files).filter((name) => !name.startsWith('p/'))).toEqual(['404.html', 'a/b.html', 'robots.txt']);
  });

  it("writes each photo's page with its title, its markup, its preview and the slideshow's chunk", () => {
    const { files } = sitePages(input(['/'], 'https://jo.example'));
    const page = source(files, 'p/two.html');
    expect(page).toContain('<title>Title of two · Jo</title>');
    expect(page).toContain('<div id="root"><p>two</p></div>');
    expect(page).not.toContain('prerendered-home');
    expect(page).toMatch(
      /<meta property="og:image" content="https:\/\/jo\.example\/photos\/two-1200\.[0-9a-f]{8}\.jpg"/,
    );
    expect(page).toContain('<meta property="og:image:height" content="800" />');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/slideshow-abc.js">');
    expect(page).toContain('50mm · 1/250 s · f/2.8');
  });

  it("gives each photo's page its own record and the catalogue's address, not the nav page's index", () => {
    const site = input(['/']);
    const page = source(sitePages(site).files, 'p/two.html');
    const json = /<script type="application\/json" id="portfolio">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(data).toSorted()).toEqual(['catalogue', 'photo', 'site']);
    expect(data.catalogue).toEqual(CATALOGUE_URL);
    expect(data.photo).toEqual(site.portfolio.photos[1]);
  });

  it('says once that a site without its url gets no sitemap or feed, and writes robots.txt alone', () => {
    const { files, warnings } = sitePages(input(['/']));
    expect(names(files)).toEqual(['404.html', 'p/one.html', 'p/two.html', 'robots.txt']);
    expect(source(files, 'robots.txt')).toBe('User-agent: *\nAllow: /\n');
    expect(warnings.map(({ file, message }) => [file, message.startsWith('the site has no `url`')])).toEqual([
      ['yaml', true],
    ]);
  });

  it('writes the sitemap of every page, robots.txt naming it, and the feed, with the site’s url', () => {
    const { files, warnings } = sitePages(input(['/', '/espresso'], 'https://jo.example'));
    expect(warnings).toEqual([]);
    const sitemap = source(files, 'sitemap.xml');
    for (const path of ['/', '/espresso', '/p/one', '/p/two'])
      expect(sitemap).toContain(`<loc>https://jo.example${path}</loc>`);
    expect(source(files, 'robots.txt')).toContain('Sitemap: https://jo.example/sitemap.xml');
    expect(source(files, 'feed.xml').match(/<entry>/g)).toHaveLength(2);
  });
});
