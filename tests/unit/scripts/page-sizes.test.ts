// @vitest-environment node
// What a page weighs as the album grows: a nav page carries its photos' index (a few bytes a photo after
// compression), a photo's page its own record only; everything else is the catalogue file all pages share.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { portfolioOf, siteData } from '../../../scripts/pages/portfolio';
import { sitePages } from '../../../scripts/pages/site-pages';
import type { Catalogue, CataloguePhoto } from '../../../scripts/catalogue/catalogue';
import { titleFromFileName } from '../../../scripts/catalogue/catalogue';
import { planPhoto } from '../../../scripts/photos/derivatives';
import { ALL_DETAILS } from '../../../scripts/photos/details';
import { slugFor } from '../../../scripts/photos/scan';
import { paths } from '../../../src/lib/paths';
import { SITE } from '../../../src/lib/portfolio';
import { render } from '../../../src/prerender';

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Photo `i` of an album as a camera names its files; its hash and colours as random as a real album's can be. */
function cameraPhoto(i: number): CataloguePhoto {
  const file = `IMG_${String(i + 1).padStart(4, '0')}.jpg`;
  const id = slugFor(file);
  const colours = digest(`${file} colours`);
  const portrait = i % 4 === 3;
  return {
    id,
    path: file,
    album: null,
    format: 'jpeg',
    width: portrait ? 3024 : 4032,
    height: portrait ? 4032 : 3024,
    camera: {},
    title: titleFromFileName(file),
    alt: titleFromFileName(file),
    modified: new Date('2024-05-01T10:00:00Z'),
    plan: planPhoto({ id, source: file, digest: digest(file), format: 'jpeg', width: portrait ? 3024 : 4032 }),
    cached: true,
    // The fill, as the encoder gives it: linear-gradient(#rrggbb, #rrggbb).
    ...{ fill: `linear-gradient(#${colours.slice(0, 6)}, #${colours.slice(6, 12)})` },
  };
}

/** The pages a build of `count` such photos writes: its home page and its first photo's page. */
function site(count: number): { home: string; photoPage: string; catalogue: string } {
  const photos = Array.from({ length: count }, (_, i) => cameraPhoto(i));
  const catalogue: Catalogue = {
    site: { ...SITE, nav: SITE.nav.map(({ label, path }) => ({ label, path })) },
    details: ALL_DETAILS,
    photos,
    albums: [],
    vaults: [],
    documents: [],
    warnings: [],
  };
  const portfolio = portfolioOf(
    catalogue,
    photos.map((photo) => (photo as { fill?: string }).fill ?? ''),
  );
  const shared = siteData(portfolio, '/');
  const first = portfolio.photos[0];
  const { files } = sitePages({
    indexHtml: readFileSync('index.html', 'utf8'),
    catalogue,
    photos: portfolio.photos,
    data: shared,
    pages: {
      home: render(paths.gallery, portfolio.photos, { scriptsOff: true }),
      photos: first ? [render(paths.photo(first.id), portfolio.photos)] : [],
      vaultPages: [],
      albumPages: [],
      collectionPages: [],
      script: 'start()',
    },
    configFile: 'portfolio.yaml',
  });
  const page = (name: string) => files.find((file) => file.fileName === name)?.source ?? '';
  const words = shared.files.find((file) => file.fileName.includes('catalogue-words'))?.source ?? '';
  return { home: page('index.html'), photoPage: page(`p/${first?.id ?? ''}.html`), catalogue: words };
}

describe('page sizes', () => {
  const small = site(14);
  const large = site(1000);

  it('a home page grows by at most 8 KB (brotli) from 14 photos to 1,000 named as a camera names them', () => {
    expect(brotli(large.home) - brotli(small.home)).toBeLessThanOrEqual(8 * 1024);
  });

  it("a photo's page hardly grows at all: it carries its own record, not the album's", () => {
    expect(brotli(large.photoPage) - brotli(small.photoPage)).toBeLessThanOrEqual(256);
    expect(large.photoPage).not.toContain('img-0002');
  });

  it("every other word is in the catalogue's file of words, once for all pages", () => {
    expect((JSON.parse(large.catalogue) as { titles: string[] }).titles).toHaveLength(1000);
    // The prerendered first screen names its few cards; no page names the rest.
    expect(large.home).not.toContain('IMG 0999');
    expect(large.photoPage).not.toContain('IMG 0999');
  });
});
