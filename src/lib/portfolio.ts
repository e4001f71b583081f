// The site's catalogue, as the build derived it from public/photos and portfolio.yaml (`virtual:portfolio`:
// in a built page, the JSON the page carries once for the pre-paint script and the app alike).
import PORTFOLIO from 'virtual:portfolio';
import type { Album } from './albums';
import type { Photo } from './photos';
import type { Site } from './site';

export const PHOTOS: readonly Photo[] = PORTFOLIO.photos;
export const SITE: Site = PORTFOLIO.site;
/** The albums this page shows or links: none on a page that does neither. */
export const ALBUMS: readonly Album[] = PORTFOLIO.albums ?? [];
export const OWNER_NAME = SITE.owner;
