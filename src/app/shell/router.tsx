// The route table: one page per nav entry of the owner's portfolio.yaml, one per photo (/p/<id>), the albums page and
// one per album the page knows of (/albums, /albums/<slug>), the tags page and a page per tag, camera, lens and year
// (/tags, /tags/<slug>, /cameras/<slug>, …), and search (/search). A
// declarative router (no data APIs are used) keeps the data router off the critical path; errors are caught by
// our own boundary.
import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { albumPage, cardPages, type Album } from '../../lib/albums';
import { COLLECTION_KINDS, paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { ALBUMS, SITE } from '../../lib/portfolio';
import type { NavItem } from '../../lib/site';
import { AlbumsPage } from '../albums/albums-page';
import { SearchPage } from '../search/search-page';
import { PlacesPage } from '../places/places-page';
import { TagsPage } from '../tags/tags-page';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { VisitProvider } from './history';
import { CollectionPage, GalleryPage, PhotoPage } from './pages';
import { say } from '../words';

interface AppRoutesProps {
  /** Shuffled once per page load: the order every page shows them in, but a page with an `order:` of its own. */
  photos: readonly Photo[];
  nav?: readonly NavItem[];
  /** The albums this page carries: none where it neither shows nor links one (the home page). */
  albums?: readonly Album[];
}

export function AppRoutes({ photos, nav = SITE.nav, albums = ALBUMS }: AppRoutesProps) {
  const pages = useMemo<RouteObject[]>(() => {
    const home = nav.find((item) => item.path === paths.gallery) ?? { label: say('gallery'), path: paths.gallery };
    const others = nav.filter((item) => item.path !== paths.gallery);
    const listed = albums.filter((album) => !album.unlisted);
    return [
      ...[home, ...others].map((item) => ({
        path: item.path,
        element: <GalleryPage item={item} photos={photos} home={item === home} />,
      })),
      ...albums.map((album) => ({
        path: paths.album(album.slug),
        element: (
          <GalleryPage
            item={albumPage(album)}
            photos={photos}
            home={false}
            intro={{ description: album.description }}
          />
        ),
      })),
      ...(listed.length > 0 ? [{ path: paths.albums, element: <AlbumsPage albums={listed} photos={photos} /> }] : []),
      ...COLLECTION_KINDS.map((kind) => ({
        path: paths.collectionPattern(kind),
        element: <CollectionPage kind={kind} photos={photos} />,
      })),
      { path: paths.tags, element: <TagsPage photos={photos} /> },
      { path: paths.places, element: <PlacesPage photos={photos} /> },
      { path: paths.search, element: <SearchPage photos={photos} /> },
      { path: paths.photoPattern, element: <PhotoPage photos={photos} pages={cardPages(nav, albums)} /> },
    ];
  }, [photos, nav, albums]);
  const routes = useRoutes([
    {
      element: <Layout nav={nav} albums={albums} photos={photos} />,
      children: [...pages, { path: '*', element: <NotFound /> }],
    },
  ]);
  return <VisitProvider>{routes}</VisitProvider>;
}
