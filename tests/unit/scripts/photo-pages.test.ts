import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  photoDescription,
  pageHtml,
  type PageMeta,
  type PreviewImage,
} from '../../../scripts/pages/photo-page';
import { atomFeed, newestFirst } from '../../../scripts/pages/feed';
import { robotsTxt, sitemap } from '../../../scripts/pages/sitemap';
import { DE } from '../../../scripts/words/tables/de';
import { EN } from '../../../scripts/words/tables/en';

const INDEX = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<title>Alex Rivera · Photography</title>',
  '<meta name="description" content="Photographs by Alex Rivera." />',
  '<script type="application/json" id="portfolio">{"index":{}}</script></head>',
  '<body><div id="root"></div><noscript id="prerendered-home"><ul><li>card</li></ul></noscript>',
  '<script>showPrerendered()</script></body></html>',
].join('');

/** What the photo's page carries in place of the nav page's index. */
const DATA = '{"photo":{"id":"honey-bee"}}';

const meta: PageMeta & { image: PreviewImage } = {
  title: 'Honey bee · Alex Rivera',
  description: 'A bee on a "flower" <close up>. 100mm · 1/500 s · f/8',
  url: 'https://alex.example/p/honey-bee',
  siteName: 'Alex Rivera · Photography',
  image: { url: 'https://alex.example/photos/honey-bee-1200.0a1b2c3d.jpg', width: 1200, height: 800, alt: 'A bee' },
};

const head = (html: string) => new DOMParser().parseFromString(html, 'text/html').head;
const content = (html: string, selector: string) => head(html).querySelector(selector)?.getAttribute('content');

