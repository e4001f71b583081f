// Slides fetched and decoded ahead of need, so a flip shows its photo in the frame it lands in. Each preload is
// a detached <picture> built as a card's is, so the browser picks the file the slide needs; the slide shows its URL.
import { useEffect } from 'react';
import { imageSourceFor, type ImageSource, type Photo } from '../../../lib/photos';
import { useSlideshowStore, wrapIndex } from '../../../store/slideshow';
import type { SlideFile } from './slide-view';

/** Photos preloaded on each side of the one on show. */
const NEIGHBOURS = 2;
/**
 * Then more on each side, a moment after the neighbours are in: a held key outruns a two-photo reach, and decodes
 * started mid-flip compete with the flipping for a slow phone's cores (measured in the bench). A visit that came
 * for one photo (a shared link) reads ahead only once it flips: until then, that photo and its neighbours alone.
 */
const READ_AHEAD_AFTER_MS = 1000;
/** Photos read ahead on each side; those further away are let go, so a long album keeps memory flat. */
const READ_AHEAD = 10;
/** A window dragged to a new size fires resize events all along: files are picked again at its end. */
const RESIZE_SETTLE_MS = 250;

interface Preload {
  /** The slide's sources for this photo, built once: srcset strings are not rebuilt on every flip. */
  source: ImageSource;
  file: SlideFile;
  /** The preloading <img>: it holds the file while the slideshow is open, so a second lap fetches nothing. */
  image?: HTMLImageElement;
  /** Picked for an earlier viewport: kept on show until a pick for this one is decoded. */
  stale: boolean;
  settled: Promise<void>;
  listeners: Set<() => void>;
}

const preloads = new Map<Photo, Preload>();

/** The slide preview's file (../lazy.tsx), when it is on screen decoded: the slide can show it at once. */
function previewedFile(photo: Photo): SlideFile {
  const preview = document.querySelector<HTMLImageElement>(`img[data-slide-photo="${photo.id}"]`);
  return preview?.complete && preview.naturalWidth > 0
    ? { state: 'loaded', url: preview.currentSrc }
    : { state: 'loading' };
}

function entryFor(photo: Photo): Preload {
  let entry = preloads.get(photo);
  if (!entry) {
    const source = imageSourceFor(photo, 'slide');
    entry = { source, file: previewedFile(photo), stale: false, settled: Promise.resolve(), listeners: new Set() };
    preloads.set(photo, entry);
  }
  return entry;
}

export const slideSourceFor = (photo: Photo): ImageSource => entryFor(photo).source;
/** What the slide can show of the photo now. */
export const slideFile = (photo: Photo): SlideFile => entryFor(photo).file;

/**
 * Preloading pictures of photos let go, by their <img>, for the next ones: Chrome keeps a detached <img> or
 * <source> whose `sizes` depends on the viewport registered with the document's media queries for good, so new
 * ones would pile up flip by flip.
 */
const spareImages: HTMLImageElement[] = [];

/** The <img> of a <picture> for `source`, outside the document: a spare one made over, or a new one. */
function pictureFor(source: ImageSource, urgent: boolean): HTMLImageElement {
  const image = spareImages.pop() ?? document.createElement('picture').appendChild(document.createElement('img'));
  const picture = image.parentElement;
  let avif = picture?.querySelector('source');
  if (source.avifSrcSet) {
    avif ??= picture?.insertBefore(document.createElement('source'), image);
    if (avif) {
      avif.type = 'image/avif';
      avif.srcset = source.avifSrcSet;
      avif.sizes = source.sizes ?? '';
    }
  } else {
    avif?.remove();
  }
  image.fetchPriority = urgent ? 'high' : 'auto';
  image.src = source.src;
  return image;
}

