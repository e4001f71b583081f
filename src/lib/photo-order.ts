// The order a page of cards shows its photos in (`order:` of a nav entry or an album in portfolio.yaml): the visit's
// shuffle, which the spec asks of every page unless the owner says otherwise, or one the build ranked every photo in
// (scripts/catalogue/photo-order.ts), so a page, its first screen and its slideshow agree without reading a date.

/** `order:`'s values, the default first. */
export const PHOTO_ORDERS = ['shuffle', 'taken', 'newest', 'file'] as const;
export type PhotoOrder = (typeof PHOTO_ORDERS)[number];
/** An order the build ranks the photos in: every one but the shuffle. */
export type RankedOrder = Exclude<PhotoOrder, 'shuffle'>;

/** A photo's place in each ranked order the site uses, from 0: `{ taken: 3 }`. */
export type OrderRanks = Partial<Record<RankedOrder, number>>;

export const isPhotoOrder = (value: string): value is PhotoOrder => (PHOTO_ORDERS as readonly string[]).includes(value);

/** `photos` in `order`: by their ranks in it, or as they come (this visit's shuffle) when there is none. */
export function inOrder<T extends { ranks?: OrderRanks }>(
  photos: readonly T[],
  order: RankedOrder | undefined,
): readonly T[] {
  if (order === undefined) return photos;
  // A photo the build did not rank (none should be) goes last rather than anywhere.
  const rank = (photo: T) => photo.ranks?.[order] ?? Number.MAX_SAFE_INTEGER;
  return photos.slice().sort((a, b) => rank(a) - rank(b));
}
