// Build time only (scripts/prerender.ts runs it in Node): the home page's first screen as HTML, so a
// phone paints the header and the cards before any JavaScript has arrived. The cards come out in the
// catalogue's order; index.html's inline script shuffles them before the first paint, and the app,
// reading its order from them (src/lib/prerendered-order.ts), hydrates this markup in place.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from './app/app';
import { paths } from './app/paths';
import { AppRoutes } from './app/router';

export function render(): string {
  return renderToString(
    <StrictMode>
      <AppFrame>
        <StaticRouter location={paths.gallery}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
  );
}
