// On the critical path: everything imported from here is downloaded and run before the app is live.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from './app/react-dom/client';
import { App } from './app/app';
import { openLinkedPhoto } from './app/photo-link';
import './app/base.css';
import { arrivedPrerendered, photoOrder } from './store/photo-order';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first render, so a link to a photo opens straight on it, with no flash of the saved view.
openLinkedPhoto(photoOrder);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (arrivedPrerendered) {
  // The build's markup is on screen already: React adopts it rather than drawing it again. As a
  // transition, hydration yields to the browser every few milliseconds instead of one long task. It
  // starts in a task of its own: running this chunk is a task of 30-50 ms on a slow phone already, and
  // hydrateRoot's first step (React's listeners for every event type) would make it a long one.
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  }, 0);
} else {
  createRoot(root).render(app);
}
