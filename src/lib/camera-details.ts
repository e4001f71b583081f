// The camera details record (plain, cloneable data named after its EXIF tags), the details line ("35mm", "1/250 s",
// "f/2.8", in the site's language) and the numbers both it and the details panel write, every one through Intl in
// the site's locale. (What a file's values must be to fill it: clean-camera-details.ts.)
//
// Units: millimetres are Intl's `millimeter` (narrow on the line, "35mm"; short in the panel, "35 mm"; 35毫米,
// 35 مم, 35 מ״מ). Seconds are a word of each table (`seconds`): the spec's "1/250 s" is neither of Intl's English
// forms ("2.5s", "2.5 sec"), and no Intl unit writes a fraction. The f-number, pixels, megapixels and exposure
// values have no Intl unit at all: words too (`f-number`, `pixel-size`, `megapixels`, `exposure-value`).
import type { SiteLanguage } from './site.ts';
import { fill, type Words } from './words.ts'; // with its extension: the build runs this file in Node

export interface CameraDetails {
  /** Camera maker (IFD0 0x010F). */
  Make?: string;
  /** Camera model (IFD0 0x0110). */
  Model?: string;
  /** How the stored pixels turn to stand upright, 1–8 (IFD0 0x0112). */
  Orientation?: number;
  /** Exposure time, in seconds (EXIF 0x829A). */
  ExposureTime?: number;
  /** Aperture as an f-number (EXIF 0x829D). */
  FNumber?: number;
  /** ISO speed (EXIF 0x8827). */
  ISO?: number;
  /** The camera's wall-clock time, "YYYY:MM:DD HH:MM:SS" (EXIF 0x9003). */
  DateTimeOriginal?: string;
  /** That clock's offset from UTC, "+HH:MM" (EXIF 0x9011). */
  OffsetTimeOriginal?: string;
  /** Exposure bias, in EV; 0 is a setting too (EXIF 0x9204, ExposureBiasValue). */
  ExposureCompensation?: number;
  /** Actual focal length, in millimetres (EXIF 0x920A). */
  FocalLength?: number;
  /** Stored image width, before orientation (EXIF 0xA002; exifr calls it ExifImageWidth). */
  PixelXDimension?: number;
  /** Stored image height, before orientation (EXIF 0xA003; exifr calls it ExifImageHeight). */
  PixelYDimension?: number;
  /** 35mm-equivalent focal length, in millimetres (EXIF 0xA405). */
  FocalLengthIn35mmFormat?: number;
  /** Lens maker (EXIF 0xA433). */
  LensMake?: string;
  /** Lens model (EXIF 0xA434). */
  LensModel?: string;
}

/** Finite and above zero: cameras write 0 for "unknown", broken files write anything. */
function usable(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** How each number of the details is written; Intl gives the locale's digits, decimal mark and grouping. */
const NUMBER_FORMATS = {
  /** Any number the panel shows: one decimal at most, no trailing zero. */
  plain: { maximumFractionDigits: 1 },
  /** A setting's name (ISO 12800, 1/8000 s), ungrouped as cameras write it. */
  ungrouped: { maximumFractionDigits: 0, useGrouping: false },
  /** An exposure compensation: signed, with zero unsigned (−0.04 EV reads "0 EV"). */
  signed: { maximumFractionDigits: 1, signDisplay: 'exceptZero' },
  /** The line's 35mm equivalent: "35mm". */
  lineMillimetres: { style: 'unit', unit: 'millimeter', unitDisplay: 'narrow', maximumFractionDigits: 0 },
  /** The panel's lengths: "6.2 mm". */
  millimetres: { style: 'unit', unit: 'millimeter', unitDisplay: 'short', maximumFractionDigits: 1 },
  /** Whole: seconds from 4 s on, as cameras show them (4, 5, 6, 8, 10, 13, 15, 20, 25, 30). */
  whole: { maximumFractionDigits: 0 },
  /**
   * An f-number with the decimals its lens is sold with: two significant digits (0.95, 1.4, 2.8, 5.6, 7.1, 11),
   * never fewer than its whole number (f/128, not f/130).
   */
  fNumber: { maximumSignificantDigits: 2, maximumFractionDigits: 0, roundingPriority: 'morePrecision' },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

export type NumberFormatName = keyof typeof NUMBER_FORMATS;

// One formatter a locale and format: the slideshow writes the details line on every flip of a held key.
const formats = new Map<string, Intl.NumberFormat>();

const MINUS = '\u2212'; // the minus sign: a hyphen reads as a dash beside a number

/** `value` written in `locale` in the named format, a negative sign as the minus sign. */
export function formatNumber(value: number, locale: string, name: NumberFormatName = 'plain'): string {
  const key = `${name} ${locale}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, NUMBER_FORMATS[name])));
  if (value >= 0) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? part.value.replace('-', MINUS) : part.value))
    .join('');
}

/** What the details are written with: the site's locale, and its words for the units Intl lacks. */
export interface DetailsWriting {
  language: Pick<SiteLanguage, 'locale'>;
  words: Pick<Words, 'seconds' | 'f-number'>;
}

/** The line's focal length, the 35mm equivalent: "35mm" (narrow, as the spec writes it in English). */
export function formatFocalLength(mm: number | undefined, { language }: Pick<DetailsWriting, 'language'>) {
  return usable(mm) ? formatNumber(mm, language.locale, 'lineMillimetres') : undefined;
}

/**
 * Below 0.3 s the spec's "1/N s", N the rounded reciprocal; from 0.3 s on, seconds as cameras show them, so no two
 * stops of a camera's series read alike (1/3 s and 1/2.5 s were both "1/3 s"; they are 0.3 and 0.4 s).
 */
export function formatExposureTime(seconds: number | undefined, { language, words }: DetailsWriting) {
  if (!usable(seconds)) return undefined;
  const { locale } = language;
  const shown =
    seconds < 0.3
      ? `${formatNumber(1, locale)}/${formatNumber(Math.round(1 / seconds), locale, 'ungrouped')}`
      : // Tenths up to 3.2 s, as cameras show them (0.3, 0.4, 0.5, 0.6, 0.8, 1, 1.3, 1.6, 2, 2.5, 3.2), whole after.
        formatNumber(seconds, locale, seconds < 4 ? 'plain' : 'whole');
  return fill(words.seconds, { seconds: shown });
}

/** "f/2.8", "f/0.95", "f/2,8" in German, "F2.8" in Japanese. */
export function formatFNumber(fNumber: number | undefined, { language, words }: DetailsWriting) {
  return usable(fNumber)
    ? fill(words['f-number'], { number: formatNumber(fNumber, language.locale, 'fNumber') })
    : undefined;
}

/** The known parts, in the spec's order; an empty list means no details line. */
export function formatCameraDetails(details: CameraDetails | null | undefined, writing: DetailsWriting): string[] {
  if (!details) return [];
  return [
    formatFocalLength(details.FocalLengthIn35mmFormat, writing),
    formatExposureTime(details.ExposureTime, writing),
    formatFNumber(details.FNumber, writing),
  ].filter((part): part is string => part !== undefined);
}
