// @vitest-environment happy-dom
// The pages and text files the build writes beside the app: a page per route and 404.html, so a host answers each
// path on its own; each photo's page; the albums page and each album's, an unlisted album's kept out of search
// engines, the sitemap and the feed; robots.txt, and the sitemap and feed when the site has its address.
import { describe, expect, it } from 'vitest';
import { portfolioOf } from '../../../scripts/pages/portfolio';
import type { RenderedPages } from '../../../scripts/pages/render';
import { sitePages, type SitePagesInput } from '../../../scripts/pages/site-pages';
import type { Catalogue, CataloguePhoto } from '../../../scripts/photos/catalogue';
import { planPhoto } from '../../../scripts/photos/derivatives';
import { ALL_DETAILS } from '../../../scripts/photos/details';
import { EN } from '../../../scripts/words/tables/en';

const INDEX =
  '<!doctype html><html><head><title>Jo</title><meta name="description" content="Photos." /></head>' +
  '<body><div id="root"></div><template id="prerendered-home"><p>cards</p></template>' +
  '<script type="application/json" id="portfolio">{"home":true}</script></body></html>';

function photo(id: string, album: string | null = null): CataloguePhoto {
  return {
    id,
    path: album ? `${album}/${id}.jpg` : `${id}.jpg`,
    album,
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

const PAGES: RenderedPages = {
  home: '<p>cards</p>',
  photos: ['<p>one</p>', '<p>two</p>'],
  albumPages: [],
  script: 'show()',
};

function input(nav: string[], url?: string, withAlbums = false): SitePagesInput {
  const catalogue: Catalogue = {
    site: {
      owner: 'Jo',
      title: 'Jo · Photography',
      description: 'Photos.',
      nav: nav.map((path) => ({ label: path, path })),
      language: { tag: 'en', dir: 'ltr', locale: 'en' },
      words: EN,
      albumsLink: withAlbums,
      download: false,
    },
    details: ALL_DETAILS,
    photos: [photo('one'), photo('two')],
    albums: [],
    documents: [],
    warnings: [],
  };
  let pages = PAGES;
  if (withAlbums) {
    catalogue.photos.push(photo('harbour', 'travel'), photo('bridge', 'travel'), photo('cake', 'family'));
    catalogue.albums = [
      { folder: 'travel', slug: 'travel', title: 'Travel', description: 'Along the coast.', cover: 'bridge' },
      { folder: 'family', slug: 'family', title: 'Family', cover: 'cake', unlisted: true },
    ];
    pages = {
      ...PAGES,
      photos: catalogue.photos.map((each) => `<p>${each.id}</p>`),
      albums: '<ul>albums</ul>',
      albumPages: ['<ul>travel cards</ul>', '<ul>family cards</ul>'],
    };
  }
  if (url) catalogue.site.url = url;
  const portfolio = portfolioOf(catalogue, []);
  const chunk = '/assets/slideshow-abc.js';
  return { indexHtml: INDEX, catalogue, portfolio, pages, slideshowChunk: chunk, configFile: 'yaml' };
}

/** The ids of the photos and the folders of the albums a page carries. */
function carried(html: string): { photos: string[]; albums?: string[] } {
  const json = /<script type="application\/json" id="portfolio">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null';
  const data = JSON.parse(json) as { home?: true; photos: { id: string }[]; albums?: { folder: string }[] };
  if (data.home) return { photos: ['(the home page’s)'] };
  return {
    photos: data.photos.map((each) => each.id),
    ...(data.albums && { albums: data.albums.map((album) => album.folder) }),
  };
}

const names = (files: { fileName: string }[]) => files.map((file) => file.fileName).sort();
const source = (files: { fileName: string; source: string }[], name: string) =>
  files.find((file) => file.fileName === name)?.source ?? '';

describe('sitePages', () => {
  it('writes the built index.html again for every route of the nav but home, and as 404.html', () => {
    const { files } = sitePages(input(['/', '/espresso', '/running']));
    const copies = files.filter((file) => file.fileName.endsWith('.html') && !file.fileName.startsWith('p/'));
    expect(names(copies)).toEqual(['404.html', 'espresso.html', 'running.html']);
    for (const file of copies) expect(file.source, file.fileName).toBe(INDEX);
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

describe('sitePages for a site with albums, one of them unlisted', () => {
  const { files } = sitePages(input(['/'], 'https://jo.example', true));
  const head = (name: string) => new DOMParser().parseFromString(source(files, name), 'text/html');
  const meta = (name: string, selector: string) => head(name).querySelector(selector)?.getAttribute('content');

  it('writes the albums page with its markup, and each album’s page with its first cards in the template', () => {
    expect(names(files)).toEqual(expect.arrayContaining(['albums.html', 'albums/travel.html', 'albums/family.html']));
    expect(source(files, 'albums.html')).toContain('<div id="root"><ul>albums</ul></div>');
    expect(source(files, 'albums.html')).not.toContain('prerendered-home');
    expect(source(files, 'albums/travel.html')).toContain(
      '<div id="root"></div><template id="prerendered-home"><ul>travel cards</ul></template>',
    );
  });

  it('gives an album’s page its title, description and its cover’s preview, at its own address', () => {
    expect(head('albums/travel.html').title).toBe('Travel - Jo');
    expect(meta('albums/travel.html', 'meta[name="description"]')).toBe('Along the coast.');
    expect(meta('albums/travel.html', 'meta[property="og:url"]')).toBe('https://jo.example/albums/travel');
    expect(meta('albums/travel.html', 'meta[property="og:image"]')).toMatch(
      /^https:\/\/jo\.example\/photos\/bridge-1200\.[0-9a-f]{8}\.jpg$/,
    );
    expect(meta('albums/family.html', 'meta[name="description"]')).toBe('Photos.');
    expect(head('albums.html').title).toBe('Albums - Jo');
    expect(meta('albums.html', 'meta[property="og:image"]')).toContain('/photos/bridge-1200.');
  });

  it('says noindex on the unlisted album’s page and its photos’ pages only', () => {
    const noindex = (name: string) => meta(name, 'meta[name="robots"]') ?? null;
    expect(noindex('albums/family.html')).toBe('noindex');
    expect(noindex('p/cake.html')).toBe('noindex');
    for (const name of ['albums.html', 'albums/travel.html', 'p/harbour.html', 'p/one.html', '404.html'])
      expect(noindex(name), name).toBeNull();
  });

  it('carries the unlisted album’s photos on its own pages only, and the albums where they are shown or linked', () => {
    expect(carried(source(files, '404.html'))).toEqual({ photos: ['(the home page’s)'] });
    expect(carried(source(files, 'p/one.html'))).toEqual({ photos: ['(the home page’s)'] });
    const listed = { photos: ['one', 'two', 'harbour', 'bridge'], albums: ['travel'] };
    expect(carried(source(files, 'albums.html'))).toEqual(listed);
    expect(carried(source(files, 'albums/travel.html'))).toEqual(listed);
    expect(carried(source(files, 'p/harbour.html'))).toEqual(listed);
    const own = { photos: [...listed.photos, 'cake'], albums: ['travel', 'family'] };
    expect(carried(source(files, 'albums/family.html'))).toEqual(own);
    expect(carried(source(files, 'p/cake.html'))).toEqual(own);
  });

  it('lists the albums page and the listed album in the sitemap, and leaves the unlisted one out of it and the feed', () => {
    const sitemap = source(files, 'sitemap.xml');
    for (const path of ['/albums', '/albums/travel', '/p/harbour'])
      expect(sitemap).toContain(`<loc>https://jo.example${path}</loc>`);
    expect(sitemap).not.toContain('family');
    expect(sitemap).not.toContain('cake');
    const feed = source(files, 'feed.xml');
    expect(feed.match(/<entry>/g)).toHaveLength(4);
    expect(feed).not.toContain('cake');
  });
});
