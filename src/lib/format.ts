// Camera details as the visitor reads them: "35mm", "1/250 s", "f/2.8". Pure; runs in any realm.
import type { CameraDetails } from './camera-details';

/** A usable EXIF number: finite and above zero (cameras write 0 for "unknown"). */
function usable(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** "1.80" → "1.8", "4.0" → "4": one decimal at most, no trailing zero. */
function oneDecimal(value: number): string {
  return String(Number(value.toFixed(1)));
}

export function formatFocalLength(mm: number | undefined): string | undefined {
  return usable(mm) ? `${Math.round(mm)}mm` : undefined;
}

/** Shutter speeds read as fractions (1/N s) down to 1/2 s; longer ones in plain seconds. */
export function formatExposureTime(seconds: number | undefined): string | undefined {
  if (!usable(seconds)) return undefined;
  const denominator = Math.round(1 / seconds);
  return denominator >= 2 ? `1/${denominator} s` : `${oneDecimal(seconds)} s`;
}

export function formatFNumber(fNumber: number | undefined): string | undefined {
  return usable(fNumber) ? `f/${oneDecimal(fNumber)}` : undefined;
}

/** The parts that are known, in the order the spec lists them; an empty list means "no details line". */
export function formatCameraDetails(details: CameraDetails | null | undefined): string[] {
  if (!details) return [];
  return [
    formatFocalLength(details.FocalLengthIn35mmFormat),
    formatExposureTime(details.ExposureTime),
    formatFNumber(details.FNumber),
  ].filter((part): part is string => part !== undefined);
}
