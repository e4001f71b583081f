// The site's catalogue, as the build derived it from public/photos and portfolio.yaml (`virtual:portfolio`: in a
// built page, the site and the photos the page carries, and the catalogue file fetched after the first paint).
import PORTFOLIO from 'virtual:portfolio';
import type { Album } from './albums';
import type { Photo } from './photos';
import type { VaultPage } from './private/vault';
import type { Site } from './site';

/** Every photo in Node (the prerender, tests, a dev server); in a built page, only those the page names. */
export const PHOTOS: readonly Photo[] = PORTFOLIO.photos;
/** Every photo with its words, in the catalogue's order: what the app starts with (main.tsx). */
export const CATALOGUE: Promise<readonly Photo[]> = PORTFOLIO.catalogue;
export const SITE: Site = PORTFOLIO.site;
/** The albums this page shows or links: none on a page that does neither. */
export const ALBUMS: readonly Album[] = PORTFOLIO.albums ?? [];
/** The private albums whose pages this is: a private album's own page carries its lock. */
export const VAULTS: readonly VaultPage[] = PORTFOLIO.vaults ?? [];
export const OWNER_NAME = SITE.owner;
/** Where the search's index is (the worker fetches it on the first query); none in Node or a dev server. */
export const SEARCH_INDEX: string | undefined = PORTFOLIO.search;
