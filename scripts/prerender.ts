// At build time, renders the home page's first screen (src/prerender.tsx) into index.html, so a phone
// paints the header and the cards from the HTML alone, before the app's JavaScript has arrived. It goes
// in an inert <template> beside #root: index.html's inline script moves it in (shuffled) only on a visit
// that opens on the cards, so a visit to the slideshow never parses images it would not show.
// The app runs in Node through a throwaway Vite server (SSR transform, dependencies from node_modules)
// with the photo pipeline, so image URLs are the built ones; compression runs after, on the result.
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { slideshowChunkUrl } from './chunk-url.ts';
import { photoPipeline } from './photos/vite-plugin.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The id index.html's inline script looks for. */
export const TEMPLATE_ID = 'prerendered-home';

/** Puts `markup` in a template right after index.html's empty #root, which must be there exactly once. */
export function injectPrerender(html: string, markup: string): string {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at === -1 || html.indexOf(ROOT_ELEMENT, at + 1) !== -1)
    throw new Error(`index.html must hold exactly one ${ROOT_ELEMENT} to prerender beside`);
  const end = at + ROOT_ELEMENT.length;
  return `${html.slice(0, end)}<template id="${TEMPLATE_ID}">${markup}</template>${html.slice(end)}`;
}

export function prerender({ entry = '/src/prerender.tsx' } = {}): Plugin {
  return {
    name: 'prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react(), photoPipeline(), slideshowChunkUrl()],
          server: { middlewareMode: true, hmr: false, watch: null, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { render } = (await server.ssrLoadModule(entry)) as { render: () => string };
          return injectPrerender(html, render());
        } finally {
          await server.close();
        }
      },
    },
  };
}
