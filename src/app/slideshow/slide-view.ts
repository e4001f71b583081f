// The slide on show, written straight into the slideshow's elements, without a React render per flip.
//
// A held arrow key on a slow phone flips 30 times a second. Rendered by React, each flip cost about 7 ms
// of script at 6x CPU slowdown once warm and 16-32 ms for the first flips of a burst (render, commit and
// code running for the first time), so the frames a flip lands in came late: keydown p95 of 96-120 ms in
// the bench. Written here, a flip is a handful of attribute and text writes. React renders the slideshow's
// shell once (and again only when the flipping settles); this module is the one writer of everything in it
// that changes with the photo, and React renders none of it, so the two never disagree:
// - the stage's `data-photo`,
// - the frame's content: one <img> kept across flips (a flip changes its attributes), or the quiet
//   placeholder of a photo whose file failed,
// - the caption "Image N / total",
// - the camera details line, once the photo's details are known.
//
// The photo shows once its preload has it decoded (slide-preload.ts), by that file's URL; until then its
// tiny blurred copy fills the same box. The entrance from the side is slide-entrance.ts.
import { formatCameraDetails } from '../../lib/camera-details';
import type { Photo } from '../../lib/photos';
import { imageSourceFor, type ImageSource } from '../../lib/photos';
import { useCameraDetailsStore, type DetailsEntry } from '../../store/camera-details';
import { useSlideshowStore, wrapIndex } from '../../store/slideshow';
import { FAILED_PHOTO_ICON } from '../photo/photo-image';
import { createSlideEntrance } from './slide-entrance';
import { slideFile, subscribeToSlideFile, type SlideFile } from './slide-preload';

export interface SlideViewElements {
  /** Named after the photo on show (`data-photo`). */
  stage: HTMLElement;
  /** Holds the photo: React renders it empty. */
  frame: HTMLElement;
  /** "Image N / total": React renders it empty. */
  caption: HTMLElement;
  /** Holds the camera details line: React renders it empty. */
  details: HTMLElement;
}

/** Each photo's slide source, built once: srcset strings are not rebuilt on every flip. */
const slideSources = new WeakMap<Photo, ImageSource>();
export function slideSourceFor(photo: Photo): ImageSource {
  let source = slideSources.get(photo);
  if (!source) slideSources.set(photo, (source = imageSourceFor(photo, 'slide')));
  return source;
}

const SVG = 'http://www.w3.org/2000/svg';

function setAttributes(element: Element, attributes: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

/** The failed photo's placeholder, as the cards draw it (FailedPhoto): a picture icon named by the alt text. */
function failedPlaceholder(): HTMLElement {
  const placeholder = document.createElement('span');
  setAttributes(placeholder, { role: 'img', class: 'slide-image photo-placeholder', 'data-state': 'failed' });
  const icon = document.createElementNS(SVG, 'svg');
  setAttributes(icon, { viewBox: '0 0 24 24', width: '28', height: '28', 'aria-hidden': 'true', focusable: 'false' });
  const path = document.createElementNS(SVG, 'path');
  setAttributes(path, {
    d: FAILED_PHOTO_ICON,
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.5',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
  icon.append(path);
  placeholder.append(icon);
  return placeholder;
}

/** "35mm | 1/250 s | f/2.8", as CameraDetailsLine draws it on the cards; nothing when none are known. */
function detailsLine(details: DetailsEntry): HTMLElement[] {
  const parts = formatCameraDetails(details);
  if (parts.length === 0) return [];
  const line = document.createElement('p');
  line.className = 'camera-details';
  parts.forEach((part, index) => {
    if (index > 0) {
      const separator = document.createElement('span');
      separator.setAttribute('aria-hidden', 'true');
      separator.className = 'camera-details-separator';
      separator.textContent = ' | ';
      line.append(separator);
    }
    const text = document.createElement('span');
    text.className = 'camera-details-part';
    text.textContent = part;
    line.append(text);
  });
  return [line];
}

/** Writes the photo's file state onto the slide's one <img> (or swaps in the failed placeholder). */
function writePhoto(frame: HTMLElement, image: HTMLImageElement, failed: HTMLElement, photo: Photo, file: SlideFile) {
  const source = slideSourceFor(photo);
  // The box depends on the photo's shape alone, never on what has loaded: nothing moves on arrival.
  const aspect = String(source.width / source.height);
  if (file.state === 'failed') {
    failed.setAttribute('aria-label', photo.alt);
    failed.style.setProperty('--slide-aspect', aspect);
    if (failed.parentNode !== frame) frame.replaceChildren(failed);
    return;
  }
  image.width = source.width;
  image.height = source.height;
  image.alt = photo.alt;
  image.style.setProperty('--slide-aspect', aspect);
  if (file.state === 'decoded') {
    image.src = file.url;
    image.classList.remove('photo-loading');
    image.removeAttribute('data-placeholder');
    image.dataset.state = 'loaded';
  } else {
    // No `src` until the preload has the file decoded: the slide never paints a photo half-loaded. The
    // blurred copy is a rule in the build's photo styles, matched by data-placeholder (as on the cards).
    image.removeAttribute('src');
    image.classList.add('photo-loading');
    if (source.placeholder) image.dataset.placeholder = source.placeholder;
    image.dataset.state = 'loading';
  }
  if (image.parentNode !== frame) frame.replaceChildren(image);
}

/**
 * Shows the store's current photo in `elements` and keeps it shown: on every change of the index (in
 * the same call, so a key press paints in the frame it is applied in), of the photo's file and of its
 * camera details. Returns the function that stops it and empties what it wrote.
 */
export function mountSlideView(elements: SlideViewElements, photos: readonly Photo[]): () => void {
  const { stage, frame, caption, details } = elements;
  const image = document.createElement('img');
  image.className = 'slide-image';
  image.decoding = 'async';
  image.draggable = false;
  const failed = failedPlaceholder();
  const entrance = createSlideEntrance(frame);

  let shown: Photo | undefined;
  /** The details the line shows: each photo's are an object of its own, and none known draws nothing. */
  let shownDetails: DetailsEntry;
  let stopFile = () => {};

  const showDetails = () => {
    const entry = shown ? useCameraDetailsStore.getState().byPhoto[shown.id] : undefined;
    if (entry === shownDetails) return;
    shownDetails = entry;
    details.replaceChildren(...detailsLine(entry));
  };

  const show = () => {
    const { index, direction } = useSlideshowStore.getState();
    const at = wrapIndex(index, photos.length);
    const photo = photos[at];
    if (!photo || photo === shown) return;
    shown = photo;
    stopFile();
    stage.dataset.photo = photo.id;
    caption.textContent = `Image ${at + 1} / ${photos.length}`;
    const source = slideSourceFor(photo);
    stopFile = subscribeToSlideFile(source, () => writePhoto(frame, image, failed, photo, slideFile(source)));
    writePhoto(frame, image, failed, photo, slideFile(source));
    showDetails();
    entrance.show(photo.id, direction);
  };

  show();
  const stopIndex = useSlideshowStore.subscribe((state, previous) => {
    if (state.index !== previous.index) show();
  });
  const stopDetails = useCameraDetailsStore.subscribe((state, previous) => {
    if (state.byPhoto !== previous.byPhoto) showDetails();
  });
  return () => {
    stopIndex();
    stopDetails();
    stopFile();
    entrance.stop();
    stage.removeAttribute('data-photo');
    caption.textContent = '';
    frame.replaceChildren();
    details.replaceChildren();
  };
}
