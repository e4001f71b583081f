// An album as the site shows it: a first-level folder of public/photos with a page of its own (/albums/<slug>), its
// owner's words and cover, and whether it is listed. Pure, for the build, the pre-paint script and the app alike.
import { paths } from './paths';
import type { RankedOrder } from './photo-order';
import type { NavItem } from './site';

export interface Album {
  /** The folder inside public/photos, as photos name it (`Photo.album`). */
  folder: string;
  /** The folder's name made an address: `/albums/<slug>`. */
  slug: string;
  title: string;
  description?: string;
  /** The id of the photo that stands for it on the albums page and in its link preview. */
  cover: string;
  /** Off the albums page, the nav, the home page, the sitemap and the feed, and `noindex`: found by its link only. */
  unlisted?: true;
  /** The order its page shows its photos in (`order:`); without it, the visit's shuffle. */
  order?: RankedOrder;
}

/** An album's page as a page of cards: the nav's shape, so each rule for a nav page (history, context) holds for it. */
export const albumPage = (album: Album): NavItem => ({
  label: album.title,
  path: paths.album(album.slug),
  album: album.folder,
  ...(album.order && { order: album.order }),
});

/** Every page that shows a set of cards: the nav's, then each album's this page knows of. */
export function cardPages(nav: readonly NavItem[], albums: readonly Album[] = []): NavItem[] {
  return [...nav, ...albums.map(albumPage)];
}
