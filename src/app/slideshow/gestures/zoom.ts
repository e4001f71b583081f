// Zoom on the slide's photo: a scale and a pan in framer-motion motion values (so a pinch moves the photo with no
// render per frame), written to the image's transform; the photo never leaves its box, which clips it.
import { animateValue, motionValue, type MotionValue } from 'framer-motion';

export interface ZoomState {
  scale: number;
  /** The pan, in CSS px, of the photo's centre from its box's centre. */
  x: number;
  y: number;
}

interface Size {
  width: number;
  height: number;
}

/** A point relative to the box's centre, in CSS px. */
interface Point {
  x: number;
  y: number;
}

export const FITTED: ZoomState = { scale: 1, x: 0, y: 0 };
/** Where a double-click, a double-tap or the Zoom button zooms to. */
export const ZOOM_IN_SCALE = 2.5;
/** Each `+` or `-`. */
export const ZOOM_STEP = 1.5;
/** At least this far in, and to the photo's own pixels (each one a CSS px) when they are more. */
const MIN_MAX_SCALE = 4;
/** Below this a zoom counts as fitted: a pinch that ends nearly there settles there. */
const FITTED_BELOW = 1.02;

/** Keeps the photo covering its box: the pan can go as far as the zoom has grown it past each edge. */
function clampPan(state: ZoomState, box: Size): ZoomState {
  const reach = (length: number) => (Math.max(state.scale, 1) - 1) * (length / 2);
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return { scale: state.scale, x: clamp(state.x, reach(box.width)), y: clamp(state.y, reach(box.height)) };
}

/** Zooms to `scale` keeping the photo's point under `point` where it is (the pinch's or click's centre). */
function zoomAround(state: ZoomState, scale: number, point: Point, box: Size): ZoomState {
  const ratio = scale / state.scale;
  return clampPan({ scale, x: point.x - (point.x - state.x) * ratio, y: point.y - (point.y - state.y) * ratio }, box);
}

/** The furthest zoom for a photo `pixels` wide shown `boxWidth` CSS px wide. */
function maxScale(pixels: number, boxWidth: number): number {
  return Math.max(MIN_MAX_SCALE, boxWidth > 0 ? pixels / boxWidth : 0);
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Springs `value` to `to` from where it is, at the speed it has. framer-motion's animateValue, not animate(): the
 * same spring without the DOM animation engine, a third of the slideshow's code.
 */
export function springTo(value: MotionValue<number>, to: number, stiffness = 400, damping = 40): { stop: () => void } {
  return animateValue({
    keyframes: [value.get(), to],
    velocity: value.getVelocity(),
    type: 'spring',
    stiffness,
    damping,
    onUpdate: (latest: number) => value.set(latest),
  });
}

export interface Zoom {
  scale: MotionValue<number>;
  x: MotionValue<number>;
  y: MotionValue<number>;
  zoomed: () => boolean;
  /** Goes to `state` (kept in the box), animated unless the visitor prefers reduced motion or `instant`. */
  go: (state: ZoomState, instant?: boolean) => void;
  /** The state as it is, and the box it is in (null before the slide is laid out). */
  now: () => ZoomState;
  /** The state last asked for, where a running spring is heading: a step compounds from it, not from mid-way. */
  heading: () => ZoomState;
  box: () => (Size & { left: number; top: number }) | null;
  /** Zooms to `scale` about a point given in client coordinates (the box's centre without one). */
  zoomTo: (scale: number, client?: { x: number; y: number }, instant?: boolean) => void;
  limit: () => number;
  stop: () => void;
}

/**
 * `box`: the photo's clipping box; `image`: what is scaled in it; `pixels`: the photo's width in pixels;
 * `onZoomed`: told when the photo goes from fitted to zoomed and back.
 */
export function createZoom(
  boxElement: HTMLElement,
  image: HTMLElement,
  pixels: () => number,
  onZoomed: (zoomed: boolean) => void,
): Zoom {
  const scale = motionValue(1);
  const x = motionValue(0);
  const y = motionValue(0);
  let running: { stop: () => void }[] = [];
  let zoomed = false;
  let heading: ZoomState = { scale: 1, x: 0, y: 0 };

  const render = () => {
    const s = scale.get();
    const transform =
      s === 1 && x.get() === 0 && y.get() === 0 ? '' : `translate3d(${x.get()}px, ${y.get()}px, 0) scale(${s})`;
    if (image.style.transform !== transform) image.style.transform = transform;
    const now = s >= FITTED_BELOW;
    if (now !== zoomed) {
      zoomed = now;
      onZoomed(now);
    }
  };
  const stops = [scale.on('change', render), x.on('change', render), y.on('change', render)];

  const box = () => {
    const rect = boxElement.getBoundingClientRect();
    return rect.width > 0 ? { width: rect.width, height: rect.height, left: rect.left, top: rect.top } : null;
  };
  const now = (): ZoomState => ({ scale: scale.get(), x: x.get(), y: y.get() });
  const halt = () => {
    running.forEach((animation) => animation.stop());
    running = [];
  };
  const go = (target: ZoomState, instant = false) => {
    halt();
    // Fitting needs no measure of the box: a flip fits the photo in its key's frame without forcing a layout.
    const size = target.scale <= 1 ? null : box();
    const state = size ? clampPan(target, size) : { scale: target.scale, x: 0, y: 0 };
    heading = state;
    const current = now();
    if (state.scale === current.scale && state.x === current.x && state.y === current.y) return;
    if (instant || reducedMotion()) {
      scale.jump(state.scale);
      x.jump(state.x);
      y.jump(state.y);
      render();
      return;
    }
    running = [springTo(scale, state.scale), springTo(x, state.x), springTo(y, state.y)];
  };
  const limit = () => maxScale(pixels(), box()?.width ?? 0);

  return {
    scale,
    x,
    y,
    zoomed: () => zoomed,
    go,
    now,
    heading: () => heading,
    box,
    zoomTo(target, client, instant) {
      const size = box();
      if (!size) return;
      const capped = Math.min(limit(), Math.max(1, target));
      if (capped < FITTED_BELOW) return go(FITTED, instant);
      const point = client
        ? { x: client.x - size.left - size.width / 2, y: client.y - size.top - size.height / 2 }
        : { x: 0, y: 0 };
      go(zoomAround(now(), capped, point, size), instant);
    },
    limit,
    stop() {
      halt();
      stops.forEach((stop) => stop());
      image.style.transform = '';
    },
  };
}
