// The slide on show, written into the elements React rendered once: a held key flips faster than React renders
// on a slow phone (the bench compared the two), so a flip is a few attribute and text writes, in its key's event.
import { formatCameraDetails } from '../../lib/camera-details';
import type { Photo } from '../../lib/photos';
import { useCameraDetailsStore } from '../../store/camera-details';
import { useSlideshowStore, wrapIndex } from '../../store/slideshow';
import { writeDetailsLine } from '../photo/details-line';
import { fillWith } from '../photo/photo-fill';
import { slideFile, slideSourceFor, subscribeToSlideFile } from './preload';

const ENTRANCE_MS = 180;

function find(root: ParentNode, selector: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`the slideshow has no ${selector}`);
  return element;
}

/**
 * Shows the store's slide in the slideshow React rendered (`root`) and keeps it shown: the slide's group (named
 * "N of total" and after its photo by `data-photo`), its image or failed placeholder, caption and details line.
 * Returns the function that stops.
 */
export function mountSlideView(root: HTMLElement, photos: readonly Photo[]): () => void {
  const frame = find(root, '.slide-frame');
  const image = frame.querySelector('img');
  if (!image) throw new Error('the slideshow has no img');
  const failed = find(frame, '.photo-placeholder');
  const caption = find(root, '.slide-caption');
  const details = find(root, '.slide-details');
  const line = document.createElement('p');
  line.className = 'camera-details';
  let shown: Photo | undefined;
  let shownAt = 0;
  let entrance: Animation | undefined;
  let stopFile = () => {};

  const showFile = (photo: Photo) => {
    const file = slideFile(photo);
    const source = slideSourceFor(photo);
    image.hidden = file.state === 'failed';
    failed.hidden = !image.hidden;
    if (image.hidden) {
      failed.setAttribute('aria-label', photo.alt);
      failed.style.setProperty('--slide-aspect', String(source.width / source.height));
    }
    // No src until the file is decoded, so the slide never paints half a photo: the blurred copy fills the box.
    if (file.state === 'loaded') image.src = file.url;
    else image.removeAttribute('src');
    image.classList.toggle('photo-loading', file.state === 'loading');
    if (file.state === 'loading') fillWith(image, source.fill);
    else image.style.removeProperty('--photo-fill');
    image.dataset.state = file.state;
  };

  const showDetails = () => {
    const parts = shown ? formatCameraDetails(useCameraDetailsStore.getState().byPhoto[shown.id]) : [];
    writeDetailsLine(line, parts, '|');
    details.replaceChildren(...(parts.length > 0 ? [line] : []));
  };

  const enter = (direction: number) => {
    const now = performance.now();
    entrance?.cancel();
    entrance = undefined;
    // A flip sooner than an entrance lasts (a held key) animates nothing, so nothing queues.
    const quick = now - shownAt < ENTRANCE_MS;
    shownAt = now;
    if (quick || direction === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    entrance = frame.animate(
      [
        { opacity: 0.4, translate: `${direction * 3}rem 0` },
        { opacity: 1, translate: '0 0' },
      ],
      { duration: ENTRANCE_MS, easing: 'ease-out' },
    );
    entrance.finished.catch(() => undefined); // cancelled by the next flip: not an error
  };

  const show = () => {
    const { index, direction } = useSlideshowStore.getState();
    const at = wrapIndex(index, photos.length);
    const photo = photos[at];
    if (!photo || photo === shown) return;
    const first = !shown;
    shown = photo;
    const source = slideSourceFor(photo);
    frame.dataset.photo = photo.id;
    frame.setAttribute('aria-label', `${at + 1} of ${photos.length}`);
    caption.textContent = `Image ${at + 1} / ${photos.length}`;
    // The box follows the photo's shape alone, so nothing moves when its file arrives.
    image.style.setProperty('--slide-aspect', String(source.width / source.height));
    image.width = source.width;
    image.height = source.height;
    image.alt = photo.alt;
    failed.setAttribute('aria-label', photo.alt);
    stopFile();
    stopFile = subscribeToSlideFile(photo, () => showFile(photo));
    showFile(photo);
    showDetails();
    if (!first) enter(direction);
  };

  show();
  const stopIndex = useSlideshowStore.subscribe((state, previous) => {
    if (state.index !== previous.index) show();
  });
  const stopDetails = useCameraDetailsStore.subscribe((state, previous) => {
    if (shown && state.byPhoto[shown.id] !== previous.byPhoto[shown.id]) showDetails();
  });
  return () => {
    stopIndex();
    stopDetails();
    stopFile();
    entrance?.cancel();
  };
}
