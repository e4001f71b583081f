// The camera details record (plain, cloneable data named after its EXIF tags) and how a visitor reads it:
// "35mm", "1/250 s", "f/2.8".

export interface CameraDetails {
  /** 35mm-equivalent focal length, in millimetres (EXIF 0xA405). */
  FocalLengthIn35mmFormat?: number;
  /** Exposure time, in seconds (EXIF 0x829A). */
  ExposureTime?: number;
  /** Aperture as an f-number (EXIF 0x829D). */
  FNumber?: number;
}

export const CAMERA_DETAIL_FIELDS = ['FocalLengthIn35mmFormat', 'ExposureTime', 'FNumber'] as const;

/** Finite and above zero: cameras write 0 for "unknown", broken files write anything. */
function usable(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Keeps only the usable values. */
export function cleanCameraDetails(raw: Partial<Record<keyof CameraDetails, unknown>>): CameraDetails {
  const details: CameraDetails = {};
  for (const field of CAMERA_DETAIL_FIELDS) {
    const value = raw[field];
    if (usable(value)) details[field] = value;
  }
  return details;
}

/** "1.80" → "1.8", "4.0" → "4": one decimal at most, no trailing zero. */
const oneDecimal = (value: number): string => String(Number(value.toFixed(1)));

export function formatFocalLength(mm: number | undefined): string | undefined {
  return usable(mm) ? `${Math.round(mm)}mm` : undefined;
}

/** The spec's "1/N s" with N the rounded reciprocal, down to 1/2 s; longer exposures in plain seconds. */
export function formatExposureTime(seconds: number | undefined): string | undefined {
  if (!usable(seconds)) return undefined;
  const denominator = Math.round(1 / seconds);
  return denominator >= 2 ? `1/${denominator} s` : `${oneDecimal(seconds)} s`;
}

export function formatFNumber(fNumber: number | undefined): string | undefined {
  return usable(fNumber) ? `f/${oneDecimal(fNumber)}` : undefined;
}

/** The known parts, in the spec's order; an empty list means no details line. */
export function formatCameraDetails(details: CameraDetails | null | undefined): string[] {
  if (!details) return [];
  return [
    formatFocalLength(details.FocalLengthIn35mmFormat),
    formatExposureTime(details.ExposureTime),
    formatFNumber(details.FNumber),
  ].filter((part): part is string => part !== undefined);
}
