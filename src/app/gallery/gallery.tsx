// The gallery screen: a page's shuffled photos as cards (on the page's own address) or as a slideshow (on the
// address of the photo on show, /p/<id>). Which one shows, and where each goes, is the history's call: the shell's
// pages (shell/pages.tsx) say it through these props.
import { useLayoutEffect, type ComponentProps, type ReactNode } from 'react';
import type { Photo } from '../../lib/photos';
import { cardsTitle, usePageTitle } from '../page-title';
import { LazySlideshow, prefetchSlideshowOnIntent } from '../slideshow/lazy';
import { Cards } from './cards';
import { GALLERY_PANEL_ID, viewTabId } from './view-toggle';
import './gallery.css';

/** What an album's or a collection's page says over its title and under it. */
export interface GalleryIntro {
  /** The kind of page it is (a tag's, a camera's), or a link to the page of every value of that kind. */
  kind?: ReactNode;
  description?: string | undefined;
  /** What the page offers beside its cards (an opened private album's Lock). */
  action?: ReactNode;
}

interface GalleryPageProps {
  /** The nav page's label: the page these photos are, in either view. */
  title: string;
  photos: readonly Photo[];
  /** On the home page the view toggle's tabs control this panel. */
  tabs: boolean;
  /** The cards' document title, where it is not the site's cards title (an album's page). */
  pageTitle?: string;
  /** An album's or a collection's page: its title shown over the cards, rather than for screen readers only. */
  intro?: GalleryIntro;
}

/** A page's cards: what a card opens (a step of the history), and the card to bring into view and focus. */
interface ShowsCards {
  slideshow?: undefined;
  onOpen: (index: number) => void;
  /** The photo last shown, on coming back from it. */
  reveal?: number;
}

/** A photo's page: the slideshow, where it opens. */
interface ShowsSlideshow {
  slideshow: Pick<ComponentProps<typeof LazySlideshow>, 'opening' | 'takeFocus'>;
  onOpen?: undefined;
  reveal?: undefined;
}

export function Gallery({
  title,
  photos,
  tabs,
  pageTitle,
  intro,
  slideshow,
  onOpen,
  reveal,
}: GalleryPageProps & (ShowsCards | ShowsSlideshow)) {
  const view = slideshow ? 'slideshow' : 'cards';
  usePageTitle(view === 'cards' ? (pageTitle ?? cardsTitle()) : null);
  // Listening from the commit that makes the page live, not after its paint: a pointer reaching for a tab between
  // the two would be missed, and the chunk fetched only on the press.
  useLayoutEffect(() => (view === 'cards' ? prefetchSlideshowOnIntent() : undefined), [view]);

  return (
    <section
      className="gallery"
      aria-label={tabs ? undefined : title}
      {...(tabs && { role: 'tabpanel', id: GALLERY_PANEL_ID, 'aria-labelledby': viewTabId(view) })}
    >
      {intro && !slideshow ? (
        <header className="gallery-intro">
          {intro.kind && <p className="gallery-intro-kind">{intro.kind}</p>}
          <h1 className="gallery-intro-title">{title}</h1>
          {intro.description && <p className="gallery-intro-text">{intro.description}</p>}
          {intro.action}
        </header>
      ) : (
        <h1 className="sr-only">{title}</h1>
      )}
      {slideshow ? (
        <LazySlideshow photos={photos} opening={slideshow.opening} takeFocus={slideshow.takeFocus} />
      ) : (
        <Cards photos={photos} onOpen={onOpen} reveal={reveal} />
      )}
    </section>
  );
}
