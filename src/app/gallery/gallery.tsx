// The gallery screen: a page's shuffled photos as cards (on the page's own address) or as a slideshow (on the
// address of the photo on show, /p/<id>). Which one shows, and where each goes, is the history's call
// (shell/history.tsx).
import { useEffect } from 'react';
import type { Photo } from '../../lib/photos';
import { useOpenPhoto, type PhotoPageRules } from '../shell/history';
import { cardsTitle, usePageTitle } from '../page-title';
import { LazySlideshow, prefetchSlideshowWhenIdle } from '../slideshow/lazy';
import { Cards } from './cards';
import { GALLERY_PANEL_ID, viewTabId } from './view-toggle';
import './gallery.css';

interface GalleryProps {
  /** The nav page's label and path: the page these photos are, in either view. */
  title: string;
  path: string;
  photos: readonly Photo[];
  /** On a photo's page: the slideshow, where it opens. Otherwise the cards. */
  slideshow?: PhotoPageRules;
  /** On the home page the view toggle's tabs control this panel. */
  tabs: boolean;
  /** Cards: the card to bring into view and focus (the photo last shown, on coming back from it). */
  reveal?: number;
  /** The cards' document title, where it is not the site's cards title (an album's page). */
  pageTitle?: string;
  /** An album's page: its title shown over the cards, with its description, rather than for screen readers only. */
  intro?: { description?: string | undefined };
}

export function Gallery({ title, path, photos, slideshow, tabs, reveal, pageTitle, intro }: GalleryProps) {
  const view = slideshow ? 'slideshow' : 'cards';
  usePageTitle(view === 'cards' ? (pageTitle ?? cardsTitle()) : null);
  useEffect(() => (view === 'cards' ? prefetchSlideshowWhenIdle() : undefined), [view]);
  const openPhoto = useOpenPhoto(path, photos);

  return (
    <section
      className="gallery"
      aria-label={tabs ? undefined : title}
      {...(tabs && { role: 'tabpanel', id: GALLERY_PANEL_ID, 'aria-labelledby': viewTabId(view) })}
    >
      {intro && !slideshow ? (
        <header className="gallery-intro">
          <h1 className="gallery-intro-title">{title}</h1>
          {intro.description && <p className="gallery-intro-text">{intro.description}</p>}
        </header>
      ) : (
        <h1 className="sr-only">{title}</h1>
      )}
      {slideshow ? (
        <LazySlideshow photos={photos} opening={slideshow.opening} takeFocus={slideshow.takeFocus} />
      ) : (
        <Cards photos={photos} onOpen={openPhoto} reveal={reveal} />
      )}
    </section>
  );
}
