// What the Info panel lists for a photo: one labelled row a field the photo records, in the site's words, formatted
// for its locale, in a fixed order. Pure, no DOM: the panel sets each label and value as text.
import { formatExposureTime, formatFNumber, type CameraDetails } from './camera-details';
import { cleanCameraDetails, exifWallClock } from './clean-camera-details';
import type { SiteLanguage } from './site';
import { fill, type WordId, type Words } from './words';

export type InfoField =
  'camera' | 'lens' | 'focal-length' | 'exposure' | 'aperture' | 'iso' | 'exposure-compensation' | 'date' | 'size';

export interface InfoRow {
  field: InfoField;
  label: string;
  value: string;
}

/** Each row's label: the word of its field's name ("Taken" for the date). */
const LABELS = {
  camera: 'camera',
  lens: 'lens',
  'focal-length': 'focal-length',
  exposure: 'exposure',
  aperture: 'aperture',
  iso: 'iso',
  'exposure-compensation': 'exposure-compensation',
  date: 'taken',
  size: 'size',
} as const satisfies Record<InfoField, WordId>;

/** The words the panel's values use beside their labels. */
export type InfoWords = Pick<Words, (typeof LABELS)[InfoField] | 'equivalent-35mm'>;

/** The locale the values are written for, and which way its text runs. */
export type InfoLanguage = Pick<SiteLanguage, 'locale' | 'dir'>;

const MINUS = '\u2212'; // typographic minus: a hyphen reads as a dash beside a number

/** A number in the locale's digits and grouping, one decimal at most, no trailing zero. */
function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, ...options }).format(value);
}

/** Letter runs of 3 or more, lower-cased: the words a maker's name and a model's may share. */
function words(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 3);
}

/** The model alone when it already names its maker (NIKON D50), else "maker model"; either alone if only one. */
function makerAndModel(make: string | undefined, model: string | undefined): string | undefined {
  if (make === undefined || model === undefined) return model ?? make;
  const modelWords = new Set(words(model));
  return words(make).some((word) => modelWords.has(word)) ? model : `${make} ${model}`;
}

function focalLength(details: CameraDetails, { locale, dir }: InfoLanguage, words: InfoWords): string | undefined {
  const mm = (value: number | undefined) => (value === undefined ? undefined : `${formatNumber(value, locale)} mm`);
  const actual = mm(details.FocalLength);
  const equivalent = mm(details.FocalLengthIn35mmFormat);
  // A full-frame camera's focal length is its own 35mm equivalent: said once.
  if (equivalent === undefined || equivalent === actual) return actual;
  // Right to left, each length is isolated (U+2068…U+2069), so "55 mm" stays one run among the Arabic or Hebrew.
  const isolate = (text: string) => (dir === 'rtl' ? `\u2068${text}\u2069` : text);
  const said = fill(words['equivalent-35mm'], { equivalent: isolate(equivalent) });
  return actual === undefined ? said : `${isolate(actual)} (${said})`;
}

function exposureCompensation(ev: number | undefined, { locale }: InfoLanguage): string | undefined {
  if (ev === undefined) return undefined;
  const rounded = Math.round(ev * 10) / 10; // the sign follows what is shown: −0.04 EV reads "0 EV"
  const sign = rounded > 0 ? '+' : rounded < 0 ? MINUS : '';
  return `${sign}${formatNumber(Math.abs(rounded), locale)} EV`;
}

function taken(details: CameraDetails, { locale }: InfoLanguage): string | undefined {
  const clock = details.DateTimeOriginal === undefined ? undefined : exifWallClock(details.DateTimeOriginal);
  if (!clock) return undefined;
  // The clock's fields sit in the Date's UTC fields, so formatting in UTC shows them as written, in any zone.
  const format = { dateStyle: 'long', timeStyle: 'medium', hourCycle: 'h23', timeZone: 'UTC' } as const;
  const shown = new Intl.DateTimeFormat(locale, format).format(clock);
  return details.OffsetTimeOriginal === undefined ? shown : `${shown} UTC${details.OffsetTimeOriginal}`;
}

function size(details: CameraDetails, { locale }: InfoLanguage): string | undefined {
  const { PixelXDimension: storedWidth, PixelYDimension: storedHeight, Orientation = 1 } = details;
  if (storedWidth === undefined || storedHeight === undefined) return undefined;
  // Orientations 5–8 turn the stored pixels a quarter turn, so the photo shows as tall as it is stored wide.
  const [width, height] = Orientation >= 5 ? [storedHeight, storedWidth] : [storedWidth, storedHeight];
  const pixels = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 0 });
  const megapixels = Math.round((width * height) / 1e5) / 10;
  const mp = megapixels > 0 ? ` (${formatNumber(megapixels, locale)} MP)` : ''; // a thumbnail has no MP to speak of
  return `${pixels(width)} × ${pixels(height)} px${mp}`;
}

/** Each row's value, in the panel's order; undefined leaves the row out. */
const VALUES: Record<
  InfoField,
  (details: CameraDetails, language: InfoLanguage, words: InfoWords) => string | undefined
> = {
  camera: (details) => makerAndModel(details.Make, details.Model),
  lens: (details) => makerAndModel(details.LensMake, details.LensModel),
  'focal-length': focalLength,
  exposure: (details) => formatExposureTime(details.ExposureTime),
  aperture: (details) => formatFNumber(details.FNumber),
  // An ISO speed is a setting's name (12800), written ungrouped on cameras and in photo apps alike.
  iso: (details, { locale }) =>
    details.ISO === undefined ? undefined : formatNumber(details.ISO, locale, { useGrouping: false }),
  'exposure-compensation': (details, language) => exposureCompensation(details.ExposureCompensation, language),
  date: taken,
  size,
};

/** The panel's rows for a photo's details, in `words`, written for `language`; a field the photo lacks has no row. */
export function photoInfo(
  details: CameraDetails | null | undefined,
  words: InfoWords,
  language: InfoLanguage,
): InfoRow[] {
  if (!details) return [];
  const clean = cleanCameraDetails(details); // a record from anywhere but the worker is held to the same rules
  return (Object.keys(VALUES) as InfoField[]).flatMap((field) => {
    const value = VALUES[field](clean, language, words);
    return value === undefined ? [] : [{ field, label: words[LABELS[field]], value }];
  });
}

/** What the panel shows: `reading` until the worker has answered, then its rows, or `empty` when there are none. */
export type InfoStatus = 'reading' | 'empty' | 'rows';

/** The panel's state for a store entry: `undefined` is a read still to come, `null` a photo with nothing read. */
export function infoStatus(
  details: CameraDetails | null | undefined,
  words: InfoWords,
  language: InfoLanguage,
): InfoStatus {
  if (details === undefined) return 'reading';
  return photoInfo(details, words, language).length > 0 ? 'rows' : 'empty';
}
