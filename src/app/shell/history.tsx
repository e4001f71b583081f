// The address and the history, in one place. A nav page's own address shows its cards; a photo's address (/p/<id>)
// shows the slideshow on it. A visit lands on the address it asks for (before the router starts); opening a photo
// is one history entry; flipping and the view tabs replace it; Back and Forward show what their address says; the
// saved view (galleryView) follows what is shown. Store writes happen in effects and handlers, never in a render.
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { PHOTO_PARAM, PLAY_PARAM } from '../../lib/page-names';
import { paths } from '../../lib/paths';
import type { PhotoContext } from '../../lib/photo-context';
import { photosOn } from '../../lib/collections';
import type { Photo } from '../../lib/photos';
import type { NavItem } from '../../lib/site';
import { setGalleryView, useGalleryView, useGalleryViewStore, type GalleryView } from '../../store/gallery-view';
import { useRestedPhoto, useSlideshowStore, wrapIndex } from '../../store/slideshow';
import type { SlideOpening } from '../slideshow/slideshow';

/** What a photo page's history entry remembers: the page the photo was opened from. */
interface PhotoEntryState {
  from: string;
}

export function fromOf(state: unknown): string | undefined {
  const from = (state as Partial<PhotoEntryState> | null)?.from;
  return typeof from === 'string' ? from : undefined;
}

// ——— Landing: decided before the router starts (a redirect from its own first render would be lost: it listens
// only once that render is done).

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

/**
 * A `?photo=` link and a saved slideshow on a nav page go to the photo's own address, and `?play` to its first
 * photo's, playing; an unknown `?photo=` is dropped. `order`: every photo, in this visit's order. Null when the
 * address stands.
 */
