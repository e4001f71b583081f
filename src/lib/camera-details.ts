// The camera details record: plain, structured-cloneable data, named after the EXIF tags it comes from.

export interface CameraDetails {
  /** 35mm-equivalent focal length, in millimetres (EXIF 0xA405). */
  FocalLengthIn35mmFormat?: number;
  /** Exposure time, in seconds (EXIF 0x829A). */
  ExposureTime?: number;
  /** Aperture as an f-number (EXIF 0x829D). */
  FNumber?: number;
}

export const CAMERA_DETAIL_FIELDS = ['FocalLengthIn35mmFormat', 'ExposureTime', 'FNumber'] as const;

/** Keeps only finite, positive numbers: cameras write 0 for "unknown", broken files write anything. */
export function cleanCameraDetails(raw: Partial<Record<keyof CameraDetails, unknown>>): CameraDetails {
  const details: CameraDetails = {};
  for (const field of CAMERA_DETAIL_FIELDS) {
    const value = raw[field];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) details[field] = value;
  }
  return details;
}
