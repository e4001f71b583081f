// Fetches and decodes images ahead of need, so the next slide shows in the frame its key press lands in.
// Each preload is a detached <picture> built like PhotoImage's, so the browser picks the same format and
// width the slide will (same srcset, same sizes, same viewport): one download per photo, never two.
import { useEffect } from 'react';
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

export function usePreload(sources: readonly ImageSource[], enabled: boolean): void {
  const key = sources.map((source) => source.src).join(' ');
  useEffect(() => {
    if (!enabled) return;
    for (const source of sources) {
      // decode() keeps the decoded pixels warm; a failure shows later as the slide's own placeholder.
      pictureFor(source)
        .decode()
        .catch(() => undefined);
    }
    // `key` stands for `sources`: a new array with the same photos is not new work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
}
