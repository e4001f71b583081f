// The gallery screen, the same on every route: the page's shuffled photos as cards or as a slideshow.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { setGalleryView, useGalleryView } from '../../store/gallery-view';
import type { Photo } from '../../lib/photos';
import { useSlideshowStore } from '../../store/slideshow';
import { cardsTitle, usePageTitle } from '../page-title';
import { paths } from '../../lib/paths';
import { LazySlideshow, prefetchSlideshowWhenIdle } from '../slideshow/lazy';
import { Cards } from './cards';
import { usePhotoParam } from '../slideshow/photo-link';
import { GALLERY_PANEL_ID, viewTabId } from './view-toggle';

export function Gallery({ title, photos }: { title: string; photos: readonly Photo[] }) {
  const view = useGalleryView();
  // On the home route the view toggle's tabs control this panel, and the address links to a photo.
  const home = useLocation().pathname === paths.gallery;
  usePageTitle(view === 'cards' ? cardsTitle() : null);
  usePhotoParam(null, home && view === 'cards');
  useEffect(() => (view === 'cards' ? prefetchSlideshowWhenIdle() : undefined), [view]);
  // Each page flips through its own photos (an album's, or all).
  useLayoutEffect(() => useSlideshowStore.getState().setCount(photos.length), [photos.length]);

  // A card opened the slideshow: focus follows into it rather than falling to <body> with the card.
  const focusRequested = useRef(false);
  const takeFocus = useCallback(() => {
    const requested = focusRequested.current;
    focusRequested.current = false;
    return requested;
  }, []);
  const openSlide = useCallback((index: number) => {
    useSlideshowStore.getState().goTo(index);
    focusRequested.current = true;
    setGalleryView('slideshow');
  }, []);

  return (
    <section
      className="gallery"
      aria-label={home ? undefined : title}
      {...(home && { role: 'tabpanel', id: GALLERY_PANEL_ID, 'aria-labelledby': viewTabId(view) })}
    >
      <h1 className="sr-only">{title}</h1>
      {view === 'cards' ? (
        <Cards photos={photos} onOpen={openSlide} />
      ) : (
        <LazySlideshow photos={photos} linkable={home} takeFocus={takeFocus} />
      )}
    </section>
  );
}
