// The camera details record (plain, cloneable data named after its EXIF tags) and the card's details line:
// "35mm", "1/250 s", "f/2.8". (What a file's values must be to fill it: clean-camera-details.ts.)

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
