// The slide under a finger or a mouse, through @use-gesture. Fitted, a sideways drag follows the finger (a motion
// value, so no render per frame) and a swipe steps one photo; a vertical one is the browser's (touch-action: pan-y).
// A pinch, or ctrl+wheel (a trackpad's pinch), zooms about its centre and never steps; zoomed, a drag or a wheel
// pans within the photo's edges. A double-click or a double-tap zooms in there, or fits again.
import { createUseGesture, dragAction, pinchAction, wheelAction } from '@use-gesture/react';
import { motionValue } from 'framer-motion';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { forwardSign } from '../../reading-direction';
import { swipeStep } from './swipe';
import { FITTED, springTo, ZOOM_IN_SCALE, type Zoom, type ZoomState } from './zoom';

// Only the three gestures used: the slideshow's chunk then carries none of the others.
const useGesture = createUseGesture([dragAction, pinchAction, wheelAction]);

/** Two taps this close in time and place are a double-tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const onAButton = (target: EventTarget | null) => target instanceof Element && target.closest('button') !== null;

/** Zooms in at a client point (the photo's centre without one), or fits a zoomed photo again. */
export function toggleZoom(zoom: Zoom, client?: { x: number; y: number }): void {
  if (zoom.zoomed()) zoom.go(FITTED);
  else zoom.zoomTo(ZOOM_IN_SCALE, client);
}

interface GestureOptions {
  stage: RefObject<HTMLElement | null>;
  track: RefObject<HTMLElement | null>;
  /** The photo's zoom, once the slide is mounted. */
  zoom: RefObject<Zoom | null>;
  /** Steps the slideshow: a swipe, lifted at `at` (its event's time). */
  step: (delta: number, at: number) => void;
}

/**
 * Binds the gestures to the stage. Returns whether a drag moved since the last press began, so a button a swipe or
 * a pan started on does not also step when the finger lifts.
 */
export function useSlideGestures({ stage, track, zoom, step }: GestureOptions): () => boolean {
  const [trackX] = useState(() => motionValue(0));
  const movedRef = useRef(false);
  const lastTapRef = useRef({ at: -Infinity, x: 0, y: 0 });

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    return trackX.on('change', (x) => {
      element.style.transform = x === 0 ? '' : `translate3d(${x}px, 0, 0)`;
    });
  }, [track, trackX]);

  const settleTrack = () => {
    if (reducedMotion()) trackX.jump(0);
    else springTo(trackX, 0, 500, 40);
  };

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    // Every press starts unmoved; a drag (which begins only past a few pixels) says otherwise.
    const onPointerDown = () => {
      movedRef.current = false;
    };
    // A mouse's double-click; a finger's double-tap is counted from the drag's taps below.
    const onDoubleClick = (event: MouseEvent) => {
      if (onAButton(event.target) || !zoom.current) return;
      toggleZoom(zoom.current, { x: event.clientX, y: event.clientY });
    };
    element.addEventListener('pointerdown', onPointerDown, { capture: true });
    element.addEventListener('dblclick', onDoubleClick);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown, { capture: true });
      element.removeEventListener('dblclick', onDoubleClick);
    };
  }, [stage, zoom]);

  /** A finger's tap: the second of two close ones zooms there. */
  const tapped = (event: PointerEvent) => {
    const previous = lastTapRef.current;
    const double =
      event.timeStamp - previous.at < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - previous.x, event.clientY - previous.y) < DOUBLE_TAP_PX;
    lastTapRef.current = double
      ? { at: -Infinity, x: 0, y: 0 }
      : { at: event.timeStamp, x: event.clientX, y: event.clientY };
    if (double && zoom.current) toggleZoom(zoom.current, { x: event.clientX, y: event.clientY });
  };

  useGesture(
    {
      onDrag: ({
        pinching,
        cancel,
        tap,
        last,
        first,
        movement: [mx, my],
        velocity: [vx],
        direction: [dx],
        event,
        memo,
      }) => {
        if (pinching) {
          // Two fingers zoom; they never flip.
          cancel();
          settleTrack();
          return;
        }
        if (tap) {
          const pointer = event as PointerEvent;
          if (last && pointer.pointerType !== 'mouse' && !onAButton(event.target)) tapped(pointer);
          return;
        }
        movedRef.current = true;
        const current = zoom.current;
        if (current?.zoomed()) {
          // Panning, from where the photo was when the drag began.
          const from = (first || !memo ? current.now() : memo) as ZoomState;
          current.go({ scale: current.scale.get(), x: from.x + mx, y: from.y + my }, true);
          return from;
        }
        if (!last) {
          trackX.jump(mx);
          return;
        }
        const move = swipeStep({
          offsetX: mx,
          offsetY: my,
          // @use-gesture gives speed in px/ms, without its sign.
          velocityX: vx * dx * 1000,
          width: stage.current?.clientWidth ?? window.innerWidth,
          rtl: forwardSign() === -1,
        });
        if (move === 0) {
          settleTrack();
          return;
        }
        trackX.jump(0); // the new photo shows centred, and enters from its side
        step(move, event.timeStamp);
      },
      onPinch: ({ first, last, offset: [scale], origin: [ox, oy], memo }) => {
        const current = zoom.current;
        const box = current?.box();
        if (!current || !box) return;
        trackX.jump(0);
        // Where the fingers met on the photo stays under them as they spread, move and close.
        const start = (first || !memo ? { state: current.now(), x: ox, y: oy } : memo) as {
          state: ZoomState;
          x: number;
          y: number;
        };
        const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        const from = { x: start.x - centre.x - start.state.x, y: start.y - centre.y - start.state.y };
        const ratio = scale / start.state.scale;
        current.go({ scale, x: ox - centre.x - from.x * ratio, y: oy - centre.y - from.y * ratio }, true);
        if (last && !current.zoomed()) current.go(FITTED);
        return start;
      },
      onWheel: ({ event, delta: [dx, dy] }) => {
        const current = zoom.current;
        if (!current?.zoomed() || event.ctrlKey) return;
        event.preventDefault(); // the wheel pans the zoomed photo, not the page
        const { x, y, scale } = current.now();
        current.go({ scale, x: x - dx, y: y - dy }, true);
      },
    },
    {
      target: stage,
      eventOptions: { passive: false },
      drag: { filterTaps: true, pointer: { capture: false } },
      pinch: {
        from: () => [zoom.current?.scale.get() ?? 1, 0],
        scaleBounds: () => ({ min: 1, max: zoom.current?.limit() ?? 1 }),
        rubberband: true,
      },
    },
  );

  return () => movedRef.current;
}
