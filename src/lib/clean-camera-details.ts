// What a file's EXIF values must be to fill the camera details record: whatever exifr hands over (numbers, lists,
// text of any length, junk) comes out as the record's plain types, or not at all. Pure; runs in any realm.
import type { CameraDetails } from './camera-details';

/** Past this a text field is junk or padding, and would break the panel's layout. */
export const MAX_TEXT_LENGTH = 120;
/** Past this an exposure bias is junk: cameras offer a few EV either way. */
const MAX_EXPOSURE_COMPENSATION = 20;

/** exifr hands a tag of several values (an ISO of two) as a list; the first is the reading. */
function firstValue(value: unknown): unknown {
  if (Array.isArray(value)) return value[0] as unknown;
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return (value as unknown as ArrayLike<number>)[0];
  return value;
}

/** Finite and above zero: cameras write 0 for "unknown", broken files write anything. */
function positive(value: unknown): number | undefined {
  const number = firstValue(value);
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

function exposureCompensation(value: unknown): number | undefined {
  const ev = firstValue(value);
  const valid = typeof ev === 'number' && Number.isFinite(ev) && Math.abs(ev) <= MAX_EXPOSURE_COMPENSATION;
  return valid ? ev : undefined;
}

function orientation(value: unknown): number | undefined {
  const code = firstValue(value);
  return typeof code === 'number' && Number.isInteger(code) && code >= 1 && code <= 8 ? code : undefined;
}

/** Text as it will be shown (as text, never markup): no NULs, single spaces, capped; empty means none. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const tidy = value.replaceAll('\0', '').replace(/\s+/gu, ' ').trim();
  // A cut that would split a surrogate pair drops its first half, which would show as a broken glyph.
  const capped = tidy
    .slice(0, MAX_TEXT_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trimEnd();
  return capped === '' ? undefined : capped;
}

const EXIF_DATE_TIME = /^(\d{4}):(\d\d):(\d\d) (\d\d):(\d\d):(\d\d)$/;

/**
 * An EXIF "YYYY:MM:DD HH:MM:SS" as a Date whose UTC fields are the camera's wall-clock fields; undefined unless
 * it names a real moment (cameras with an unset clock write zeros or spaces).
 */
export function exifWallClock(value: string): Date | undefined {
  const fields = EXIF_DATE_TIME.exec(value)?.slice(1).map(Number);
  if (!fields) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = fields;
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year, month - 1, day); // Date.UTC reads years 0–99 as 1900–1999
  const exact =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return exact ? date : undefined;
}

function dateTime(value: unknown): string | undefined {
  const written = text(value);
  return written !== undefined && exifWallClock(written) ? written : undefined;
}

function utcOffset(value: unknown): string | undefined {
  const written = text(value);
  const [, hours, minutes] = /^[+-](\d\d):(\d\d)$/.exec(written ?? '') ?? [];
  return Number(hours) < 24 && Number(minutes) < 60 ? written : undefined;
}

type Fields = Required<CameraDetails>;

/** One cleaner a field: what it keeps of whatever a file holds there, or undefined. */
const CLEANERS: { [Field in keyof Fields]: (value: unknown) => Fields[Field] | undefined } = {
  Make: text,
  Model: text,
  Orientation: orientation,
  ExposureTime: positive,
  FNumber: positive,
  ISO: positive,
  DateTimeOriginal: dateTime,
  OffsetTimeOriginal: utcOffset,
  ExposureCompensation: exposureCompensation,
  FocalLength: positive,
  PixelXDimension: positive,
  PixelYDimension: positive,
  FocalLengthIn35mmFormat: positive,
  LensMake: text,
  LensModel: text,
};

function keepClean<Field extends keyof Fields>(details: Pick<CameraDetails, Field>, field: Field, value: unknown) {
  const clean = CLEANERS[field](value);
  if (clean !== undefined) details[field] = clean;
}

/** Keeps only the usable values, cleaned; a field the record does not name is dropped. */
export function cleanCameraDetails(raw: Partial<Record<keyof CameraDetails, unknown>>): CameraDetails {
  const details: CameraDetails = {};
  for (const field of Object.keys(CLEANERS) as (keyof Fields)[]) keepClean(details, field, raw[field]);
  return details;
}
