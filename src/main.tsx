// On the critical path: everything imported from here is downloaded and run before the app is live.
// First, before React DOM loads (see error-stacks.ts; the bench shows what it saves).
import { resumeErrorStacks } from './app/shell/error-stacks';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { openLinkedPhoto } from './app/slideshow/photo-link';
import { prerenderedOrder } from './app/gallery/prerendered';
import { ErrorBoundary } from './app/shell/error-boundary';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoutes } from './app/shell/router';
import { applyStartTheme } from './app/shell/theme';
import './app/shell/base.css';
import { paths } from './lib/paths';
import { photosFor } from './lib/photos';
import { PHOTOS, SITE } from './lib/portfolio';
import { shuffle } from './lib/shuffle';

resumeErrorStacks();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyStartTheme();
// The pre-paint script shuffled the prerendered cards already: adopt their order, or shuffle here.
const prerendered = prerenderedOrder(PHOTOS, root);
const order = prerendered ?? shuffle(PHOTOS);
// Before the first render, so a link to a photo opens straight on it, with no flash of the saved view.
openLinkedPhoto(photosFor(SITE.nav.find((item) => item.path === paths.gallery)?.album, order));

const app = (
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes photos={order} />
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>
);

if (prerendered) {
  // Adopt the markup on screen rather than draw it again, as a transition so hydration yields to the browser,
  // in a task after this one, so running this chunk and hydrateRoot's set-up are not one long task.
  setTimeout(() => startTransition(() => void hydrateRoot(root, app)), 0);
} else {
  createRoot(root).render(app);
}
