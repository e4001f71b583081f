// The two kinds of page: a nav page (its cards) and a photo's own page (the slideshow on it). What each shows and
// where each goes is history.tsx's to say.
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { photoContext } from '../../lib/photo-context';
import { photosFor, type Photo } from '../../lib/photos';
import type { NavItem } from '../../lib/site';
import { Gallery } from '../gallery/gallery';
import { fromOf, useGalleryPageRules, usePhotoPageRules } from './history';
import { NotFound } from './not-found';
import { say } from '../words';

/** A nav page: its cards. */
export function GalleryPage({ item, photos, home }: { item: NavItem; photos: readonly Photo[]; home: boolean }) {
  const shown = useMemo(() => photosFor(item.album, photos), [item.album, photos]);
  const { leaving, reveal } = useGalleryPageRules(item.path, shown);
  if (leaving) return null; // on its way to the photo's page, before anything is drawn
  return <Gallery title={item.label} path={item.path} photos={shown} tabs={home} reveal={reveal} />;
}

/** A photo's own page: the slideshow of the page it was opened from (or one that shows it), on that photo. */
export function PhotoPage({ photos, nav }: { photos: readonly Photo[]; nav: readonly NavItem[] }) {
  const { id = '' } = useParams();
  const from = fromOf(useLocation().state);
  const context = useMemo(() => photoContext(id, from, nav, photos, say('gallery')), [id, from, nav, photos]);
  const { opening, takeFocus } = usePhotoPageRules(context);
  // The same list for every photo of the page, so flipping (which changes the address) keeps the slideshow as it is.
  const album = context?.album;
  const pagePhotos = useMemo(() => photosFor(album, photos), [album, photos]);

  if (!context) return <NotFound />;
  return (
    <Gallery
      title={context.label}
      path={context.path}
      photos={pagePhotos}
      slideshow={{ opening, takeFocus }}
      tabs={context.path === paths.gallery}
    />
  );
}
