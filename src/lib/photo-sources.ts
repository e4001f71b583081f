// The shape of the build's photo manifest (`virtual:photo-sources`, written by scripts/photos).

/** One photo's shipped files: `photos/<id>-<width>.<hash>.<format>` for each width, and a placeholder. */
export interface PhotoSources {
  /** Ascending pixel widths; `hashes[i]` names both files (AVIF and WebP) at `widths[i]`. */
  widths: number[];
  hashes: string[];
  /** A tiny blurred image as a data: URI, shown in the image's box until the image arrives. */
  placeholder: string;
}
