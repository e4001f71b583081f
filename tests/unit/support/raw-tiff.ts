// Builds a TIFF block of any tags, types and IFDs, as cameras and apps write them (GPS, a thumbnail's IFD1, odd
// types and counts, junk), for the tests to feed the build's reader and stripper; the build never writes these.

export const TYPE = { BYTE: 1, ASCII: 2, SHORT: 3, LONG: 4, RATIONAL: 5, UNDEFINED: 7, SRATIONAL: 10 } as const;
const SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 10: 8 };

export interface RawEntry {
  tag: number;
  type: number;
  /** Bytes for BYTE, ASCII (written as given: add the NUL yourself) and UNDEFINED; numbers for the others,
   * a rational as its numerator then its denominator. */
  value: Uint8Array | string | readonly number[];
}

export interface RawIfds {
  ifd0: RawEntry[];
  exif?: RawEntry[];
  gps?: RawEntry[];
  /** The thumbnail's IFD, chained after IFD0. */
  ifd1?: RawEntry[];
}

const POINTER = { exif: 0x8769, gps: 0x8825 } as const;

function valueBytes({ type, value }: RawEntry, le: boolean): { count: number; bytes: Uint8Array } {
  if (typeof value === 'string') value = new TextEncoder().encode(value);
  if (value instanceof Uint8Array) return { count: value.length, bytes: value };
  const size = SIZE[type] ?? 1;
  const pairs = type === TYPE.RATIONAL || type === TYPE.SRATIONAL;
  const view = new DataView(new ArrayBuffer(pairs ? value.length * 4 : value.length * size));
  value.forEach((number, i) => {
    if (type === TYPE.SHORT) view.setUint16(i * 2, number, le);
    else if (type === TYPE.SRATIONAL) view.setInt32(i * 4, number, le);
    else if (type === TYPE.BYTE || type === TYPE.UNDEFINED) view.setUint8(i, number);
    else view.setUint32(i * 4, number, le);
  });
  return { count: pairs ? value.length / 2 : value.length, bytes: new Uint8Array(view.buffer) };
}

/** The TIFF block: header, IFD0 (with pointers to the EXIF and GPS IFDs given), those IFDs, IFD1, their data. */
export function rawTiff(ifds: RawIfds, { littleEndian = true }: { littleEndian?: boolean } = {}): Uint8Array {
  const le = littleEndian;
  const named = (['exif', 'gps'] as const).flatMap((name) => {
    const entries = ifds[name];
    return entries ? [{ name, entries }] : [];
  });
  const lists = [ifds.ifd0, ...named.map(({ entries }) => entries), ...(ifds.ifd1 ? [ifds.ifd1] : [])];
  const starts: number[] = [];
  let end = 8;
  for (const [index, list] of lists.entries()) {
    starts.push(end);
    end += 2 + (list.length + (index === 0 ? named.length : 0)) * 12 + 4;
  }
  // IFD0 points to the EXIF and GPS IFDs by offset; every IFD's tags ascend, as TIFF asks.
  const pointers = named.map(({ name }, i) => ({ tag: POINTER[name], type: TYPE.LONG, value: [starts[i + 1] ?? 0] }));
  const sorted = lists.map((list, index) =>
    [...list, ...(index === 0 ? pointers : [])]
      .sort((a, b) => a.tag - b.tag)
      .map((entry) => ({
        entry,
        ...valueBytes(entry, le),
      })),
  );
  const data = sorted.flat().reduce((total, { bytes }) => total + (bytes.length > 4 ? bytes.length + 1 : 0), 0);
  const file = new Uint8Array(end + data);
  const view = new DataView(file.buffer);
  view.setUint16(0, le ? 0x4949 : 0x4d4d);
  view.setUint16(2, 42, le);
  view.setUint32(4, 8, le);
  let dataAt = end;
  sorted.forEach((list, index) => {
    const start = starts[index] ?? 0;
    view.setUint16(start, list.length, le);
    list.forEach(({ entry, count, bytes }, i) => {
      const field = start + 2 + i * 12;
      view.setUint16(field, entry.tag, le);
      view.setUint16(field + 2, entry.type, le);
      view.setUint32(field + 4, count, le);
      if (bytes.length <= 4) file.set(bytes, field + 8);
      else {
        view.setUint32(field + 8, dataAt, le);
        file.set(bytes, dataAt);
        dataAt += bytes.length + (bytes.length % 2);
      }
    });
    // IFD0 chains to IFD1, the thumbnail's (the last of the list), when there is one.
    const next = index === 0 && ifds.ifd1 ? (starts.at(-1) ?? 0) : 0;
    view.setUint32(start + 2 + list.length * 12, next, le);
  });
  return file;
}
