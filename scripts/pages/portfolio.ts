// The catalogue as a page carries it (words, sizes, fills and the derivatives' hash; nothing private), and
// `virtual:portfolio`, the module that hands it to the app: in a built page, read from the JSON the page carries
// once; in Node (the prerender, tests, a dev server), the data itself.
import type { Plugin } from 'vite';
import { PORTFOLIO_ID } from '../../src/lib/page-names.ts';
import type { Photo } from '../../src/lib/photos.ts';
import type { Site } from '../../src/lib/site.ts';
import type { Catalogue } from '../photos/catalogue.ts';

export interface Portfolio {
  site: Site;
  photos: Photo[];
}

const CREDITS = 'CREDITS.md';
const MODULE_ID = 'virtual:portfolio';
/** The module's id in Vite's module graph, where a dev server invalidates it when the catalogue changes. */
export const RESOLVED_ID = `\0${MODULE_ID}`;

/** The page's catalogue: `fills[i]` is the i-th photo's. */
export function portfolioOf({ site, photos, documents }: Catalogue, fills: readonly string[]): Portfolio {
  const page: Photo[] = photos.map((photo, i) => ({
    id: photo.id,
    title: photo.title,
    alt: photo.alt,
    ...(photo.caption && { caption: photo.caption }),
    width: photo.width,
    height: photo.height,
    album: photo.album,
    hash: photo.plan.hash,
    ...(fills[i] && { fill: fills[i] }),
  }));
  return { site: { ...site, credits: documents.includes(CREDITS) }, photos: page };
}

/** The <script type="application/json"> a built page carries: `<` escaped, so no text of the owner's closes it. */
export function portfolioJson(portfolio: Portfolio): string {
  return JSON.stringify(portfolio).replace(/</g, '\\u003c');
}

/**
 * `virtual:portfolio`: `load()`'s data, or, where `inPage()` says the module runs in a built page, the JSON the page
 * carries (the pre-paint script reads it the same way).
 */
export function portfolioModule(load: () => Promise<Portfolio>, inPage: (ssr: boolean) => boolean): Plugin {
  return {
    name: 'portfolio-module',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (inPage(options?.ssr ?? false)) {
        return `export default JSON.parse(document.getElementById(${JSON.stringify(PORTFOLIO_ID)}).textContent);`;
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(await load()))});`;
    },
  };
}
