import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CameraDetails } from '../../../src/lib/camera-details';
import { infoStatus, photoInfo, type InfoField, type InfoWords } from '../../../src/lib/photo-info';
import { AR } from '../../../scripts/words/tables/ar';
import { DE } from '../../../scripts/words/tables/de';
import { EN } from '../../../scripts/words/tables/en';
import { JA } from '../../../scripts/words/tables/ja';

const FULL: CameraDetails = {
  Make: 'NIKON CORPORATION',
  Model: 'NIKON D50',
  LensMake: 'Nikon',
  LensModel: 'AF-S DX 18-55mm',
  FocalLength: 20,
  FocalLengthIn35mmFormat: 30,
  ExposureTime: 1 / 320,
  FNumber: 5,
  ISO: 200,
  ExposureCompensation: 2 / 3,
  DateTimeOriginal: '2021:11:09 16:09:55',
  OffsetTimeOriginal: '+01:00',
  PixelXDimension: 3000,
  PixelYDimension: 1993,
  Orientation: 1,
};

/** The value of one row, or undefined when the row is left out. */
const value = (field: InfoField, details: CameraDetails, locale = 'en', words: InfoWords = EN) =>
  photoInfo(details, words, { locale, dir: 'ltr' }).find((row) => row.field === field)?.value;
const ENGLISH = { locale: 'en', dir: 'ltr' } as const;

