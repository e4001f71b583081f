// Build time only (scripts/prerender.ts runs it in Node): the home page as HTML, cards in the catalogue's
// order, so a phone paints it before any JavaScript arrives. The pre-paint script shuffles it; main.tsx
// hydrates it in place.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ErrorBoundary } from './app/shell/error-boundary';
import { paths } from './app/shell/paths';
import { AppRoutes } from './app/shell/router';
import { PHOTOS } from './lib/photos';

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
