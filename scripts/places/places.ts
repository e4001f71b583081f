// A photo's place as the site publishes it, from where its original says it was taken and the owner's settings: the
// nearest town and its country, the country alone, the owner's own words, or nothing; never the position itself.
import type { Place, PlacePrecision } from '../../src/lib/places.ts';
import type { Position } from '../photos/metadata.ts';
import type { PortfolioConfig } from '../portfolio-yaml/config.ts';
import { projectOnMap } from './map-projection.ts';
import { nearestTown } from './nearest-town.ts';

/** What the owner wrote for a photo: its own words for the place, `false` for none, or nothing (the precision rules). */
export type OwnPlace = string | false | undefined;

/**
 * The place of a photo taken at `position`, at `precision`, unless the owner's own words (`own`) say otherwise; the
 * country named in the site's language by `countries`. None without a position, or with no town near it (at sea).
 */
export function placeOf(
  position: Position | undefined,
  precision: PlacePrecision,
  own: OwnPlace,
  countries: Intl.DisplayNames,
): Place | undefined {
  if (own === false) return undefined;
  if (own !== undefined) return { name: own };
  if (precision === 'off' || !position) return undefined;
  const town = nearestTown(position.latitude, position.longitude);
  if (!town) return undefined;
  const country = countries.of(town.country) ?? town.country;
  if (precision === 'country') return { country };
  const [x, y] = projectOnMap(town.latitude, town.longitude);
  // A tenth of the map's unit is finer than a pixel at its closest zoom.
  const tenth = (value: number) => Math.round(value * 10) / 10;
  return { name: town.name, country, onMap: [tenth(x), tenth(y)] };
}

/** The precision of a photo in `album` (its folder; null at the top of the photos folder): the album's, else the site's. */
export const precisionIn = (
  { places, albums }: Pick<PortfolioConfig, 'places' | 'albums'>,
  album: string | null | undefined,
): PlacePrecision => albums.find((entry) => entry.folder === album)?.places ?? places;

/** Country names in the site's language (`Intl.DisplayNames`): `GB` is "United Kingdom", "Vereinigtes Königreich". */
export const countryNames = (locale: string): Intl.DisplayNames => new Intl.DisplayNames([locale], { type: 'region' });
