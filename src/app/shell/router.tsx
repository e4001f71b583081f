// The route table: one page per nav entry of the owner's portfolio.yaml, and one per photo (/p/<id>). A
// declarative router (no data APIs are used) keeps the data router off the critical path; errors are caught by
// our own boundary.
import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { SITE } from '../../lib/portfolio';
import type { NavItem } from '../../lib/site';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { VisitProvider } from './history';
import { GalleryPage, PhotoPage } from './pages';
import { say } from '../words';

/** `photos`: in the order every page shows them, shuffled once per page load. */
export function AppRoutes({ photos, nav = SITE.nav }: { photos: readonly Photo[]; nav?: readonly NavItem[] }) {
  const pages = useMemo<RouteObject[]>(() => {
    const home = nav.find((item) => item.path === paths.gallery) ?? { label: say('gallery'), path: paths.gallery };
    const others = nav.filter((item) => item.path !== paths.gallery);
    return [
      ...[home, ...others].map((item) => ({
        path: item.path,
        element: <GalleryPage item={item} photos={photos} home={item === home} />,
      })),
      { path: paths.photoPattern, element: <PhotoPage photos={photos} nav={nav} /> },
    ];
  }, [photos, nav]);
  const routes = useRoutes([
    { element: <Layout nav={nav} photos={photos} />, children: [...pages, { path: '*', element: <NotFound /> }] },
  ]);
  return <VisitProvider>{routes}</VisitProvider>;
}
