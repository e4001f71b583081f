// Slides fetched and decoded ahead of need, so the slide a key press lands on paints in that same frame.
// Each preload is a detached <picture> built like a <picture> for the slide would be, so the browser picks
// the format and width the slide's box needs (same srcset, same sizes, same viewport). The slide then shows
// the very file the preload picked, by its URL alone: the document already holds it, decoded, and setting
// one `src` costs a fraction of re-parsing two srcsets and their sizes on every flip (measured at 6x CPU).
import type { ImageSource } from '../../lib/photos';

/** The <img> a <picture> for `source` would hold, not in the document. */
function pictureFor(source: ImageSource): HTMLImageElement {
  const picture = document.createElement('picture');
  if (source.avifSrcSet) {
    const avif = document.createElement('source');
    avif.type = 'image/avif';
    avif.srcset = source.avifSrcSet;
    if (source.sizes) avif.sizes = source.sizes;
    picture.append(avif);
  }
  const image = document.createElement('img');
  image.decoding = 'async';
  if (source.sizes) image.sizes = source.sizes;
  if (source.srcSet) image.srcset = source.srcSet;
  image.src = source.src;
  picture.append(image);
  return image;
}

/** What a slide can show of a photo: nothing yet, the decoded file at `url`, or a placeholder. */
export type SlideFile =
  { readonly state: 'loading' } | { readonly state: 'decoded'; readonly url: string } | { readonly state: 'failed' };

const LOADING: SlideFile = { state: 'loading' };
const FAILED: SlideFile = { state: 'failed' };

interface Preload {
  file: SlideFile;
  /** The preloading <img>, once started: it holds the file's bytes while the slideshow is open. */
  image?: HTMLImageElement;
  /** Picked for an earlier viewport: shown until a pick for this one is decoded. */
  stale: boolean;
  /** Settles (never rejects) once the file is decoded or has failed. */
  settled: Promise<void>;
  listeners: Set<() => void>;
}

/**
 * Every slide preloaded while the slideshow is open, by its fallback URL. Nothing is dropped on a flip:
 * there are 14 photos of 5-80 KB at phone widths, and a preload holds only those encoded bytes; the
 * decoded pixels live in the browser's image cache, which frees them under memory pressure on its own.
 * Keeping them means a held key's second lap neither fetches (even offline) nor waits for a request.
 */
const preloads = new Map<string, Preload>();

function entryFor(source: ImageSource): Preload {
  let preload = preloads.get(source.src);
  if (!preload) {
    preload = { file: LOADING, stale: false, settled: Promise.resolve(), listeners: new Set() };
    preloads.set(source.src, preload);
  }
  return preload;
}

function update(preload: Preload, file: SlideFile): void {
  preload.file = file;
  preload.listeners.forEach((listener) => listener());
}

/**
 * Starts fetching and decoding `source` unless that is done or under way for this viewport; `urgent`
 * for the slide on show. Settles once the file is decoded or has failed.
 */
export function preloadSlide(source: ImageSource, urgent = false): Promise<void> {
  const preload = entryFor(source);
  if (preload.image && !preload.stale) return preload.settled;
  const image = pictureFor(source);
  if (urgent) image.fetchPriority = 'high';
  preload.image = image;
  preload.stale = false;
  preload.settled = image.decode().then(
    () => {
      if (preload.image === image) update(preload, { state: 'decoded', url: image.currentSrc });
    },
    () => {
      // A new pick that fails after an earlier one worked keeps the earlier one.
      if (preload.image === image && preload.file.state !== 'decoded') update(preload, FAILED);
    },
  );
  return preload.settled;
}

/** What the slide can show of `source` now. */
export function slideFile(source: ImageSource): SlideFile {
  return preloads.get(source.src)?.file ?? LOADING;
}

/** Calls `listener` when what the slide can show of `source` changes, and makes sure it is preloaded. */
export function subscribeToSlideFile(source: ImageSource, listener: () => void): () => void {
  void preloadSlide(source, true);
  const preload = entryFor(source);
  preload.listeners.add(listener);
  return () => preload.listeners.delete(listener);
}

/** After a resize the files picked may be too small or too large: each is picked again when next asked. */
export function markSlidePreloadsStale(): void {
  for (const preload of preloads.values()) preload.stale = true;
}

/** Drops every preload, so their bytes can go once the slideshow has closed. */
export function clearSlidePreloads(): void {
  preloads.clear();
}
