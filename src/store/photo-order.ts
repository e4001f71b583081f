// The order photos are shown in: shuffled once per page load, shared by both views. When the page
// arrived prerendered, the shuffle already happened in index.html, and the order is read off the cards.
import { PHOTOS, type Photo } from '../lib/photos';
import { prerenderedOrder } from '../lib/prerendered-order';
import { shuffle } from '../lib/shuffle';

const prerendered = typeof document === 'undefined' ? null : prerenderedOrder(PHOTOS, document);

/** The page arrived with the build's prerendered cards on screen, for the app to adopt (hydrate). */
export const arrivedPrerendered = prerendered !== null;

/** In Node (the build's prerender) there is no page: the catalogue's own order, so builds are repeatable. */
export const photoOrder: readonly Photo[] = typeof document === 'undefined' ? PHOTOS : (prerendered ?? shuffle(PHOTOS));
