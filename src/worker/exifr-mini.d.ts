// exifr ships types for its full build only; its mini build parses the same way, and its options accept more
// than those types allow (a block's `pick` by numeric tag id, which the mini build needs: it has no tag names).
declare module 'exifr/dist/mini.esm.mjs' {
  export function parse(data: Uint8Array | ArrayBuffer, options: Readonly<Record<string, unknown>>): Promise<unknown>;
  const exifr: { parse: typeof parse };
  export default exifr;
}
