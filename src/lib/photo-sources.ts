// The shape of the build's photo manifest (`virtual:photo-sources`, written by scripts/photos).

/** One photo's shipped files: `photos/<id>-<width>.<hash>.<format>` for each width. */
export interface PhotoSources {
  /** Ascending pixel widths; `hashes[i]` names both files (AVIF and WebP) at `widths[i]`. */
  widths: number[];
  hashes: string[];
}
