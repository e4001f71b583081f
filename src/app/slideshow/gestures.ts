// The slide under a finger or a mouse, through @use-gesture: a sideways drag follows the finger (a motion value, so
// no render per frame) and a swipe steps one photo; a vertical one is the browser's (touch-action: pan-y).
import { useGesture } from '@use-gesture/react';
import { animate, motionValue } from 'framer-motion';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { swipeStep } from './swipe';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface GestureOptions {
  stage: RefObject<HTMLElement | null>;
  track: RefObject<HTMLElement | null>;
  /** Steps the slideshow: a swipe. */
  step: (delta: number) => void;
}

/**
 * Binds the gestures to the stage. Returns whether a drag moved since the last press began, so a button a swipe
 * started on does not also step when the finger lifts.
 */
export function useSlideGestures({ stage, track, step }: GestureOptions): () => boolean {
  const [trackX] = useState(() => motionValue(0));
  const movedRef = useRef(false);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    return trackX.on('change', (x) => {
      element.style.transform = x === 0 ? '' : `translate3d(${x}px, 0, 0)`;
    });
  }, [track, trackX]);

  // Every press starts unmoved; a drag (which begins only past a few pixels) says otherwise.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onPointerDown = () => {
      movedRef.current = false;
    };
    element.addEventListener('pointerdown', onPointerDown, { capture: true });
    return () => element.removeEventListener('pointerdown', onPointerDown, { capture: true });
  }, [stage]);

  useGesture(
    {
      onDrag: ({ tap, last, movement: [mx, my], velocity: [vx], direction: [dx] }) => {
        if (tap) return;
        movedRef.current = true;
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
        });
        if (move === 0) {
          if (reducedMotion()) trackX.jump(0);
          else animate(trackX, 0, { type: 'spring', stiffness: 500, damping: 40 });
          return;
        }
        trackX.jump(0); // the new photo shows centred, and enters from its side
        step(move);
      },
    },
    { target: stage, drag: { filterTaps: true, pointer: { capture: false } } },
  );

  return () => movedRef.current;
}
