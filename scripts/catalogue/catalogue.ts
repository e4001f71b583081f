// The site's catalogue: the checked photos with the owner's words and tags laid over their own (which they always
// win over), the details the owner turned off left out, and the albums with the owner's words, in the owner's order; what the
// site scan (site-scan.ts) found and the catalogue is made of.
import type { KeptVerdicts } from '../private/strength.ts';
import type { Album } from '../../src/lib/albums.ts';
import { cameraName, lensName } from '../../src/lib/camera-names.ts';
import type { OrderRanks, RankedOrder } from '../../src/lib/photo-order.ts';
import type { Place } from '../../src/lib/places.ts';
import type { SiteLanguage } from '../../src/lib/site.ts';
import type { Words } from '../../src/lib/words.ts';
import type { CheckedPhoto } from '../photos/check.ts';
import { withDetails, type Details } from '../photos/details.ts';
import type { ExifFields } from '../photos/exif-tiff.ts';
import type { BuildProblem, Problem } from '../photos/problems.ts';
import type { PhotoFile } from '../photos/scan.ts';
import type { NavEntry, PhotoWords, PortfolioConfig } from '../portfolio-yaml/config.ts';
import { countryNames, placeOf, precisionIn } from '../places/places.ts';
import { albumsOf, titleFromName } from './albums.ts';
import { placeSlug } from '../../src/lib/collections.ts';
import { orderRanks } from './photo-order.ts';

export interface SiteOptions {
  /** Where the originals are, as the owner knows it (public/photos). */
  photosDir: string;
  configFile: string;
}

/** What the scan finds: the owner's words, the folder's files, and the problems of both. */
export interface SiteScan {
  /** Null when portfolio.yaml leaves no usable site; its problems say why. */
  config: PortfolioConfig | null;
  files: PhotoFile[];
  /** Text files shipped as they are (CREDITS.md, licences), relative to the photos folder. */
  documents: string[];
  /** Files skipped, each with why, and what portfolio.yaml says is worth a look (words shown in English). */
  warnings: Problem[];
  problems: BuildProblem[];
  /** Each private album's passwords, by folder. */
  passwords: Map<string, string[]>;
  /**
   * A warning for each weak one, checked from the first call on, beside the build (a build's pages step calls it as it
   * renders on one core, a dev server's scan at once) and added by the pipeline when its last step is done. Never
   * rejects.
   */
  passwordWarnings: (kept?: KeptVerdicts) => Promise<Problem[]>;
}

/** A checked photo as the site shows it: its keywords and the year on its clock are its tags and year here. */
export interface CataloguePhoto extends Omit<CheckedPhoto, 'keywords' | 'takenYear' | 'position'> {
  title: string;
  alt: string;
  caption?: string;
  /** The owner's `tags:` when written, else the file's keywords; absent when none, or with `tags: false`. */
  tags?: string[];
  /** The camera and the lens as people say them (`Olympus E-M5`), absent when the owner turned the detail off. */
  cameraName?: string;
  lensName?: string;
  /** The year it was taken on the camera's own clock, absent when the owner turned the date off. */
  year?: number;
  /** Its place in each order a page asks for (`order:`); absent when no page asks for one. */
  ranks?: OrderRanks;
  /** Where it was taken, at its album's or the site's `places:` precision, or in the owner's words; never its position. */
  place?: Place;
}

interface CatalogueSite {
  owner: string;
  title: string;
  description: string;
  url?: string;
  nav: NavEntry[];
  language: SiteLanguage;
  /** The interface's words, resolved for the site's language: the only ones that ship. */
  words: Words;
  /** The top bar links the albums page: two or more listed albums, and `albums-link` not turned off. */
  albumsLink: boolean;
  /** The top bar links the places page: two or more places, and `places-link` not turned off. */
  placesLink: boolean;
  /** `download: true`: each slide offers its photo's shipped JPEG. */
  download: boolean;
  /** The seconds each photo shows while the slideshow plays, and whether it starts again after the last. */
  slideshowInterval: number;
  slideshowLoop: boolean;
  /** `filmstrip: false`: the slideshow shows no strip of thumbnails. */
  filmstrip: boolean;
}

