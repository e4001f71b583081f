// @vitest-environment node
// The worker reads every field of the Info panel in its one read of the EXIF segment, from IFD0 and the EXIF IFD,
// with values written the ways cameras write them (lists, signed rationals, padded or junk text, wrong types).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH } from '../../../src/lib/clean-camera-details';
import { FIRST_CHUNK_BYTES, readCameraDetails } from '../../../src/worker/read-camera-details';
import { MAX_TEXT_BYTES } from '../../../scripts/photos/exif-tiff';
import { ascii, buildExifBlock, long, rational, short, srational, TAG, type TiffEntries } from '../support/exif-block';
import { buildJpeg, exifSegment, JFIF } from '../support/jpeg-builder';
import { rangeServer } from '../support/range-server';

const IFD0: TiffEntries = {
  [TAG.Make]: ascii('NIKON CORPORATION'),
  [TAG.Model]: ascii('NIKON D50'),
  [TAG.Orientation]: short(6),
};
const EXIF: TiffEntries = {
  [TAG.ExposureTime]: rational([1, 320]),
  [TAG.FNumber]: rational([5, 1]),
  [TAG.ISO]: short(200),
  [TAG.DateTimeOriginal]: ascii('2021:11:09 16:09:55'),
  [TAG.OffsetTimeOriginal]: ascii('+01:00'),
  [TAG.ExposureBiasValue]: srational([-5, 3]),
  [TAG.FocalLength]: rational([62, 10]),
  [TAG.PixelXDimension]: long(3000),
  [TAG.PixelYDimension]: short(1993),
  [TAG.FocalLengthIn35mmFormat]: short(30),
  [TAG.LensMake]: ascii('Apple'),
  [TAG.LensModel]: ascii('iPhone 7 back camera 3.99mm f/1.8'),
};
const DETAILS = {
  Make: 'NIKON CORPORATION',
  Model: 'NIKON D50',
  Orientation: 6,
  ExposureTime: 1 / 320,
  FNumber: 5,
  ISO: 200,
  DateTimeOriginal: '2021:11:09 16:09:55',
  OffsetTimeOriginal: '+01:00',
  ExposureCompensation: -5 / 3,
  FocalLength: 6.2,
  PixelXDimension: 3000,
  PixelYDimension: 1993,
  FocalLengthIn35mmFormat: 30,
  LensMake: 'Apple',
  LensModel: 'iPhone 7 back camera 3.99mm f/1.8',
};

function read(ifd0: TiffEntries, exif: TiffEntries, littleEndian = true) {
  const server = rangeServer(buildJpeg(JFIF, exifSegment(buildExifBlock(ifd0, exif, { littleEndian }))));
  return { server, result: readCameraDetails('/photo.jpg', { fetch: server.fetch }) };
}

afterEach(() => performance.clearMeasures());

