import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { slideshowChunkUrl } from './scripts/chunk-url.ts';
import { photoPipeline } from './scripts/photos/vite-plugin.ts';
import { prerender } from './scripts/prerender.ts';
import { routePages } from './scripts/route-pages.ts';
import { SITE_DESCRIPTION, SITE_TITLE } from './src/lib/site.ts';

/** Fills index.html's %SITE_TITLE% and %SITE_DESCRIPTION% from site.ts, where the owner's name is set. */
function siteMetadata(): Plugin {
  const values: Record<string, string> = { SITE_TITLE, SITE_DESCRIPTION };
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return {
    name: 'site-metadata',
    transformIndexHtml: (html) =>
      html.replace(/%(SITE_[A-Z_]+)%/g, (match, key: string) => escape(values[key] ?? match)),
  };
}

export default defineConfig({
  plugins: [
    react(),
    siteMetadata(),
    photoPipeline(),
    slideshowChunkUrl(),
    prerender(),
    routePages(),
    // .br and .gz beside every text file (at maximum levels), which the server hands out as asked.
    // Images are compressed already; a file that would not shrink is left alone.
    compression({ include: /\.(?:html|css|js|mjs|json|svg|md|txt)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
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
