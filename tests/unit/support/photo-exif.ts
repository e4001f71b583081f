// The photos README's table, as exiftool prints -EXIF:FocalLengthIn35mmFormat -EXIF:ExposureTime
// -EXIF:FNumber for each bundled photo. The worker's reads and the build's stripping are both checked against it.
export const PHOTO_EXIF: Readonly<Record<string, { focal?: number; exposure: number; fNumber: number }>> = {
  'after-the-rain': { focal: 30, exposure: 1 / 320, fNumber: 5 },
  'maldives-jetty': { focal: 35, exposure: 1 / 1000, fNumber: 5.8 },
  'neist-point-lighthouse': { focal: 122, exposure: 1 / 400, fNumber: 4 },
  'dark-waters': { focal: 38, exposure: 1 / 160, fNumber: 4.3 },
  'dark-sunset': { focal: 117, exposure: 1 / 500, fNumber: 4.8 },
  'colorful-cups': { focal: 42, exposure: 1 / 640, fNumber: 8 },
  'castle-maintenon': { focal: 62, exposure: 1 / 1250, fNumber: 5.6 },
  'honey-bee': { focal: 270, exposure: 1 / 1000, fNumber: 5.6 },
  'dew-drop': { focal: 75, exposure: 1 / 200, fNumber: 7.1 },
  'panther-chameleon': { focal: 73, exposure: 1 / 125, fNumber: 4 },
  'petal-droplets': { focal: 105, exposure: 1 / 320, fNumber: 8 },
  'cincinnati-bridge-night': { exposure: 4, fNumber: 2.8 },
  'darkest-hour': { exposure: 10 / 13, fNumber: 2.8 }, // stored as 10/13 s, which exiftool prints as 0.8
  'lake-red-hills': { focal: 55, exposure: 1 / 709, fNumber: 1.8 },
};
