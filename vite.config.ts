import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sitePipeline } from './scripts/vite/site-pipeline.ts';
import { lazyChunkUrls } from './scripts/chunk-url.ts';
import { publicFiles } from './scripts/public-files.ts';
import { precompressed } from './scripts/vite/precompressed.ts';
import { serviceWorker } from './scripts/vite/service-worker.ts';
import { worldLand } from './scripts/places/world-land.ts';

export default defineConfig({
  plugins: [
    react(),
    // The build's pipeline (scripts/pipeline/pipeline.ts): the owner's folder is read, checked and encoded once, and
    // every page rendered in one pass. PHOTOS_DIR, PORTFOLIO_YAML and PHOTOS_CACHE build the site from another
    // folder (the bench's album, the tests').
    sitePipeline({
      photosDir: process.env.PHOTOS_DIR,
      configFile: process.env.PORTFOLIO_YAML,
      cacheDir: process.env.PHOTOS_CACHE,
    }),
    publicFiles(),
    // /sw.js, the vault that opens private albums' files: bundled on its own, so no chunk of the app changes.
    serviceWorker(),
    lazyChunkUrls(),
    worldLand(),
    // .br and .gz beside every text file, kept between builds. Images are compressed already.
    precompressed(),
  ],
  // public/photos holds the owner's originals, which never ship as they are: public-files.ts copies the rest.
  publicDir: false,
  // `npm run dev`: PORT and HOST as for `npm start`; a port asked for by name is that port or an error.
  server: {
    port: Number(process.env.PORT) || 5173,
    strictPort: process.env.PORT !== undefined,
    ...(process.env.HOST !== undefined && { host: process.env.HOST }),
  },
  // A lazy import() inside the worker (exifr) needs module workers.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Inline nothing as data: URLs; every asset stays cacheable on its own.
    assetsInlineLimit: 0,
    // Vite preloads a lazy chunk's stylesheets only: the scripts a lazy chunk imports (the gestures the slideshow
    // shares with the places map) the app and the pages preload themselves (scripts/chunk-url.ts), as Vite's list of
    // them would open the main chunk, above the compile hint that must be its first line.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
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
