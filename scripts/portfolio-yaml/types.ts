// The shape of portfolio.yaml once read: the site's words and each photo's words, defaults filled in.
import type { RankedOrder } from '../../src/lib/photo-order.ts';
import type { PlacePrecision } from '../../src/lib/places.ts';
import type { SiteLanguage } from '../../src/lib/site.ts';
import type { Words } from '../../src/lib/words.ts';
import type { Details } from '../photos/details.ts';

export interface NavEntry {
  label: string;
  /** `/` or lowercase `[a-z0-9-]` segments: `/espresso`, `/trips/japan-2024`. */
  path: string;
  /** A folder inside public/photos whose photos the page shows; without it the page shows every photo. */
  album?: string;
  /** `order:`, the order the page shows its photos in; without it (or with `shuffle`), the visit's shuffle. */
  order?: RankedOrder;
}

export interface PhotoWords {
  /** The photo's path inside public/photos: `after-the-rain.jpg`, `espresso/cup.jpg`. */
  file: string;
  title?: string;
  alt?: string;
  caption?: string;
  /** `tags:`, which stands in for the file's own keywords when written; `[]` gives the photo none. */
  tags?: string[];
  /** `place:`: the place in the owner's own words, or `false` (`place: off`) for none, whatever `places:` says. */
  place?: string | false;
}

/** An entry of `albums:`: a folder's words, as written; what is not written has its default in the catalogue. */
export interface AlbumWords {
  /** A folder directly inside public/photos. */
  folder: string;
  title?: string;
  description?: string;
  /** The cover photo as written: its path inside public/photos, or its file name. */
  cover?: string;
  listed: boolean;
  /** `order:`, the order its page shows its photos in; without it (or with `shuffle`), the visit's shuffle. */
  order?: RankedOrder;
  /** `places:`, over the site's for this album's photos. */
  places?: PlacePrecision;
  /** `private: true`: the album is published only encrypted, opened with a password given outside portfolio.yaml. */
  private?: true;
  /** `title-hidden: true`: a private album's password page does not show its title. */
  titleHidden?: true;
  /** Where the entry and its cover were written: the checks against the folder point there. */
  line: number;
  coverLine?: number;
}

export interface PortfolioConfig {
  owner: string;
  /** The page title; `<owner> · Photography` (in the site's language) unless the owner wrote one. */
  title: string;
  /** The meta description; `Photographs by <owner>.` (in the site's language) unless the owner wrote one. */
  description: string;
  /** The site's absolute http(s) address, when given. */
  url?: string;
  nav: NavEntry[];
  /** Which photo details ship (`details:`); every one unless the owner turned it off. */
  details: Details;
  /** The owner's language (`language:`), English unless written. */
  language: SiteLanguage;
  /** The interface's words in it: its table's, the owner's `strings:` over them, English for any missing. */
  words: Words;
  photos: PhotoWords[];
  /** `albums:`, in the owner's order. */
  albums: AlbumWords[];
  /** `albums-link: false` leaves the albums page out of the top bar. */
  albumsLink: boolean;
  /** `places-link: false` leaves the places page out of the top bar. */
  placesLink: boolean;
  /** `download: true` offers each photo's shipped JPEG on its slide. */
  download: boolean;
  /** `filmstrip: false` shows no strip of thumbnails under the slide. */
  filmstrip: boolean;
  /** `tags: false` publishes no photo's tags, neither the owner's nor the files' keywords. */
  tags: boolean;
  /** `places:`: how near to where each photo was taken its published place comes; `off` (the default) publishes none. */
  places: PlacePrecision;
  /** `slideshow-interval:`: the seconds each photo shows while the slideshow plays (5 unless written). */
  slideshowInterval: number;
  /** `slideshow-loop: true`: playing starts again after the last photo rather than stopping there. */
  slideshowLoop: boolean;
}

/** A nav entry's album and where it was written, for the caller to check against the folders on disk. */
export interface NavAlbum {
  album: string;
  path: string;
  line: number;
}
