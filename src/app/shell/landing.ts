// Where a visit lands, decided before the router starts (a redirect from the router's own first render would be
// lost: it listens only once that render is done): a `?photo=` link and a saved slideshow on a nav page go to the
// photo's own address; an unknown `?photo=` is dropped.
import { PHOTO_PARAM } from '../../lib/page-names';
import { paths } from '../../lib/paths';
import { photosFor, type Photo } from '../../lib/photos';
import type { NavItem } from '../../lib/site';
import type { GalleryView } from '../../store/gallery-view';
import type { PhotoEntryState } from '../gallery/gallery';

export interface Landing {
  /** The address to show instead, in place of the entry. */
  url: string;
  /** The photo page's entry state and the slide it opens on (its place among the page's photos). */
  state?: PhotoEntryState;
  index?: number;
  count?: number;
}

/** Whether the address names one photo: its page, or a `?photo=` link. */
export function linksToAPhoto(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return paths.isPhoto(location.pathname) || new URLSearchParams(location.search).has(PHOTO_PARAM);
}

/** `order`: every photo, in this visit's order. Null when the address stands. */
export function landingFor(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  view: GalleryView,
  order: readonly Photo[],
  nav: readonly NavItem[],
): Landing | null {
  const item = nav.find((candidate) => candidate.path === location.pathname);
  if (!item) return null;
  const shown = photosFor(item.album, order);
  const search = new URLSearchParams(location.search);
  const linked = search.get(PHOTO_PARAM);
  const linkedIndex = linked === null ? -1 : shown.findIndex((photo) => photo.id === linked);
  const index = linkedIndex !== -1 ? linkedIndex : linked === null && view === 'slideshow' ? 0 : -1;
  const photo = shown[index];
  if (photo) {
    return { url: paths.photo(photo.id), state: { from: item.path }, index, count: shown.length };
  }
  if (linked === null) return null;
  search.delete(PHOTO_PARAM);
  const query = search.toString();
  return { url: `${location.pathname}${query ? `?${query}` : ''}${location.hash}` };
}

/**
 * Writes the landing into the history entry, its state where React Router reads an entry's state (`usr`), so the
 * photo's page knows the page it belongs to.
 */
export function land(landing: Landing, history: Pick<History, 'replaceState'> = window.history): void {
  history.replaceState(landing.state ? { usr: landing.state } : null, '', landing.url);
}
