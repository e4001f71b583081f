// The home page's and each album's page's first cards, which the build prerenders as a browser without scripts shows
// them (in <noscript>, which a browser running scripts reads as text and never fetches from): before the page first
// shows them, they become the first of the page's photos in a fresh shuffle, or in the page's own `order:` (read
// from the index the page carries), on a visit that opens on the cards, or they are dropped unseen; named when the
// catalogue brings their words; then read back by the app, which adopts exactly the order on screen.
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

/** The cards the pre-paint script has shown. */
export interface ShownCards {
  /** Settles once their first screen's photos are in. */
  photosIn: Promise<void>;
}

/** How long the pre-paint work runs before it lets a press in: well within a long task. */
const SLICE_MS = 12;

/**
 * The next task: what waits here lets the browser answer a press first. With `scheduler.yield`, the work goes on
 * ahead of the page's other queued tasks, so the cards are not shown later for it; without it, after a timer.
 */
const nextTask = (): Promise<void> =>
  typeof scheduler !== 'undefined' && 'yield' in scheduler
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve));

/** Awaits the next task once `SLICE_MS` have passed since the last one began; else goes straight on. */
function slices(): () => Promise<void> {
  let began = performance.now();
  return async () => {
    if (performance.now() - began < SLICE_MS) return;
    await nextTask();
    began = performance.now();
  };
}

/**
 * Runs from an inline script before the page shows anything (src/pre-paint.ts, compiled by the build): its work is
 * spread over short tasks, and the cards join the page together, in one frame, their boxes set. They are named as
 * soon as the catalogue comes: this script asks for it first, so its names are written before the app, which waits
 * for the same catalogue, adopts the cards. Settles once the cards are on the page; to nothing when it shows none.
 */
export async function showPrerendered(page: PageData | null): Promise<ShownCards | undefined> {
  const holder = document.getElementById(PRERENDERED_ID);
  const root = document.getElementById('root');
  if (!holder || !root) return undefined;
  holder.remove();
  if (!opensOnCards()) return undefined; // another route or the slideshow: its images are never requested
  const started = performance.now();
  await nextTask(); // this task compiled the script and read the page's data
  const order = pagePhotos(page);
  const slice = slices();
  // Parsed in a template, whose content is inert: nothing in it is fetched until a card is filled and shown.
  const template = document.createElement('template');
  template.innerHTML = holder.innerHTML; // its markup, read as text where scripts run
  const markup = template.content;
  // A card for each photo, the page's first; a small album leaves some of the build's cards over.
  const cards = [...markup.querySelectorAll<HTMLElement>('.card-grid > .card')].flatMap((card, index) => {
    const photo = order[index];
    if (photo) return [{ card, photo }];
    card.remove();
    return [];
  });
  if (cards.length === 0) return undefined; // no readable index (or no card drawn): the app draws the cards
  for (const [index, { card, photo }] of cards.entries()) {
    await slice();
    showCard(card, photo, index < PRELOADED_CARDS);
  }
  await slice();
  root.append(markup);
  // No box is read here: the watch's first callback, after the first layout, starts the cards' entrance.
  const watch = watchCards();
  root.querySelectorAll('.card-grid > .card').forEach(watch.observe);
  measureToPaint(USER_TIMING.cardsPaint, started, { cards: cards.length, by: 'pre-paint' });
  if (page) void catalogue(page).then((photos) => photos && nameCards(root, photos, page.site.words['open-photo']));
  return { photosIn: watch.checked };
}

/** Makes a prerendered card `photo`'s; a card of the first screen (`first`) has its files asked for at once. */
function showCard(card: HTMLElement, photo: PhotoFiles, first: boolean): void {
  fillCard(withScriptsOn(card), photo);
  if (!first) return;
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