describe('pageHtml', () => {
  it("gives the page the photo's own title, description, canonical address and link preview", () => {
    const html = pageHtml(INDEX, meta, { data: DATA });
    expect(head(html).querySelector('title')?.textContent).toBe('Honey bee · Alex Rivera');
    expect(head(html).querySelectorAll('title')).toHaveLength(1);
    expect(content(html, 'meta[name="description"]')).toBe(meta.description);
    expect(head(html).querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(head(html).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(meta.url);
    expect(content(html, 'meta[property="og:title"]')).toBe(meta.title);
    expect(content(html, 'meta[property="og:description"]')).toBe(meta.description);
    expect(content(html, 'meta[property="og:url"]')).toBe(meta.url);
    expect(content(html, 'meta[property="og:image"]')).toBe(meta.image.url);
    expect(content(html, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(html, 'meta[property="og:image:height"]')).toBe('800');
    expect(content(html, 'meta[property="og:image:alt"]')).toBe('A bee');
    expect(content(html, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(html, 'meta[name="twitter:image"]')).toBe(meta.image.url);
  });

  it("leaves out the prerendered home cards, carries its own data in place of the nav page's, and keeps the scripts", () => {
    const html = pageHtml(INDEX, meta, { data: DATA });
    expect(html).not.toContain('prerendered-home');
    expect(html).toContain(`<script type="application/json" id="portfolio">${DATA}</script>`);
    expect(html).not.toContain('"index"');
    expect(html).toContain('<script>showPrerendered()</script>');
  });

  it('escapes the words it writes into attributes and text', () => {
    const html = pageHtml(INDEX, { ...meta, title: 'Fish & "chips" </title>' }, { data: DATA });
    expect(head(html).querySelector('title')?.textContent).toBe('Fish & "chips" </title>');
    expect(content(html, 'meta[property="og:title"]')).toBe('Fish & "chips" </title>');
  });

  it('without the site address, names no canonical address and the image from the root', () => {
    const relative: PageMeta = {
      title: meta.title,
      description: meta.description,
      siteName: meta.siteName,
      image: { ...meta.image, url: '/photos/x-1200.0a1b2c3d.jpg' },
    };
    const html = pageHtml(INDEX, relative, { data: DATA });
    expect(head(html).querySelector('link[rel="canonical"]')).toBeNull();
    expect(head(html).querySelector('meta[property="og:url"]')).toBeNull();
    expect(content(html, 'meta[property="og:image"]')).toBe('/photos/x-1200.0a1b2c3d.jpg');
  });

  it('refuses an index.html it cannot make a page of', () => {
    expect(() => pageHtml('<html><head></head></html>', meta, { data: DATA })).toThrow(/<title>/);
  });
});

describe('photoDescription', () => {
  const ENGLISH = { language: { locale: 'en' }, words: EN };
  const camera = {
    FocalLengthIn35mmFormat: 100,
    ExposureTime: [1, 500] as [number, number],
    FNumber: [8, 1] as [number, number],
  };

  it('is the caption as a sentence, then the camera details line', () => {
    expect(photoDescription({ alt: 'A bee', caption: 'Late summer, in the garden', camera }, ENGLISH)).toBe(
      'Late summer, in the garden. 100mm · 1/500 s · f/8',
    );
  });

  it('is the alt text without a caption, and no details line without camera details', () => {
    expect(photoDescription({ alt: 'A bee on a flower.', camera: {} }, ENGLISH)).toBe('A bee on a flower.');
  });

  it('writes the details line in the site’s language', () => {
    const german = { language: { locale: 'de' }, words: DE };
    expect(photoDescription({ alt: 'Eine Biene', camera: { ...camera, FNumber: [28, 10] } }, german)).toBe(
      `Eine Biene. 100 mm · 1/500 s · f/${new Intl.NumberFormat('de').format(2.8)}`,
    );
  });
});

describe('absoluteUrl', () => {
  it('joins the site address and a path without doubling the slash', () => {
    expect(absoluteUrl('https://alex.example/', '/p/a')).toBe('https://alex.example/p/a');
    expect(absoluteUrl('https://alex.example', '/p/a')).toBe('https://alex.example/p/a');
    expect(absoluteUrl(undefined, '/p/a')).toBe('/p/a');
  });
});

const xml = (text: string) => {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
};

describe('atomFeed', () => {
  const site = { title: 'Alex & co', description: 'Photographs', owner: 'Alex Rivera', url: 'https://alex.example' };
  const entry = (name: string, date: string) => ({
    title: `${name} <1>`,
    description: `${name} described`,
    alt: `${name} alt`,
    pageUrl: `https://alex.example/p/${name}`,
    imageUrl: `https://alex.example/photos/${name}-1200.0a1b2c3d.jpg`,
    date: new Date(date),
  });

  it('lists every photo once, newest first, each linking its page and preview image', () => {
    const feed = xml(
      atomFeed(site, [
        entry('old', '2019-05-01T10:00:00Z'),
        entry('new', '2024-01-02T03:04:05Z'),
        entry('mid', '2021-01-01T00:00:00Z'),
      ]),
    );
    const entries = [...feed.getElementsByTagName('entry')];
    expect(entries.map((e) => e.getElementsByTagName('id')[0]?.textContent)).toEqual([
      'https://alex.example/p/new',
      'https://alex.example/p/mid',
      'https://alex.example/p/old',
    ]);
    const first = entries[0];
    expect(first?.getElementsByTagName('title')[0]?.textContent).toBe('new <1>');
    const links = [...(first?.getElementsByTagName('link') ?? [])].map((link) => [
      link.getAttribute('rel'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['alternate', 'https://alex.example/p/new'],
      ['enclosure', 'https://alex.example/photos/new-1200.0a1b2c3d.jpg'],
    ]);
    expect(first?.getElementsByTagName('updated')[0]?.textContent).toBe('2024-01-02T03:04:05.000Z');
    expect(first?.getElementsByTagName('content')[0]?.textContent).toContain(
      '<img src="https://alex.example/photos/new-1200.0a1b2c3d.jpg" alt="new alt" />',
    );
    expect(feed.getElementsByTagName('feed')[0]?.getElementsByTagName('updated')[0]?.textContent).toBe(
      '2024-01-02T03:04:05.000Z',
    );
    expect(feed.getElementsByTagName('title')[0]?.textContent).toBe('Alex & co');
  });

  it('orders photos of one moment by address, so every build writes the same feed', () => {
    const same = '2020-01-01T00:00:00Z';
    expect(newestFirst([entry('b', same), entry('a', same)]).map((e) => e.pageUrl)).toEqual([
      'https://alex.example/p/a',
      'https://alex.example/p/b',
    ]);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every page once, photo pages with their image', () => {
    const map = xml(
      sitemap([
        { url: 'https://alex.example/' },
        { url: 'https://alex.example/p/a&b', image: 'https://alex.example/photos/a-1200.0a1b2c3d.jpg' },
      ]),
    );
    const locs = [...map.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual(['https://alex.example/', 'https://alex.example/p/a&b']);
    expect([...map.getElementsByTagName('image:loc')].map((loc) => loc.textContent)).toEqual([
      'https://alex.example/photos/a-1200.0a1b2c3d.jpg',
    ]);
  });

  it('lets everything be crawled and names the sitemap when the address is known', () => {
    expect(robotsTxt('https://alex.example/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://alex.example/sitemap.xml\n',
    );
    expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n');
  });
});
