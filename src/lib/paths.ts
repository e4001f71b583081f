// The one route every site has, every photo's own page, the albums page and each album's, the tags page and each page
// of photos sharing a value (lib/collections.ts); the others are the owner's nav entries (portfolio.yaml, lib/site.ts).

/**
 * Each kind of page of photos sharing a value, by the first part of its address: `/tags/<tag>`, `/cameras/<camera>`;
 * a place's has its country's and its town's (`/places/<country>/<town>`).
 */
export const COLLECTION_KINDS = ['tags', 'cameras', 'lenses', 'years', 'places'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

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
  /** `/tags`: every tag with its count. */
  tags: '/tags',
  /** `/places`: every place, on a map and by country. */
  places: '/places',
  /** `/search?q=…`: the listed photos a query finds. */
  search: '/search',
  /** The parameter of the search page's address that holds the query. */
  searchParam: 'q',
  /** `/tags/<slug>`, `/places/<country>/<town>`, …: each part of the slug encoded, as `location.pathname` has it. */
  collection: (kind: CollectionKind, slug: string): string =>
    `/${kind}/${slug.split('/').map(encodeURIComponent).join('/')}`,
  /** The router's pattern for a kind's pages: the slug is the rest of the address (`*`). */
  collectionPattern: (kind: CollectionKind): string => `/${kind}/*`,
  /** The kind and slug (decoded) an address names, or null. */
  collectionAt(pathname: string): { kind: CollectionKind; slug: string } | null {
    const match = /^\/([a-z]+)\/([^/]+(?:\/[^/]+)?)$/.exec(pathname);
    const kind = COLLECTION_KINDS.find((each) => each === match?.[1]);
    if (!kind || !match?.[2]) return null;
    try {
      return { kind, slug: match[2].split('/').map(decodeURIComponent).join('/') };
    } catch {
      return null; // a malformed escape: no page
    }
  },
} as const;
