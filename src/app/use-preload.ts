// Fetches and decodes images ahead of need, so the next slide shows in the frame its key press lands in.
// Each preload is a detached <picture> built like PhotoImage's, so the browser picks the same format and
// width the slide will (same srcset, same sizes, same viewport): one download per photo, never two.
import { useEffect, useRef } from 'react';
import type { ImageSource } from '../lib/photos';

/** The <img> the slide would render for `source`, inside its <picture>, not in the document. */
export function pictureFor(source: ImageSource): HTMLImageElement {
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

/**
 * Preloads `sources` while `enabled`. The preloads live as long as their photo stays in the window: a
 * flip starts one new preload (the photo coming into reach), not the whole window again, and drops the
 * one that fell out of reach, so its decoded pixels can be freed.
 */
export function usePreload(sources: readonly ImageSource[], enabled: boolean): void {
  const preloads = useRef(new Map<string, HTMLImageElement>());
  const key = sources.map((source) => source.src).join(' ');
  useEffect(() => {
    if (!enabled) return;
    const wanted = new Set(sources.map((source) => source.src));
    for (const src of preloads.current.keys()) if (!wanted.has(src)) preloads.current.delete(src);
    for (const source of sources) {
      if (preloads.current.has(source.src)) continue;
      const image = pictureFor(source);
      preloads.current.set(source.src, image);
      // decode() keeps the decoded pixels warm; a failure shows later as the slide's own placeholder.
      image.decode().catch(() => undefined);
    }
    // `key` stands for `sources`: a new array with the same photos is not new work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
}
