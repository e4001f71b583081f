// The places map's view (src/app/places/map/map-view.ts, and map-moves.ts for the gestures'): zoomed and panned by one
// set of rules, the world always covering the frame.
import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH } from '../../../../src/lib/map-frame';
import { panBy, zoomAbout } from '../../../../src/app/places/map/map-moves';
import { clampView, framing, MAX_ZOOM, onFrame, WHOLE_WORLD } from '../../../../src/app/places/map/map-view';

describe('the map view', () => {
  it('zooms about a point, which stays where it was in the frame', () => {
    const at = [300, 200] as const;
    const view = zoomAbout(WHOLE_WORLD, 2, at);
    expect(view.k).toBe(2);
    // The whole world shows each point of the map at its own place: the one under `at` is still under it.
    expect(onFrame(view, at)).toEqual([300, 200]);
    expect(onFrame(zoomAbout(view, 1.5, [100, 400]), [100 / 2 + 150, 400 / 2 + 100])).toEqual([100, 400]);
  });

  it('zooms no further out than the whole world, nor further in than its limit', () => {
    expect(zoomAbout(WHOLE_WORLD, 0.5, [10, 10])).toEqual(WHOLE_WORLD);
    expect(zoomAbout({ k: MAX_ZOOM, x: -1000, y: -1000 }, 2, [480, 250]).k).toBe(MAX_ZOOM);
  });

  it('pans only as far as the world’s edges', () => {
    expect(panBy(WHOLE_WORLD, 100, -50)).toEqual(WHOLE_WORLD);
    const zoomed = zoomAbout(WHOLE_WORLD, 2, [MAP_WIDTH / 2, MAP_HEIGHT / 2]);
    expect(panBy(zoomed, 10_000, 10_000)).toEqual({ k: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -10_000, -10_000)).toEqual({ k: 2, x: -MAP_WIDTH, y: -MAP_HEIGHT });
    expect(clampView({ k: 0.2, x: 40, y: 40 })).toEqual(WHOLE_WORLD);
  });

  it('frames a few points with room around them, as near as it may', () => {
    const points = [
      [400, 100],
      [420, 110],
    ] as const;
    const view = framing(points, 40);
    for (const point of points) {
      const [x, y] = onFrame(view, point);
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH - 40);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    expect(view.k).toBe(MAX_ZOOM);
    expect(framing([[480, 250]], 40).k).toBe(MAX_ZOOM);
    expect(
      framing(
        [
          [0, 0],
          [MAP_WIDTH, MAP_HEIGHT],
        ],
        40,
      ),
    ).toEqual(WHOLE_WORLD);
  });
});
