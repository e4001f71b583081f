// Who the site belongs to, its navigation and its language, as the owner's portfolio.yaml says (the values:
// lib/portfolio.ts).
import type { CollectionKind } from './paths';
import type { RankedOrder } from './photo-order';
import type { Words } from './words';

export interface NavItem {
  label: string;
  /** `/` or `/espresso`: a route of its own. */
  path: string;
  /** A subfolder of public/photos: the page shows only its photos. Without it, every photo. */
  album?: string;
  /** A page of photos sharing a value (lib/collections.ts): it shows only the listed photos that have it. */
  collection?: { kind: CollectionKind; slug: string };
  /** The order its photos show in (`order:`); without it, the visit's shuffle. */
  order?: RankedOrder;
}

/** The owner's language (`language:` in portfolio.yaml; English without it). */
export interface SiteLanguage {
  /** Its BCP 47 tag, as the owner wrote it (canonical case): `<html lang>`. */
  tag: string;
  /** The reading direction of its script: `<html dir>`, the slideshow's keys and swipes. */
  dir: 'ltr' | 'rtl';
  /** The locale Intl formats numbers and dates with: the tag, with Latin digits pinned for Arabic. */
  locale: string;
}

export interface Site {
  owner: string;
  title: string;
  description: string;
  /** Where the site is published, when the owner said. */
  url?: string;
  nav: NavItem[];
  language: SiteLanguage;
  /** The interface's words in that language, the owner's `strings:` laid over them. */
  words: Words;
  /** Whether public/photos holds a CREDITS.md, which the footer links. */
  credits: boolean;
  /** Whether the top bar links the albums page: two or more listed albums, unless the owner turned it off. */
  albumsLink: boolean;
  /** The top bar links the places page: two or more places, and `places-link` not turned off. */
  placesLink: boolean;
  /** Whether the slide offers its photo's shipped JPEG to download (`download: true`). */
  download: boolean;
  /** The seconds each photo shows while the slideshow plays (`slideshow-interval:`, 5 unless written). */
  slideshowInterval: number;
  /** Whether playing starts again after the last photo (`slideshow-loop: true`) rather than stopping there. */
  slideshowLoop: boolean;
  /** Whether the slideshow shows a strip of thumbnails to jump with (unless `filmstrip: false`). */
  filmstrip: boolean;
}
