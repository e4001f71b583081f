import { describe, expect, it } from 'vitest';
import { locateExif } from '../../src/lib/jpeg';
import { buildJpeg, buildTiff, exifSegment, JFIF, segment } from './support/jpeg-builder';

const exif = exifSegment(buildTiff({ FNumber: [4, 1] }));

describe('locateExif', () => {
  it('finds the EXIF segment after a JFIF header', () => {
    const file = buildJpeg(JFIF, exif);
    expect(locateExif(file)).toEqual({ kind: 'found', start: 2 + JFIF.length, end: 2 + JFIF.length + exif.length });
  });

  it('finds an EXIF segment that comes first, with no JFIF header', () => {
    expect(locateExif(buildJpeg(exif))).toEqual({ kind: 'found', start: 2, end: 2 + exif.length });
  });

  it('skips an APP1 segment that is XMP, not EXIF', () => {
    const xmp = segment(0xe1, new TextEncoder().encode('http://ns.adobe.com/xap/1.0/\0<x/>'));
    const file = buildJpeg(xmp, exif);
    expect(locateExif(file)).toMatchObject({ kind: 'found', start: 2 + xmp.length });
  });

  it('skips fill bytes between segments', () => {
    const file = buildJpeg(JFIF, new Uint8Array([0xff, 0xff]), exif);
    expect(locateExif(file)).toMatchObject({ kind: 'found', start: 2 + JFIF.length + 2 });
  });

  it('reports absent when the scan starts before any EXIF segment', () => {
    expect(locateExif(buildJpeg(JFIF))).toEqual({ kind: 'absent' });
  });

  it('asks for the rest of an EXIF segment that runs past the bytes at hand', () => {
    const file = buildJpeg(JFIF, exif);
    expect(locateExif(file.subarray(0, 40))).toEqual({
      kind: 'need-more',
      until: 2 + JFIF.length + exif.length,
      exif: true,
    });
  });

  it('asks for the next segment header when the bytes stop between segments', () => {
    const big = segment(0xe2, new Uint8Array(100));
    const file = buildJpeg(big, exif);
    expect(locateExif(file.subarray(0, big.length + 2))).toEqual({
      kind: 'need-more',
      until: big.length + 6,
      exif: false,
    });
  });

  it.each([
    ['not a JPEG', new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
    ['a segment with no marker', new Uint8Array([0xff, 0xd8, 0x00, 0x11, 0x22, 0x33])],
    ['a segment length below 2', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0, 0])],
  ])('calls %s invalid', (_, bytes) => {
    expect(locateExif(bytes)).toMatchObject({ kind: 'invalid' });
  });
});
