// Where a place sits on the places map: the Natural Earth projection of the whole world into the map's frame, one
// formula (d3-geo's) for the land the build draws and the towns it places on it.
import { geoNaturalEarth1Raw } from 'd3-geo';
import { MAP_HEIGHT, MAP_WIDTH } from '../../src/lib/map-frame.ts';

/** The projection's own half width and half height, at the equator's ends and at a pole. */
export const HALF_WIDTH = geoNaturalEarth1Raw(Math.PI, 0)[0];
export const HALF_HEIGHT = geoNaturalEarth1Raw(0, Math.PI / 2)[1];

/** Map units per unit of the projection: the world's width fills the frame's. */
export const MAP_SCALE = MAP_WIDTH / 2 / HALF_WIDTH;

const RADIANS = Math.PI / 180;

/** A point of the world, in degrees, as x and y in the map's frame (y down, as in SVG). */
export function projectOnMap(latitude: number, longitude: number): [x: number, y: number] {
  const [x, y] = geoNaturalEarth1Raw(longitude * RADIANS, latitude * RADIANS);
  return [MAP_WIDTH / 2 + x * MAP_SCALE, MAP_HEIGHT / 2 - y * MAP_SCALE];
}
