// The catalogue in two halves, each in columns, which compress far better than one record a photo: the index (what
// the home page's shuffle and its first screen need: the files' names, sizes and colours), which a nav page carries,
// and the owner's words, which follow after the first paint.
import type { OrderRanks, RankedOrder } from './photo-order';
import type { Photo, PhotoFiles } from './photos';
import type { Place } from './places';

export interface PhotoIndex {
  /** The photos' ids, space-separated (an id is a slug: it has no space). */
  ids: string;
  /** Their hashes, each HASH_LENGTH characters, one after the other. */
  hashes: string;
  widths: number[];
  heights: number[];
  /** Their fills, each FILL_LENGTH hex digits (two #rgb colours) or FILL_LENGTH spaces for none. */
  fills: string;
  albums: (string | null)[];
  /** Each photo's place in each order a page of the site is shown in (`order:`); only the orders some page uses. */
  ranks?: Partial<Record<RankedOrder, number[]>>;
}

/** The derivatives' hash is this long (scripts/photos/derivatives.ts). */
const HASH_LENGTH = 8;
const FILL_LENGTH = 6;
const NO_FILL = ' '.repeat(FILL_LENGTH);

const GRADIENT = /^linear-gradient\(#([0-9a-f]{3}|[0-9a-f]{6}), #([0-9a-f]{3}|[0-9a-f]{6})\)$/i;

/** `#a1b2c3` → `#abc`: four bits a channel, plenty for the colours a box shows for a moment, and half the bytes. */
const shortColour = (hex: string): string =>
  hex.length === 3
    ? hex.toLowerCase()
    : [0, 2, 4].map((at) => Math.round(parseInt(hex.slice(at, at + 2), 16) / 17).toString(16)).join('');

/** The fill's two colours as the index holds them, `abcdef`; undefined for none or another kind of fill. */
function fillDigits(fill: string | undefined): string | undefined {
  const match = fill?.match(GRADIENT);
  return match?.[1] && match[2] ? shortColour(match[1]) + shortColour(match[2]) : undefined;
}

const gradient = (digits: string) => `linear-gradient(#${digits.slice(0, 3)}, #${digits.slice(3)})`;

/** A fill as the index holds it (`linear-gradient(#abc, #def)`): the one every page and the catalogue use. */
export function compactFill(fill: string | undefined): string | undefined {
  const digits = fillDigits(fill);
  return digits && gradient(digits);
}

/** The ranks' columns, one for each order every photo has a rank in (the build ranks them all, or none). */
function rankColumns(photos: readonly PhotoFiles[]): PhotoIndex['ranks'] {
  const orders = Object.keys(photos[0]?.ranks ?? {}) as RankedOrder[];
  const columns = orders.flatMap((order) => {
    const column = photos.map((photo) => photo.ranks?.[order]);
    return column.every((rank) => rank !== undefined) ? [[order, column] as const] : [];
  });
  return columns.length > 0 ? Object.fromEntries(columns) : undefined;
}

/** The i-th photo's ranks, from the index's columns. */
function ranksAt(ranks: PhotoIndex['ranks'], i: number): OrderRanks | undefined {
  if (!ranks) return undefined;
  const own = Object.entries(ranks).flatMap(([order, column]) => {
    const rank = column[i];
    return rank === undefined ? [] : [[order, rank] as const];
  });
  return own.length > 0 ? Object.fromEntries(own) : undefined;
}

export function encodePhotoIndex(photos: readonly PhotoFiles[]): PhotoIndex {
  for (const photo of photos) {
    if (photo.id.includes(' ') || photo.hash.length !== HASH_LENGTH)
      throw new Error(`photo index: ${photo.id} has no slug id or no ${String(HASH_LENGTH)}-character hash`);
  }
  const ranks = rankColumns(photos);
  return {
    ids: photos.map((photo) => photo.id).join(' '),
    hashes: photos.map((photo) => photo.hash).join(''),
    widths: photos.map((photo) => photo.width),
    heights: photos.map((photo) => photo.height),
    fills: photos.map((photo) => fillDigits(photo.fill) ?? NO_FILL).join(''),
    albums: photos.map((photo) => photo.album),
    ...(ranks && { ranks }),
  };
}

/** Every photo's words, in the index's order: the owner's, and the values its pages are made of (collections.ts). */
export interface PhotoWords {
  titles: string[];
  alts: string[];
  captions: (string | null)[];
  tags: (string[] | null)[];
  cameras: (string | null)[];
  lenses: (string | null)[];
  years: (number | null)[];
  /** Absent when no photo has a place, as on every site that publishes none. */
  places?: (Place | null)[];
}

export function encodePhotoWords(photos: readonly Photo[]): PhotoWords {
  return {
    titles: photos.map((photo) => photo.title),
    alts: photos.map((photo) => photo.alt),
    captions: photos.map((photo) => photo.caption ?? null),
    tags: photos.map((photo) => (photo.tags?.length ? photo.tags : null)),
    cameras: photos.map((photo) => photo.camera ?? null),
    lenses: photos.map((photo) => photo.lens ?? null),
    years: photos.map((photo) => photo.year ?? null),
    ...(photos.some((photo) => photo.place) && { places: photos.map((photo) => photo.place ?? null) }),
  };
}

/** The photos of an index with their words: the catalogue's records. */
export function withWords(photos: readonly PhotoFiles[], words: PhotoWords): Photo[] {
  return photos.map((files, i) => {
    const caption = words.captions[i];
    const tags = words.tags[i];
    const camera = words.cameras[i];
    const lens = words.lenses[i];
    const year = words.years[i];
    const place = words.places?.[i];
    return {
      ...files,
      title: words.titles[i] ?? files.id,
      alt: words.alts[i] ?? '',
      ...(caption && { caption }),
      ...(tags && { tags }),
      ...(camera && { camera }),
      ...(lens && { lens }),
      ...(typeof year === 'number' && { year }),
      ...(place && { place }),
    };
  });
}

export function decodePhotoIndex(index: PhotoIndex): PhotoFiles[] {
  const ids = index.ids ? index.ids.split(' ') : [];
  return ids.map((id, i) => {
    const fill = index.fills.slice(i * FILL_LENGTH, (i + 1) * FILL_LENGTH);
    const ranks = ranksAt(index.ranks, i);
    return {
      id,
      hash: index.hashes.slice(i * HASH_LENGTH, (i + 1) * HASH_LENGTH),
      width: index.widths[i] ?? 0,
      height: index.heights[i] ?? 0,
      album: index.albums[i] ?? null,
      ...(fill !== NO_FILL && { fill: gradient(fill) }),
      ...(ranks && { ranks }),
    };
  });
}