describe('photoInfo', () => {
  it('lists every row the photo has data for, labelled, in the panel’s order', () => {
    expect(photoInfo(FULL, EN, ENGLISH)).toEqual([
      { field: 'camera', label: 'Camera', value: 'Nikon D50' },
      { field: 'lens', label: 'Lens', value: 'Nikon AF-S DX 18-55mm' },
      { field: 'focal-length', label: 'Focal length', value: '20 mm (35mm equivalent: 30 mm)' },
      { field: 'exposure', label: 'Exposure', value: '1/320 s' },
      { field: 'aperture', label: 'Aperture', value: 'f/5' },
      { field: 'iso', label: 'ISO', value: '200' },
      { field: 'exposure-compensation', label: 'Exposure compensation', value: '+0.7 EV' },
      { field: 'date', label: 'Taken', value: 'November 9, 2021 at 16:09:55 UTC+01:00' },
      { field: 'size', label: 'Size', value: '3,000 × 1,993 px (6 MP)' },
    ]);
  });

  it('labels the rows in the site’s words and writes the values as its locale does', () => {
    expect(photoInfo(FULL, DE, { locale: 'de', dir: 'ltr' })).toEqual([
      { field: 'camera', label: 'Kamera', value: 'Nikon D50' },
      { field: 'lens', label: 'Objektiv', value: 'Nikon AF-S DX 18-55mm' },
      { field: 'focal-length', label: 'Brennweite', value: '20 mm (Kleinbildäquivalent: 30 mm)' },
      { field: 'exposure', label: 'Belichtungszeit', value: '1/320 s' },
      { field: 'aperture', label: 'Blende', value: 'f/5' },
      { field: 'iso', label: 'ISO', value: '200' },
      { field: 'exposure-compensation', label: 'Belichtungskorrektur', value: '+0,7 EV' },
      { field: 'date', label: 'Aufgenommen', value: '9. November 2021 um 16:09:55 UTC+01:00' },
      { field: 'size', label: 'Größe', value: '3.000 × 1.993 px (6 MP)' },
    ]);
    expect(value('focal-length', { FocalLengthIn35mmFormat: 75 })).toBe('35mm equivalent: 75 mm');
  });

  describe.each([
    ['German', DE, { locale: 'de', dir: 'ltr' }],
    ['Arabic', AR, { locale: 'ar-u-nu-latn', dir: 'rtl' }],
    ['Japanese', JA, { locale: 'ja', dir: 'ltr' }],
  ] as const)('in %s', (_, words, language) => {
    const { locale, dir } = language;
    const number = (value: number, options: Intl.NumberFormatOptions = {}) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: 1, ...options }).format(value);
    const mm = (value: number) => number(value, { style: 'unit', unit: 'millimeter', unitDisplay: 'short' });
    const fill = (word: string, values: Record<string, string>) =>
      word.replace(/\{([a-z]+)\}/g, (_whole, name: string) => values[name] ?? '');
    // Right to left, a value in the language's words reads right to left, and each length is one run in it.
    const rtl = (text: string) => (dir === 'rtl' ? `\u2067${text}\u2069` : text);
    const run = (text: string) => (dir === 'rtl' ? `\u2068${text}\u2069` : text);
    const rows = photoInfo(FULL, words, language);
    const valueOf = (field: InfoField) => rows.find((row) => row.field === field)?.value;

    it('labels every row in its words', () => {
      expect(rows.map((row) => row.label)).toEqual([
        words.camera,
        words.lens,
        words['focal-length'],
        words.exposure,
        words.aperture,
        words.iso,
        words['exposure-compensation'],
        words.taken,
        words.size,
      ]);
    });

    it('writes the focal lengths in Intl’s millimetres, the equivalent in its words', () => {
      const equivalent = fill(words['equivalent-35mm'], { equivalent: run(mm(30)) });
      expect(valueOf('focal-length')).toBe(rtl(`${run(mm(20))} (${equivalent})`));
      expect(valueOf('focal-length')).toContain(
        new Intl.NumberFormat(locale, { style: 'unit', unit: 'millimeter' }).format(20),
      );
    });

    it('writes the exposure, the aperture and the ISO speed with Intl’s numbers', () => {
      const one = number(1);
      const denominator = number(320, { useGrouping: false });
      expect(valueOf('exposure')).toBe(rtl(fill(words.seconds, { seconds: `${one}/${denominator}` })));
      expect(valueOf('aperture')).toBe(rtl(fill(words['f-number'], { number: number(5) })));
      expect(photoInfo({ FNumber: 2.8 }, words, language)[0]?.value).toBe(
        rtl(fill(words['f-number'], { number: number(2.8) })),
      );
      expect(photoInfo({ ExposureTime: 2.5 }, words, language)[0]?.value).toBe(
        rtl(fill(words.seconds, { seconds: number(2.5) })),
      );
      expect(valueOf('iso')).toBe(rtl(number(200)));
    });

    it('signs the exposure compensation as Intl does, with the minus sign', () => {
      const signed = (value: number) => number(value, { signDisplay: 'exceptZero' }).replace('-', '\u2212');
      // Right to left, the signed number is one run, in the word's place as an unsigned one is.
      const ev = (value: number) => rtl(fill(words['exposure-value'], { value: run(signed(value)) }));
      expect(valueOf('exposure-compensation')).toBe(ev(2 / 3));
      const minus = photoInfo({ ExposureCompensation: -5 / 3 }, words, language)[0]?.value;
      expect(minus).toBe(ev(-5 / 3));
      expect(photoInfo({ ExposureCompensation: 0 }, words, language)[0]?.value).toBe(
        rtl(fill(words['exposure-value'], { value: run(number(0)) })),
      );
      expect(minus).toContain('\u2212');
    });

    it('writes the size with Intl’s grouping, in its words for pixels and megapixels', () => {
      const pixels = fill(words['pixel-size'], { width: number(3000), height: number(1993) });
      expect(valueOf('size')).toBe(rtl(`${pixels} (${fill(words.megapixels, { count: number(6) })})`));
    });

    it('writes the date as Intl does for the locale', () => {
      const format = { dateStyle: 'long', timeStyle: 'medium', hourCycle: 'h23', timeZone: 'UTC' } as const;
      const date = new Intl.DateTimeFormat(locale, format).format(Date.UTC(2021, 10, 9, 16, 9, 55));
      expect(valueOf('date')).toBe(rtl(`${date} ${run('UTC+01:00')}`));
    });

    it('leaves the camera’s and the lens’s names as written, to take their own direction', () => {
      expect(valueOf('camera')).toBe('Nikon D50');
      expect(valueOf('lens')).toBe('Nikon AF-S DX 18-55mm');
    });
  });

  it('writes a Japanese exposure in 秒 and its aperture as Japanese makers do', () => {
    expect(value('exposure', { ExposureTime: 1 / 250 }, 'ja', JA)).toBe('1/250秒');
    expect(value('aperture', { FNumber: 2.8 }, 'ja', JA)).toBe('F2.8');
    expect(value('focal-length', { FocalLength: 55, FocalLengthIn35mmFormat: 82 }, 'ja', JA)).toBe(
      '55 mm (35mm判換算：82 mm)',
    );
  });

  it('writes the Arabic focal lengths in مم, as its label does, each length one run', () => {
    const rows = photoInfo({ FocalLength: 55, FocalLengthIn35mmFormat: 82 }, AR, {
      locale: 'ar-u-nu-latn',
      dir: 'rtl',
    });
    expect(rows).toEqual([
      {
        field: 'focal-length',
        label: 'البعد البؤري',
        value: '\u2067\u206855 مم\u2069 (ما يعادل 35 مم: \u206882 مم\u2069)\u2069',
      },
    ]);
  });

  it.each<[InfoField, (keyof CameraDetails)[]]>([
    ['camera', ['Make', 'Model']],
    ['lens', ['LensMake', 'LensModel']],
    ['focal-length', ['FocalLength', 'FocalLengthIn35mmFormat']],
    ['exposure', ['ExposureTime']],
    ['aperture', ['FNumber']],
    ['iso', ['ISO']],
    ['exposure-compensation', ['ExposureCompensation']],
    ['date', ['DateTimeOriginal']],
    ['size', ['PixelXDimension']],
    ['size', ['PixelYDimension']],
  ])('leaves out the %s row, and only it, when the photo lacks %j', (field, missing) => {
    const details = Object.fromEntries(Object.entries(FULL).filter(([name]) => !missing.includes(name as never)));
    const fields = photoInfo(details, EN, ENGLISH).map((row) => row.field);
    expect(fields).not.toContain(field);
    expect(fields).toHaveLength(8);
  });

  it.each([null, undefined, {}, { Orientation: 6 }])('has no rows for %j', (details) => {
    expect(photoInfo(details, EN, ENGLISH)).toEqual([]);
  });

  it('holds a record from anywhere to the worker’s rules, leaving out what they would drop', () => {
    const junk = { FocalLength: 0, ISO: -100, DateTimeOriginal: '0000:00:00 00:00:00', Model: '  ', FNumber: NaN };
    expect(photoInfo(junk, EN, ENGLISH)).toEqual([]);
  });

  describe('the camera and the lens', () => {
    it.each([
      ['NIKON CORPORATION', 'NIKON D50', 'Nikon D50'],
      ['EASTMAN KODAK COMPANY', 'KODAK DX7630 ZOOM DIGITAL CAMERA', 'Kodak DX7630 ZOOM DIGITAL CAMERA'],
      ['PENTAX Corporation', 'PENTAX K-7', 'Pentax K-7'],
      ['SONY', 'Sony NEX-3N', 'Sony NEX-3N'],
      ['CASIO COMPUTER CO.,LTD.', 'EX-Z500', 'Casio EX-Z500'],
      ['OLYMPUS IMAGING CORP.', 'E-M1', 'Olympus E-M1'],
      ['Apple', 'iPhone 7', 'Apple iPhone 7'],
      ['LG Electronics', 'LG-H850', 'LG H850'],
      [
        'Samsung Techwin',
        '< Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >',
        'Samsung < Digimax U-CA 5, Kenox U-CA 5 / Kenox U-CA 50 >',
      ],
    ])('shows %s and %s as "%s", as the camera and lens pages name them', (Make, Model, shown) => {
      expect(value('camera', { Make, Model })).toBe(shown);
      expect(value('lens', { LensMake: Make, LensModel: Model })).toBe(shown);
    });

    it('shows the camera’s maker or model alone when the photo names only one, and no lens without its model', () => {
      expect(value('camera', { Make: 'Canon' })).toBe('Canon');
      expect(value('camera', { Model: 'EX-Z500' })).toBe('EX-Z500');
      expect(value('lens', { LensModel: 'iPhone 7 back camera 3.99mm f/1.8' })).toBe(
        'iPhone 7 back camera 3.99mm f/1.8',
      );
      expect(value('lens', { LensMake: 'Apple' })).toBeUndefined();
    });
  });

  describe('the focal length', () => {
    it.each([
      [{ FocalLength: 20, FocalLengthIn35mmFormat: 30 }, '20 mm (35mm equivalent: 30 mm)'],
      [{ FocalLength: 6.2 }, '6.2 mm'],
      [{ FocalLength: 7.8 }, '7.8 mm'],
      [{ FocalLength: 3.99 }, '4 mm'],
      [{ FocalLength: 180 }, '180 mm'],
      [{ FocalLengthIn35mmFormat: 30 }, '35mm equivalent: 30 mm'],
      // A full-frame camera: its focal length is its own equivalent.
      [{ FocalLength: 62, FocalLengthIn35mmFormat: 62 }, '62 mm'],
    ])('shows %j as "%s"', (details, shown) => {
      expect(value('focal-length', details)).toBe(shown);
    });
  });

  describe('the exposure, aperture and ISO', () => {
    it.each([
      [1 / 320, '1/320 s'],
      [0.8, '0.8 s'],
      [4, '4 s'],
    ])('shows an exposure of %s s as "%s"', (ExposureTime, shown) => {
      expect(value('exposure', { ExposureTime })).toBe(shown);
    });

    it('shows the aperture as an f-number', () => {
      expect(value('aperture', { FNumber: 5 })).toBe('f/5');
      expect(value('aperture', { FNumber: 1.8 })).toBe('f/1.8');
    });

    it('shows the ISO speed as a bare number, ungrouped as on the camera', () => {
      expect(value('iso', { ISO: 200 })).toBe('200');
      expect(value('iso', { ISO: 12800 })).toBe('12800');
    });
  });

  describe('the exposure compensation', () => {
    it.each([
      [2 / 3, '+0.7 EV'],
      [-5 / 3, '\u22121.7 EV'],
      [1, '+1 EV'],
      [-0.3, '\u22120.3 EV'],
      [0, '0 EV'],
      [-0.04, '0 EV'],
    ])('shows %s EV as "%s"', (ExposureCompensation, shown) => {
      expect(value('exposure-compensation', { ExposureCompensation })).toBe(shown);
    });

    it('signs with the minus sign, not a hyphen', () => {
      expect(value('exposure-compensation', { ExposureCompensation: -1 })).not.toContain('-');
    });
  });

  describe('the time taken', () => {
    afterEach(() => vi.unstubAllEnvs());

    it("shows the camera's wall-clock time with its offset from UTC", () => {
      const details = { DateTimeOriginal: '2021:11:09 16:09:55', OffsetTimeOriginal: '-05:30' };
      expect(value('date', details)).toBe('November 9, 2021 at 16:09:55 UTC-05:30');
    });

    it('shows the time alone when the camera wrote no offset', () => {
      expect(value('date', { DateTimeOriginal: '2006:10:01 00:00:46' })).toBe('October 1, 2006 at 00:00:46');
    });

    it('formats the date for the locale, on a 24-hour clock', () => {
      expect(value('date', { DateTimeOriginal: '2021:11:09 16:09:55' }, 'de')).toBe('9. November 2021 um 16:09:55');
    });

    it.each(['Pacific/Kiritimati', 'America/Adak', 'Asia/Kathmandu'])(
      'shows the time as written when the visitor is in %s',
      (zone) => {
        vi.stubEnv('TZ', zone);
        // The zone took: the local clock of the visitor is not UTC.
        expect(new Date(Date.UTC(2021, 10, 9, 16, 9, 55)).getHours()).not.toBe(16);
        expect(value('date', { DateTimeOriginal: '2021:11:09 16:09:55', OffsetTimeOriginal: '+01:00' })).toBe(
          'November 9, 2021 at 16:09:55 UTC+01:00',
        );
      },
    );
  });

  describe('the size', () => {
    it.each([
      [{ PixelXDimension: 3000, PixelYDimension: 1993 }, '3,000 × 1,993 px (6 MP)'],
      [{ PixelXDimension: 4032, PixelYDimension: 3024 }, '4,032 × 3,024 px (12.2 MP)'],
      [{ PixelXDimension: 800, PixelYDimension: 600 }, '800 × 600 px (0.5 MP)'],
      [{ PixelXDimension: 100, PixelYDimension: 100 }, '100 × 100 px'],
    ])('shows %j as "%s"', (details, shown) => {
      expect(value('size', details)).toBe(shown);
    });

    it.each([1, 2, 3, 4])('keeps width and height as stored for orientation %i', (Orientation) => {
      expect(value('size', { PixelXDimension: 4032, PixelYDimension: 3024, Orientation })).toMatch(/^4,032 × 3,024/);
    });

    it.each([5, 6, 7, 8])('swaps width and height for orientation %i, a quarter turn', (Orientation) => {
      expect(value('size', { PixelXDimension: 4032, PixelYDimension: 3024, Orientation })).toMatch(/^3,024 × 4,032/);
    });

    it('groups and separates numbers as the locale does', () => {
      expect(value('size', { PixelXDimension: 4032, PixelYDimension: 3024 }, 'de')).toBe('4.032 × 3.024 px (12,2 MP)');
    });
  });
});

describe('infoStatus', () => {
  it('says the panel is reading until the worker has answered', () => {
    expect(infoStatus(undefined, EN, ENGLISH)).toBe('reading');
  });

  it.each([null, {}, { Orientation: 6 }])('says there is nothing to show for %j', (details) => {
    expect(infoStatus(details, EN, ENGLISH)).toBe('empty');
  });

  it('says there are rows once one field reads', () => {
    expect(infoStatus({ ISO: 100 }, EN, ENGLISH)).toBe('rows');
  });
});