describe('readCameraDetails, for the Info panel', () => {
  it.each([
    ['little-endian (II)', true],
    ['big-endian (MM)', false],
  ])('reads every field from IFD0 and the EXIF IFD of a %s block, in one request', async (_, littleEndian) => {
    const { server, result } = read(IFD0, EXIF, littleEndian);
    await expect(result).resolves.toEqual({ status: 'found', details: DETAILS });
    expect(server.ranges).toEqual([`bytes=0-${FIRST_CHUNK_BYTES - 1}`]);
  });

  it('reads a shipped block of every field, each text at the longest the build ships, in one request', async () => {
    const longest = ascii('w'.repeat(MAX_TEXT_BYTES));
    const texts = { [TAG.Make]: longest, [TAG.Model]: longest };
    const { server, result } = read(
      { ...IFD0, ...texts },
      { ...EXIF, [TAG.LensMake]: longest, [TAG.LensModel]: longest },
    );
    await expect(result).resolves.toMatchObject({
      status: 'found',
      details: { LensModel: 'w'.repeat(MAX_TEXT_BYTES) },
    });
    expect(server.ranges).toEqual([`bytes=0-${FIRST_CHUNK_BYTES - 1}`]);
  });

  it.each([
    ['a positive', [2, 3], 2 / 3],
    ['a negative', [-1, 3], -1 / 3],
    ['a zero', [0, 1], 0],
  ] as const)('keeps %s exposure bias', async (_, [numerator, denominator], ev) => {
    const { result } = read({}, { [TAG.ExposureBiasValue]: srational([numerator, denominator]) });
    await expect(result).resolves.toEqual({ status: 'found', details: { ExposureCompensation: ev } });
  });

  it('leaves out an exposure bias past any camera, or with a zero denominator', async () => {
    const tooFar = read({}, { [TAG.ExposureBiasValue]: srational([-64, 1]) });
    const undefinedRatio = read({}, { [TAG.ExposureBiasValue]: srational([1, 0]) });
    await expect(tooFar.result).resolves.toEqual({ status: 'found', details: {} });
    await expect(undefinedRatio.result).resolves.toEqual({ status: 'found', details: {} });
  });

  it('reads the first value of a tag written with two, as an ISO of count 2', async () => {
    const { result } = read({}, { [TAG.ISO]: short(400, 0), [TAG.FocalLength]: rational([35, 1], [70, 1]) });
    await expect(result).resolves.toEqual({ status: 'found', details: { ISO: 400, FocalLength: 35 } });
  });

  it('keeps junk text as plain text, with NULs and runs of spaces tidied away, capped in length', async () => {
    const { result } = read(
      {
        [TAG.Make]: ascii(' Samsung \0 Techwin\0\0'),
        [TAG.Model]: ascii('< Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >'),
      },
      { [TAG.LensModel]: ascii(`${'x'.repeat(MAX_TEXT_LENGTH)}y`), [TAG.LensMake]: ascii('<b>&amp;</b>') },
    );
    await expect(result).resolves.toEqual({
      status: 'found',
      details: {
        Make: 'Samsung Techwin',
        Model: '< Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >',
        LensMake: '<b>&amp;</b>',
        LensModel: 'x'.repeat(MAX_TEXT_LENGTH),
      },
    });
  });

  it('leaves out blank text, an unset clock, a malformed offset and an orientation outside 1–8', async () => {
    const { result } = read(
      { [TAG.Make]: ascii('    '), [TAG.Model]: ascii(''), [TAG.Orientation]: short(9) },
      {
        [TAG.DateTimeOriginal]: ascii('0000:00:00 00:00:00'),
        [TAG.OffsetTimeOriginal]: ascii('   :  '),
        [TAG.LensModel]: ascii('\0\0\0\0'),
      },
    );
    await expect(result).resolves.toEqual({ status: 'found', details: {} });
  });

  it('leaves out a value of the wrong type: a number for text, text for a number', async () => {
    const { result } = read(
      { [TAG.Make]: short(5) },
      { [TAG.ISO]: ascii('200'), [TAG.DateTimeOriginal]: long(20211109), [TAG.FNumber]: rational([28, 10]) },
    );
    await expect(result).resolves.toEqual({ status: 'found', details: { FNumber: 2.8 } });
  });

  it('reads a block with none of the fields as found, with what it has', async () => {
    const nothing = read({ [TAG.Software]: ascii('GIMP 2.10') }, { [TAG.ColorSpace]: short(1) });
    const turnedOnly = read({ [TAG.Orientation]: short(8) }, {});
    await expect(nothing.result).resolves.toEqual({ status: 'found', details: {} });
    await expect(turnedOnly.result).resolves.toEqual({ status: 'found', details: { Orientation: 8 } });
  });

  it('measures its read and, inside it, its parse, by name, once each', async () => {
    const { result, server } = read(IFD0, EXIF);
    await result;
    const [readMeasure, ...moreReads] = performance.getEntriesByName('exif:read');
    const [parse, ...moreParses] = performance.getEntriesByName('exif:parse');
    expect([moreReads, moreParses]).toEqual([[], []]);
    expect(readMeasure).toMatchObject({
      entryType: 'measure',
      detail: { url: '/photo.jpg', bytes: server.bytesRead(), requests: server.ranges.length },
    });
    expect(parse).toMatchObject({ entryType: 'measure', detail: { bytes: expect.any(Number) as number } });
    if (!readMeasure || !parse) return;
    expect(parse.startTime).toBeGreaterThanOrEqual(readMeasure.startTime);
    expect(parse.startTime + parse.duration).toBeLessThanOrEqual(readMeasure.startTime + readMeasure.duration);
  });

  it('measures a read that finds no EXIF, and no parse', async () => {
    const server = rangeServer(buildJpeg(JFIF));
    await expect(readCameraDetails('/plain.jpg', { fetch: server.fetch })).resolves.toEqual({ status: 'absent' });
    expect(performance.getEntriesByName('exif:read')).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ url: '/plain.jpg' }) as unknown }),
    ]);
    expect(performance.getEntriesByName('exif:parse')).toEqual([]);
  });
});

describe('readCameraDetails on the bundled originals, for the Info panel', () => {
  const readPhoto = async (id: string) => {
    const server = rangeServer(new Uint8Array(readFileSync(`public/photos/${id}.jpg`)));
    return readCameraDetails('/photo.jpg', { fetch: server.fetch });
  };

  it('reads the camera, the clock, its offset and the lens of an iPhone photo', async () => {
    await expect(readPhoto('lake-red-hills')).resolves.toEqual({
      status: 'found',
      details: expect.objectContaining({
        Make: 'Apple',
        Model: 'iPhone 7',
        DateTimeOriginal: '2021:11:09 16:09:55',
        OffsetTimeOriginal: '+01:00',
        ISO: 20,
        ExposureCompensation: 0,
        FocalLength: 4,
        LensMake: 'Apple',
        LensModel: 'iPhone 7 back camera 3.99mm f/1.8',
      }) as unknown,
    });
  });

  it('reads a camera model of junk text as it is written', async () => {
    const read = await readPhoto('maldives-jetty');
    expect(read).toMatchObject({
      status: 'found',
      details: { Make: 'Samsung Techwin', Model: '< Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >' },
    });
  });
});
