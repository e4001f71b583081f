// The route table. A declarative router (no data APIs are used) keeps the data router off the critical path;
// errors are caught by our own boundary, so the router's default error screen never shows.
import { useRoutes } from 'react-router-dom';
import type { Photo } from '../../lib/photos';
import { Gallery } from '../gallery/gallery';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { paths } from '../../lib/paths';

/** `photos`: in the order both views show them, shuffled once per page load. */
export function AppRoutes({ photos }: { photos: readonly Photo[] }) {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        { path: paths.gallery, element: <Gallery title="Gallery" photos={photos} /> },
        { path: paths.espresso, element: <Gallery title="Espresso" photos={photos} /> },
        { path: paths.running, element: <Gallery title="Running" photos={photos} /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
