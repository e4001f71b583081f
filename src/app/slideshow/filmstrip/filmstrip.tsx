// The slideshow's filmstrip: its thumbnails (strip-list.tsx) and the Thumbnails button that shows or hides them. On a
// phone it starts folded, so the photo keeps its size; elsewhere it shows unless the visitor hid it (remembered). Its
// thumbnails fetch nothing until the slide's own photo is in and the browser is idle.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Photo } from '../../../lib/photos';
import { useFilmstripStore } from '../../../store/filmstrip';
import { useSlideshowStore, wrapIndex } from '../../../store/slideshow';
import { slideFile, subscribeToSlideFile } from '../slide/preload';
import { FilmstripToggle } from './filmstrip-toggle';
import { FILMSTRIP_ID, StripList } from './strip-list';

/** A phone, upright or turned: narrow, or a touch screen with little height (filmstrip.css folds the same). */
export const FOLDED_QUERY = '(max-width: 37.49rem), (pointer: coarse) and (max-height: 30rem)';

function useFolded(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(FOLDED_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(FOLDED_QUERY).matches,
  );
}

/** Whether thumbnails may load: once the photo the slideshow opened on is in (or failed) and the browser is idle. */
function useThumbnailsMayLoad(photos: readonly Photo[]): boolean {
  const [may, setMay] = useState(false);
  useEffect(() => {
    const photo = photos[wrapIndex(useSlideshowStore.getState().index, photos.length)];
    if (!photo) return;
    let cancel: (() => void) | undefined;
    let stopWaiting = () => {};
    const whenIdle = () => {
      if (slideFile(photo).state === 'loading' || cancel) return;
      stopWaiting();
      const allow = () => setMay(true);
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(allow);
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        // Safari has no requestIdleCallback: a moment after the photo's paint instead.
        const handle = window.setTimeout(allow, 200);
        cancel = () => window.clearTimeout(handle);
      }
    };
    stopWaiting = subscribeToSlideFile(photo, whenIdle);
    whenIdle();
    return () => {
      stopWaiting();
      cancel?.();
    };
    // The photo the slideshow opened on: later flips do not hold the thumbnails back again.
  }, [photos]);
  return may;
}

export function Filmstrip({ photos }: { photos: readonly Photo[] }) {
  const folded = useFolded();
  const hidden = useFilmstripStore((state) => state.hidden);
  // Unfolded on a phone for this visit only: the next one starts folded again.
  const [unfolded, setUnfolded] = useState(false);
  const shown = folded ? unfolded : !hidden;
  const load = useThumbnailsMayLoad(photos);
  const toggle = () => (folded ? setUnfolded(!shown) : useFilmstripStore.getState().setHidden(shown));
  return (
    <div className="filmstrip" data-shown={shown}>
      {shown && <StripList photos={photos} load={load} />}
      <FilmstripToggle aria-expanded={shown} aria-controls={shown ? FILMSTRIP_ID : undefined} onClick={toggle} />
    </div>
  );
}
