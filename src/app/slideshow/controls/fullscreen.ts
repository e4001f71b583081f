// Fullscreen for the slideshow: the Fullscreen API on its element, whose Escape the browser handles; where the API
// is missing (Safari on iPhone) or refused, the slideshow fills the viewport instead, and Escape leaves that too.
import { useEffect, useState, type RefObject } from 'react';

type FullscreenMode = 'api' | 'viewport' | null;

export interface Fullscreen {
  mode: FullscreenMode;
  toggle: () => void;
  /** Leaves fullscreen; false when it was not on. */
  exit: () => boolean;
}

export function useFullscreen(element: RefObject<HTMLElement | null>): Fullscreen {
  const [filled, setFilled] = useState(false);
  const [api, setApi] = useState(false);

  useEffect(() => {
    const target = element.current;
    const sync = () => setApi(document.fullscreenElement !== null && document.fullscreenElement === target);
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      // Leaving the slideshow (Back, Cards) leaves its fullscreen too.
      if (document.fullscreenElement && document.fullscreenElement === target) {
        void document.exitFullscreen().catch(() => undefined);
      }
    };
  }, [element]);

  // Filling the viewport, the page under it must not scroll.
  useEffect(() => {
    if (!filled) return;
    document.documentElement.classList.add('viewport-filled');
    return () => document.documentElement.classList.remove('viewport-filled');
  }, [filled]);

  const exit = () => {
    if (filled) {
      setFilled(false);
      return true;
    }
    if (document.fullscreenElement && document.fullscreenElement === element.current) {
      void document.exitFullscreen().catch(() => undefined);
      return true;
    }
    return false;
  };

  const toggle = () => {
    if (exit()) return;
    const target = element.current;
    if (!target) return;
    if (document.fullscreenEnabled && typeof target.requestFullscreen === 'function') {
      target.requestFullscreen({ navigationUI: 'hide' }).catch(() => setFilled(true));
    } else {
      setFilled(true);
    }
  };

  return { mode: api ? 'api' : filled ? 'viewport' : null, toggle, exit };
}
