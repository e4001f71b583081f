import { describe, expect, it } from 'vitest';
import { cleanCameraDetails, exifWallClock, MAX_TEXT_LENGTH } from '../../../src/lib/clean-camera-details';

describe('cleanCameraDetails', () => {
  it('keeps every field of a sound record as it is', () => {
    const sound = {
      Make: 'NIKON CORPORATION',
      Model: 'NIKON D50',
      Orientation: 1,
      ExposureTime: 0.001,
      FNumber: 5.6,
      ISO: 200,
      DateTimeOriginal: '2006:10:01 12:00:46',
      OffsetTimeOriginal: '-05:30',
      ExposureCompensation: -1 / 3,
      FocalLength: 180,
      PixelXDimension: 1620,
      PixelYDimension: 1280,
      FocalLengthIn35mmFormat: 270,
      LensMake: 'Nikon',
      LensModel: 'AF-S VR 70-300mm',
    };
    expect(cleanCameraDetails(sound)).toEqual(sound);
  });

  it('drops a field the record does not name', () => {
    expect(cleanCameraDetails({ FNumber: 2.8, GPSLatitude: 48.85 } as Record<string, unknown>)).toEqual({
      FNumber: 2.8,
    });
  });

  it.each(['ExposureTime', 'FNumber', 'ISO', 'FocalLength', 'PixelXDimension', 'FocalLengthIn35mmFormat'] as const)(
    'keeps %s only when a finite number above zero',
    (field) => {
      for (const junk of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '200', null]) {
        expect(cleanCameraDetails({ [field]: junk })).toEqual({});
      }
      expect(cleanCameraDetails({ [field]: 3 })).toEqual({ [field]: 3 });
    },
  );

  it('reads the first of several values, as exifr hands a tag of count 2', () => {
    expect(cleanCameraDetails({ ISO: new Uint16Array([400, 0]), ExposureTime: [0.5, 2] })).toEqual({
      ISO: 400,
      ExposureTime: 0.5,
    });
    expect(cleanCameraDetails({ ISO: new Uint16Array([0, 400]), FNumber: [] })).toEqual({});
  });

  it.each([0, -0.3, 2 / 3, -20, 20])('keeps an exposure compensation of %s EV', (ev) => {
    expect(cleanCameraDetails({ ExposureCompensation: ev })).toEqual({ ExposureCompensation: ev });
  });

  it.each([-20.1, 21, Number.NaN, Number.NEGATIVE_INFINITY])('drops an exposure compensation of %s', (ev) => {
    expect(cleanCameraDetails({ ExposureCompensation: ev })).toEqual({});
  });

  it('keeps an orientation that is a whole number from 1 to 8', () => {
    expect([0, 1, 5, 8, 9, 2.5, -1].map((code) => cleanCameraDetails({ Orientation: code }).Orientation)).toEqual([
      undefined,
      1,
      5,
      8,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('tidies text: NULs removed, whitespace trimmed and collapsed, capped in length', () => {
    expect(cleanCameraDetails({ Make: '\0 OLYMPUS\0 IMAGING\t\tCORP.  \n' }).Make).toBe('OLYMPUS IMAGING CORP.');
    expect(cleanCameraDetails({ LensModel: 'z'.repeat(500) }).LensModel).toBe('z'.repeat(MAX_TEXT_LENGTH));
    // A cap that falls inside an emoji keeps no half of it.
    const emoji = cleanCameraDetails({ Model: `${'a'.repeat(MAX_TEXT_LENGTH - 1)}📷` }).Model;
    expect(emoji).toBe('a'.repeat(MAX_TEXT_LENGTH - 1));
  });

  it('keeps junk text as plain text, for it is only ever shown as text', () => {
    const model = '< Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >';
    expect(cleanCameraDetails({ Model: model, Make: '.' })).toEqual({ Model: model, Make: '.' });
  });

  it.each(['', '   ', '\0\0', 42])('drops text of %j', (junk) => {
    expect(cleanCameraDetails({ Make: junk, LensMake: junk })).toEqual({});
  });

  it.each(['2021:11:09 16:09:55', '2000:02:29 00:00:00', '1999:12:31 23:59:59'])('keeps a taken time of %s', (date) => {
    expect(cleanCameraDetails({ DateTimeOriginal: date })).toEqual({ DateTimeOriginal: date });
  });

  it.each([
    '0000:00:00 00:00:00',
    '    :  :     :  :  ',
    '2021-11-09 16:09:55',
    '2021:11:09',
    '2021:11:09 16:09:55Z',
    '2021:02:30 12:00:00',
    '2021:13:01 12:00:00',
    '2021:11:09 24:00:00',
    '2021:11:09 16:60:00',
  ])('drops a taken time of "%s"', (date) => {
    expect(cleanCameraDetails({ DateTimeOriginal: date })).toEqual({});
  });

  it.each(['+01:00', '-05:30', '+00:00', '+14:00'])('keeps an offset of %s', (offset) => {
    expect(cleanCameraDetails({ OffsetTimeOriginal: offset })).toEqual({ OffsetTimeOriginal: offset });
  });

  it.each(['01:00', '+1:00', '+01:60', '+24:00', 'UTC', '+01:00:00'])('drops an offset of "%s"', (offset) => {
    expect(cleanCameraDetails({ OffsetTimeOriginal: offset })).toEqual({});
  });
});

describe('exifWallClock', () => {
  it("puts the camera's wall-clock fields in the date's UTC fields", () => {
    expect(exifWallClock('2021:11:09 16:09:55')?.toISOString()).toBe('2021-11-09T16:09:55.000Z');
  });

  it('keeps a year before 100 as written, which Date.UTC alone would move to the 1900s', () => {
    expect(exifWallClock('0042:01:02 03:04:05')?.getUTCFullYear()).toBe(42);
  });

  it('gives nothing for a time that does not exist', () => {
    expect(exifWallClock('2023:02:29 12:00:00')).toBeUndefined();
  });
});
