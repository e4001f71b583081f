// What part of the world the places map shows: a zoom and an offset, in the map's own units, kept so the world
// always covers the frame. Pure, so every gesture, key, button and dot moves the view by the same rules
// (map-moves.ts has the gestures' own).
import { MAP_HEIGHT, MAP_WIDTH } from '../../../lib/map-frame';

/** A point of the map shows at `point × k + (x, y)` in the frame. */
export interface MapView {
  k: number;
  x: number;
  y: number;
}

export const WHOLE_WORLD: MapView = { k: 1, x: 0, y: 0 };
/** Beyond this the coarse outlines the map ships show their corners; there, towns are never clustered. */
export const MAX_ZOOM = 16;

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The view, zoomed no further out than the whole world nor further in than MAX_ZOOM, with no edge showing past it. */
export function clampView({ k, x, y }: MapView): MapView {
  const zoom = clamp(k, 1, MAX_ZOOM);
  return { k: zoom, x: clamp(x, MAP_WIDTH * (1 - zoom), 0), y: clamp(y, MAP_HEIGHT * (1 - zoom), 0) };
}

/** Where a point of the map shows in the frame. */
export const onFrame = (view: MapView, [x, y]: readonly [number, number]): [number, number] => [
  x * view.k + view.x,
  y * view.k + view.y,
];

/** The view that frames these points of the map with `margin` frame units around them, as far in as allowed. */
export function framing(points: readonly (readonly [number, number])[], margin: number): MapView {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = clamp(
    Math.min((MAP_WIDTH - 2 * margin) / (right - left || 1), (MAP_HEIGHT - 2 * margin) / (bottom - top || 1)),
    1,
    MAX_ZOOM,
  );
  return clampView({ k, x: MAP_WIDTH / 2 - ((left + right) / 2) * k, y: MAP_HEIGHT / 2 - ((top + bottom) / 2) * k });
}
