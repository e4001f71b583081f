// Where a photo was taken, as the site publishes it: the nearest town and its country, the country alone, or the
// owner's own words, at the precision the owner chose; never the photo's own position. Pure, for the build and the app.
import { byLabel, collectionsOf, type Collection } from './collections.ts';
import type { Photo } from './photos.ts';
import { fill } from './words.ts';

/** `places:`: how near the published place comes to where a photo was taken; `off` publishes none. */
export const PLACE_PRECISIONS = ['town', 'country', 'off'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];

export interface Place {
  /** The town, in its own name, or the owner's own words for the place; absent when only the country is published. */
  name?: string;
  /** The country, in the site's language; absent for the owner's own words. */
  country?: string;
  /**
   * Where the town's own centre (never the photo's position) sits on the places map, in the map's units
   * (scripts/places/map-projection.ts); only with a town.
   */
  onMap?: readonly [x: number, y: number];
}

/** The place as one line in the site's words (`place-in`: "{place}, {country}"): the town and its country, or either. */
export function placeLabel(place: Place, placeIn: string): string {
  if (place.name && place.country) return fill(placeIn, { place: place.name, country: place.country });
  return place.name ?? place.country ?? '';
}

/** A place of the places page: its page of cards, and the towns within it (a country's), each with its own. */
export interface PlaceEntry {
  place: Collection;
  towns: Collection[];
}

/**
 * The listed photos' places as the places page lists them: each country (or place in the owner's words) with its
 * towns, both in the site language's alphabetical order.
 */
export function placeTree(photos: readonly Photo[], locale: string): PlaceEntry[] {
  const order = byLabel(locale);
  const all = collectionsOf(photos, 'places');
  return all
    .filter((place) => !place.slug.includes('/'))
    .sort(order)
    .map((place) => ({
      place,
      towns: all.filter((town) => town.slug.startsWith(`${place.slug}/`)).sort(order),
    }));
}
