// The slideshow: one photo at a time, Previous / Next, arrow keys, a swipe on touch screens, "Image N / total",
// and a polite live region. React renders it once; the slide view writes the slide on show (slide-view.ts).
import { LazyMotion, m, MotionConfig, useDragControls, useMotionValue, type PanInfo } from 'framer-motion';
import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { formatCameraDetails } from '../../lib/camera-details';
import { cn } from '../../lib/cn';
import type { Photo } from '../../lib/photos';
import { useCameraDetails } from '../../store/camera-details';
import { useSlideshowStore, wrapIndex } from '../../store/slideshow';
import { usePhotoAddress } from './photo-address';
import { FailedPhoto } from '../photo/photo-image';
import { slidesTitle, usePageTitle } from '../page-title';
import { useSlideshowKeys } from './keys';
import { useSlidePreloads } from './preload';
import { mountSlideView } from './slide-view';
import { ShareButton } from './share-button';
import { swipeStep } from './swipe';

/** Details are read, and the title and address follow, where flipping rests, not at every photo passed. */
const SETTLE_MS = 150;
/** Long enough that a held key is announced once, when it stops. */
const ANNOUNCE_MS = 300;

// `domMax`, not `domAnimation`, because the slide is dragged; loaded after the slideshow's first paint.
const loadFeatures = () => import('./motion-features').then((module) => module.default);

/** `value` once it has not changed for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The slide index once flipping has rested: it follows the store without a render per flip. */
function useSettledIndex(): number {
  const [index, setIndex] = useState(() => useSlideshowStore.getState().index);
  useEffect(() => {
    let timer = 0;
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIndex(useSlideshowStore.getState().index), SETTLE_MS);
    };
    settle(); // a flip between the first render and this effect counts too
    const unsubscribe = useSlideshowStore.subscribe(settle);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, []);
  return index;
}

interface SlideshowProps {
  photos: readonly Photo[];
  /** Asked once on mount: true moves focus to the Next button (a card opened the slideshow). */
  takeFocus?: () => boolean;
  /** The photo's preview was on screen (lazy.tsx): the first slide shows without its entrance. */
  continues?: boolean;
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

function SlideshowContent({ photos, takeFocus, continues = false }: SlideshowProps) {
  useSlideshowKeys();
  useSlidePreloads(photos);
  const settled = wrapIndex(useSettledIndex(), photos.length);
  const photo = photos[settled];
  // The photo flipping rests on, and its neighbours, so a single flip finds its details in.
  const details = useCameraDetails(photo);
  useCameraDetails(photos[wrapIndex(settled - 1, photos.length)]);
  useCameraDetails(photos[wrapIndex(settled + 1, photos.length)]);
  usePageTitle(photo ? slidesTitle(photo.title) : null);
  usePhotoAddress(photo?.id ?? null);
  // Settled once more, so details that arrive just after the index rests are said in the same breath.
  const announcement = useSettled(
    [`Image ${settled + 1} of ${photos.length}`, ...formatCameraDetails(details)].join(', '),
    ANNOUNCE_MS - SETTLE_MS,
  );

  const slideshow = useRef<HTMLElement>(null);
  // Before the first paint, so the slideshow never shows up empty.
  useLayoutEffect(() => (slideshow.current ? mountSlideView(slideshow.current, photos) : undefined), [photos]);
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus?.()) next.current?.focus();
    // On mount only: a later render is never a reason to move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A swipe may start on a button (on a phone they sit over the photo); its click then does not step as well.
  const drag = useDragControls();
  const dragged = useRef(false);
  const step = (delta: number) => (event: { detail: number }) => {
    if (!dragged.current || event.detail === 0) useSlideshowStore.getState().step(delta); // detail 0: a key's click
  };

  if (!photo) return null;
  return (
    <section
      ref={slideshow}
      className={cn('slideshow', continues && 'slideshow-continued')}
      aria-roledescription="carousel"
      aria-label="Slideshow"
      aria-describedby="slideshow-hint"
    >
      <div
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
          onClick={step(-1)}
        >
          <Chevron path="M15 5l-7 7 7 7" />
        </button>
        <SlideTrack drag={drag} draggedRef={dragged} />
        <button
          ref={next}
          type="button"
          className="slide-button slide-button-next"
          aria-label="Next image"
          onClick={step(1)}
        >
          <Chevron path="M9 5l7 7-7 7" />
        </button>
      </div>
      <div className="slide-meta">
        <p className="slide-caption" />
        {/* Reserved for the details line, so its arrival moves nothing. */}
        <div className="slide-details" />
        <ShareButton photo={photo} />
        <p id="slideshow-hint" className="slide-hint">
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
  drag: ReturnType<typeof useDragControls>;
  draggedRef: RefObject<boolean>;
}

/** The dragged slide, rendered once: a re-render of an m.div makes framer-motion measure the page. */
const SlideTrack = memo(function SlideTrack({ drag, draggedRef }: SlideTrackProps) {
  // The drag offset lives in a motion value: the slide follows the finger with no render per frame.
  const x = useMotionValue(0);
  const track = useRef<HTMLDivElement>(null);
  // A swipe that steps renders the track once, which lets framer-motion settle it back in place.
  const [, setSwipes] = useState(0);
  const onDragEnd = (_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) => {
    const move = swipeStep({
      offsetX: info.offset.x,
      offsetY: info.offset.y,
      velocityX: info.velocity.x,
      width: track.current?.clientWidth ?? window.innerWidth,
    });
    if (move === 0) return; // dragSnapToOrigin springs it back
    x.jump(0); // the new photo shows centred and enters from its side
    setSwipes((count) => count + 1);
    useSlideshowStore.getState().step(move);
  };
  return (
    <m.div
      ref={track}
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
      <div className="slide-frame" role="group" aria-roledescription="slide">
        <img className="slide-image" alt="" decoding="async" draggable={false} />
        <FailedPhoto alt="" className="slide-image" hidden />
      </div>
    </m.div>
  );
});
