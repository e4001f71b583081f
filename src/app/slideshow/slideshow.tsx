// The slideshow: one photo at a time, Previous / Next, arrow keys, a swipe on touch screens, "Image N / total",
// and a polite live region that says where the visitor stopped. Loaded by import() (lazy.tsx).
import { LazyMotion, m, MotionConfig, useDragControls, useMotionValue, type PanInfo } from 'framer-motion';
import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type RefObject,
} from 'react';
import { formatCameraDetails } from '../../lib/camera-details';
import type { Photo } from '../../lib/photos';
import { useCameraDetails } from '../../store/camera-details';
import { showNextSlide, showPreviousSlide, useSlideshowStore, wrapIndex } from '../../store/slideshow';
import { usePhotoParam } from '../gallery/photo-link';
import { FailedPhoto } from '../photo/photo-image';
import { slidesTitle, usePageTitle } from '../shell/page-title';
import { useSlideshowKeys } from './keys';
import { useSlidePreloads } from './preload';
import { mountSlideView } from './slide-view';
import { swipeStep } from './swipe';

/** Details are read, and the title and address follow, where flipping stops, not at every photo passed. */
const SETTLE_MS = 150;
/** Long enough that a held key is announced once, when it stops. */
const ANNOUNCE_MS = 300;
const HINT_ID = 'slideshow-hint';

// `domMax`, not `domAnimation`, because the slide is dragged; loaded after the slideshow's first paint.
const loadFeatures = () => import('./motion-features').then((module) => module.default);

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The slide index once flipping has rested `delay` ms; a flip renders nothing here. One timer, moved on only
 * when it fires early, so a held key sets and clears no timer per press.
 */
function useSettledIndex(count: number, delay: number): number {
  const [settled, setSettled] = useState(() => useSlideshowStore.getState().index);
  useEffect(() => {
    let timer = 0;
    let changedAt = performance.now();
    const check = () => {
      const wait = changedAt + delay - performance.now();
      timer = wait > 0 ? window.setTimeout(check, wait) : 0;
      if (!timer) setSettled(useSlideshowStore.getState().index);
    };
    const onChange = () => {
      changedAt = performance.now();
      timer ||= window.setTimeout(check, delay);
    };
    onChange(); // a flip between the first render and this effect counts too
    const unsubscribe = useSlideshowStore.subscribe((state, previous) => {
      if (state.index !== previous.index) onChange();
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [delay]);
  return wrapIndex(settled, count);
}

interface SlideshowProps {
  photos: readonly Photo[];
  /** Keep the photo on show in the address (`?photo=`): on the home page only. */
  linkable?: boolean;
  /** Asked once on mount: true moves focus to the Next button (a card opened the slideshow). */
  takeFocus?: () => boolean;
}

/** The motion providers sit above what re-renders as flipping rests: a new context re-renders every m element. */
export function Slideshow(props: SlideshowProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <SlideshowContent {...props} />
      </MotionConfig>
    </LazyMotion>
  );
}

function SlideshowContent({ photos, linkable = false, takeFocus }: SlideshowProps) {
  useSlideshowKeys();
  useSlidePreloads(photos);
  const settled = useSettledIndex(photos.length, SETTLE_MS);
  const settledPhoto = photos[settled];
  // The photo flipping stops at, and its neighbours, so a single flip finds its details in.
  useCameraDetails(settledPhoto);
  useCameraDetails(photos[wrapIndex(settled - 1, photos.length)]);
  useCameraDetails(photos[wrapIndex(settled + 1, photos.length)]);
  usePageTitle(settledPhoto ? slidesTitle(settledPhoto.title) : null);
  usePhotoParam(settledPhoto?.id ?? null, linkable);
  // Settled once more, so details that arrive just after the index rests are said in the same breath.
  const details = useCameraDetails(settledPhoto, false);
  const announcement = useSettled(
    [`Image ${settled + 1} of ${photos.length}`, ...formatCameraDetails(details)].join(', '),
    ANNOUNCE_MS - SETTLE_MS,
  );

  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus?.()) next.current?.focus();
    // On mount only: a later render is never a reason to move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const failed = useRef<HTMLSpanElement>(null);
  const caption = useRef<HTMLParagraphElement>(null);
  const detailsLine = useRef<HTMLDivElement>(null);
  // Before the first paint, so the slideshow never shows up empty.
  useLayoutEffect(() => {
    const [slide, img, placeholder, text, line] = [frame, image, failed, caption, detailsLine].map(
      (ref) => ref.current,
    );
    if (!slide || !(img instanceof HTMLImageElement) || !placeholder || !text || !line) return undefined; // no photos
    return mountSlideView({ frame: slide, image: img, failed: placeholder, caption: text, details: line }, photos);
  }, [photos]);
  const drag = useDragControls();
  // A swipe that starts on a button (on a phone they sit over the photo) still swipes; its click then steps no more.
  const dragged = useRef(false);
  // A keyboard's click (detail 0) always steps.
  const step = (move: () => void) => (event: ReactMouseEvent) => {
    if (!dragged.current || event.detail === 0) move();
  };

  if (!settledPhoto) return null;
  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label="Slideshow" aria-describedby={HINT_ID}>
      <div
        ref={stage}
        className="slide-stage"
        onPointerDown={(event) => {
          dragged.current = false;
          drag.start(event);
        }}
      >
        <button
          type="button"
          className="slide-button slide-button-previous"
          aria-label="Previous image"
          onClick={step(showPreviousSlide)}
        >
          <Chevron path="M15 5l-7 7 7 7" />
        </button>
        <SlideTrack stage={stage} drag={drag} draggedRef={dragged} frame={frame} image={image} failed={failed} />
        <button
          ref={next}
          type="button"
          className="slide-button slide-button-next"
          aria-label="Next image"
          onClick={step(showNextSlide)}
        >
          <Chevron path="M9 5l7 7-7 7" />
        </button>
      </div>
      <div className="slide-meta">
        <p ref={caption} className="slide-caption" />
        {/* Reserved for the details line, so its arrival moves nothing. */}
        <div ref={detailsLine} className="slide-details" />
        <p id={HINT_ID} className="slide-hint">
          Use arrow keys to navigate
        </p>
        <p className="sr-only" role="status">
          {announcement}
        </p>
      </div>
    </section>
  );
}

