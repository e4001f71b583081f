// The import boundaries of eslint.config.js bite: each case lints one import as if it were in that file.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries, scriptBoundaries } from '../../eslint.boundaries.js';

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...boundaries,
    ...scriptBoundaries,
  ],
});

async function problems(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${from}';\n`, { filePath: file });
  return (result?.messages ?? []).map((message) => String(message.ruleId));
}

describe('import boundaries', () => {
  it.each([
    ['src/lib/shuffle.ts', '../app/shell/paths'],
    ['src/lib/shuffle.ts', '../store/slideshow'],
    ['src/lib/shuffle.ts', '../worker/exif.client'],
    ['src/lib/shuffle.ts', 'react'],
    ['src/worker/exif.worker.ts', '../store/camera-details'],
    ['src/worker/exif.worker.ts', '../app/photo/photo-image'],
    ['src/store/slideshow.ts', '../app/photo/photo-image'],
    ['src/app/gallery/cards.tsx', '../../../scripts/photos/strip-metadata'],
    ['src/main.tsx', '../scripts/pages/render'],
    // sw.js opens files only: no Argon2id, no window code.
    ['src/worker/vault.sw.ts', 'hash-wasm'],
    ['src/worker/vault-fetch.ts', '../lib/private/lock'],
    ['src/worker/vault-keys.ts', './vault-sw.client'],
    ['src/worker/vault.sw.ts', '../store/camera-details'],
  ])('refuses %s importing %s', async (file, from) => {
    expect(await problems(file, from)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['src/lib/camera-details.ts', './shuffle'],
    ['src/worker/exif.worker.ts', '../lib/jpeg'],
    ['src/store/camera-details.ts', '../worker/exif.client'],
    ['src/store/camera-details.ts', '../lib/photos'],
    ['src/app/gallery/cards.tsx', '../../store/camera-details'],
    ['scripts/photos/strip-metadata.ts', '../../src/lib/jpeg'],
    ['src/worker/vault-fetch.ts', '../lib/private/sealed'],
    ['src/worker/vault-sw.client.ts', './vault.contract'],
  ])('allows %s importing %s', async (file, from) => {
    expect(await problems(file, from)).toEqual([]);
  });

  it('is part of the lint that npm test runs', async () => {
    const config = (await new ESLint().calculateConfigForFile('src/lib/shuffle.ts')) as {
      rules: Record<string, unknown[]>;
    };
    const [, options] = boundaries[0]?.rules?.['no-restricted-imports'] as unknown[];
    expect(config.rules['no-restricted-imports']).toEqual([2, options]);
  }, 30_000); // loads the whole lint config, typescript-eslint included: seconds on a busy machine
});

describe('import boundaries between the app’s features', () => {
  it.each([
    // The cycle that was: the shell composes the gallery, so the gallery never imports the shell.
    ['src/app/gallery/gallery.tsx', '../shell/history'],
    ['src/app/slideshow/slideshow.tsx', '../shell/history'],
    ['src/app/slideshow/slide/slide-markup.tsx', '../../shell/layout'],
    ['src/app/albums/albums-page.tsx', '../shell/router'],
    ['src/app/tags/tags-page.tsx', '../shell/router'],
    ['src/app/tags/tags-page.tsx', '../slideshow/lazy'],
    ['src/app/gallery/cards.tsx', '../tags/tags-page'],
    ['src/app/search/search-page.tsx', '../shell/layout'],
    ['src/app/search/search-page.tsx', '../slideshow/lazy'],
    ['src/app/photo/photo-image.tsx', '../shell/theme'],
    ['src/app/slideshow/lazy.tsx', '../gallery/cards'],
    ['src/app/slideshow/details/info-panel.tsx', '../../albums/albums-page'],
    ['src/app/gallery/cards.tsx', '../albums/albums-page'],
    ['src/app/albums/albums-page.tsx', '../slideshow/lazy'],
    ['src/app/photo/photo-image.tsx', '../slideshow/slide/slide-markup'],
    ['src/app/photo/details-line.tsx', '../gallery/cards'],
    ['src/app/words.ts', './photo/photo-image'],
    ['src/app/page-title.ts', './shell/history'],
    ['src/app/gallery/cards.tsx', '../../app/shell/history'],
  ])('refuses %s importing %s', async (file, from) => {
    expect(await problems(file, from)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['src/app/shell/pages.tsx', '../gallery/gallery'],
    ['src/app/shell/router.tsx', '../albums/albums-page'],
    ['src/app/shell/history.tsx', '../slideshow/slideshow'],
    ['src/app/albums/albums-page.tsx', '../gallery/card-watch'],
    ['src/app/gallery/gallery.tsx', '../slideshow/lazy'],
    ['src/app/gallery/cards.tsx', '../photo/photo-image'],
    ['src/app/slideshow/slide/slide-markup.tsx', '../../photo/details-line'],
    ['src/app/slideshow/details/info-panel.tsx', '../controls/icons'],
    ['src/app/slideshow/slideshow.tsx', '../page-title'],
    ['src/app/page-title.ts', './words'],
    // Folders of lib/ and store/ named like a feature are not the feature.
    ['src/app/gallery/gallery.tsx', '../../store/slideshow'],
    ['src/app/photo/photo-image.tsx', '../../lib/photos'],
    ['src/app/slideshow/slide/preload.ts', '../../../lib/albums'],
    ['src/main.tsx', './app/shell/router'],
  ])('allows %s importing %s', async (file, from) => {
    expect(await problems(file, from)).toEqual([]);
  });

  // Each of these files matches a block of its own after the one for all of src/app/, which ESLint then ignores.
  it.each([
    'src/app/shell/router.tsx',
    'src/app/gallery/gallery.tsx',
    'src/app/albums/albums-page.tsx',
    'src/app/slideshow/slideshow.tsx',
    'src/app/slideshow/gestures/zoom.ts',
    'src/app/photo/photo-image.tsx',
    'src/app/words.ts',
  ])('still refuses %s importing the build (scripts/)', async (file) => {
    const depth = file.split('/').length - 1;
    expect(await problems(file, `${'../'.repeat(depth)}scripts/pages/render`)).toEqual(['no-restricted-imports']);
  });
});

describe('import boundaries between the build’s folders', () => {
  // One import each folder may not make: each would close a cycle or reach up past the folder's place.
  it.each([
    ['scripts/photos/check.ts', '../catalogue/catalogue.ts'],
    ['scripts/photos/scan.ts', '../portfolio-yaml/config.ts'],
    ['scripts/words/language.ts', '../portfolio-yaml/config.ts'],
    ['scripts/portfolio-yaml/config.ts', '../catalogue/catalogue.ts'],
    ['scripts/portfolio-yaml/read.ts', '../portfolio/sync.ts'],
    ['scripts/catalogue/catalogue.ts', '../pages/portfolio.ts'],
    ['scripts/pages/site-pages.ts', '../pipeline/pipeline.ts'],
    ['scripts/pipeline/pipeline.ts', '../dev/dev-site.ts'],
    ['scripts/pipeline/pipeline.ts', '../vite/site-pipeline.ts'],
    ['scripts/dev/dev-server.ts', '../vite/site-pipeline.ts'],
    ['scripts/vite/site-pipeline.ts', '../portfolio/update.ts'],
    ['scripts/portfolio/update.ts', '../pipeline/pipeline.ts'],
    ['scripts/words/tables/en.ts', '../../portfolio-yaml/language.ts'],
    ['scripts/private/passwords.ts', '../catalogue/catalogue.ts'],
  ])('refuses %s importing %s', async (file, from) => {
    expect(await problems(file, from)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['scripts/words/language.ts', '../photos/problems.ts'],
    ['scripts/portfolio-yaml/details.ts', '../photos/details.ts'],
    ['scripts/portfolio-yaml/config.ts', '../words/language.ts'],
    ['scripts/catalogue/catalogue.ts', '../portfolio-yaml/config.ts'],
    ['scripts/pages/site-pages.ts', '../catalogue/catalogue.ts'],
    ['scripts/pipeline/pipeline.ts', '../pages/render.ts'],
    ['scripts/dev/dev-site.ts', '../pipeline/pipeline.ts'],
    ['scripts/vite/site-pipeline.ts', '../dev/dev-server.ts'],
    ['scripts/vite/site-pipeline.ts', 'vite'],
    ['scripts/portfolio/update.ts', '../photos/metadata.ts'],
    ['scripts/photos/strip-metadata.ts', '../../src/lib/jpeg.ts'],
    ['scripts/pages/render.ts', '../chunk-url.ts'],
    ['scripts/private/passwords-file.ts', '../portfolio-yaml/read.ts'],
  ])('allows %s importing %s', async (file, from) => {
    expect(await problems(file, from)).toEqual([]);
  });

  it('is part of the lint that npm test runs', async () => {
    const config = (await new ESLint().calculateConfigForFile('scripts/photos/check.ts')) as {
      rules: Record<string, unknown[]>;
    };
    const block = scriptBoundaries.find((each) => each.files?.includes('scripts/photos/**'));
    const [, options] = block?.rules?.['no-restricted-imports'] as unknown[];
    expect(config.rules['no-restricted-imports']).toEqual([2, options]);
  }, 30_000); // loads the whole lint config, typescript-eslint included: seconds on a busy machine
});