export interface Catalogue {
  site: CatalogueSite;
  /** Which photo details ship: each photo's `camera` and `taken` already leave out those turned off. */
  details: Details;
  photos: CataloguePhoto[];
  /** Every first-level folder of photos, in the owner's order (`albums:`), then the folder's; private ones apart. */
  albums: Album[];
  /** The private albums (`private: true`), each with its photos: no other part of the catalogue holds any of them. */
  vaults: Vault[];
  /** Text files shipped as they are (CREDITS.md, licences), relative to the photos folder. */
  documents: string[];
  /** Worth saying, not worth stopping for: no alt text, a skipped file, an entry with no file. */
  warnings: Problem[];
}

/** A private album and its photos, published only sealed (scripts/private/vaults.ts). */
export interface Vault {
  album: Album;
  /** `title-hidden: true`: its password page does not name it. */
  titleHidden: boolean;
  /** Each opens it; never written anywhere but into its lock, as the keys they stretch to. */
  passwords: string[];
  photos: CataloguePhoto[];
}

/** `IMG_0042` → `IMG 0042`, `after-the-rain` → `After the rain`: a title from a file name, for a photo without one. */
export function titleFromFileName(path: string): string {
  return titleFromName((path.split('/').pop() ?? path).replace(/\.[^.]+$/, ''));
}

/** The owner's entry for a file: by its path in the folder, or by its bare name when that is unambiguous. */
export function wordsFinder(entries: readonly PhotoWords[]) {
  const byPath = new Map(entries.map((entry) => [entry.file, entry]));
  return (photo: Pick<PhotoFile, 'path'>): PhotoWords | undefined =>
    byPath.get(photo.path) ?? byPath.get(photo.path.split('/').pop() ?? '');
}

/** The tags a photo is published with: the owner's list when written (`[]` is none), else its own keywords. */
export function tagsOf(
  keywords: readonly string[] | undefined,
  words: PhotoWords | undefined,
  { tags: published }: Pick<PortfolioConfig, 'tags'>,
): string[] {
  return published ? [...(words?.tags ?? keywords ?? [])] : [];
}

/** The camera's and the lens's names, from the fields the details turned off have left. */
function namesOf({ Make, Model, LensMake, LensModel }: ExifFields): Pick<CataloguePhoto, 'cameraName' | 'lensName'> {
  const camera = cameraName(Make, Model);
  const lens = lensName(LensMake, LensModel);
  return { ...(camera && { cameraName: camera }), ...(lens && { lensName: lens }) };
}

/** The orders the owner's pages ask for: each nav entry's and each album's `order:`. */
const ordersOf = (config: PortfolioConfig): RankedOrder[] =>
  [...config.nav, ...config.albums].flatMap((page) => (page.order ? [page.order] : []));

