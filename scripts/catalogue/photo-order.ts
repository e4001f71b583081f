// Each photo's place in the orders the owner's pages ask for (`order:`): by the time it was taken, oldest or newest
// first, or by file name as people count (2.jpg before 10.jpg). The pages sort by these ranks (src/lib/photo-order.ts),
// so no date ships for it, and a date the owner keeps private (`details:`) still orders the pages.
import type { OrderRanks, RankedOrder } from '../../src/lib/photo-order.ts';

/** What a photo is ordered by: its path inside public/photos, and when it was taken, if the camera said. */
export interface Orderable {
  path: string;
  taken?: Date | undefined;
}

const fileName = (path: string): string => path.split('/').pop() ?? path;
/** When it was taken, in milliseconds; undefined when the camera did not say. */
const timeOf = ({ taken }: Orderable): number | undefined => {
  const time = taken?.getTime();
  return time === undefined || Number.isNaN(time) ? undefined : time;
};

/** File names as people count, in the site's language (`locale`): `2.jpg` before `10.jpg`; the path breaks a tie. */
function byFile(locale: string): (a: Orderable, b: Orderable) => number {
  const names = new Intl.Collator(locale, { numeric: true });
  return (a, b) => names.compare(fileName(a.path), fileName(b.path)) || names.compare(a.path, b.path);
}

/**
 * `photos` in `order`. `taken` is oldest first and `newest` newest first; photos taken at the same moment keep their
 * file order, and those without a date come last, in file order.
 */
export function sortPhotos<T extends Orderable>(photos: readonly T[], order: RankedOrder, locale: string): T[] {
  const file = byFile(locale);
  if (order === 'file') return photos.slice().sort(file);
  const later = order === 'taken' ? 1 : -1;
  return photos.slice().sort((a, b) => {
    const [first, second] = [timeOf(a), timeOf(b)];
    if (first === undefined || second === undefined)
      return Number(first === undefined) - Number(second === undefined) || file(a, b);
    return later * (first - second) || file(a, b);
  });
}

/** Each photo's ranks (at its index in `photos`) in each of `orders`; nothing when no page asks for one. */
export function orderRanks(photos: readonly Orderable[], orders: Iterable<RankedOrder>, locale: string): OrderRanks[] {
  const ranks: OrderRanks[] = photos.map(() => ({}));
  const at = new Map(photos.map((photo, i) => [photo, i]));
  for (const order of new Set(orders)) {
    sortPhotos(photos, order, locale).forEach((photo, rank) => {
      const own = ranks[at.get(photo) ?? -1];
      if (own) own[order] = rank;
    });
  }
  return ranks;
}
