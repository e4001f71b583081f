// How the places map's gestures, keys and buttons move its view: zoomed about a point, or panned. Pure; in the map's
// own chunk with them, by the rules of map-view.ts.
import { clamp, clampView, MAX_ZOOM, type MapView } from './map-view';

/** Zoomed by `factor`, keeping the frame's point `at` where it is. */
export function zoomAbout(view: MapView, factor: number, [atX, atY]: readonly [number, number]): MapView {
  const k = clamp(view.k * factor, 1, MAX_ZOOM);
  const ratio = k / view.k;
  return clampView({ k, x: atX - (atX - view.x) * ratio, y: atY - (atY - view.y) * ratio });
}

/** Moved by `dx`, `dy` in the frame's units (a drag's, a key's). */
export const panBy = (view: MapView, dx: number, dy: number): MapView =>
  clampView({ k: view.k, x: view.x + dx, y: view.y + dy });
