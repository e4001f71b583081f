// The route table. A declarative router (no data APIs are used) keeps ~17 KB gzip off the critical path;
// errors are caught by our own boundary, so the router's default error screen never shows.
import { useRoutes } from 'react-router-dom';
import { Gallery } from './gallery';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { paths } from './paths';

export function AppRoutes() {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        { path: paths.gallery, element: <Gallery title="Gallery" /> },
        { path: paths.espresso, element: <Gallery title="Espresso" /> },
        { path: paths.running, element: <Gallery title="Running" /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
