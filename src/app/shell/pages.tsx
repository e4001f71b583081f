// The address and the view agree: a nav page's own address shows its cards; a photo's address (/p/<id>) shows
// the slideshow on it. Opening a photo adds a history entry; flipping and the view tabs replace it; Back and
// Forward show what their address says, and the saved view (galleryView) follows what is shown.
import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { photoContext } from '../../lib/photo-context';
import { photosFor, type Photo } from '../../lib/photos';
import type { NavItem } from '../../lib/site';
import { setGalleryView, useGalleryView, useGalleryViewStore } from '../../store/gallery-view';
import { useSlideshowStore, wrapIndex } from '../../store/slideshow';
import { Gallery, type PhotoEntryState } from '../gallery/gallery';
import { NotFound } from './not-found';

interface Visit {
  /** Whether the app has shown a page yet: the first is a landing (a link, a reload), later ones by Back are steps. */
  shown: () => boolean;
  markShown: () => void;
}

function newVisit(): Visit {
  let shown = false;
  return {
    shown: () => shown,
    markShown: () => {
      shown = true;
    },
  };
}

const VisitContext = createContext<Visit>(newVisit());

/** One visit of the app: around its routes. */
export function VisitProvider({ children }: { children: ReactNode }) {
  const [visit] = useState(newVisit);
  return <VisitContext.Provider value={visit}>{children}</VisitContext.Provider>;
}

/**
 * Whether this page is the visit's first (counting it as shown from its first layout on), and whether the router
 * is listening yet: it starts to once the app's first render is on screen, and a navigation before is lost.
 */
function useLanding(): { landing: boolean; listening: boolean } {
  const visit = useContext(VisitContext);
  const [landing] = useState(() => !visit.shown());
  useLayoutEffect(() => visit.markShown(), [visit]);
  return { landing, listening: visit.shown() };
}

export function fromOf(state: unknown): string | undefined {
  const from = (state as Partial<PhotoEntryState> | null)?.from;
  return typeof from === 'string' ? from : undefined;
}

/**
 * A nav page: its cards. Asked for the slideshow (the Slides tab, or a nav link while the slideshow shows), it goes
 * to the photo's own address in place of the entry. (A visit that lands asking for it was sent there already.)
 */
export function GalleryPage({ item, photos, home }: { item: NavItem; photos: readonly Photo[]; home: boolean }) {
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const view = useGalleryView();
  const shown = useMemo(() => photosFor(item.album, photos), [item.album, photos]);
  const { landing, listening } = useLanding();
  // Back (or Forward) to these cards: the address wins over the saved slideshow, which becomes cards.
  const [back, setBack] = useState(() => !landing && navigationType === NavigationType.Pop);
  if (back && view === 'cards') setBack(false); // saved as shown: the tabs decide again
  // Back from a photo: its card, brought into view.
  const [reveal] = useState(() => (back && shown.length > 0 ? slideIndex(shown.length) : undefined));
  useLayoutEffect(() => {
    if (back) setGalleryView('cards');
  }, [back]);

  // Where the slideshow was, wrapped to this page's photos.
  const opens = view === 'slideshow' && !back && listening && shown.length > 0 ? slideIndex(shown.length) : null;
  const target = opens === null ? undefined : shown[opens];
  useLayoutEffect(() => {
    if (!target || opens === null) return;
    useSlideshowStore.getState().open(opens, shown.length);
    void navigate(paths.photo(target.id), { replace: true, state: { from: item.path } satisfies PhotoEntryState });
  }, [target, opens, shown.length, item.path, navigate]);

  if (target) return null; // on its way to the photo's page, before anything is drawn
  return <Gallery title={item.label} path={item.path} photos={shown} view="cards" tabs={home} reveal={reveal} />;
}

const slideIndex = (count: number) => wrapIndex(useSlideshowStore.getState().index, count);

/** A photo's own page: the slideshow of the page it was opened from (or one that shows it), on that photo. */
export function PhotoPage({ photos, nav }: { photos: readonly Photo[]; nav: readonly NavItem[] }) {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const view = useGalleryView();
  const from = fromOf(location.state);
  useLanding();
  const context = useMemo(() => photoContext(id, from, nav, photos), [id, from, nav, photos]);

  // Arriving by the address itself (a link, a reload, Back, Forward), the slideshow opens on its photo. Other
  // arrivals (a card, the tabs, a flip) have put the slideshow there already.
  const [synced, setSynced] = useState<string | undefined>(undefined);
  if (context && navigationType === NavigationType.Pop && synced !== location.key) {
    setSynced(location.key);
    useSlideshowStore.getState().open(context.index, context.photos.length);
  }

  // The slideshow on show is the saved view; the Cards tab goes back to the page's cards, in place.
  useLayoutEffect(() => {
    if (context) setGalleryView('slideshow');
  }, [context, location.key]);
  useLayoutEffect(() => {
    // The view as it is now: the effect above has just saved the slideshow on arriving.
    if (context && useGalleryViewStore.getState().view === 'cards') void navigate(context.path, { replace: true });
  }, [context, view, navigate]);

  // The same list for every photo of the page, so flipping (which changes the address) keeps the slideshow as it is.
  const album = context?.album;
  const pagePhotos = useMemo(() => photosFor(album, photos), [album, photos]);

  if (!context) return <NotFound />;
  return (
    <Gallery
      title={context.label}
      path={context.path}
      photos={pagePhotos}
      view="slideshow"
      tabs={context.path === paths.gallery}
    />
  );
}
