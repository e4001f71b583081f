// Writes a page per route beside index.html (`/espresso` is served from espresso.html) and 404.html, which
// both hosts send, with status 404, for any other path: each a copy of the built index.html.
import type { Plugin } from 'vite';

/** The file a host serves for a route path: `/` is index.html, `/a/b` is a/b.html. */
export function routeFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

const NOT_FOUND_FILE = '404.html';

/** `routes`: every route path, from the owner's nav (portfolio.yaml). */
export function routePages(routes: () => Promise<readonly string[]>): Plugin {
  return {
    name: 'route-pages',
    apply: 'build',
    // After the HTML is final (prerender included), and before the compression plugin, which then writes
    // their .br and .gz too.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('route-pages: the build wrote no index.html to copy');
      const files = new Set([...(await routes()).map(routeFile), NOT_FOUND_FILE]);
      files.delete('index.html');
      for (const fileName of files) this.emitFile({ type: 'asset', fileName, source: index.source });
    },
  };
}
