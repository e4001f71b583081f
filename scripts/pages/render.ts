// The render stage: every page's markup in one pass, by one server-side renderer (src/prerender.tsx run in Node
// through one Vite server): the home page's first screen and each album's, which a phone paints before any
// JavaScript arrives, each collection's (a tag's, a camera's…), each photo's page, the albums and tags pages; and the pre-paint script that shows a page's first
// cards, compiled to inline.
import react from '@vitejs/plugin-react';
import { build, createServer } from 'vite';
import { APP_ENTRY_ATTRIBUTE, PRERENDERED_ID } from '../../src/lib/page-names.ts';
import { allCollections } from '../../src/lib/collections.ts';
import { paths } from '../../src/lib/paths.ts';
import { lazyChunkUrls } from '../chunk-url.ts';
import { worldLand } from '../places/world-land.ts';
import { escapeMarkup } from '../escape.mjs';
import { portfolioModule, type Portfolio } from './portfolio.ts';

export interface RenderedPages {
  /** The home page's markup as a browser without scripts shows it, for its <noscript>. */
  home: string;
  /** Each photo's page, in the catalogue's order. */
  photos: string[];
  /** The albums page, when an album is listed. */
  albums?: string;
  /** Each album's first cards, for its <noscript>, in the catalogue's order. */
  albumPages: string[];
  /** Each private album's page: its password form, in the portfolio's order. */
  vaultPages: string[];
  /** Each collection's first cards (a tag's, a camera's…), for its <noscript>, in `allCollections`' order. */
  collectionPages: string[];
  /** The tags page, when a listed photo has a tag. */
  tags?: string;
  /** The places page, when a listed photo has a place. */
  places?: string;
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
      lazyChunkUrls(),
      worldLand({ inline: true }),
    ],
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  let pages: Omit<RenderedPages, 'script'>;
  try {
    const { render } = (await server.ssrLoadModule(entry)) as {
      render: (path: string, photos?: undefined, options?: { scriptsOff: boolean }) => string;
    };
    const albums = portfolio.albums ?? [];
    const collections = allCollections(portfolio.photos);
    // The pages of cards as a browser without scripts shows them, for <noscript>.
    const scriptsOff = { scriptsOff: true };
    pages = {
      home: render(paths.gallery, undefined, scriptsOff),
      photos: portfolio.photos.map((photo) => render(paths.photo(photo.id))),
      ...(albums.some((album) => !album.unlisted) && { albums: render(paths.albums) }),
      albumPages: albums.map((album) => render(paths.album(album.slug), undefined, scriptsOff)),
      vaultPages: (portfolio.vaults ?? []).map((vault) => render(paths.album(vault.slug))),
      collectionPages: collections.map((each) => render(paths.collection(each.kind, each.slug), undefined, scriptsOff)),
      ...(collections.some((each) => each.kind === 'tags') && { tags: render(paths.tags) }),
      ...(collections.some((each) => each.kind === 'places') && { places: render(paths.places) }),
    };
  } finally {
    await server.close();
  }
  return { ...pages, script: await compileScript(script) };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The page's cards as a browser without scripts shows them; with scripts on, text the pre-paint script reads. */
export const scriptsOffCards = (markup: string): string => `<noscript id="${PRERENDERED_ID}">${markup}</noscript>`;

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;

/**
 * Takes the app's entry module out of the head, where the browser would fetch it beside the first screen's photos:
 * the pre-paint script, which the page names it to, runs it once those photos are in (src/pre-paint.ts).
 */
export function deferAppEntry(html: string): { html: string; entry: string } {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) throw new Error('index.html as built must run the app by one <script type="module" src>');
  return { html: html.replace(ENTRY_SCRIPT, ''), entry: entry[1] };
}

/**
 * Puts the markup (for browsers without scripts) right after index.html's one empty #root, and the script that shows
 * it last in the body, after the page data it reads (which a large album makes the page's largest part: kept out of
 * the head, it never delays the stylesheet). The script's tag names the app's entry module, `entry`.
 */
export function injectPrerender(html: string, markup: string, script: string, entry: string): string {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at === -1 || html.indexOf(ROOT_ELEMENT, at + 1) !== -1)
    throw new Error(`index.html must hold exactly one ${ROOT_ELEMENT} to prerender beside`);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < at) throw new Error('index.html must close its <body> after #root');
  const end = at + ROOT_ELEMENT.length;
  return `${html.slice(0, end)}${scriptsOffCards(markup)}${html.slice(end, bodyEnd)}<script ${APP_ENTRY_ATTRIBUTE}="${escapeMarkup(entry)}">${script}</script>${html.slice(bodyEnd)}`;
}
