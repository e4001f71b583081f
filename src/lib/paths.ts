// The one route every site has, and every photo's own page; the others are the owner's nav entries
// (portfolio.yaml, lib/site.ts).

const PHOTO_PREFIX = '/p/';

export const paths = {
  gallery: '/',
  /** `/p/<id>`: short to share, and apart from the image files under /photos/. */
  photo: (id: string): string => `${PHOTO_PREFIX}${id}`,
  /** The router's pattern for a photo's page. */
  photoPattern: `${PHOTO_PREFIX}:id`,
  isPhoto: (pathname: string): boolean => pathname.startsWith(PHOTO_PREFIX),
} as const;
