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
});

describe('injectPrerender', () => {
  it('puts the markup in an inert template beside the empty #root, and the script that shows it last', () => {
    expect(
      injectPrerender(
        '<body><div id="root"></div><script type="application/json">{}</script></body>',
        '<p>hi</p>',
        'go()',
      ),
    ).toBe(
      `<body><div id="root"></div><template id="${TEMPLATE_ID}"><p>hi</p></template><script type="application/json">{}</script><script>go()</script></body>`,
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
    expect(() => injectPrerender(page, '<p>hi</p>', '')).toThrow(/exactly one/);
  });

  it('refuses a page whose body does not close after #root', () => {
    expect(() => injectPrerender('<div id="root"></div>', '<p>hi</p>', '')).toThrow(/<body>/);
  });
});

describe('homePage', () => {
  it('puts the page data last in the body, then the cards beside #root and the script that shows them', () => {
    const page = homePage('<body>\n<div id="root"></div>\n</body>', { home: '<p>hi</p>', script: 'go()' }, '{}');
    expect(page.replace(/\s+/g, '')).toBe(
      `<body><divid="root"></div><templateid="${TEMPLATE_ID}"><p>hi</p></template>` +
        '<scripttype="application/json"id="portfolio">{}</script><script>go()</script></body>',
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
    expect(script).toContain('Math.random');
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
  });
});
