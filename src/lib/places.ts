// Where a photo was taken, as the site publishes it: the nearest town and its country, the country alone, or the
// owner's own words, at the precision the owner chose; never the photo's own position. Pure, for the build and the app.
import { fill } from './words.ts';

/** `places:`: how near the published place comes to where a photo was taken; `off` publishes none. */
export const PLACE_PRECISIONS = ['town', 'country', 'off'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];

export interface Place {
  /** The town, in its own name, or the owner's own words for the place; absent when only the country is published. */
  name?: string;
  /** The country, in the site's language; absent for the owner's own words. */
  country?: string;
  /** The town's own centre (never the photo's position), for the map; only with a town. */
  latitude?: number;
  longitude?: number;
}

/** The place as one line in the site's words (`place-in`: "{place}, {country}"): the town and its country, or either. */
export function placeLabel(place: Place, placeIn: string): string {
  if (place.name && place.country) return fill(placeIn, { place: place.name, country: place.country });
  return place.name ?? place.country ?? '';
}
