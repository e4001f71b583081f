// Types for what the end-to-end tests use of bench/album.mjs (tests/e2e is type-checked without allowJs); its
// JSDoc describes the rest.

export interface AlbumOptions {
  seed?: number;
  /** The sensor (landscape); portraits are the same pixels turned. */
  width?: number;
  height?: number;
}

export interface AlbumPhoto {
  /** Its name in the album folder (camera style: DSCF0001.JPG). */
  file: string;
  /** EXIF as written. */
  camera: { serial: string };
}

export interface Album {
  /** The folder of photos (PHOTOS_DIR). */
  dir: string;
  /** Its portfolio.yaml, beside the folder (PORTFOLIO_YAML). */
  portfolio: string;
  photos: AlbumPhoto[];
  /** Files that carry GPS, which must not ship. */
  withGps: string[];
}

/** Writes `count` camera-like JPEGs into `dir`, and its portfolio.yaml and album.json beside `dir`. */
export declare function makeAlbum(dir: string, count: number, options?: AlbumOptions): Promise<Album>;
