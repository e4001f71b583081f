// What the Info panel lists for a photo: one labelled row a field the photo records, in the site's words, formatted
// for its locale, in a fixed order. Pure, no DOM: the panel sets each label and value as text.
import { cameraName, lensName } from './camera-names';
import { formatExposureTime, formatFNumber, formatNumber, type CameraDetails } from './camera-details';
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

/** The words the panel's values use beside their labels: the 35mm equivalent and the units Intl lacks. */
export type InfoWords = Pick<
  Words,
  | (typeof LABELS)[InfoField]
  | 'equivalent-35mm'
  | 'seconds'
  | 'f-number'
  | 'pixel-size'
  | 'megapixels'
  | 'exposure-value'
>;

/** The locale the values are written for, and which way its text runs. */
export type InfoLanguage = Pick<SiteLanguage, 'locale' | 'dir'>;

// Isolates (U+2066–U+2069) keep a run whole in a line of the other direction; invisible, and not read aloud.
const RIGHT_TO_LEFT = (text: string) => `\u2067${text}\u2069`;
/** Right to left, `text` as one run in its own direction ("55 mm", "+0.7", "UTC+01:00"), placed as a word is. */
const run = (text: string, dir: InfoLanguage['dir']) => (dir === 'rtl' ? `\u2068${text}\u2069` : text);

function focalLength(details: CameraDetails, { locale, dir }: InfoLanguage, words: InfoWords): string | undefined {
  const mm = (value: number | undefined) =>
    value === undefined ? undefined : formatNumber(value, locale, 'millimetres');
  const actual = mm(details.FocalLength);
  const equivalent = mm(details.FocalLengthIn35mmFormat);
  // A full-frame camera's focal length is its own 35mm equivalent: said once.
  if (equivalent === undefined || equivalent === actual) return actual;
  const said = fill(words['equivalent-35mm'], { equivalent: run(equivalent, dir) });
  return actual === undefined ? said : `${run(actual, dir)} (${said})`;
}

function taken(details: CameraDetails, { locale, dir }: InfoLanguage): string | undefined {
  const clock = details.DateTimeOriginal === undefined ? undefined : exifWallClock(details.DateTimeOriginal);
  if (!clock) return undefined;
  // The clock's fields sit in the Date's UTC fields, so formatting in UTC shows them as written, in any zone.
  const format = { dateStyle: 'long', timeStyle: 'medium', hourCycle: 'h23', timeZone: 'UTC' } as const;
  const shown = new Intl.DateTimeFormat(locale, format).format(clock);
  if (details.OffsetTimeOriginal === undefined) return shown;
  return `${shown} ${run(`UTC${details.OffsetTimeOriginal}`, dir)}`;
}

function size(details: CameraDetails, { locale }: InfoLanguage, words: InfoWords): string | undefined {
  const { PixelXDimension: storedWidth, PixelYDimension: storedHeight, Orientation = 1 } = details;
  if (storedWidth === undefined || storedHeight === undefined) return undefined;
  // Orientations 5–8 turn the stored pixels a quarter turn, so the photo shows as tall as it is stored wide.
  const [width, height] = Orientation >= 5 ? [storedHeight, storedWidth] : [storedWidth, storedHeight];
  const pixels = fill(words['pixel-size'], { width, height }, locale);
  const megapixels = Math.round((width * height) / 1e5) / 10;
  if (megapixels === 0) return pixels; // a thumbnail has no megapixels to speak of
  return `${pixels} (${fill(words.megapixels, { count: megapixels }, locale)})`;
}

/** Each row's value, in the panel's order; undefined leaves the row out. */
const VALUES: Record<
  InfoField,
  (details: CameraDetails, language: InfoLanguage, words: InfoWords) => string | undefined
> = {
  // Named as the site's camera and lens pages name them, so the panel and the page agree.
  camera: (details) => cameraName(details.Make, details.Model),
  lens: (details) => lensName(details.LensMake, details.LensModel),
  'focal-length': focalLength,
  exposure: (details, language, words) => formatExposureTime(details.ExposureTime, { language, words }),
  aperture: (details, language, words) => formatFNumber(details.FNumber, { language, words }),
  iso: (details, { locale }) =>
    details.ISO === undefined ? undefined : formatNumber(details.ISO, locale, 'ungrouped'),
  // The signed number is one run, so "+0.7" sits where "0" does in the language's word ("0 EV", "+0.7 EV").
  'exposure-compensation': ({ ExposureCompensation: ev }, { locale, dir }, words) =>
    ev === undefined
      ? undefined
      : fill(words['exposure-value'], { value: run(formatNumber(ev, locale, 'signed'), dir) }),
  date: taken,
  size,
};

/** The fields whose value is the camera's own text (a Latin model name), which takes its own direction. */
const NAMES: ReadonlySet<InfoField> = new Set(['camera', 'lens']);

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
    if (value === undefined) return [];
    // Right to left, a value in the site's words reads right to left whatever it starts with ("f/2.8", "+0.7 EV").
    const shown = language.dir === 'rtl' && !NAMES.has(field) ? RIGHT_TO_LEFT(value) : value;
    return [{ field, label: words[LABELS[field]], value: shown }];
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
