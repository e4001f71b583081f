// True while an element is on screen or close to it. Cards read their EXIF only then: bytes are spent
// on what the visitor sees or is about to scroll to, and a read for a card scrolled away is abandoned.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far ahead of the viewport "about to be seen" starts: roughly one row of cards on a phone. */
const AHEAD = '200px 0px';

export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setNear(entry.isIntersecting);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, near];
}