const Chevron = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

interface SlideTrackProps {
  stage: RefObject<HTMLDivElement | null>;
  drag: ReturnType<typeof useDragControls>;
  draggedRef: RefObject<boolean>;
  frame: RefObject<HTMLDivElement | null>;
  image: RefObject<HTMLImageElement | null>;
  failed: RefObject<HTMLSpanElement | null>;
}

/**
 * The dragged track and the slide in it, rendered once (a re-render of an m.div makes framer-motion measure the
 * page): the slide view writes what changes with the photo.
 */
const SlideTrack = memo(function SlideTrack({ stage, drag, draggedRef, frame, image, failed }: SlideTrackProps) {
  // The drag offset lives in a motion value: the slide follows the finger with no render per frame.
  const x = useMotionValue(0);
  // A swipe that steps renders the track once, which lets framer-motion settle it back in place.
  const [, setSwipes] = useState(0);
  const onDragEnd = (_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) => {
    const move = swipeStep({
      offsetX: info.offset.x,
      offsetY: info.offset.y,
      velocityX: info.velocity.x,
      width: stage.current?.clientWidth ?? window.innerWidth,
    });
    if (move === 0) return; // dragSnapToOrigin springs it back
    x.jump(0); // the new photo shows centred and enters from its side
    setSwipes((count) => count + 1);
    useSlideshowStore.getState().step(move);
  };
  return (
    <m.div
      className="slide-track"
      drag="x"
      dragControls={drag}
      dragListener={false}
      dragSnapToOrigin
      dragMomentum={false}
      style={{ x }}
      onDragStart={() => {
        draggedRef.current = true;
      }}
      onDragEnd={onDragEnd}
    >
      <div ref={frame} className="slide-frame" role="group" aria-roledescription="slide">
        <img ref={image} className="slide-image" alt="" decoding="async" draggable={false} />
        <FailedPhoto ref={failed} alt="" className="slide-image" hidden />
      </div>
    </m.div>
  );
});
