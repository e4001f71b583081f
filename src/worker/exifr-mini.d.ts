// exifr ships types for its full build only. Its mini build parses the same way with fewer parsers and
// no tag dictionaries, and its options accept more than those types allow (`ifd0: false` works, and
// skips IFD0's own tags while still following its pointer to the EXIF block).
declare module 'exifr/dist/mini.esm.mjs' {
  export function parse(data: Uint8Array | ArrayBuffer, options: Readonly<Record<string, unknown>>): Promise<unknown>;
  const exifr: { parse: typeof parse };
  export default exifr;
}
