// `?photo=<id>` on the home page: a link straight to one photo in the slideshow. Read once before the
// first render (so the saved view never flashes first), then kept in step with the slide on show.
import { useEffect } from 'react';
import { PHOTO_PARAM } from '../../lib/page-names';
import type { Photo } from '../../lib/photos';
import { setGalleryView } from '../../store/gallery-view';
import { useSlideshowStore } from '../../store/slideshow';
import { paths } from '../../lib/paths';

/** Chrome throttles the History API past about 100 calls in 10 s; a held key flips 30 times a second. */
export const PHOTO_PARAM_DELAY_MS = 200;

type UrlPlace = Pick<Location, 'pathname' | 'search' | 'hash'>;
type UrlHistory = Pick<History, 'state' | 'replaceState'>;

export function readPhotoParam(search: string): string | null {
  return new URLSearchParams(search).get(PHOTO_PARAM);
}

/** The same search string with the photo set (or removed, for null); other parameters are kept. */
export function withPhotoParam(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(PHOTO_PARAM);
  else params.set(PHOTO_PARAM, id);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Rewrites the address in place: no new history entry, and the router's own state kept. */
function replaceSearch(location: UrlPlace, history: UrlHistory, search: string): void {
  if (search === location.search) return;
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/**
 * On the home page, a known `?photo=` opens the slideshow at that photo (and saves that view); an unknown
 * one is dropped and the gallery shows as it would have. Returns the photo opened, if any.
 */
export function openLinkedPhoto(
  order: readonly Photo[],
  location: UrlPlace = window.location,
  history: UrlHistory = window.history,
): Photo | undefined {
  if (location.pathname !== paths.gallery) return undefined;
  const id = readPhotoParam(location.search);
  if (id === null) return undefined;
  const index = order.findIndex((photo) => photo.id === id);
  const photo = order[index];
  if (!photo) {
    replaceSearch(location, history, withPhotoParam(location.search, null));
    return undefined;
  }
  useSlideshowStore.getState().goTo(index);
  setGalleryView('slideshow');
  return photo;
}

/** Keeps `?photo=` on the home page's address while `id` is set (the photo flipping stops at); drops it for null. */
export function usePhotoParam(id: string | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const write = () => {
      // The route may have changed under a pending write: never put the parameter on another page.
      if (window.location.pathname !== paths.gallery) return;
      replaceSearch(window.location, window.history, withPhotoParam(window.location.search, id));
    };
    if (id === null) {
      write();
      return;
    }
    const timer = window.setTimeout(write, PHOTO_PARAM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [id, enabled]);
}
