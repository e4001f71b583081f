// Build time only (scripts/pages/render.ts runs it in Node): a page as HTML for main.tsx to hydrate in place. The home
// page's cards are in the catalogue's order (or the page's own `order:`), as a browser without scripts shows them and
// for the pre-paint script to shuffle; a photo's page shows its photo.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ScriptsOffMarkup } from './app/photo/scripts-off';
import { ErrorBoundary } from './app/shell/error-boundary';
import { paths } from './lib/paths';
import { AppRoutes } from './app/shell/router';
import type { Photo } from './lib/photos';
import { PHOTOS } from './lib/portfolio';

/**
 * `photos`: the catalogue's (a test may draw another's). `scriptsOff`: the page as a browser without scripts shows it
 * (a page of cards, which the pre-paint script makes into the app's when scripts run).
 */
export function render(
  path: string = paths.gallery,
  photos: readonly Photo[] = PHOTOS,
  { scriptsOff = false }: { scriptsOff?: boolean } = {},
): string {
  return renderToString(
    <StrictMode>
      <ScriptsOffMarkup value={scriptsOff}>
        <ErrorBoundary>
          <StaticRouter location={path}>
            <AppRoutes photos={photos} />
          </StaticRouter>
        </ErrorBoundary>
      </ScriptsOffMarkup>
    </StrictMode>,
  );
}
