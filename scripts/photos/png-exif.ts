// A PNG's eXIf chunk, read here for what libvips leaves out: one after the image data (which the PNG spec allows
// and apps write) and one whose writer put "Exif\0\0" before the TIFF block.

const SIGNATURE = 8;

/** The eXIf chunk's data (the TIFF block, perhaps after "Exif\0\0"), or undefined when the PNG has none. */
export function pngExif(png: Uint8Array): Buffer | undefined {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  // Each chunk: its data's length, its type, its data, a CRC.
  for (let at = SIGNATURE; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (type === 'IEND' || end > bytes.length) return undefined;
    if (type === 'eXIf') return bytes.subarray(at + 8, at + 8 + length);
    at = end;
  }
  return undefined;
}
