// @vitest-environment node
// The worker's reading and parsing, against JPEG bytes built here and the 14 bundled photos, over a
// fake server that answers Range requests. (Node's environment: its AbortSignal has any() and timeout().)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHOTOS } from '../../../src/lib/portfolio';
import { MAX_READ_BYTES, MAX_REQUESTS } from '../../../src/worker/range-reader';
import { FIRST_CHUNK_BYTES, readCameraDetails } from '../../../src/worker/read-camera-details';
import {
  buildJpeg,
  buildTiff,
  concat,
  EXIF_HEADER,
  exifSegment,
  iccSegments,
  JFIF,
  segment,
} from '../support/jpeg-builder';
import { PHOTO_EXIF } from '../support/photo-exif';
import { rangeServer } from '../support/range-server';
import { stripMetadata } from '../../../scripts/photos/strip-metadata';

const FIELDS = { ExposureTime: [1, 250], FNumber: [28, 10], FocalLengthIn35mmFormat: 50 } satisfies Parameters<
  typeof buildTiff
>[0];
const DETAILS = { ExposureTime: 0.004, FNumber: 2.8, FocalLengthIn35mmFormat: 50 };

function read(file: Uint8Array, options: Parameters<typeof rangeServer>[1] = {}) {
  const server = rangeServer(file, options);
  return { server, result: readCameraDetails('/photo.jpg', { fetch: server.fetch }) };
}

