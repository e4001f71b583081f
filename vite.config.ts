import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { slideshowChunkUrl } from './scripts/chunk-url.ts';
import { photoPipeline, type PhotoPipeline } from './scripts/photos/vite-plugin.ts';
import { photoPages } from './scripts/pages/photo-pages.ts';
import { siteFiles } from './scripts/pages/site-files.ts';
import { prerender } from './scripts/prerender.ts';
import { routePages } from './scripts/route-pages.ts';
import { publicFiles } from './scripts/public-files.ts';

/** Fills index.html's %SITE_TITLE%, %SITE_DESCRIPTION%, %SITE_LANG% and %SITE_DIR% from the owner's portfolio.yaml. */
function siteMetadata(photos: PhotoPipeline): Plugin {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return {
    name: 'site-metadata',
    async transformIndexHtml(html) {
      const { site } = await photos.catalogue();
      const values: Record<string, string> = {
        SITE_TITLE: site.title,
        SITE_DESCRIPTION: site.description,
        SITE_LANG: site.language.tag,
        SITE_DIR: site.language.dir,
      };
      return html.replace(/%(SITE_[A-Z_]+)%/g, (match, key: string) => escape(values[key] ?? match));
    },
  };
}

// One pipeline for the build, its prerender and the route pages: the owner's folder is read and checked once.
// PHOTOS_DIR, PORTFOLIO_YAML and PHOTOS_CACHE build the site from another folder (the bench's album, the tests').
const photos = photoPipeline({
  dir: process.env.PHOTOS_DIR,
  config: process.env.PORTFOLIO_YAML,
  cacheDir: process.env.PHOTOS_CACHE,
});

export default defineConfig({
  plugins: [
    react(),
    siteMetadata(photos),
    photos,
    publicFiles(),
    slideshowChunkUrl(),
    prerender({ photos }),
    routePages(async () => (await photos.catalogue()).site.nav.map((item) => item.path)),
    photoPages(photos),
    siteFiles(photos, process.env.PORTFOLIO_YAML),
    // .br and .gz beside every text file (at maximum levels), which the server hands out as asked.
    // Images are compressed already; a file that would not shrink is left alone.
    compression({ include: /\.(?:html|css|js|mjs|json|svg|md|txt|xml)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // public/photos holds the owner's originals, which never ship as they are: public-files.ts copies the rest.
  publicDir: false,
  // A lazy import() inside the worker (exifr) needs module workers.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Inline nothing as data: URLs; every asset stays cacheable on its own.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Chrome's explicit compile hint, on the first line of the main chunk: V8 then compiles all of its
        // functions while the file streams in, off the main thread, rather than each one on the main
        // thread when it is first called. Nearly all of that chunk (React DOM above all) runs during
        // hydration, whose slices compiled as they went and ran 50-120 ms at 4x CPU. Other browsers read a
        // comment. Added after minification (which drops comments) and before hashing; the other chunks get
        // an empty line.
        postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
