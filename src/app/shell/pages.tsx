// The two kinds of page: a page of cards (the nav's, an album's) and a photo's own page (the slideshow on it). What each shows and
// where each goes is history.tsx's to say.
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Album } from '../../lib/albums';
import { paths } from '../../lib/paths';
import { photoContext } from '../../lib/photo-context';
import { photosFor, type Photo } from '../../lib/photos';
import { SITE } from '../../lib/portfolio';
import type { NavItem } from '../../lib/site';
import { Gallery } from '../gallery/gallery';
import { fromOf, useGalleryPageRules, useOpenPhoto, usePhotoPageRules } from './history';
import { NotFound } from './not-found';
import { say } from '../words';

interface GalleryPageProps {
  item: NavItem;
  photos: readonly Photo[];
  home: boolean;
  /** An album's own page: its title and description are shown over its cards, and name the document. */
  album?: Album;
}

/** A page of cards (the nav's, an album's): its cards. */
export function GalleryPage({ item, photos, home, album }: GalleryPageProps) {
  const shown = useMemo(() => photosFor(item.album, photos), [item.album, photos]);
  const { leaving, reveal } = useGalleryPageRules(item.path, shown);
  const openPhoto = useOpenPhoto(item.path, shown);
  if (leaving) return null; // on its way to the photo's page, before anything is drawn
  return (
    <Gallery
      title={item.label}
      photos={shown}
      tabs={home}
      onOpen={openPhoto}
      reveal={reveal}
      {...(album && {
        pageTitle: say('album-title', { title: album.title, owner: SITE.owner }),
        intro: { description: album.description },
      })}
    />
  );
}

/** A photo's own page: the slideshow of the page it was opened from (or one that shows it), on that photo. */
export function PhotoPage({ photos, pages }: { photos: readonly Photo[]; pages: readonly NavItem[] }) {
  const { id = '' } = useParams();
  const from = fromOf(useLocation().state);
  const context = useMemo(() => photoContext(id, from, pages, photos, say('gallery')), [id, from, pages, photos]);
  const { opening, takeFocus } = usePhotoPageRules(context);
  // The same list for every photo of the page, so flipping (which changes the address) keeps the slideshow as it is.
  const album = context?.album;
  const pagePhotos = useMemo(() => photosFor(album, photos), [album, photos]);

  if (!context) return <NotFound />;
  return (
    <Gallery
      title={context.label}
      photos={pagePhotos}
      slideshow={{ opening, takeFocus }}
      tabs={context.path === paths.gallery}
    />
  );
}