/** The checked photos, in the folder's order, with their words: the owner's, else their own, else their file's name. */
export function catalogueOf(
  scan: SiteScan,
  config: PortfolioConfig,
  checked: readonly CheckedPhoto[],
  { photosDir, configFile }: SiteOptions,
): Catalogue {
  const warnings = [...scan.warnings];
  const find = wordsFinder(config.photos);
  const photos: CataloguePhoto[] = [];
  const withoutAlt: string[] = [];
  // Ranked before a date turned off is dropped: the order ships, the date does not.
  const orders = ordersOf(config);
  // A private album's photos are ranked among themselves, so no gap in the others' ranks counts them.
  const secret = new Set(config.albums.flatMap((album) => (album.private ? [album.folder] : [])));
  const groupOf = (photo: CheckedPhoto) => (photo.album !== null && secret.has(photo.album) ? photo.album : null);
  const ranks = new Map<CheckedPhoto, OrderRanks>();
  for (const group of new Set(checked.map(groupOf))) {
    const members = checked.filter((photo) => groupOf(photo) === group);
    orderRanks(members, orders, config.language.locale).forEach((rank, i) =>
      ranks.set(members[i] as CheckedPhoto, rank),
    );
  }
  const countries = countryNames(config.language.locale);
  for (const photo of checked) {
    const words = find(photo);
    const title = words?.title ?? photo.title ?? titleFromFileName(photo.path);
    const alt = words?.alt ?? photo.alt;
    const caption = words?.caption ?? photo.caption;
    if (!alt) withoutAlt.push(photo.path);
    // A detail turned off is gone from here on: no page, feed or shipped file can show it. The position never ships.
    const { taken, takenYear, keywords, position, ...known } = {
      ...photo,
      camera: withDetails(photo.camera, config.details),
    };
    const place = placeOf(position, precisionIn(config, photo.album), words?.place, countries);
    const { date } = config.details;
    const tags = tagsOf(keywords, words, config);
    photos.push({
      ...known,
      ...(date && taken && { taken }),
      title,
      alt: alt ?? title,
      ...(caption && { caption }),
      ...(tags.length > 0 && { tags }),
      ...namesOf(known.camera),
      ...(date && takenYear !== undefined && { year: takenYear }),
      ...(orders.length > 0 && { ranks: ranks.get(photo) }),
      ...(place && { place }),
    });
  }

  if (withoutAlt.length > 0) {
    warnings.push({
      file: configFile,
      message: `has no alt text for ${withoutAlt.join(', ')}: people who cannot see ${withoutAlt.length === 1 ? 'it hear only its title' : 'them hear only their titles'}`,
      fix: 'Describe what each photo shows under `alt:` in its entry (`npm run photos` adds the entries).',
    });
  }

  const onDisk = new Set(checked.flatMap((photo) => [photo.path, photo.path.split('/').pop() ?? '']));
  const gone = config.photos.filter((entry) => !onDisk.has(entry.file)).map((entry) => entry.file);
  if (gone.length > 0) {
    warnings.push({
      file: configFile,
      message: `lists ${gone.length === 1 ? 'a photo' : `${String(gone.length)} photos`} not in ${photosDir}: ${gone.join(', ')}`,
      fix: 'Run `npm run photos -- --prune` to remove them.',
    });
  }

  const shown = photos.filter((photo) => photo.album === null || !secret.has(photo.album));
  const albums = albumsOf(config, shown);
  const kept = new Set(shown);
  const vaults = albumsOf(
    config,
    photos.filter((photo) => !kept.has(photo)),
  ).map((album) => ({
    album,
    passwords: scan.passwords.get(album.folder) ?? [],
    titleHidden: config.albums.some((entry) => entry.folder === album.folder && entry.titleHidden),
    photos: photos.filter((photo) => photo.album === album.folder),
  }));
  const {
    owner,
    title,
    description,
    url,
    nav,
    language,
    words,
    download,
    slideshowInterval,
    slideshowLoop,
    filmstrip,
  } = config;
  const albumsLink = config.albumsLink && albums.filter((album) => !album.unlisted).length >= 2;
  const unlisted = new Set(albums.filter((album) => album.unlisted).map((album) => album.folder));
  const listedPlaces = shown.filter((photo) => photo.album === null || !unlisted.has(photo.album));
  const placesLink = config.placesLink && new Set(listedPlaces.flatMap((photo) => placeSlug(photo) ?? [])).size >= 2;
  const site = {
    owner,
    title,
    description,
    ...(url && { url }),
    nav,
    language,
    words,
    albumsLink,
    placesLink,
    download,
    slideshowInterval,
    slideshowLoop,
    filmstrip,
  };
  return { site, details: config.details, photos: shown, albums, vaults, documents: scan.documents, warnings };
}
