// The render stage: every page's markup in one pass, by one server-side renderer (src/prerender.tsx run in Node
// through one Vite server): the home page's first screen and each album's, which a phone paints before any
// JavaScript arrives, each photo's page and the albums page; and the pre-paint script that shows a page's first
// cards, compiled to inline.
import react from '@vitejs/plugin-react';
import { build, createServer } from 'vite';
import { PRERENDERED_ID } from '../../src/lib/page-names.ts';
import { paths } from '../../src/lib/paths.ts';
import { slideshowChunkUrl } from '../chunk-url.ts';
import { portfolioModule, type Portfolio } from './portfolio.ts';

export interface RenderedPages {
  /** The home page's markup, for its inert <template>. */
  home: string;
  /** Each photo's page, in the catalogue's order. */
  photos: string[];
  /** The albums page, when an album is listed. */
  albums?: string;
  /** Each album's first cards, for its inert <template>, in the catalogue's order. */
  albumPages: string[];
  /** The pre-paint script, one minified classic script. */
  script: string;
}

export interface RenderOptions {
  /** The module whose `render(path)` draws a page. */
  entry?: string;
  /** The pre-paint script's source. */
  script?: string;
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

/** Draws every page of `portfolio` with one server-side renderer, and compiles the pre-paint script. */
export async function renderSite(
  portfolio: Portfolio,
  { entry = '/src/prerender.tsx', script = 'src/pre-paint.ts' }: RenderOptions = {},
): Promise<RenderedPages> {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [
      react(),
      portfolioModule(
        () => Promise.resolve(portfolio),
        () => false,
      ),
      slideshowChunkUrl(),
    ],
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  let pages: Omit<RenderedPages, 'script'>;
  try {
    const { render } = (await server.ssrLoadModule(entry)) as { render: (path: string) => string };
    const albums = portfolio.albums ?? [];
    pages = {
      home: render(paths.gallery),
      photos: portfolio.photos.map((photo) => render(paths.photo(photo.id))),
      ...(albums.some((album) => !album.unlisted) && { albums: render(paths.albums) }),
      albumPages: albums.map((album) => render(paths.album(album.slug))),
    };
  } finally {
    await server.close();
  }
  return { ...pages, script: await compileScript(script) };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Puts the markup in a template right after index.html's one empty #root, and the script that shows it last in
 * the body, after the page data it reads (which a large album makes the page's largest part: kept out of the head,
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
