// The one route every site has, every photo's own page, the albums page and each album's; the others are the owner's
// nav entries (portfolio.yaml, lib/site.ts).

const PHOTO_PREFIX = '/p/';
const ALBUMS = '/albums';

export const paths = {
  gallery: '/',
  /** `/p/<id>`: short to share, and apart from the image files under /photos/. */
  photo: (id: string): string => `${PHOTO_PREFIX}${id}`,
  /** The router's pattern for a photo's page. */
  photoPattern: `${PHOTO_PREFIX}:id`,
  isPhoto: (pathname: string): boolean => pathname.startsWith(PHOTO_PREFIX),
  albums: ALBUMS,
  /** `/albums/<slug>`: an album's page, whether or not a nav entry shows it too. */
  album: (slug: string): string => `${ALBUMS}/${slug}`,
  isAlbum: (pathname: string): boolean => pathname.startsWith(`${ALBUMS}/`),
} as const;
