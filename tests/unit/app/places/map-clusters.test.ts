// The places map's dots (src/app/places/map/map-clusters.ts): one a town, sized by its photos, and towns whose dots
// would overlap at this zoom drawn as one, on the town with the most photos.
import { describe, expect, it } from 'vitest';
import { clusterTowns, dotRadius, hitRadius, type MapTown } from '../../../../src/app/places/map/map-clusters';

const town = (href: string, count: number, at: [number, number]): MapTown => ({ href, label: href, count, at });
/** Points of the map shown `zoom` CSS pixels per unit. */
const at = (zoom: number) => (a: readonly [number, number], b: readonly [number, number]) =>
  Math.hypot(a[0] - b[0], a[1] - b[1]) * zoom;

describe('clusterTowns', () => {
  const portree = town('/places/uk/portree', 3, [400, 100]);
  const kyle = town('/places/uk/kyle', 1, [401, 101]);
  const tokyo = town('/places/jp/tokyo', 2, [800, 150]);

  it('puts near towns in one cluster on the town with the most photos, counting all their photos', () => {
    const clusters = clusterTowns([kyle, tokyo, portree], at(1));
    expect(clusters).toEqual([
      { at: portree.at, towns: [portree, kyle], count: 4 },
      { at: tokyo.at, towns: [tokyo], count: 2 },
    ]);
  });

  it('parts them once zoomed in so far that their dots no longer overlap', () => {
    const apart = 2 * hitRadius(3);
    const clusters = clusterTowns([kyle, portree], at(apart));
    expect(clusters.map((cluster) => cluster.towns)).toEqual([[portree], [kyle]]);
  });

  it('sizes a dot by its photos, within a finger’s reach and a cap', () => {
    expect(dotRadius(1)).toBeLessThan(dotRadius(4));
    expect(dotRadius(10_000)).toBe(dotRadius(100_000));
    expect(hitRadius(1)).toBeGreaterThanOrEqual(12);
  });
});