describe('readCameraDetails', () => {
  it.each([
    ['little-endian (II)', true],
    ['big-endian (MM)', false],
  ])('reads the three fields from a %s TIFF header', async (_, littleEndian) => {
    const { result } = read(buildJpeg(JFIF, exifSegment(buildTiff(FIELDS, { littleEndian }))));
    await expect(result).resolves.toEqual({ status: 'found', details: DETAILS });
  });

  it('asks for the first chunk only, in one ranged request, when the EXIF segment fits in it', async () => {
    const { server, result } = read(
      buildJpeg(JFIF, exifSegment(buildTiff(FIELDS)), segment(0xe2, new Uint8Array(90_000))),
    );
    await expect(result).resolves.toMatchObject({ status: 'found' });
    expect(server.ranges).toEqual([`bytes=0-${FIRST_CHUNK_BYTES - 1}`]);
  });

  it('reads exactly the rest of an EXIF segment longer than the first chunk in a second request', async () => {
    const exif = exifSegment(buildTiff(FIELDS, { padding: 45_000 }));
    const file = buildJpeg(JFIF, exif);
    const exifEnd = 2 + JFIF.length + exif.length;
    expect(exifEnd).toBeGreaterThan(FIRST_CHUNK_BYTES);

    const { server, result } = read(file);
    await expect(result).resolves.toEqual({ status: 'found', details: DETAILS });
    expect(server.ranges).toEqual([`bytes=0-${FIRST_CHUNK_BYTES - 1}`, `bytes=${FIRST_CHUNK_BYTES}-${exifEnd - 1}`]);
  });

  it('finds an EXIF segment behind a segment that fills the first chunk, skipping that segment', async () => {
    const skipped = segment(0xed, new Uint8Array(50_000));
    const file = buildJpeg(JFIF, skipped, exifSegment(buildTiff(FIELDS)));
    const { server, result } = read(file);
    await expect(result).resolves.toEqual({ status: 'found', details: DETAILS });
    // The first chunk, then one chunk at the header after the skipped segment, which holds the small EXIF.
    const exifStart = 2 + JFIF.length + skipped.length;
    expect(server.ranges).toEqual([
      `bytes=0-${FIRST_CHUNK_BYTES - 1}`,
      `bytes=${exifStart}-${exifStart + FIRST_CHUNK_BYTES - 1}`,
    ]);
  });

  it('reads an EXIF identifier that lies just past the first chunk, growing what it holds', async () => {
    const exifStart = FIRST_CHUNK_BYTES - 4; // the marker and length are in the first chunk, "Exif" is not
    const filler = segment(0xe2, new Uint8Array(exifStart - 2 - JFIF.length - 4));
    const { server, result } = read(buildJpeg(JFIF, filler, exifSegment(buildTiff(FIELDS))));
    await expect(result).resolves.toEqual({ status: 'found', details: DETAILS });
    expect(server.ranges).toEqual([
      `bytes=0-${FIRST_CHUNK_BYTES - 1}`,
      `bytes=${FIRST_CHUNK_BYTES}-${exifStart + FIRST_CHUNK_BYTES - 1}`,
    ]);
  });

  describe('on a wide-gamut export: an ICC profile in ten APP2 segments of about 60 KB', () => {
    const icc = iccSegments(10, 60_000);
    // The first chunk, then one small read at the header after each ICC segment.
    const maxRequests = 1 + icc.length;

    it('reports no EXIF as absent, after a few small reads that skip the profile', async () => {
      const { server, result } = read(buildJpeg(JFIF, ...icc));
      await expect(result).resolves.toEqual({ status: 'absent' });
      expect(server.ranges.length).toBeLessThanOrEqual(maxRequests);
      expect(server.bytesRead()).toBeLessThanOrEqual(maxRequests * FIRST_CHUNK_BYTES);
    });

    it('finds the EXIF segment behind the profile, still reading few bytes', async () => {
      const exif = exifSegment(buildTiff(FIELDS, { padding: 2_000 }));
      const { server, result } = read(buildJpeg(JFIF, ...icc, exif));
      await expect(result).resolves.toEqual({ status: 'found', details: DETAILS });
      expect(server.ranges.length).toBeLessThanOrEqual(maxRequests + 1);
      expect(server.bytesRead()).toBeLessThanOrEqual(maxRequests * FIRST_CHUNK_BYTES + exif.length);
    });

    it('gives up with an error past its byte budget when the server ignores Range', async () => {
      const { server, result } = read(buildJpeg(JFIF, ...icc), { ignoreRange: true });
      await expect(result).resolves.toMatchObject({ status: 'error' });
      // Each read starts again at byte 0; the last one may pass the budget by a segment and a chunk.
      expect(server.bytesRead()).toBeLessThan(MAX_READ_BYTES + 2 * 65_536);
    });
  });

  it('gives up with an error after a bounded number of requests on a header of many mid-sized segments', async () => {
    const many = Array.from({ length: 2 * MAX_REQUESTS }, () => segment(0xe3, new Uint8Array(1_000)));
    const { server, result } = read(buildJpeg(JFIF, ...many));
    await expect(result).resolves.toMatchObject({ status: 'error' });
    expect(server.ranges).toHaveLength(MAX_REQUESTS);
  });

  it('walks over stray bytes between header segments', async () => {
    const stray = new Uint8Array(40).fill(0x13);
    const { result } = read(buildJpeg(JFIF, stray, exifSegment(buildTiff(FIELDS))));
    await expect(result).resolves.toEqual({ status: 'found', details: DETAILS });
  });

  it('reports a JPEG without EXIF as absent, after one request', async () => {
    const { server, result } = read(buildJpeg(JFIF, segment(0xe2, new Uint8Array(100))));
    await expect(result).resolves.toEqual({ status: 'absent' });
    expect(server.ranges).toHaveLength(1);
  });

  it('reports EXIF without any of the three fields as found, with no details', async () => {
    const { result } = read(buildJpeg(exifSegment(buildTiff({}))));
    await expect(result).resolves.toEqual({ status: 'found', details: {} });
  });

  it('leaves out zero values, which cameras write for "unknown"', async () => {
    const tiff = buildTiff({ ExposureTime: [1, 60], FNumber: [0, 1], FocalLengthIn35mmFormat: 0 });
    const { result } = read(buildJpeg(exifSegment(tiff)));
    await expect(result).resolves.toEqual({ status: 'found', details: { ExposureTime: 1 / 60 } });
  });

  it('leaves out a rational with a zero denominator', async () => {
    const tiff = buildTiff({ ExposureTime: [1, 0], FNumber: [56, 10] });
    const { result } = read(buildJpeg(exifSegment(tiff)));
    await expect(result).resolves.toEqual({ status: 'found', details: { FNumber: 5.6 } });
  });

  it('calls a file that ends inside its EXIF segment broken', async () => {
    const file = buildJpeg(JFIF, exifSegment(buildTiff(FIELDS)));
    const { result } = read(file.subarray(0, 60));
    await expect(result).resolves.toMatchObject({ status: 'error', reason: expect.stringContaining('ends') as string });
  });

  it('calls a file that ends inside a long EXIF segment broken, after asking for the rest once', async () => {
    const file = buildJpeg(JFIF, exifSegment(buildTiff(FIELDS, { padding: 45_000 })));
    const { server, result } = read(file.subarray(0, 42_000));
    await expect(result).resolves.toMatchObject({ status: 'error' });
    expect(server.ranges).toHaveLength(2);
  });

  it('calls an EXIF segment with a garbage TIFF header broken', async () => {
    const garbage = segment(0xe1, concat(EXIF_HEADER, new TextEncoder().encode('XX garbage, not a TIFF header')));
    const { result } = read(buildJpeg(JFIF, garbage));
    await expect(result).resolves.toMatchObject({ status: 'error' });
  });

  it('calls an EXIF block whose IFD points past its end broken', async () => {
    const tiff = buildTiff(FIELDS);
    new DataView(tiff.buffer).setUint32(4, 60_000, true); // IFD0 offset far outside the segment
    const { result } = read(buildJpeg(exifSegment(tiff)));
    await expect(result).resolves.toMatchObject({ status: 'error' });
  });

  it('calls a value that points outside the EXIF block broken', async () => {
    const tiff = buildTiff({ FNumber: [28, 10] });
    new DataView(tiff.buffer).setUint32(26 + 2 + 8, 60_000, true); // the FNumber entry's value offset
    const { result } = read(buildJpeg(exifSegment(tiff)));
    await expect(result).resolves.toMatchObject({ status: 'error' });
  });

  it.each([
    ['text', new TextEncoder().encode('<html>not found</html>')],
    ['an empty body', new Uint8Array(0)],
    ['a PNG signature', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])('calls %s instead of a JPEG unreadable', async (_, bytes) => {
    const { result } = read(bytes);
    await expect(result).resolves.toMatchObject({ status: 'error' });
  });

  it('reports a failed request as an error', async () => {
    const { result } = read(buildJpeg(), { status: 404 });
    await expect(result).resolves.toEqual({ status: 'error', reason: 'HTTP 404' });
  });

  it('takes only the first chunk from a server that ignores Range, and hangs up on the rest', async () => {
    const file = buildJpeg(
      JFIF,
      exifSegment(buildTiff(FIELDS)),
      segment(0xe2, new Uint8Array(60_000)),
      new Uint8Array(500_000),
    );
    const { server, result } = read(file, { ignoreRange: true });
    await expect(result).resolves.toEqual({ status: 'found', details: DETAILS });
    // What arrived before the hang-up: a stream chunk or two past the first chunk, not the 560 KB file.
    expect(server.bytesRead()).toBeLessThanOrEqual(FIRST_CHUNK_BYTES + 2048);
  });

  it('gives up on a request that hangs, with a timeout error', async () => {
    const server = rangeServer(buildJpeg(), { hang: true });
    const result = readCameraDetails('/photo.jpg', { fetch: server.fetch, timeoutMs: 20 });
    await expect(result).resolves.toEqual({ status: 'error', reason: 'timed out after 20 ms' });
  });

  it('rejects with the abort reason when the caller abandons the read', async () => {
    const server = rangeServer(buildJpeg(), { hang: true });
    const controller = new AbortController();
    const result = readCameraDetails('/photo.jpg', { fetch: server.fetch, signal: controller.signal });
    controller.abort(new DOMException('no longer wanted', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('readCameraDetails on the bundled photos', () => {
  const expectDetails = (id: string, details: Awaited<ReturnType<typeof readCameraDetails>>) => {
    const want = PHOTO_EXIF[id];
    expect(details).toMatchObject({ status: 'found' });
    if (details.status !== 'found' || !want) throw new Error(`no details for ${id}`);
    expect(details.details.FocalLengthIn35mmFormat).toBe(want.focal);
    expect(details.details.ExposureTime).toBeCloseTo(want.exposure, 4);
    expect(details.details.FNumber).toBeCloseTo(want.fNumber, 5);
  };

  it.each(PHOTOS.map((photo) => photo.id))(
    'reads the shipped (stripped) %s in one request of the first chunk',
    async (id) => {
      const file = stripMetadata(new Uint8Array(readFileSync(`public/photos/${id}.jpg`)));
      const { server, result } = read(file);
      expectDetails(id, await result);
      expect(server.ranges).toEqual([`bytes=0-${FIRST_CHUNK_BYTES - 1}`]);
    },
  );

  it.each(PHOTOS.map((photo) => photo.id))('reads the original %s, fetching only its header', async (id) => {
    const file = new Uint8Array(readFileSync(`public/photos/${id}.jpg`));
    const { server, result } = read(file);
    expectDetails(id, await result);
    // Each further request is for bytes the header walk needs, never the image data.
    expect(server.bytesRead()).toBeLessThan(64 * 1024);
  });
});
