// The EXIF tags the product keeps, written once: the build writes these alone into a shipped photo
// (scripts/photos/exif-tiff.ts), and the worker asks exifr for these alone (src/worker/read-camera-details.ts).
// https://www.media.mit.edu/pia/Research/deepview/exif.html

export type ExifBlock = 'ifd0' | 'exif';
export type ExifKind = 'text' | 'short' | 'long' | 'rational' | 'srational';
/** A tag: the block it lives in (IFD0, or the EXIF IFD that IFD0 points to), its number, how its value is stored. */
export type ExifTagSpec = readonly [ifd: ExifBlock, tag: number, kind: ExifKind];

/** Every tag a shipped photo may carry besides the EXIF IFD pointer, by its EXIF name. */
export const EXIF_TAGS = {
  Make: ['ifd0', 0x010f, 'text'],
  Model: ['ifd0', 0x0110, 'text'],
  Orientation: ['ifd0', 0x0112, 'short'],
  ExposureTime: ['exif', 0x829a, 'rational'],
  FNumber: ['exif', 0x829d, 'rational'],
  // PhotographicSensitivity, ISOSpeedRatings before EXIF 2.3.
  ISO: ['exif', 0x8827, 'short'],
  DateTimeOriginal: ['exif', 0x9003, 'text'],
  OffsetTimeOriginal: ['exif', 0x9011, 'text'],
  ExposureBiasValue: ['exif', 0x9204, 'srational'],
  FocalLength: ['exif', 0x920a, 'rational'],
  PixelXDimension: ['exif', 0xa002, 'long'],
  PixelYDimension: ['exif', 0xa003, 'long'],
  FocalLengthIn35mmFormat: ['exif', 0xa405, 'short'],
  LensMake: ['exif', 0xa433, 'text'],
  LensModel: ['exif', 0xa434, 'text'],
} as const satisfies Record<string, ExifTagSpec>;

export type ExifTag = keyof typeof EXIF_TAGS;
