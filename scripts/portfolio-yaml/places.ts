// Reads `places:` (the site's, or an album's) and a photo's `place:`: how near to where a photo was taken the site
// may say it was, or the owner's own words for it.
import { isScalar } from 'yaml';
import { PLACE_PRECISIONS, type PlacePrecision } from '../../src/lib/places.ts';
import type { Entry, Reader } from './read.ts';

const isPrecision = (value: unknown): value is PlacePrecision =>
  PLACE_PRECISIONS.some((precision) => precision === value);

/** `places: town | country | off` (`false` is `off`); anything else is reported and publishes nothing. */
export function readPlaces(reader: Reader, entry: Entry | undefined, where: string): PlacePrecision | undefined {
  if (!entry) return undefined;
  const scalar = isScalar(entry.pair.value) ? entry.pair.value : undefined;
  if (scalar?.value === false) return 'off';
  if (isPrecision(scalar?.value)) return scalar.value;
  const written = scalar?.source ? `, not \`${scalar.source}\`` : '';
  reader.report(
    entry.line,
    `\`places\`${where} should be town, country or off${written}`,
    'Write `places: town` for the nearest town and its country, `places: country` for the country alone, or `places: off` for none',
  );
  return 'off';
}

/** A photo's `place:`: `off` (or `false`) publishes none for it; any other text is the place in the owner's words. */
export function readPlace(reader: Reader, entry: Entry | undefined): string | false | undefined {
  if (!entry) return undefined;
  const scalar = isScalar(entry.pair.value) ? entry.pair.value : undefined;
  if (scalar?.value === false || scalar?.value === 'off') return false;
  return reader.text(
    entry,
    'Write the place on one line after `place:`, e.g. `place: Portree harbour`, or `place: off`',
  );
}
