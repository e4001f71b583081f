// The pages of photos that share one value (a tag, a camera, a lens, a year taken): how a value is matched (without
// regard to case or accents), the address it gets, and which listed photos each page shows. Pure, for the build, the
// pre-paint script and the app alike.
import type { Photo } from './photos';

/** Each kind of page, by the first part of its address: `/tags/<tag>`, `/cameras/<make-model>`, … */
export const COLLECTION_KINDS = ['tags', 'cameras', 'lenses', 'years'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** A value as it is matched: `Élan`, `elan` and `ELAN` are one; so are the two ways a width may be written. */
export function matchKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
}

/** A value made one segment of an address, in the script it is written in: `Île de Ré` → `ile-de-re`, 灯台 stays. */
export function slugOf(value: string): string {
  return (
    matchKey(value)
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || '-'
  );
}

/** The values a photo has of each kind, as the catalogue writes them (no value: no page of that kind). */
export function valuesOf(photo: Pick<Photo, 'tags' | 'camera' | 'lens' | 'year'>, kind: CollectionKind): string[] {
  if (kind === 'tags') return photo.tags ?? [];
  if (kind === 'cameras') return photo.camera ? [photo.camera] : [];
  if (kind === 'lenses') return photo.lens ? [photo.lens] : [];
  return photo.year === undefined ? [] : [String(photo.year)];
}
