// @vitest-environment happy-dom
// The pages and text files the build writes beside the app: a page per route and 404.html, so a host answers each
// path on its own; each photo's page; the albums page and each album's, an unlisted album's kept out of search
// engines, the sitemap and the feed; robots.txt, and the sitemap and feed when the site has its address.
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { portfolioOf, siteData } from '../../../scripts/pages/portfolio';
import type { RenderedPages } from '../../../scripts/pages/render';
import { sitePages, type SitePagesInput } from '../../../scripts/pages/site-pages';
import type { Catalogue, CataloguePhoto } from '../../../scripts/catalogue/catalogue';
import { planPhoto } from '../../../scripts/photos/derivatives';
import { ALL_DETAILS } from '../../../scripts/photos/details';
import { EN } from '../../../scripts/words/tables/en';
import { decodePhotoIndex, type PhotoIndex } from '../../../src/lib/photo-index';
import { SEARCH_OPTIONS } from '../../../src/lib/search';
import type { PageData } from '../../../src/page-data';

const FILL = 'linear-gradient(#102030, #405060)';
const NO_INDEX: PhotoIndex = { ids: '', hashes: '', widths: [], heights: [], fills: '', albums: [] };

/** index.html as Vite builds it, no page in it yet. */
const INDEX_HTML =
  '<!doctype html><html><head><title>Jo</title><meta name="description" content="Photos." />' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

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
  vaultPages: [],
  collectionPages: [],
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
      placesLink: false,
      download: false,
      slideshowInterval: 5,
      slideshowLoop: false,
      filmstrip: true,
    },
    details: ALL_DETAILS,
    photos: [photo('one'), photo('two')],
    albums: [],
    vaults: [],
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
  const portfolio = portfolioOf(
    catalogue,
    catalogue.photos.map(() => FILL),
  );
  const data = siteData(portfolio, '/');
  const chunk = '/assets/slideshow-abc.js';
  const { photos } = portfolio;
  return {
    indexHtml: INDEX_HTML,
    catalogue,
    data,
    pages,
    slideshowChunks: [chunk, '/assets/gestures-def.js'],
    configFile: 'yaml',
    photos,
  };
}

/** What a page carries: its photos (its index's, or its own record's), the albums, and the words file it names. */
function carried(html: string): { photos: string[]; albums?: string[]; words: string } {
  const json = /<script type="application\/json" id="portfolio">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null';
  const data = JSON.parse(json) as PageData;
  return {
    photos: data.photo ? [data.photo.id] : decodePhotoIndex(data.index ?? NO_INDEX).map((each) => each.id),
    ...(data.albums && { albums: data.albums.map((album) => album.folder) }),
    words: data.catalogue.words,
  };
}

const names = (files: { fileName: string }[]) => files.map((file) => file.fileName).sort();
const source = (files: { fileName: string; source: string }[], name: string) =>
  files.find((file) => file.fileName === name)?.source ?? '';

