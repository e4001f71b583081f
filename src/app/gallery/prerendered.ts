// The order the page was painted in: the build prerenders the cards and the pre-paint script shuffles them,
// so the app adopts exactly what is on screen. Null when they are not there (another route, the slideshow).
import type { Photo } from '../../lib/photos';

export function prerenderedOrder(photos: readonly Photo[], root: ParentNode): Photo[] | null {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const order: Photo[] = [];
  for (const card of root.querySelectorAll<HTMLElement>('.card-grid > [data-photo]')) {
    const photo = byId.get(card.dataset.photo ?? '');
    if (!photo) return null;
    byId.delete(photo.id);
    order.push(photo);
  }
  // Every photo exactly once, or it is not the prerendered grid.
  return byId.size === 0 ? order : null;
}
