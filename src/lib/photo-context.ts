// Which page's photos a photo's own page (`/p/<id>`) flips through: the page it was opened from, when that page
// shows it; else the first page that does (the home page first, then the nav's, then the albums'); else every photo,
// under the home page.
import { photosOn } from './collections';
import type { Photo } from './photos';
import { paths } from './paths';
import type { NavItem } from './site';

export interface PhotoContext {
  /** The page the photo is seen on (the nav's, an album's or a collection's): one of `pages`, or the home page. */
  page: NavItem;
  /** That page's photos, in the order shown, and where the photo is among them. */
  photos: readonly Photo[];
  index: number;
}

/**
 * `from`: the path of the page the visitor opened the photo from, if known (the history entry's state); `pages`: the
 * nav's, then the albums' (lib/albums.ts `cardPages`), then the collection's it was opened from; `homeLabel`: the home page's name, in the site's language,
 * when no nav entry is the home page.
 */
export function photoContext(
  id: string,
  from: string | undefined,
  pages: readonly NavItem[],
  photos: readonly Photo[],
  homeLabel: string,
): PhotoContext | null {
  if (!photos.some((photo) => photo.id === id)) return null;
  const home = pages.find((item) => item.path === paths.gallery) ?? { label: homeLabel, path: paths.gallery };
  const ordered = [home, ...pages.filter((item) => item.path !== paths.gallery)];
  const opened = ordered.find((item) => item.path === from);
  for (const item of opened ? [opened, ...ordered] : ordered) {
    const shown = photosOn(item, photos);
    const index = shown.findIndex((photo) => photo.id === id);
    if (index !== -1) return { page: item, photos: shown, index };
  }
  const index = photos.findIndex((photo) => photo.id === id);
  return { page: { label: home.label, path: home.path }, photos, index };
}