describe('sitePages', () => {
  it('writes the home page, with its cards, the script showing them and its photos’ index, into index.html', () => {
    const home = source(sitePages(input(['/'])).files, 'index.html');
    expect(home).toContain('<div id="root"></div><noscript id="prerendered-home"><p>cards</p></noscript>');
    expect(carried(home).photos).toEqual(['one', 'two']);
    expect(home).toMatch(/<\/script>\s*<script data-app="\/assets\/index-abc\.js">show\(\)<\/script><\/body>/);
    expect(home).not.toContain('<script type="module"');
  });

  it('writes the home page again for every route of the nav, for the search page, and as 404.html', () => {
    const { files } = sitePages(input(['/', '/espresso', '/running']));
    const copies = files.filter((file) => file.fileName.endsWith('.html') && !file.fileName.startsWith('p/'));
    expect(names(copies)).toEqual(['404.html', 'espresso.html', 'index.html', 'running.html', 'search.html']);
    for (const file of copies) expect(file.source, file.fileName).toBe(source(files, 'index.html'));
  });

  it('names a nested route by its folders, and writes each file once', () => {
    const { files } = sitePages(input(['/', '/a/b', '/a/b']));
    expect(names(files).filter((name) => !name.startsWith('p/'))).toEqual([
      '404.html',
      'a/b.html',
      'index.html',
      'robots.txt',
      'search.html',
    ]);
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
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/slideshow-abc.js"><link rel="modulepreload" crossorigin href="/assets/gestures-def.js">',
    );
    expect(page).toContain('50mm · 1/250 s · f/2.8');
  });

  it("gives each photo's page its own record and the catalogue's address, not the nav page's index", () => {
    const site = input(['/']);
    const page = source(sitePages(site).files, 'p/two.html');
    const json = /<script type="application\/json" id="portfolio">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(data).toSorted()).toEqual(['catalogue', 'photo', 'site']);
    expect(data.catalogue).toEqual(site.data.pageData({ albums: false }).catalogue);
    expect(data.photo).toEqual(portfolioOf(site.catalogue, [FILL, FILL]).photos[1]);
  });

  it('says once that a site without its url gets no sitemap or feed, and writes robots.txt alone', () => {
    const { files, warnings } = sitePages(input(['/']));
    expect(names(files)).toEqual(['404.html', 'index.html', 'p/one.html', 'p/two.html', 'robots.txt', 'search.html']);
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

  it('writes the albums page with its markup, and each album’s page with its first cards in the <noscript>', () => {
    expect(names(files)).toEqual(expect.arrayContaining(['albums.html', 'albums/travel.html', 'albums/family.html']));
    expect(source(files, 'albums.html')).toContain('<div id="root"><ul>albums</ul></div>');
    expect(source(files, 'albums.html')).not.toContain('prerendered-home');
    expect(source(files, 'albums/travel.html')).toContain(
      '<div id="root"></div><noscript id="prerendered-home"><ul>travel cards</ul></noscript>',
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
    const listedWords = carried(source(files, '404.html')).words;
    const listed = ['one', 'two', 'harbour', 'bridge'];
    expect(carried(source(files, '404.html'))).toEqual({ photos: listed, words: listedWords });
    expect(carried(source(files, 'p/one.html'))).toEqual({ photos: ['one'], words: listedWords });
    const withAlbums = { photos: listed, albums: ['travel'], words: listedWords };
    expect(carried(source(files, 'albums.html'))).toEqual(withAlbums);
    expect(carried(source(files, 'albums/travel.html'))).toEqual(withAlbums);
    expect(carried(source(files, 'p/harbour.html'))).toEqual({ ...withAlbums, photos: ['harbour'] });
    const own = carried(source(files, 'albums/family.html'));
    expect(own).toEqual({ photos: [...listed, 'cake'], albums: ['travel', 'family'], words: own.words });
    expect(own.words).not.toBe(listedWords);
    expect(carried(source(files, 'p/cake.html'))).toEqual({ ...own, photos: ['cake'] });
  });

  it('writes the unlisted album’s photos into its own catalogue files only', () => {
    const data = input(['/'], 'https://jo.example', true).data;
    const named = (words: string) => data.files.find((file) => `/${file.fileName}` === words)?.source ?? '';
    const listedWords = data.pageData({ albums: false }).catalogue.words;
    const ownWords = data.pageData({ albums: true, album: 'family' }).catalogue.words;
    expect(named(listedWords)).toContain('Title of harbour');
    expect(named(listedWords)).not.toContain('cake');
    expect(named(ownWords)).toContain('Title of cake');
    // Two for the listed pages, two for the unlisted album's, and the one search index.
    expect(data.files).toHaveLength(5);
  });

  it('writes one search index of the listed photos, which every page names, the unlisted album’s too', () => {
    const site = input(['/'], 'https://jo.example', true);
    const { files } = sitePages(site);
    const pages = files.filter((file) => file.fileName.endsWith('.html'));
    const named = new Set(
      pages.map((file) => {
        const json = /<script type="application\/json" id="portfolio">([^<]*)<\/script>/.exec(file.source)?.[1];
        return (JSON.parse(json ?? 'null') as PageData).catalogue.search;
      }),
    );
    expect(pages.map((file) => file.fileName)).toEqual(expect.arrayContaining(['albums/family.html', 'p/cake.html']));
    expect([...named]).toHaveLength(1);
    const [search = ''] = named;
    expect(search).toMatch(/^\/assets\/search-index\.[0-9a-f]{8}\.json$/);
    const index = MiniSearch.loadJSON(source(site.data.files, search.slice(1)), SEARCH_OPTIONS);
    expect(index.search('harbour').map((hit) => String(hit.id))).toEqual(['harbour']);
    expect(
      index
        .search('travel')
        .map((hit) => String(hit.id))
        .toSorted(),
    ).toEqual(['bridge', 'harbour']);
    expect(index.search('cake')).toEqual([]);
    expect(index.search('family')).toEqual([]);
    expect(index.has('cake')).toBe(false);
    expect(source(site.data.files, search.slice(1))).not.toMatch(/cake|family/i);
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

describe('sitePages for a site whose photos have tags, cameras and years', () => {
  const site = input(['/'], 'https://jo.example', true);
  const tagged: Record<string, Partial<CataloguePhoto>> = {
    one: { tags: ['Sea', 'Île de Ré'], cameraName: 'Nikon D50', year: 2019 },
    harbour: { tags: ['sea'], cameraName: 'Nikon D50' },
    cake: { tags: ['Sea', 'Cake'], cameraName: 'Canon EOS R5', year: 2021 }, // in the unlisted album
  };
  const catalogue = {
    ...site.catalogue,
    photos: site.catalogue.photos.map((each) => ({ ...each, ...tagged[each.id] })),
  };
  const portfolio = portfolioOf(
    catalogue,
    catalogue.photos.map(() => FILL),
  );
  const data = siteData(portfolio, '/');
  const pages = {
    ...site.pages,
    collectionPages: ['<ul>sea</ul>', '<ul>re</ul>', '<ul>d50</ul>', '<ul>2019</ul>'],
    tags: '<ul>tags</ul>',
  };
  const { files } = sitePages({ ...site, catalogue, data, pages, photos: portfolio.photos });
  const selection = (name: string) => {
    const json = /<script type="application\/json" id="portfolio">([^<]*)<\/script>/.exec(source(files, name))?.[1];
    const page = JSON.parse(json ?? 'null') as PageData;
    const index = decodePhotoIndex(page.index ?? NO_INDEX);
    return page.selection?.map((at) => index[at]?.id);
  };

  it('writes a page for each tag, camera and year of the listed photos, none of a value only the unlisted album has', () => {
    const written = names(files).filter((name) => /^(tags|cameras|lenses|years)[/.]/.test(name));
    expect(written).toEqual([
      'cameras/nikon-d50.html',
      'tags.html',
      'tags/ile-de-re.html',
      'tags/sea.html',
      'years/2019.html',
    ]);
    expect(selection('tags/sea.html')).toEqual(['one', 'harbour']);
    expect(selection('cameras/nikon-d50.html')).toEqual(['one', 'harbour']);
    expect(source(files, 'tags/sea.html')).toContain('<noscript id="prerendered-home"><ul>sea</ul></noscript>');
  });

  it('titles each page by its value and describes it, with its first photo’s preview, in the sitemap', () => {
    const head = new DOMParser().parseFromString(source(files, 'tags/ile-de-re.html'), 'text/html');
    expect(head.title).toBe('Île de Ré - Jo');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Tag: Île de Ré · 1 photo');
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toContain('/photos/one-1200.');
    const sitemap = source(files, 'sitemap.xml');
    for (const path of ['/tags', '/tags/sea', '/tags/ile-de-re', '/cameras/nikon-d50', '/years/2019'])
      expect(sitemap).toContain(`<loc>https://jo.example${path}</loc>`);
    expect(sitemap).not.toContain('cake');
    expect(sitemap).not.toContain('2021');
  });

  it('writes a private album’s page with its lock and title only: no photo, no preview image, kept from search engines', () => {
    const lock = {
      v: 1 as const,
      kdf: { name: 'argon2id' as const, memoryKiB: 8, iterations: 1, parallelism: 1 },
      salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
      wraps: [],
    };
    const vaults = [
      { slug: 'family', title: 'Summer at the lake', lock },
      { slug: 'a7c2', lock },
    ];
    const built = input(['/']);
    const { files } = sitePages({
      ...built,
      pages: { ...built.pages, vaultPages: ['<form>family</form>', '<form>hidden</form>'] },
      vaults,
    });
    const named = source(files, 'albums/family.html');
    expect(named).toContain('<title>Summer at the lake - Jo</title>');
    expect(named).toContain('<div id="root"><form>family</form></div>');
    expect(named).toContain('<meta name="robots" content="noindex" />');
    expect(named).not.toContain('og:image');
    const data = JSON.parse(/id="portfolio">([^<]*)</.exec(named)?.[1] ?? 'null') as PageData;
    expect(data.vault).toEqual(vaults[0]);
    expect(data.index).toBeUndefined();
    expect(data.photo).toBeUndefined();
    const hidden = source(files, 'albums/a7c2.html');
    expect(hidden).toContain('<title>Private album - Jo</title>');
    expect(hidden).not.toContain('Summer');
  });
});
