// The slideshow: one large photo at a time, previous / next buttons, arrow keys, Home / End, a swipe on
// touch screens, "Image N / total", and a polite live region that says where the visitor is.
//
// On the critical path of a flip (a held key on a slow phone sends 30 a second): a key press re-renders
// only the parts that show the index (the stage's photo, the caption and the details line); everything
// that can wait for the visitor to stop (title, address, details reads, the announcement) follows the
// settled index.
import { m, useMotionValue, type PanInfo } from 'framer-motion';
import { memo, useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import type { ImageSource, Photo } from '../lib/photos';
import { imageSourceFor } from '../lib/photos';
import { slideAnnouncement } from '../lib/slide-announcement';
import { swipeStep } from '../lib/swipe';
import { useCameraDetails } from '../store/camera-details';
import {
  showNextSlide,
  showPreviousSlide,
  useSlideDirection,
  useSlideIndex,
  useSlideshowStore,
  wrapIndex,
} from '../store/slideshow';
import { CameraDetailsLine } from './camera-details-line';
import { MotionProvider } from './motion';
import { slidesTitle, usePageTitle } from './page-title';
import { usePhotoParam } from './photo-link';
import { SlideImage } from './slide-image';
import { clearSlidePreloads, markSlidePreloadsStale, preloadSlide } from './slide-preload';
import { useSettledSlideIndex } from './use-settled-slide';
import { useSettledValue } from './use-settled-value';
import { useSlideEntrance } from './use-slide-entrance';
import { useSlideshowKeys } from './use-slideshow-keys';

/** Long enough for a held arrow key (about 30 repeats a second) to be announced once, when it stops. */
const ANNOUNCE_AFTER_MS = 300;
/** Photos fetched and decoded ahead on each side, so fast flipping never waits for the network. */
const PRELOAD_AHEAD = 2;
/**
 * Camera details are read for where the visitor stops, not for every photo a held key passes: each read
 * started and abandoned mid-flip costs two worker messages on the main thread. The photo after a single
 * flip was read ahead as a neighbour, so its details still show at once.
 */
const READ_AFTER_MS = 150;
/** A window dragged to a new size fires resize events all along: the files are picked again at its end. */
const RESIZE_SETTLE_MS = 250;

const STEP_BUTTONS = {
  previous: { label: 'Previous image', path: 'M15 5l-7 7 7 7', step: showPreviousSlide },
  next: { label: 'Next image', path: 'M9 5l7 7-7 7', step: showNextSlide },
} as const;

function StepButton({
  direction,
  buttonRef,
}: {
  direction: keyof typeof STEP_BUTTONS;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { label, path, step } = STEP_BUTTONS[direction];
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`slide-button slide-button-${direction}`}
      aria-label={label}
      onClick={step}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/** The photos within `reach` of `index` on both sides, nearest first, without the current one. */
function neighboursOf(photos: readonly Photo[], index: number, reach: number): Photo[] {
  const found: Photo[] = [];
  for (let distance = 1; distance <= reach; distance++) {
    for (const offset of [distance, -distance]) {
      const photo = photos[wrapIndex(index + offset, photos.length)];
      if (photo && photo !== photos[index] && !found.includes(photo)) found.push(photo);
    }
  }
  return found;
}

/** Each photo's slide source, built once: srcset strings are not rebuilt on every flip. */
const slideSources = new WeakMap<Photo, ImageSource>();
function slideSourceFor(photo: Photo): ImageSource {
  let source = slideSources.get(photo);
  if (!source) slideSources.set(photo, (source = imageSourceFor(photo, 'slide')));
  return source;
}

/** The photo on show; undefined only for an empty list. */
function useCurrentPhoto(photos: readonly Photo[]): { photo: Photo | undefined; index: number } {
  const index = wrapIndex(useSlideIndex(), photos.length);
  return { photo: photos[index], index };
}

/**
 * Preloads the photo on show and, once the first one is in (it gets the bandwidth first), the photos
 * around it. It follows the store, not renders, in the frame the flip lands in: a timer would wait out
 * the whole of a held key (the browser puts timers behind input and frames), and the preloads would
 * start only where the key stops. Each photo is built once, so after the first lap a flip builds none.
 * A resize picks the files again.
 */
function useSlidePreloads(photos: readonly Photo[]): void {
  useEffect(() => {
    let firstIn = false;
    let stopped = false;
    let resized = 0;
    const preload = () => {
      const index = wrapIndex(useSlideshowStore.getState().index, photos.length);
      const photo = photos[index];
      if (!photo || stopped) return;
      const current = preloadSlide(slideSourceFor(photo), true);
      if (!firstIn) {
        void current.then(() => {
          firstIn = true;
          preload();
        });
        return;
      }
      for (const neighbour of neighboursOf(photos, index, PRELOAD_AHEAD)) void preloadSlide(slideSourceFor(neighbour));
    };
    const onResize = () => {
      window.clearTimeout(resized);
      resized = window.setTimeout(() => {
        markSlidePreloadsStale();
        preload();
      }, RESIZE_SETTLE_MS);
    };
    preload();
    const unsubscribe = useSlideshowStore.subscribe((state, previous) => {
      if (state.index !== previous.index) preload();
    });
    window.addEventListener('resize', onResize);
    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener('resize', onResize);
      window.clearTimeout(resized);
      // Their bytes can go once the slideshow has closed.
      clearSlidePreloads();
    };
  }, [photos]);
}

interface SlideshowProps {
  photos: readonly Photo[];
  /** Keep the current photo in the address (`?photo=`): on the home page only. */
  linkable?: boolean;
  /** Asked once on mount: true moves focus into the slideshow (it was opened from a card). */
  takeFocus?: () => boolean;
}

/**
 * The draggable track, rendered once: memoised with stable props, so a flip re-renders only the slide in
 * it. A re-render of the m.div itself makes framer-motion measure the page (a forced layout, about 20 ms a
 * flip at 6x CPU slowdown, measured), which is what kept a held key from keeping up.
 */
const SlideTrack = memo(function SlideTrack({
  photos,
  stage,
}: {
  photos: readonly Photo[];
  stage: RefObject<HTMLDivElement | null>;
}) {
  // The drag offset lives in a motion value: the slide follows the finger with no React render per frame.
  const x = useMotionValue(0);
  // A swipe that steps re-renders the track once, which lets framer-motion settle the dragged element
  // back in place (a key press never does: it only re-renders the slide inside).
  const [, setSwipes] = useState(0);
  const onDragEnd = (_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) => {
    const step = swipeStep({
      offsetX: info.offset.x,
      offsetY: info.offset.y,
      velocityX: info.velocity.x,
      width: stage.current?.clientWidth ?? window.innerWidth,
    });
    if (step === 0) return; // dragSnapToOrigin springs it back (instantly with reduced motion)
    // The new photo shows centred at once and enters from the side, instead of springing back from the edge.
    x.jump(0);
    setSwipes((count) => count + 1);
    useSlideshowStore.getState().step(step);
  };
  return (
    <m.div className="slide-track" drag="x" dragSnapToOrigin dragMomentum={false} style={{ x }} onDragEnd={onDragEnd}>
      <CurrentSlide photos={photos} />
    </m.div>
  );
});

function CurrentSlide({ photos }: { photos: readonly Photo[] }) {
  const { photo } = useCurrentPhoto(photos);
  const direction = useSlideDirection();
  const frame = useRef<HTMLDivElement>(null);
  useSlideEntrance(frame, photo?.id ?? '', direction);
  if (!photo) return null;
  return (
    // One frame and one <img> for every slide: a flip changes attributes, it mounts nothing.
    <div ref={frame} className="slide-frame">
      <SlideImage source={slideSourceFor(photo)} alt={photo.alt} />
    </div>
  );
}

/** The stage names the photo on show (`data-photo`); its children are made by the parent, so they keep. */
function SlideStage({
  photos,
  stage,
  children,
}: {
  photos: readonly Photo[];
  stage: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const { photo } = useCurrentPhoto(photos);
  return (
    <div ref={stage} className="slide-stage" data-photo={photo?.id}>
      {children}
    </div>
  );
}

/** "Image N / total" and the photo's camera details, as soon as they are known. */
function SlideCaption({ photos }: { photos: readonly Photo[] }) {
  const { photo, index } = useCurrentPhoto(photos);
  const details = useCameraDetails(photo, false);
  return (
    <>
      <p className="slide-caption">{`Image ${index + 1} / ${photos.length}`}</p>
      <div className="slide-details">
        <CameraDetailsLine details={details} separator="|" />
      </div>
    </>
  );
}

/**
 * The slideshow inside its own motion provider. The provider sits above everything that re-renders on a
 * flip: LazyMotion hands its context a new object each render, which would re-render every m element in it
 * and make framer-motion measure the page again (a forced layout per key press, measured at 6x CPU).
 */
export function Slideshow(props: SlideshowProps) {
  return (
    <MotionProvider>
      <SlideshowContent {...props} />
    </MotionProvider>
  );
}

/** Everything here but the parts named above renders again only when the index settles. */
function SlideshowContent({ photos, linkable = false, takeFocus }: SlideshowProps) {
  useSlideshowKeys();
  useSlidePreloads(photos);
  // Details: read where flipping stops, with the nearest neighbours read ahead.
  const settled = wrapIndex(useSettledSlideIndex(READ_AFTER_MS), photos.length);
  const photo = photos[settled];
  const details = useCameraDetails(photo);
  useCameraDetails(photos[wrapIndex(settled - 1, photos.length)]);
  useCameraDetails(photos[wrapIndex(settled + 1, photos.length)]);

  usePageTitle(photo ? slidesTitle(photo.title) : null);
  usePhotoParam(photo?.id ?? null, linkable);
  // Settled once more, so details that arrive just after the index settles are said in the same breath.
  const announcement = useSettledValue(
    slideAnnouncement(settled, photos.length, details),
    ANNOUNCE_AFTER_MS - READ_AFTER_MS,
  );

  const nextButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus?.()) nextButton.current?.focus();
    // Only on mount: a later render is never a reason to move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const stage = useRef<HTMLDivElement>(null);

  if (!photo) return null;
  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label="Slideshow">
      <SlideStage photos={photos} stage={stage}>
        <StepButton direction="previous" />
        <SlideTrack photos={photos} stage={stage} />
        <StepButton direction="next" buttonRef={nextButton} />
      </SlideStage>
      <div className="slide-meta">
        <SlideCaption photos={photos} />
        <p className="slide-hint">Use arrow keys to navigate</p>
        {/* role="status" is a polite, atomic live region: it waits for the screen reader to finish. */}
        <p className="sr-only" role="status">
          {announcement}
        </p>
      </div>
    </section>
  );
}
