// Fetches and decodes images ahead of need, so the next slide shows in the frame its key press lands in.
import { useEffect } from 'react';
import type { ImageSource } from '../lib/photos';

export function usePreload(sources: readonly ImageSource[], enabled: boolean): void {
  const key = sources.map((source) => source.src).join(' ');
  useEffect(() => {
    if (!enabled) return;
    for (const source of sources) {
      const image = new Image();
      image.decoding = 'async';
      if (source.sizes) image.sizes = source.sizes;
      if (source.srcSet) image.srcset = source.srcSet;
      image.src = source.src;
      // decode() keeps the decoded pixels warm; a failure shows later as the slide's own placeholder.
      image.decode().catch(() => undefined);
    }
    // `key` stands for `sources`: a new array with the same photos is not new work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
}
