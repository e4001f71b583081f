// The slideshow: one large photo at a time, previous / next buttons, arrow keys, Home / End, a swipe on
// touch screens, "Image N / total", and a polite live region that says where the visitor is.
//
// On the critical path of a flip (a held key on a slow phone sends 30 a second): a key press renders
// nothing in React. The slide view (slide-view.ts) writes the photo, the caption and the details line
// straight into the elements rendered here; everything that can wait for the visitor to stop (title,
// address, details reads, the announcement) follows the settled index and renders with React.
import { m, useMotionValue, type PanInfo } from 'framer-motion';
import { memo, useEffect, useLayoutEffect, useRef, useState, type Ref, type RefObject } from 'react';
import type { Photo } from '../../lib/photos';
import { slideAnnouncement } from './slide-announcement';
import { swipeStep } from './swipe';
import { useCameraDetails } from '../../store/camera-details';
import { showNextSlide, showPreviousSlide, useSlideshowStore, wrapIndex } from '../../store/slideshow';
import { MotionProvider } from './motion';
import { slidesTitle, usePageTitle } from '../shell/page-title';
import { usePhotoParam } from '../gallery/photo-link';
import { clearSlidePreloads, markSlidePreloadsStale, preloadSlide, slideFile } from './slide-preload';
import { mountSlideView, slideSourceFor } from './slide-view';
import { useSettledSlideIndex } from './use-settled-slide';
import { useSettledValue } from './use-settled-value';
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
/**
 * How long the slideshow has shown its photo and the neighbours before the rest of the album is read
 * ahead. A held key passes 30 photos a second: a photo fetched and decoded only two presses ahead is
 * still decoding when the key lands on it, and the decodes of a whole lap compete with the flipping
 * for a slow phone's cores (keydown p95 at 6x CPU, median of 5 runs: 104 ms that way, 48 ms with the
 * album read ahead).
 */
const READ_AHEAD_AFTER_MS = 1000;

/** The browser asks for data to be saved (Save-Data): then only what is about to be seen is fetched. */
function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

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

/**
 * Preloads the photo on show and, once the first one is in (it gets the bandwidth first), the photos
 * around it. It follows the store, not renders, in the frame the flip lands in: a timer would wait out
 * the whole of a held key (the browser puts timers behind input and frames), and the preloads would
 * start only where the key stops. Each photo is built once, so after the first lap a flip builds none.
 * A moment after the neighbours are in, the rest of the album follows, nearest first and one at a time
 * (14 photos, about 330 KB at a phone's widths), unless the browser asks to save data. A resize picks
 * the files again.
 */
function useSlidePreloads(photos: readonly Photo[]): void {
  useEffect(() => {
    let firstIn = false;
    let stopped = false;
    let resized = 0;
    let readAheadStarted = false;
    let readAhead = 0;
    const readAheadTheRest = async () => {
      const index = wrapIndex(useSlideshowStore.getState().index, photos.length);
      for (const photo of neighboursOf(photos, index, Math.ceil(photos.length / 2))) {
        if (stopped) return;
        const source = slideSourceFor(photo);
        await preloadSlide(source);
        // Offline, most likely: the others wait until they come up as neighbours.
        if (slideFile(source).state === 'failed') return;
      }
    };
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
      const neighbours = neighboursOf(photos, index, PRELOAD_AHEAD).map((neighbour) =>
        preloadSlide(slideSourceFor(neighbour)),
      );
      if (!readAheadStarted && !savingData()) {
        readAheadStarted = true;
        void Promise.all(neighbours).then(() => {
          if (!stopped) readAhead = window.setTimeout(() => void readAheadTheRest(), READ_AHEAD_AFTER_MS);
        });
      }
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
      window.clearTimeout(readAhead);
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
 * The draggable track, rendered once: memoised with stable props. A re-render of the m.div makes
 * framer-motion measure the page (a forced layout, about 20 ms at 6x CPU slowdown, measured), which is
 * what kept a held key from keeping up. The frame inside it is the slide view's (slide-view.ts): React
 * renders it empty.
 */
const SlideTrack = memo(function SlideTrack({
  stage,
  frame,
}: {
  stage: RefObject<HTMLDivElement | null>;
  frame: Ref<HTMLDivElement>;
}) {
  // The drag offset lives in a motion value: the slide follows the finger with no React render per frame.
  const x = useMotionValue(0);
  // A swipe that steps re-renders the track once, which lets framer-motion settle the dragged element
  // back in place (a key press never does).
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
      {/* One frame and one <img> for every slide: a flip changes attributes, it mounts nothing. */}
      <div ref={frame} className="slide-frame" />
    </m.div>
  );
});

/**
 * The slideshow inside its own motion provider. The provider sits above everything that re-renders when
 * the flipping settles: LazyMotion hands its context a new object each render, which would re-render
 * every m element in it and make framer-motion measure the page again (a forced layout, measured).
 */
export function Slideshow(props: SlideshowProps) {
  return (
    <MotionProvider>
      <SlideshowContent {...props} />
    </MotionProvider>
  );
}

/** Renders again only when the index settles; the slide view keeps the photo on show up to date. */
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
  const frame = useRef<HTMLDivElement>(null);
  const caption = useRef<HTMLParagraphElement>(null);
  const detailsLine = useRef<HTMLDivElement>(null);
  // Before the first paint, so the slideshow never shows up empty.
  useLayoutEffect(() => {
    const [stageElement, frameElement, captionElement, detailsElement] = [
      stage.current,
      frame.current,
      caption.current,
      detailsLine.current,
    ];
    // An empty list renders none of them.
    if (!stageElement || !frameElement || !captionElement || !detailsElement) return undefined;
    return mountSlideView(
      { stage: stageElement, frame: frameElement, caption: captionElement, details: detailsElement },
      photos,
    );
  }, [photos]);

  if (!photo) return null;
  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label="Slideshow">
      <div ref={stage} className="slide-stage">
        <StepButton direction="previous" />
        <SlideTrack stage={stage} frame={frame} />
        <StepButton direction="next" buttonRef={nextButton} />
      </div>
      <div className="slide-meta">
        <p ref={caption} className="slide-caption" />
        {/* Reserved for the details line, so its arrival moves nothing. */}
        <div ref={detailsLine} className="slide-details" />
        <p className="slide-hint">Use arrow keys to navigate</p>
        {/* role="status" is a polite, atomic live region: it waits for the screen reader to finish. */}
        <p className="sr-only" role="status">
          {announcement}
        </p>
      </div>
    </section>
  );
}
