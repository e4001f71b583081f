// Build time only (scripts/prerender.ts runs it in Node): the home page as HTML, cards in the catalogue's order,
// for the pre-paint script to shuffle and main.tsx to hydrate in place.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ErrorBoundary } from './app/shell/error-boundary';
import { paths } from './lib/paths';
import { AppRoutes } from './app/shell/router';
import { PHOTOS } from './lib/portfolio';

export function render(): string {
  return renderToString(
    <StrictMode>
      <ErrorBoundary>
        <StaticRouter location={paths.gallery}>
          <AppRoutes photos={PHOTOS} />
        </StaticRouter>
      </ErrorBoundary>
    </StrictMode>,
  );
}