export function landingFor(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  view: GalleryView,
  order: readonly Photo[],
  nav: readonly NavItem[],
): Landing | null {
  const item = nav.find((candidate) => candidate.path === location.pathname);
  if (!item) return null;
  const shown = photosOn(item, order);
  const search = new URLSearchParams(location.search);
  const linked = search.get(PHOTO_PARAM);
  const linkedIndex = linked === null ? -1 : shown.findIndex((photo) => photo.id === linked);
  const savedSlideshow = linked === null && view === 'slideshow' && !item.collection; // a collection: its cards
  const play = search.has(PLAY_PARAM);
  const index = linkedIndex !== -1 ? linkedIndex : savedSlideshow || play ? 0 : -1;
  const photo = shown[index];
  if (photo) {
    const url = `${paths.photo(photo.id)}${play ? `?${PLAY_PARAM}` : ''}`;
    return { url, state: { from: item.path }, index, count: shown.length };
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

// ——— The visit: its first page is a landing (a link, a reload); later ones reached by Back are steps back.

interface Visit {
  shown: () => boolean;
  markShown: () => void;
}

const VisitContext = createContext<Visit | undefined>(undefined);

/** One visit of the app: around its routes. */
export function VisitProvider({ children }: { children: ReactNode }) {
  const [visit] = useState<Visit>(() => {
    let shown = false;
    return {
      shown: () => shown,
      markShown: () => {
        shown = true;
      },
    };
  });
  return <VisitContext.Provider value={visit}>{children}</VisitContext.Provider>;
}

/**
 * Whether this page is the visit's first (counting it as shown from its first layout on), and whether the router
 * is listening yet: it starts to once the app's first render is on screen, and a navigation before is lost.
 */
function useLanding(): { landing: boolean; listening: boolean } {
  const visit = useContext(VisitContext);
  if (!visit) throw new Error('the pages need a VisitProvider around them');
  const [landing] = useState(() => !visit.shown());
  useLayoutEffect(() => visit.markShown(), [visit]);
  return { landing, listening: visit.shown() };
}

// ——— The rules of each kind of page.

/** Opening a photo from a page's cards is a step of its own in the history: Back returns to these cards. */
export function useOpenPhoto(path: string, photos: readonly Photo[]): (index: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (index: number) => {
      const photo = photos[index];
      if (!photo) return;
      useSlideshowStore.getState().open(index, photos.length);
      void navigate(paths.photo(photo.id), { state: { from: path } satisfies PhotoEntryState });
    },
    [photos, path, navigate],
  );
}

const slideIndex = (count: number) => wrapIndex(useSlideshowStore.getState().index, count);

/** Back (or Forward) to a page that is not the visit's first: the photo the slideshow showed last, of `photos`. */
export function useReturnedFrom(photos: readonly Photo[]): Photo | undefined {
  const navigationType = useNavigationType();
  const { landing } = useLanding();
  const [photo] = useState(() =>
    !landing && navigationType === NavigationType.Pop ? photos[slideIndex(photos.length)] : undefined,
  );
  return photo;
}

export interface GalleryPageRules {
  /** On its way to the photo's page: nothing is drawn. */
  leaving: boolean;
  /** Back from a photo: the card to bring into view and focus. */
  reveal?: number;
}

/**
 * A nav page shows its cards. Asked for the slideshow (the Slides tab, or a nav link while the slideshow shows), it
 * goes to the photo's own address in place of the entry. Back (or Forward) to it: the address wins over a saved
 * slideshow, which becomes cards. (A visit that lands asking for the slideshow was sent on already.) A collection's
 * page (`cardsOnly`: reached from a photo's details to browse what it shares) always shows its cards.
 */
export function useGalleryPageRules(path: string, shown: readonly Photo[], cardsOnly = false): GalleryPageRules {
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const view = useGalleryView();
  const { landing, listening } = useLanding();
  const [back, setBack] = useState(() => !landing && navigationType === NavigationType.Pop);
  if (back && view === 'cards') setBack(false); // saved as shown: the tabs decide again
  const [reveal] = useState(() => (back && shown.length > 0 ? slideIndex(shown.length) : undefined));
  useLayoutEffect(() => {
    if (back || cardsOnly) setGalleryView('cards');
  }, [back, cardsOnly]);

  // Where the slideshow was, wrapped to this page's photos.
  const opens =
    view === 'slideshow' && !back && !cardsOnly && listening && shown.length > 0 ? slideIndex(shown.length) : null;
  const target = opens === null ? undefined : shown[opens];
  useLayoutEffect(() => {
    if (!target || opens === null) return;
    useSlideshowStore.getState().open(opens, shown.length);
    void navigate(paths.photo(target.id), { replace: true, state: { from: path } satisfies PhotoEntryState });
  }, [target, opens, shown.length, path, navigate]);

  return { leaving: target !== undefined, reveal };
}

export interface PhotoPageRules {
  opening: SlideOpening;
  /** A card opened this photo: focus follows it into the slideshow rather than falling to the page. */
  takeFocus: boolean;
}

/**
 * A photo's page shows the slideshow of its page (`context`), opened on its photo by its own address, which then
 * follows the photo flipping rests on (in place of the entry, keeping where it was opened from). The slideshow on
 * show is the saved view; the Cards tab goes back to the page's cards, in place.
 */
export function usePhotoPageRules(context: PhotoContext | null): PhotoPageRules {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const view = useGalleryView();
  useLanding();
  const index = context?.index ?? 0;
  const play = new URLSearchParams(location.search).has(PLAY_PARAM);
  const [opening, setOpening] = useState<SlideOpening>(() => ({ index, key: location.key, play }));
  if (navigationType === NavigationType.Pop && location.key !== opening.key)
    setOpening({ index, key: location.key, play });
  const [takeFocus] = useState(() => navigationType === NavigationType.Push);

  useLayoutEffect(() => {
    if (context) setGalleryView('slideshow');
  }, [context, location.key]);

  const rested = useRestedPhoto();
  const state: unknown = location.state;
  const { pathname } = location;
  useEffect(() => {
    // The saved view as it is now: Cards asked for leaves the address to the effect below.
    if (!context || !rested || useGalleryViewStore.getState().view === 'cards') return;
    if (!context.photos.includes(rested) || pathname === paths.photo(rested.id)) return;
    // A navigation from this page is under way: the browser's address is already the new page's, and this write
    // would take it back.
    if (window.location.pathname !== pathname) return;
    // In a transition: the address only follows the photo on show, and redrawing the page for it yields to flips.
    startTransition(() => void navigate(paths.photo(rested.id), { replace: true, state }));
  }, [context, rested, pathname, state, navigate]);

  useLayoutEffect(() => {
    if (context && useGalleryViewStore.getState().view === 'cards') void navigate(context.page.path, { replace: true });
  }, [context, view, navigate]);

  return { opening, takeFocus };
}
