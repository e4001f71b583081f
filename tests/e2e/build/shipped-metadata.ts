// What the build specs look for in a shipped image: every metadata block exifr can read, and the EXIF tags a
// shipped JPEG may hold.

/** exifr options that read every block a photo's metadata may hide in, untranslated and by block. */
export const EVERY_BLOCK = {
  ...{ tiff: true, exif: true, gps: true, interop: true, ifd1: true, makerNote: true, xmp: true, iptc: true },
  ...{ icc: false, mergeOutput: false, translateValues: false },
} as const;

/** Every tag a shipped photo's EXIF may hold, by exifr's names and blocks (scripts/photos/exif-tiff.ts). */
export const KEPT_TAGS: Readonly<Record<'ifd0' | 'exif', readonly string[]>> = {
  ifd0: ['Make', 'Model', 'Orientation'],
  exif: [
    ...['ExposureTime', 'FNumber', 'ISO', 'DateTimeOriginal', 'OffsetTimeOriginal', 'ExposureCompensation'],
    ...['FocalLength', 'ExifImageWidth', 'ExifImageHeight', 'FocalLengthIn35mmFormat', 'LensMake', 'LensModel'],
  ],
};
