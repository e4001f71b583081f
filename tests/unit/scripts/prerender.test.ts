// @vitest-environment node
// The build's prerender of the home page: what index.html carries before any JavaScript runs, and its fields.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { homePage, siteFields } from '../../../scripts/pages/index-html';
import { compileScript, injectPrerender } from '../../../scripts/pages/render';
import { PRERENDERED_ID as TEMPLATE_ID } from '../../../src/lib/page-names';
import { FIRST_CARDS } from '../../../src/app/gallery/cards';
import { PHOTOS, SITE } from '../../../src/lib/portfolio';
import { render } from '../../../src/prerender';

describe('render', () => {
  const html = render();

  it('draws every card, in the catalogue order, for index.html to shuffle', () => {
    const ids = [...html.matchAll(/<li class="card" data-photo="([\w-]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(PHOTOS.map((photo) => photo.id));
  });

  it('draws the header, the view tabs with Cards selected, and the cards panel', () => {
    expect(html).toContain('class="topbar"');
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*id="view-tab-cards"[^>]*aria-selected="true"/);
    expect(html).toMatch(/role="tabpanel" id="gallery-panel" aria-labelledby="view-tab-cards"/);
    expect(html.match(/aria-label="Open [^"]+ in the slideshow"/g)).toHaveLength(PHOTOS.length);
  });

  it('writes no style attribute (the CSP allows none), and an image for each card of the first batch, its files not yet named', () => {
    expect(html).not.toMatch(/\sstyle=/);
    expect(html.match(/<img /g)).toHaveLength(Math.min(PHOTOS.length, FIRST_CARDS));
    expect(html.match(/<img [^>]*data-deferred-src="/g)).toHaveLength(Math.min(PHOTOS.length, FIRST_CARDS));
    expect(html).not.toMatch(/<img [^>]*\ssrc="/);
  });

  it('draws the cards for a browser without scripts: files named and lazy, each card a link to its photo’s page', () => {
    const off = render(undefined, undefined, { scriptsOff: true });
    const cards = Math.min(PHOTOS.length, FIRST_CARDS);
    expect(off.match(/<img [^>]*src="\/photos\/[^"]+" loading="lazy"/g)).toHaveLength(cards);
    expect(off.match(/<source type="image\/avif" srcSet="[^"]+"/g)).toHaveLength(cards);
    expect(off).not.toContain('data-deferred-');
    const links = [
      ...off.matchAll(/<a class="card-open" href="\/p\/([\w-]+)" aria-label="Open [^"]+ in the slideshow">/g),
    ];
    expect(links.map((match) => match[1])).toEqual(PHOTOS.slice(0, cards).map((photo) => photo.id));
    expect(off).not.toMatch(/<button[^>]*class="card-open"/);
  });
});

describe('injectPrerender', () => {
  it('puts the markup in a <noscript> beside the empty #root, and the script that shows it last', () => {
    expect(
      injectPrerender(
        '<body><div id="root"></div><script type="application/json">{}</script></body>',
        '<p>hi</p>',
        'go()',
        '/assets/index-abc.js',
      ),
    ).toBe(
      `<body><div id="root"></div><noscript id="${TEMPLATE_ID}"><p>hi</p></noscript><script type="application/json">{}</script><script data-app="/assets/index-abc.js">go()</script></body>`,
    );
  });

  it('leaves index.html no hand-kept inline script', () => {
    expect(readFileSync('index.html', 'utf8')).not.toMatch(/<script>/);
  });

  it.each([
    ['no #root', '<body></body>'],
    ['a #root with content', '<div id="root"><p></p></div>'],
    ['two of them', '<div id="root"></div><div id="root"></div>'],
  ])('refuses a page with %s', (_, page) => {
    expect(() => injectPrerender(page, '<p>hi</p>', '', '/e.js')).toThrow(/exactly one/);
  });

  it('refuses a page whose body does not close after #root', () => {
    expect(() => injectPrerender('<div id="root"></div>', '<p>hi</p>', '', '/e.js')).toThrow(/<body>/);
  });
});

describe('homePage', () => {
  const built =
    '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n</head><body>\n<div id="root"></div>\n</body>';

  it('puts the page data last in the body, then the cards beside #root and the script that shows them', () => {
    const page = homePage(built, { home: '<p>hi</p>', script: 'go()' }, '{}');
    expect(page.replace(/\s+/g, '')).toBe(
      `<head></head><body><divid="root"></div><noscriptid="${TEMPLATE_ID}"><p>hi</p></noscript>` +
        `<scripttype="application/json"id="portfolio">{}</script><scriptdata-app="/assets/index-abc.js">go()</script></body>`,
    );
  });

  it('takes the app’s module out of the head and names it on the pre-paint script’s tag, not in its text', () => {
    const page = homePage(built, { home: '', script: 'start()' }, '{}');
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).toContain('<script data-app="/assets/index-abc.js">start()</script>');
    // Another build of the app: the script's text, which the page's policy allows by its hash, is the same.
    const next = homePage(built.replace('index-abc', 'index-def'), { home: '', script: 'start()' }, '{}');
    expect(next).toContain('<script data-app="/assets/index-def.js">start()</script>');
  });

  it('refuses a build whose page does not run the app by one module script', () => {
    expect(() => homePage('<body><div id="root"></div></body>', { home: '', script: 'go()' }, '{}')).toThrow(
      /<script type="module" src>/,
    );
  });
});

describe('siteFields', () => {
  it('fills index.html’s %SITE_*% fields from portfolio.yaml’s site, escaped, and leaves any other as it is', () => {
    const site = { ...SITE, title: 'Jo & "Sam"', language: { tag: 'ar', dir: 'rtl' as const, locale: 'ar' } };
    expect(siteFields('<html lang="%SITE_LANG%" dir="%SITE_DIR%"><title>%SITE_TITLE%</title>%SITE_X%', site)).toBe(
      '<html lang="ar" dir="rtl"><title>Jo &amp; &quot;Sam&quot;</title>%SITE_X%',
    );
  });
});

describe('compileScript', () => {
  it('makes src/pre-paint.ts one classic script with the shuffle in it and no module syntax', async () => {
    const script = await compileScript('src/pre-paint.ts');
    expect(script).toContain(TEMPLATE_ID);
    expect(script).toContain('data-app');
    expect(script).toContain('Math.random');
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
  });
});
