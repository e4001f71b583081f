// The slideshow: one photo at a time, Previous / Next, arrow keys, a swipe on touch screens, "Image N / total",
// and a polite live region that says where the visitor stopped. Loaded by import() (lazy.tsx).
import { LazyMotion, m, MotionConfig, useDragControls, useMotionValue, type PanInfo } from 'framer-motion';
import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type RefObject,
} from 'react';
import { formatCameraDetails } from '../../lib/camera-details';
import type { Photo } from '../../lib/photos';
import { useCameraDetails } from '../../store/camera-details';
import { showNextSlide, showPreviousSlide, useSlideshowStore, wrapIndex } from '../../store/slideshow';
import { usePhotoParam } from '../gallery/photo-link';
import { DetailsLine } from '../photo/details-line';
import { PhotoImage } from '../photo/photo-image';
import { slidesTitle, usePageTitle } from '../shell/page-title';
import { useSlideshowKeys } from './keys';
import { slideSourceFor, useSlideFile, useSlidePreloads } from './preload';
import { swipeStep } from './swipe';

/** Details are read, and the title and address follow, where flipping stops, not at every photo passed. */
const SETTLE_MS = 150;
/** Long enough that a held key is announced once, when it stops. */
const ANNOUNCE_MS = 300;
const ENTRANCE_MS = 180;
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

/** The slide index, re-rendering the caller on every flip: only the small parts that show the photo use it. */
const useSlideIndex = (count: number): number =>
  wrapIndex(
    useSlideshowStore((state) => state.index),
    count,
  );

/** The slide index once flipping has rested `delay` ms; a flip itself renders nothing here. */
function useSettledIndex(count: number, delay: number): number {
  const [settled, setSettled] = useState(() => useSlideshowStore.getState().index);
  useEffect(() => {
    let timer = 0;
    const onChange = ({ index }: { index: number }) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSettled(index), delay);
    };
    onChange(useSlideshowStore.getState()); // a flip between the first render and this effect counts too
    const unsubscribe = useSlideshowStore.subscribe(onChange);
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

/** The motion providers sit above everything that re-renders on a flip: a new context re-renders every m element. */
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
        <SlideTrack photos={photos} stage={stage} drag={drag} draggedRef={dragged} />
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
        <SlideCaption photos={photos} />
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

function SlideCaption({ photos }: { photos: readonly Photo[] }) {
  const index = useSlideIndex(photos.length);
  return (
    <>
      <p className="slide-caption">
        Image {index + 1} / {photos.length}
      </p>
      {/* Reserved for the details line, so its arrival moves nothing. */}
      <div className="slide-details">
        <DetailsLine details={useCameraDetails(photos[index], false)} separator="|" />
      </div>
    </>
  );
}

const Chevron = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

interface SlideTrackProps {
  photos: readonly Photo[];
  stage: RefObject<HTMLDivElement | null>;
  drag: ReturnType<typeof useDragControls>;
  draggedRef: RefObject<boolean>;
}

/** The dragged track, memoised: a re-render of an m.div makes framer-motion measure the page. */
const SlideTrack = memo(function SlideTrack({ photos, stage, drag, draggedRef }: SlideTrackProps) {
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
      <Slide photos={photos} />
    </m.div>
  );
});

/** The slide on show: one frame and one <img> kept across flips, which a flip only changes. */
function Slide({ photos }: { photos: readonly Photo[] }) {
  const index = useSlideIndex(photos.length);
  const photo = photos[index];
  const frame = useRef<HTMLDivElement>(null);
  useSlideEntrance(frame, photo);
  return (
    <div
      ref={frame}
      className="slide-frame"
      data-photo={photo?.id}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${photos.length}`}
    >
      {photo && <SlideImage photo={photo} />}
    </div>
  );
}

function SlideImage({ photo }: { photo: Photo }) {
  const source = slideSourceFor(photo);
  return (
    <PhotoImage
      source={source}
      file={useSlideFile(photo)}
      alt={photo.alt}
      draggable={false}
      className="slide-image"
      // The box follows the photo's shape alone, so nothing moves when its file arrives.
      style={{ '--slide-aspect': source.width / source.height } as CSSProperties}
    />
  );
}

/**
 * A new slide enters from the side it came from, as a Web Animation on the frame. A flip cancels the running
 * one, and a flip sooner than an entrance lasts (a held key) animates nothing: nothing queues.
 */
function useSlideEntrance(frame: RefObject<HTMLDivElement | null>, photo: Photo | undefined): void {
  const last = useRef<{ photo: Photo | undefined; at: number; animation?: Animation }>(undefined);
  useLayoutEffect(() => {
    const now = performance.now();
    const previous = last.current;
    if (previous?.photo === photo) return;
    last.current = { photo, at: now };
    previous?.animation?.cancel();
    const { direction } = useSlideshowStore.getState();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!previous || now - previous.at < ENTRANCE_MS || reduced || direction === 0 || !frame.current) return;
    const animation = frame.current.animate(
      [
        { opacity: 0.4, translate: `${direction * 3}rem 0` },
        { opacity: 1, translate: '0 0' },
      ],
      { duration: ENTRANCE_MS, easing: 'ease-out' },
    );
    animation.finished.catch(() => undefined); // cancelled by the next flip: not an error
    last.current.animation = animation;
  }, [frame, photo]);
}
