// The home page's and each album's page's first cards, which the build prerenders as a browser without scripts shows
// them (in <noscript>, which a browser running scripts reads as text and never fetches from): before the first
// paint, they become the first of the page's photos in a fresh shuffle, or in the page's own `order:` (read from the
// index the page carries), on a visit that opens on the cards, or they are dropped unseen; named when the catalogue
// brings their words; then read back by the app, which adopts exactly the order on screen.
import { albumPage } from '../../lib/albums';
import { GALLERY_VIEW_KEY, PHOTO_PARAM, PLAY_PARAM, PRERENDERED_ID } from '../../lib/page-names';
import { decodePhotoIndex } from '../../lib/photo-index';
import { inOrder } from '../../lib/photo-order';
import { photosFor, type Photo, type PhotoFiles } from '../../lib/photos';
import { shuffle } from '../../lib/shuffle';
import { paths } from '../../lib/paths';
import { USER_TIMING } from '../../lib/user-timing';
import { catalogue, type PageData } from '../../page-data';
import { measureToPaint } from '../paint-timing';
import { deferredName, loadDeferred } from '../photo/deferred-sources';
import { fillCard, nameCard, withScriptsOn } from './card-slots';
import { watchCards } from './card-watch';

/** Cards whose photos are fetched before the first layout (where lazy images would start): a phone's first screen. */
const PRELOADED_CARDS = 6;

/** The paths of the pages of cards that open on a saved slideshow: the nav's and each album's the page carries. */
export function cardPaths(page: PageData | null): string[] {
  if (!page) return [];
  return [...page.site.nav.map((item) => item.path), ...(page.albums ?? []).map((album) => paths.album(album.slug))];
}

/** The visitor's saved view, as stored; null when none is, or storage is blocked. */
export function savedView(): string | null {
  try {
    return localStorage.getItem(GALLERY_VIEW_KEY);
  } catch {
    return null;
  }
}

/**
 * This page's photos (the home page's, an album's or a collection's), from the index the page carries, in the order
 * it shows them: its own `order:`, else a fresh shuffle; none when it carries none.
 */
function pagePhotos(page: PageData | null): readonly PhotoFiles[] {
  if (!page?.index) return [];
  const photos = decodePhotoIndex(page.index);
  if (page.selection) return shuffle(page.selection.flatMap((at) => photos[at] ?? []));
  const album = page.albums?.find((entry) => paths.album(entry.slug) === location.pathname);
  const item = paths.isAlbum(location.pathname)
    ? album && albumPage(album)
    : page.site.nav.find((entry) => entry.path === paths.gallery);
  const shown = photosFor(item?.album, photos);
  return item?.order ? inOrder(shown, item.order) : shuffle(shown);
}

/** Names the cards on screen (`root`) with the words of `photos`, the catalogue's records. */
function nameCards(root: ParentNode, photos: readonly Photo[], openWord: string): void {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  root.querySelectorAll<HTMLElement>('.card-grid > .card').forEach((card) => {
    const photo = byId.get(card.dataset.photo ?? '');
    if (photo) nameCard(card, photo, openWord);
  });
}

/**
 * Runs from an inline script before the first paint (src/pre-paint.ts, compiled by the build). The cards are named
 * as soon as the catalogue comes: this script asks for it first, so its names are written before the app, which
 * waits for the same catalogue, adopts the cards. Returns, when it shows cards, when their first screen's photos are
 * asked for.
 */
export function showPrerendered(page: PageData | null): Promise<void> | undefined {
  const holder = document.getElementById(PRERENDERED_ID);
  const root = document.getElementById('root');
  if (!holder || !root) return undefined;
  holder.remove();
  if (!opensOnCards()) return undefined; // another route or the slideshow: its images are never requested
  const started = performance.now();
  // Parsed in a template, whose content is inert: nothing in it is fetched until a card is filled and shown.
  const template = document.createElement('template');
  template.innerHTML = holder.innerHTML; // its markup, read as text where scripts run
  const markup = template.content;
  const order = pagePhotos(page);
  const watch = watchCards();
  markup.querySelectorAll<HTMLElement>('.card-grid > .card').forEach((card, index) => {
    const photo = order[index];
    if (!photo) {
      card.remove();
      return;
    }
    fillCard(withScriptsOn(card), photo);
    watch.observe(card);
    if (index >= PRELOADED_CARDS) return;
    const avif = card.querySelector('source[type="image/avif"]');
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
    // Named at once: the card shows its photo as soon as the preload has it, not a layout and a callback later.
    loadDeferred(card);
  });
  root.append(markup);
  // No box is read here: the watch's first callback, after the first layout, starts the cards' entrance.
  const cards = root.querySelectorAll('.card-grid > .card');
  if (cards.length === 0) return undefined;
  measureToPaint(USER_TIMING.cardsPaint, started, { cards: cards.length, by: 'pre-paint' });
  if (page) void catalogue(page).then((photos) => photos && nameCards(root, photos, page.site.words['open-photo']));
  return watch.checked;
}

function opensOnCards(): boolean {
  const { pathname, search } = location;
  // A collection's page shows its cards whatever the saved view (shell/history.tsx).
  const cards =
    paths.collectionAt(pathname) !== null ||
    ((pathname === paths.gallery || paths.isAlbum(pathname)) && savedView() !== 'slideshow');
  const params = new URLSearchParams(search);
  return cards && !params.has(PHOTO_PARAM) && !params.has(PLAY_PARAM); // both open the slideshow
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
