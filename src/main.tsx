// On the critical path: everything imported from here is downloaded and run before the app is live.
// First, before React DOM loads (see error-stacks.ts; the bench shows what it saves).
import { resumeErrorStacks } from './app/shell/error-stacks';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { prerenderedOrder } from './app/gallery/prerendered';
import { ErrorBoundary } from './app/shell/error-boundary';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeEarlyPress } from './app/shell/app-start';
import { land, landingFor, linksToAPhoto } from './app/shell/history';
import { AppRoutes } from './app/shell/router';
import { applyStartTheme } from './app/shell/theme';
import './app/shell/base.css';
import { cardPages } from './lib/albums';
import { withCollectionAt } from './lib/collections';
import type { Photo } from './lib/photos';
import { ALBUMS, CATALOGUE, SITE } from './lib/portfolio';
import { shuffle } from './lib/shuffle';
import { measureLatest, USER_TIMING } from './lib/user-timing';
import { useGalleryViewStore } from './store/gallery-view';
import { useSlideshowStore } from './store/slideshow';

resumeErrorStacks();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyStartTheme();

/** Starts the app on every photo: the page's first screen stays as the HTML and the pre-paint script drew it. */
function start(photos: readonly Photo[], root: HTMLElement): void {
  // The pre-paint script shuffled the prerendered cards already: adopt their order, or shuffle here. A page in an
  // order of its own (`order:`) sorts its photos from any, so the visit's shuffle owes its cards nothing.
  const prerendered = prerenderedOrder(photos, root);
  const cards = cardPages(SITE.nav, ALBUMS);
  const ordered = cards.some((page) => page.path === window.location.pathname && page.order);
  const order = prerendered && !ordered ? prerendered : shuffle(photos);
  // Scrolling is the pages' own: coming Back to the cards brings the card of the photo last shown into view.
  window.history.scrollRestoration = 'manual';
  // A visit that opens on a link to one photo has not asked for the album yet.
  useSlideshowStore.setState({ browsing: !linksToAPhoto(window.location) });
  // A link to a photo, or a saved slideshow, lands on the photo's own address before the router reads it.
  const pages = withCollectionAt(cards, window.location.pathname, order);
  const landing = landingFor(window.location, useGalleryViewStore.getState().view, order, pages);
  if (landing) {
    if (landing.index !== undefined && landing.count !== undefined)
      useSlideshowStore.getState().open(landing.index, landing.count);
    land(landing);
  }

  const app = (hydrating?: Hydrating) => (
    <StrictMode>
      <ErrorBoundary>
        {/*
          A navigation is drawn at once, not in a transition: a page that sends on (Slides on the cards) never paints
          empty first. An address that only follows what is on show (a flip, a query) is written in a transition.
        */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes photos={order} />
        </BrowserRouter>
      </ErrorBoundary>
      {hydrating && <Hydrated {...hydrating} />}
    </StrictMode>
  );

  // The home page's cards as the pre-paint script showed them, or a photo's page as the build drew it.
  if (prerendered || root.firstElementChild) {
    // Adopt the markup on screen rather than draw it again, as a transition so hydration yields to the browser,
    // in a task after this one, so running this chunk and hydrateRoot's set-up are not one long task.
    setTimeout(() => {
      const since = performance.now();
      const press = takeEarlyPress(); // from here React keeps what is pressed during hydration itself
      startTransition(() => void hydrateRoot(root, app({ since, press })));
    }, 0);
  } else {
    takeEarlyPress(); // its button is drawn again: the press is dropped
    createRoot(root).render(app());
  }
}

interface Hydrating {
  since: number;
  /** A press made before the app was live: made again once it is. */
  press: (() => void) | null;
}

/** Renders nothing: its layout effect, the tree's last, measures hydration at the commit that adopts the markup. */
function Hydrated({ since, press }: Hydrating) {
  useLayoutEffect(() => measureLatest(USER_TIMING.hydrate, since), [since]);
  useEffect(() => press?.(), [press]);
  return null;
}

// The catalogue follows the first paint; keys pressed on a photo's page meanwhile are kept (pre-paint.ts). Started
// in a task of its own: the pre-paint script fetched the catalogue already, and running this chunk is one task.
void CATALOGUE.then((photos) => setTimeout(() => start(photos, root), 0));
