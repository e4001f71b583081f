// A part of the slideshow that loads on its own (the details panel, the key sheet's styles): once the slideshow is up
// and the browser idle, or at once when it is asked for first; the chunk the cards prefetch never carries it.
import { useEffect, useState } from 'react';

/** The part once loaded (null before), and what loads it now. */
export function useLazyPart<T>(load: () => Promise<T>): [T | null, () => void] {
  const [part, setPart] = useState<T | null>(null);
  const fetchPart = () => {
    load().then(
      (loaded) => setPart(() => loaded),
      () => undefined, // offline: asking for it tries again
    );
  };
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(fetchPart);
    return () => window.cancelIdleCallback(handle);
    // Once, as the slideshow opens: `load` is a module's import().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [part, fetchPart];
}
