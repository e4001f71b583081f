// At build time, the home page's first screen goes into index.html, so a phone paints it before any JavaScript
// arrives: rendered (src/prerender.tsx) into an inert <template>, with src/pre-paint.ts compiled after it.
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin } from 'vite';
import { PRERENDERED_ID } from '../src/lib/page-names.ts';
import { slideshowChunkUrl } from './chunk-url.ts';
import type { PhotoPipeline } from './photos/vite-plugin.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Puts the markup in a template right after index.html's one empty #root, and the script that shows it last in
 * the body, after the catalogue it reads (which a large album makes the page's largest part: kept out of the head,
 * it never delays the stylesheet and the app's script).
 */
export function injectPrerender(html: string, markup: string, script: string): string {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at === -1 || html.indexOf(ROOT_ELEMENT, at + 1) !== -1)
    throw new Error(`index.html must hold exactly one ${ROOT_ELEMENT} to prerender beside`);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < at) throw new Error('index.html must close its <body> after #root');
  const end = at + ROOT_ELEMENT.length;
  const template = `<template id="${PRERENDERED_ID}">${markup}</template>`;
  return `${html.slice(0, end)}${template}${html.slice(end, bodyEnd)}<script>${script}</script>${html.slice(bodyEnd)}`;
}

/**
 * Pages as HTML, one per path (the home page by default): the app runs in Node through a throwaway Vite server,
 * with the built image URLs.
 */
export async function renderPages(
  photos: PhotoPipeline,
  paths: readonly string[] = ['/'],
  entry = '/src/prerender.tsx',
): Promise<string[]> {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react(), photos, slideshowChunkUrl()],
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { render } = (await server.ssrLoadModule(entry)) as { render: (path: string) => string };
    return paths.map((path) => render(path));
  } finally {
    await server.close();
  }
}

/** The pre-paint script as one minified classic script, for the page to run inline (the CSP allows it by hash). */
export async function compileScript(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      target: 'es2022',
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  if (!('output' in result)) throw new Error(`${entry} did not build to one script`);
  return result.output[0].code.trim();
}

interface PrerenderOptions {
  /** The build's own photo pipeline, so the page shows the catalogue the build checked. */
  photos: PhotoPipeline;
  page?: string;
  script?: string;
}

export function prerender({
  photos,
  page = '/src/prerender.tsx',
  script = 'src/pre-paint.ts',
}: PrerenderOptions): Plugin {
  return {
    name: 'prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const [markup = ''] = await renderPages(photos, ['/'], page);
        return injectPrerender(html, markup, await compileScript(script));
      },
    },
  };
}
