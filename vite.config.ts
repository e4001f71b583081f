import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { photoPipeline } from './scripts/photos/vite-plugin.ts';
import { SITE_DESCRIPTION, SITE_TITLE } from './src/app/site.ts';

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

// `npm start` serves the production build here; PORT overrides it (README).
const port = Number(process.env.PORT) || 4173;

/**
 * `vite preview` serves Markdown as bare `text/markdown`, and browsers then read CREDITS.md as Latin-1
 * ("VÃ¶lschow"). The credits must spell the photographers' names right: declare UTF-8.
 */
function markdownAsUtf8(): Plugin {
  return {
    name: 'markdown-as-utf8',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (/\.md(?:\?|$)/.test(req.url ?? '')) {
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
          res.writeHead = (...args: unknown[]) => {
            const headers = args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null);
            if (headers) headers['Content-Type'] = 'text/markdown; charset=utf-8';
            else res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
            return writeHead(...args);
          };
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), siteMetadata(), markdownAsUtf8(), photoPipeline()],
  // A lazy import() inside the worker (exifr) needs module workers.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Inline nothing as data: URLs; every asset stays cacheable on its own.
    assetsInlineLimit: 0,
  },
  preview: { port, strictPort: true },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
