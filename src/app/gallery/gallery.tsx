// The gallery screen: a page's shuffled photos as cards (on the page's own address) or as a slideshow (on the
// address of the photo on show, /p/<id>). Which one shows is the pages' call (shell/pages.tsx).
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GalleryView } from '../../store/gallery-view';
import type { Photo } from '../../lib/photos';
import { paths } from '../../lib/paths';
import { useSlideshowStore } from '../../store/slideshow';
import { cardsTitle, usePageTitle } from '../page-title';
import { LazySlideshow, prefetchSlideshowWhenIdle } from '../slideshow/lazy';
import { Cards } from './cards';
import { GALLERY_PANEL_ID, viewTabId } from './view-toggle';

/** What a photo page's history entry remembers: the page the photo was opened from. */
export interface PhotoEntryState {
  from: string;
}

// A card opened the slideshow: focus follows into it rather than falling to <body> with the card. Kept outside
// the component, which the change of address remounts.
let focusRequested = false;
const takeFocus = () => {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
};

interface GalleryProps {
  /** The nav page's label and path: the page these photos are, in either view. */
  title: string;
  path: string;
  photos: readonly Photo[];
  view: GalleryView;
  /** On the home page the view toggle's tabs control this panel. */
  tabs: boolean;
  /** Cards: the card to bring into view and focus (the photo last shown, on coming back from it). */
  reveal?: number;
}

export function Gallery({ title, path, photos, view, tabs, reveal }: GalleryProps) {
  usePageTitle(view === 'cards' ? cardsTitle() : null);
  useEffect(() => (view === 'cards' ? prefetchSlideshowWhenIdle() : undefined), [view]);

  // Opening a photo is a step of its own in the history: Back returns to these cards.
  const navigate = useNavigate();
  const openSlide = useCallback(
    (index: number) => {
      const photo = photos[index];
      if (!photo) return;
      useSlideshowStore.getState().open(index, photos.length);
      focusRequested = true;
      void navigate(paths.photo(photo.id), { state: { from: path } satisfies PhotoEntryState });
    },
    [photos, path, navigate],
  );

  return (
    <section
      className="gallery"
      aria-label={tabs ? undefined : title}
      {...(tabs && { role: 'tabpanel', id: GALLERY_PANEL_ID, 'aria-labelledby': viewTabId(view) })}
    >
      <h1 className="sr-only">{title}</h1>
      {view === 'cards' ? (
        <Cards photos={photos} onOpen={openSlide} reveal={reveal} />
      ) : (
        <LazySlideshow photos={photos} takeFocus={takeFocus} />
      )}
    </section>
  );
}
