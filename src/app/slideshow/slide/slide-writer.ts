// Shows the store's slide in the slideshow React rendered once: a held key flips faster than React renders on a
// slow phone (the bench compares the two), so a flip is writeSlide()'s few writes, in its key's frame. It tells the
// store which photo is on show, which is what everything else follows.
import { originalUrl, type Photo } from '../../../lib/photos';
import { useCameraDetailsStore } from '../../../store/camera-details';
import { useSlideshowStore, wrapIndex } from '../../../store/slideshow';
import { forwardSign } from '../../reading-direction';
import { slideFile, slideSourceFor, subscribeToSlideFile } from './preload';
import { writeSlide, type SlideElements } from './slide-markup';
import { slideView, type SlideFile, type SlideView } from './slide-view';

const ENTRANCE_MS = 180;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface SlideWriter {
  /** Fetches the photo on show's own pixels (the shipped full-size JPEG) and shows them once decoded. */
  showFullPixels: () => void;
  stop: () => void;
}

export function mountSlideWriter(elements: SlideElements, photos: readonly Photo[]): SlideWriter {
  let shown: Photo | undefined;
  let shownAt = 0;
  let entrance: Animation | undefined;
  let stopFile = () => {};
  /** The photo on show's full pixels, once decoded; forgotten with the next flip. */
  let full: { photo: Photo; file: SlideFile | null } | null = null;

  const view = (photo: Photo, at: number): SlideView =>
    slideView(photo, {
      source: slideSourceFor(photo),
      file: full?.photo === photo && full.file ? full.file : slideFile(photo),
      camera: useCameraDetailsStore.getState().byPhoto[photo.id],
      at: { index: at, count: photos.length },
    });

  const write = () => {
    if (shown) writeSlide(elements, view(shown, photos.indexOf(shown)));
  };

  const enter = (direction: number) => {
    const now = performance.now();
    entrance?.cancel();
    entrance = undefined;
    // A flip sooner than an entrance lasts (a held key) animates nothing, so nothing queues.
    const quick = now - shownAt < ENTRANCE_MS;
    shownAt = now;
    if (quick || direction === 0 || reducedMotion()) return;
    // Going on, the photo comes from the side the reading goes to: the right, or the left in Arabic or Hebrew.
    entrance = elements.frame.animate(
      [
        { opacity: 0.4, translate: `${direction * forwardSign() * 3}rem 0` },
        { opacity: 1, translate: '0 0' },
      ],
      { duration: ENTRANCE_MS, easing: 'ease-out' },
    );
    entrance.finished.catch(() => undefined); // cancelled by the next flip: not an error
  };

  const show = () => {
    const { index, direction } = useSlideshowStore.getState();
    const at = wrapIndex(index, photos.length);
    const photo = photos[at];
    if (!photo || photo === shown) return;
    const first = !shown;
    shown = photo;
    full = null;
    stopFile();
    stopFile = subscribeToSlideFile(photo, write);
    writeSlide(elements, view(photo, at));
    if (!first) enter(direction);
    useSlideshowStore.getState().show(photo);
  };

  show();
  const stopIndex = useSlideshowStore.subscribe((state, previous) => {
    if (state.index !== previous.index || state.count !== previous.count) show();
  });
  const stopDetails = useCameraDetailsStore.subscribe((state, previous) => {
    if (shown && state.byPhoto[shown.id] !== previous.byPhoto[shown.id]) write();
  });

  return {
    showFullPixels() {
      const photo = shown;
      if (!photo || full?.photo === photo) return;
      const pending = { photo, file: null as SlideFile | null };
      full = pending;
      const image = new Image();
      image.src = originalUrl(photo);
      // The fitted file stays on show until these pixels are decoded; a failure keeps it.
      image.decode().then(
        () => {
          if (full !== pending) return;
          pending.file = { state: 'loaded', url: image.currentSrc || image.src };
          write();
        },
        () => undefined,
      );
    },
    stop() {
      stopIndex();
      stopDetails();
      stopFile();
      entrance?.cancel();
      useSlideshowStore.getState().close();
    },
  };
}
