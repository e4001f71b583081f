// `virtual:world-land`: the places map's land, drawn once at build from Natural Earth's coarsest outlines
// (world-atlas) into the map's frame as one SVG path, so the map's chunk carries a string and no geography code.
import { geoNaturalEarth1Raw, geoPath, geoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
import land110m from 'world-atlas/land-110m.json' with { type: 'json' };
import { MAP_HEIGHT, MAP_WIDTH } from '../../src/lib/map-frame.ts';
import { MAP_SCALE } from '../../src/lib/map-projection.ts';

const ID = 'virtual:world-land';
const RESOLVED_ID = `\0${ID}`;

/** The land as an SVG path in the map's frame, to a tenth of a unit: finer than the outlines at any zoom allowed. */
export function worldLandPath(): string {
  const world = land110m as unknown as Topology<{ land: GeometryCollection }>;
  const projection = geoProjection(geoNaturalEarth1Raw)
    .scale(MAP_SCALE)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
  return geoPath(projection).digits(1)(feature(world, world.objects.land)) ?? '';
}

export function worldLand(): Plugin {
  return {
    name: 'world-land',
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(worldLandPath())};` : null),
  };
}
