// @vitest-environment node
// The worker reads a stripped photo as it read the original: the same fields, or none without a warning,
// here for headers with an ICC profile in several large APP2 chunks, over servers that honour Range or not.
import { describe, expect, it } from 'vitest';
import { stripMetadata } from '../../../scripts/photos/strip-metadata';
import { FIRST_CHUNK_BYTES, readCameraDetails } from '../../../src/worker/read-camera-details';
import { buildJpeg, buildTiff, exifSegment, iccSegments, JFIF, type ExifFields } from '../support/jpeg-builder';
import { rangeServer } from '../support/range-server';

const FIELDS: ExifFields = { ExposureTime: [1, 250], FNumber: [28, 10], FocalLengthIn35mmFormat: 50 };
const DETAILS = { ExposureTime: 0.004, FNumber: 2.8, FocalLengthIn35mmFormat: 50 };
const exif = (fields: ExifFields) => exifSegment(buildTiff(fields, { padding: 3_000 }));

async function read(file: Uint8Array, ignoreRange: boolean) {
  const server = rangeServer(file, { ignoreRange });
  return { result: await readCameraDetails('/photo.jpg', { fetch: server.fetch }), ranges: server.ranges };
}

describe('a stripped photo with a profile in several ICC chunks', () => {
  it.each<[string, Uint8Array[], Record<string, number>, Record<string, number>?]>([
    ['EXIF, then a 3-chunk profile', [JFIF, exif(FIELDS), ...iccSegments(3, 60_000)], DETAILS],
    ['a 3-chunk profile, then EXIF', [JFIF, ...iccSegments(3, 60_000), exif(FIELDS)], DETAILS],
    ['no JFIF, a 3-chunk profile, then EXIF', [...iccSegments(3, 65_000), exif(FIELDS)], DETAILS],
    [
      'EXIF with only a turning orientation',
      [JFIF, exif({ Orientation: 6 }), ...iccSegments(5, 65_000)],
      { Orientation: 6 },
    ],
    // The build drops an upright Orientation, which says what a viewer assumes anyway: both show upright.
    [
      'EXIF with only an upright orientation',
      [JFIF, exif({ Orientation: 1 }), ...iccSegments(5, 65_000)],
      { Orientation: 1 },
      {},
    ],
  ])(
    'reads %s as the original, in one request, whether the server honours Range or not',
    async (_, headers, details, strippedDetails = details) => {
      const original = buildJpeg(...headers);
      expect((await read(original, false)).result).toEqual({ status: 'found', details });
      for (const ignoreRange of [false, true]) {
        const stripped = await read(stripMetadata(original), ignoreRange);
        expect(stripped.result).toEqual({ status: 'found', details: strippedDetails });
        expect(stripped.ranges).toEqual([`bytes=0-${FIRST_CHUNK_BYTES - 1}`]);
      }
    },
  );

  it('reads one without EXIF without details, as the original, but in one request where it skipped chunk by chunk', async () => {
    const original = buildJpeg(JFIF, ...iccSegments(5, 65_000));
    const before = await read(original, false);
    const after = await read(stripMetadata(original), false);
    expect(before.result).toEqual({ status: 'absent' });
    expect(before.ranges.length).toBeGreaterThan(1);
    // The build writes an EXIF block into every shipped photo, here of no tag, so the walk stops at it.
    expect(after.result).toEqual({ status: 'found', details: {} });
    expect(after.ranges).toEqual([`bytes=0-${FIRST_CHUNK_BYTES - 1}`]);
  });
});
