// The photo details the owner may turn off site-wide (portfolio.yaml's `details:`), each with the EXIF tags it
// covers; a field turned off leaves those tags out of every shipped file and everything else the build writes.
import type { ExifTag } from '../../src/lib/exif-tags.ts';
import type { ExifFields } from './exif-tiff.ts';

/** Each field by its name in portfolio.yaml; Orientation is no field: the photo must show upright. */
export const DETAIL_TAGS = {
  camera: ['Make', 'Model'],
  lens: ['LensMake', 'LensModel'],
  'focal-length': ['FocalLength', 'FocalLengthIn35mmFormat'],
  exposure: ['ExposureTime'],
  aperture: ['FNumber'],
  iso: ['ISO'],
  'exposure-compensation': ['ExposureBiasValue'],
  date: ['DateTimeOriginal', 'OffsetTimeOriginal'],
  size: ['PixelXDimension', 'PixelYDimension'],
} as const satisfies Record<string, readonly ExifTag[]>;

export type DetailField = keyof typeof DETAIL_TAGS;
/** Whether each field ships. */
export type Details = Record<DetailField, boolean>;

export const DETAIL_FIELDS = Object.keys(DETAIL_TAGS) as DetailField[];

/** Every field on: the default, and what a site without `details:` ships. */
export const ALL_DETAILS: Readonly<Details> = Object.fromEntries(
  DETAIL_FIELDS.map((field) => [field, true]),
) as Details;

export function isDetailField(name: string): name is DetailField {
  return Object.hasOwn(DETAIL_TAGS, name);
}

/** The fields without the tags of every detail turned off. */
export function withDetails(fields: ExifFields, details: Readonly<Details>): ExifFields {
  const off = new Set<string>(DETAIL_FIELDS.flatMap((field) => (details[field] ? [] : DETAIL_TAGS[field])));
  const kept: ExifFields = {};
  for (const [tag, value] of Object.entries(fields)) {
    if (!off.has(tag)) Object.assign(kept, { [tag]: value });
  }
  return kept;
}
