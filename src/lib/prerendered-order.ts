// The photo order the page was painted in. The build prerenders the cards in the catalogue's order and
// index.html's inline script shuffles them before the first paint; the app takes its order from them,
// so it hydrates exactly what is on screen. Without them (another route, the slideshow, a photo link,
// a test) it returns null and the app shuffles for itself.
import type { Photo } from './photos';

/** The prerendered cards, which index.html's inline script shuffled inside their grid. */
const PRERENDERED_CARDS = '#root .card-grid > [data-photo]';

export function prerenderedOrder(photos: readonly Photo[], root: ParentNode | undefined): Photo[] | null {
  if (!root) return null;
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const order: Photo[] = [];
  for (const card of root.querySelectorAll<HTMLElement>(PRERENDERED_CARDS)) {
    const photo = byId.get(card.dataset.photo ?? '');
    if (!photo) return null;
    byId.delete(photo.id);
    order.push(photo);
  }
  // Every photo exactly once, or it is not the prerendered grid.
  return order.length === photos.length && byId.size === 0 ? order : null;
}
