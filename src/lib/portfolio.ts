// The site's catalogue, as the build derived it from public/photos and portfolio.yaml (`virtual:portfolio`:
// in a built page, the JSON the page carries once for the pre-paint script and the app alike).
import PORTFOLIO from 'virtual:portfolio';
import type { Photo } from './photos';
import type { Site } from './site';

export const PHOTOS: readonly Photo[] = PORTFOLIO.photos;
export const SITE: Site = PORTFOLIO.site;
export const OWNER_NAME = SITE.owner;
