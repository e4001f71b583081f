// Reads `order:` of a nav entry or an album: the order its page shows its photos in; a value that is not one of them
// is a problem naming the page, the value and the values there are.
import { isScalar } from 'yaml';
import { isPhotoOrder, PHOTO_ORDERS, type RankedOrder } from '../../src/lib/photo-order.ts';
import type { Entry, Reader } from './read.ts';

const ORDER_FIX =
  'Write `order: taken` for oldest first, `newest` for newest first or `file` for by file name; or delete the line ' +
  'to shuffle the photos on every visit (the default)';

/** The page's order as written (`page`: how the problem names it, e.g. "album `travel`"); undefined for the shuffle. */
export function readOrder(reader: Reader, entry: Entry | undefined, page: string): RankedOrder | undefined {
  if (!entry) return undefined;
  const scalar = isScalar(entry.pair.value) ? entry.pair.value : undefined;
  const value = scalar?.value;
  if (typeof value === 'string' && isPhotoOrder(value)) return value === 'shuffle' ? undefined : value;
  const written = scalar?.source ?? (typeof value === 'string' ? value : undefined);
  const what = written ? `is \`${written}\`` : scalar ? 'is empty' : 'is not a single word';
  reader.report(
    entry.line,
    `the \`order\` of ${page} ${what}: it should be one of ${PHOTO_ORDERS.join(', ')}`,
    ORDER_FIX,
  );
  return undefined;
}
