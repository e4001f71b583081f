// The slideshow: one large photo at a time, previous / next buttons, arrow keys, Home / End, a swipe on
// touch screens, "Image N / total", and a polite live region that says where the visitor is.
import { m, useMotionValue, type PanInfo } from 'framer-motion';
import { memo, useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import type { Photo } from '../lib/photos';
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
import { PhotoImage } from './photo-image';
import { usePhotoParam } from './photo-link';
import { usePreload } from './use-preload';
import { useSettledValue } from './use-settled-value';
import { useSlideshowKeys } from './use-slideshow-keys';
import './slideshow.css';

/** Long enough for a held arrow key (about 30 repeats a second) to be announced once, when it stops. */
const ANNOUNCE_AFTER_MS = 300;
/** Which side a new slide enters from; the first one just fades in. */
const ENTER_FROM = { [-1]: 'previous', 0: undefined, 1: 'next' } as const;
/** Photos fetched and decoded ahead on each side, so fast flipping never waits for the network. */
const PRELOAD_AHEAD = 2;
/**
 * Camera details are read for where the visitor stops, not for every photo a held key passes: each read
 * started and abandoned mid-flip costs two worker messages on the main thread. The photo after a single
 * flip was read ahead as a neighbour, so its details still show at once.
 */
const READ_AFTER_MS = 150;

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
  onLoaded,
}: {
  photos: readonly Photo[];
  stage: RefObject<HTMLDivElement | null>;
  onLoaded: (id: string) => void;
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
    // The new photo shows centred at once and enters by CSS, instead of springing back from the edge.
    x.jump(0);
    setSwipes((count) => count + 1);
    useSlideshowStore.getState().step(step);
  };
  return (
    <m.div className="slide-track" drag="x" dragSnapToOrigin dragMomentum={false} style={{ x }} onDragEnd={onDragEnd}>
      <CurrentSlide photos={photos} onLoaded={onLoaded} />
    </m.div>
  );
});

function CurrentSlide({ photos, onLoaded }: { photos: readonly Photo[]; onLoaded: (id: string) => void }) {
  const photo = photos[wrapIndex(useSlideIndex(), photos.length)];
  const direction = useSlideDirection();
  if (!photo) return null;
  return (
    // Keyed by photo: a new slide replaces the entering one mid-animation; nothing queues.
    <div key={photo.id} className="slide-frame" data-enter={ENTER_FROM[direction]}>
      <PhotoImage
        source={imageSourceFor(photo, 'slide')}
        alt={photo.alt}
        fetchPriority="high"
        draggable={false}
        className="slide-image"
        onLoad={() => onLoaded(photo.id)}
      />
    </div>
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

function SlideshowContent({ photos, linkable = false, takeFocus }: SlideshowProps) {
  useSlideshowKeys();
  const index = wrapIndex(useSlideIndex(), photos.length);
  const photo = photos[index];
  // The neighbours load once the current photo is in: it gets the bandwidth first.
  const [loadedId, setLoadedId] = useState<string>();
  usePreload(
    neighboursOf(photos, index, PRELOAD_AHEAD).map((neighbour) => imageSourceFor(neighbour, 'slide')),
    loadedId === photo?.id,
  );
  // Details: shown as soon as known, read where flipping stops, with the nearest neighbours read ahead.
  const details = useCameraDetails(photo, false);
  const settled = useSettledValue(index, READ_AFTER_MS);
  useCameraDetails(photos[settled]);
  useCameraDetails(photos[wrapIndex(settled - 1, photos.length)]);
  useCameraDetails(photos[wrapIndex(settled + 1, photos.length)]);

  usePageTitle(photo ? slidesTitle(photo.title) : null);
  usePhotoParam(photo?.id ?? null, linkable);
  const announcement = useSettledValue(slideAnnouncement(index, photos.length, details), ANNOUNCE_AFTER_MS);

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
      <div ref={stage} className="slide-stage" data-photo={photo.id}>
        <StepButton direction="previous" />
        <SlideTrack photos={photos} stage={stage} onLoaded={setLoadedId} />
        <StepButton direction="next" buttonRef={nextButton} />
      </div>
      <div className="slide-meta">
        <p className="slide-caption">{`Image ${index + 1} / ${photos.length}`}</p>
        <div className="slide-details">
          <CameraDetailsLine details={details} separator="|" />
        </div>
        <p className="slide-hint">Use arrow keys to navigate</p>
        {/* role="status" is a polite, atomic live region: it waits for the screen reader to finish. */}
        <p className="sr-only" role="status">
          {announcement}
        </p>
      </div>
    </section>
  );
}
