// The home page's and each album's page's first cards, which the build prerenders: before the first paint, they
// become the first of the page's photos in a fresh shuffle (read from the catalogue the page carries) on a visit that
// opens on the cards, or they are dropped unseen; then read back by the app, which adopts exactly the order on screen.
import type { Album } from '../../lib/albums';
import { GALLERY_VIEW_KEY, PHOTO_PARAM, PORTFOLIO_ID, PRERENDERED_ID } from '../../lib/page-names';
import { photosFor, type Photo } from '../../lib/photos';
import { shuffle } from '../../lib/shuffle';
import { paths } from '../../lib/paths';
import type { Site } from '../../lib/site';
import { deferredName } from '../photo/deferred-sources';
import { fillCard } from './card-slots';
import { enterInView, watchCards } from './card-watch';

/** Cards whose photos are fetched before the first layout (where lazy images would start): a phone's first screen. */
const PRELOADED_CARDS = 6;

interface PageCatalogue {
  site: Site;
  photos: Photo[];
  albums?: Album[];
}

/** The catalogue the page carries; null when it is missing or unreadable. */
export function pageCatalogue(): PageCatalogue | null {
  try {
    return JSON.parse(document.getElementById(PORTFOLIO_ID)?.textContent ?? '') as PageCatalogue;
  } catch {
    return null;
  }
}

/** The paths of the pages of cards the catalogue knows: the nav's and each album's. */
export function cardPaths(catalogue: PageCatalogue | null): string[] {
  if (!catalogue) return [];
  return [...catalogue.site.nav.map((item) => item.path), ...(catalogue.albums ?? []).map((a) => paths.album(a.slug))];
}

/** The visitor's saved view, as stored; null when none is, or storage is blocked. */
export function savedView(): string | null {
  try {
    return localStorage.getItem(GALLERY_VIEW_KEY);
  } catch {
    return null;
  }
}

/** This page's photos (the home page's or an album's) and the card's word, from the catalogue the page carries. */
function thisPage(): { photos: readonly Photo[]; openWord: string } {
  const catalogue = pageCatalogue();
  if (!catalogue) return { photos: [], openWord: '' };
  const album = paths.isAlbum(location.pathname)
    ? catalogue.albums?.find((entry) => paths.album(entry.slug) === location.pathname)?.folder
    : catalogue.site.nav.find((item) => item.path === paths.gallery)?.album;
  return { photos: photosFor(album, catalogue.photos), openWord: catalogue.site.words['open-photo'] };
}

/** Runs from an inline script before the first paint (src/pre-paint.ts, compiled by the build). */
export function showPrerendered(): void {
  const template = document.getElementById(PRERENDERED_ID);
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return;
  template.remove();
  if (!opensOnCards()) return; // another route or the slideshow: its images are never requested
  const page = template.content;
  const home = thisPage();
  const order = shuffle(home.photos);
  const watch = watchCards();
  page.querySelectorAll<HTMLElement>('.card-grid > .card').forEach((card, index) => {
    const photo = order[index];
    if (!photo) {
      card.remove();
      return;
    }
    fillCard(card, photo, home.openWord);
    watch.observe(card);
    const avif = index < PRELOADED_CARDS && card.querySelector('source[type="image/avif"]');
    if (!avif) return;
    // The <source>'s own srcset and sizes, so the preload picks the very file the card will show.
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'image';
    preload.type = 'image/avif';
    preload.fetchPriority = 'high';
    preload.imageSrcset = avif.getAttribute(deferredName('srcset')) ?? '';
    preload.imageSizes = avif.getAttribute('sizes') ?? '';
    document.head.append(preload);
  });
  root.append(page);
  enterInView(root.querySelectorAll('.card-grid > .card'));
}

function opensOnCards(): boolean {
  return (
    (location.pathname === paths.gallery || paths.isAlbum(location.pathname)) &&
    savedView() !== 'slideshow' &&
    !new URLSearchParams(location.search).has(PHOTO_PARAM)
  );
}

/**
 * Every photo, those the prerendered cards show first and in their order on screen (the rest shuffled after), or
 * null when no prerendered card is on the page.
 */
export function prerenderedOrder(photos: readonly Photo[], root: ParentNode): Photo[] | null {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const order: Photo[] = [];
  for (const card of root.querySelectorAll<HTMLElement>('.card-grid > [data-photo]')) {
    const photo = byId.get(card.dataset.photo ?? '');
    if (!photo) return null; // a card of another build, or twice: not the prerendered grid
    byId.delete(photo.id);
    order.push(photo);
  }
  return order.length > 0 ? [...order, ...shuffle([...byId.values()])] : null;
}
