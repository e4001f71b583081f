// The gallery screen, the same on every route: the shuffled photos as cards or as a slideshow.
import { useLocation } from 'react-router-dom';
import { useGalleryView } from '../store/gallery-view';
import { photoOrder } from '../store/photo-order';
import { CardsView } from './cards-view';
import { paths } from './paths';
import { Slideshow } from './slideshow';
import { GALLERY_PANEL_ID, viewTabId } from './view-toggle';

export function Gallery({ title }: { title: string }) {
  const view = useGalleryView();
  // On the home route the view toggle's tabs control this panel.
  const tabPanel = useLocation().pathname === paths.gallery;

  return (
    <section
      className="gallery"
      aria-label={tabPanel ? undefined : title}
      {...(tabPanel && { role: 'tabpanel', id: GALLERY_PANEL_ID, 'aria-labelledby': viewTabId(view) })}
    >
      <h1 className="sr-only">{title}</h1>
      {view === 'cards' ? <CardsView photos={photoOrder} /> : <Slideshow photos={photoOrder} />}
    </section>
  );
}