/** Fetches and decodes the photo's slide file unless that is done or under way; settles, never rejects. */
function preloadSlide(photo: Photo, urgent = false): Promise<void> {
  const entry = entryFor(photo);
  if (entry.image && !entry.stale) return entry.settled;
  const previous = entry.image;
  const image = pictureFor(entry.source, urgent);
  if (previous) spareImages.push(previous); // after the pick, so this entry never gets its own <img> back
  entry.image = image;
  entry.stale = false;
  const settle = (file: SlideFile) => {
    entry.file = file;
    entry.listeners.forEach((listener) => listener());
  };
  entry.settled = image.decode().then(
    () => {
      if (entry.image === image) settle({ state: 'loaded', url: image.currentSrc });
    },
    () => {
      // A new pick that fails after an earlier one worked keeps the earlier one.
      if (entry.image === image && entry.file.state !== 'loaded') settle({ state: 'failed' });
    },
  );
  return entry.settled;
}

/** Calls `listener` when what the slide can show of the photo changes; returns the function that stops it. */
export function subscribeToSlideFile(photo: Photo, listener: () => void): () => void {
  const { listeners } = entryFor(photo);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The photos within `reach` of `index` on both sides, nearest first, without the one at `index`. */
function nearest(photos: readonly Photo[], index: number, reach: number): Photo[] {
  const found = new Set<Photo>();
  for (let distance = 1; distance <= reach; distance++) {
    for (const offset of [distance, -distance]) {
      const photo = photos[wrapIndex(index + offset, photos.length)];
      if (photo && photo !== photos[index]) found.add(photo);
    }
  }
  return [...found];
}

const savingData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Preloads the photo on show, then its neighbours once it is in, then (unless the browser asks to save data)
 * the rest of the album. It follows the store, not renders, so preloads start in the task of the key press.
 */
export function useSlidePreloads(photos: readonly Photo[]): void {
  useEffect(() => {
    let stopped = false;
    let currentIn = false;
    let flipped = useSlideshowStore.getState().browsing;
    let readAhead: number | undefined;
    let resized = 0;
    const index = () => wrapIndex(useSlideshowStore.getState().index, photos.length);
    const position = new Map(photos.map((photo, at) => [photo, at]));
    const readTheRest = async () => {
      for (const photo of nearest(photos, index(), READ_AHEAD)) {
        if (stopped) return;
        await preloadSlide(photo);
        if (entryFor(photo).file.state === 'failed') return; // offline, most likely: the rest wait their turn
      }
    };
    const letGoOfFarOnes = () => {
      for (const [photo, entry] of preloads) {
        const at = position.get(photo) ?? 0;
        const away = Math.abs(at - index());
        if (Math.min(away, photos.length - away) <= READ_AHEAD || entry.listeners.size > 0) continue;
        entry.stale = true;
        if (entry.image) spareImages.push(entry.image);
        entry.image = undefined;
        preloads.delete(photo);
      }
    };
    const preloadAround = () => {
      const photo = photos[index()];
      if (!photo || stopped) return;
      letGoOfFarOnes();
      const current = preloadSlide(photo, true);
      if (!currentIn) {
        // The photo on show gets the bandwidth first.
        void current.then(() => {
          currentIn = true;
          preloadAround();
        });
        return;
      }
      const neighbours = Promise.all(nearest(photos, index(), NEIGHBOURS).map((neighbour) => preloadSlide(neighbour)));
      if (savingData() || !flipped) return;
      window.clearTimeout(readAhead);
      void neighbours.then(() => {
        if (!stopped) {
          window.clearTimeout(readAhead);
          readAhead = window.setTimeout(() => void readTheRest(), READ_AHEAD_AFTER_MS);
        }
      });
    };
    const onResize = () => {
      window.clearTimeout(resized);
      resized = window.setTimeout(() => {
        for (const entry of preloads.values()) entry.stale = true;
        preloadAround();
      }, RESIZE_SETTLE_MS);
    };
    preloadAround();
    const unsubscribe = useSlideshowStore.subscribe((state, previous) => {
      if (state.index === previous.index) return;
      flipped = true;
      preloadAround();
    });
    window.addEventListener('resize', onResize);
    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener('resize', onResize);
      window.clearTimeout(resized);
      window.clearTimeout(readAhead);
      for (const entry of preloads.values()) if (entry.image) spareImages.push(entry.image);
      preloads.clear(); // their bytes can go with the slideshow
    };
  }, [photos]);
}
