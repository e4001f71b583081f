import { describe, expect, it } from 'vitest';
import {
  formatCameraDetails,
  formatExposureTime,
  formatFNumber,
  formatFocalLength,
  type DetailsWriting,
} from '../../../src/lib/camera-details';
import { siteLanguage, TABLES } from '../../../scripts/words/language';
import { AR } from '../../../scripts/words/tables/ar';
import { DE } from '../../../scripts/words/tables/de';
import { EN } from '../../../scripts/words/tables/en';
import { JA } from '../../../scripts/words/tables/ja';

const ENGLISH: DetailsWriting = { language: { locale: 'en' }, words: EN };
const GERMAN: DetailsWriting = { language: { locale: 'de' }, words: DE };
const ARABIC: DetailsWriting = { language: { locale: 'ar-u-nu-latn' }, words: AR };
const JAPANESE: DetailsWriting = { language: { locale: 'ja' }, words: JA };

/** A camera's exposures in 1/3 stops from 30 s to 1/8000 s, as it shows and stores them. */
const THIRD_STOPS = [
  30,
  25,
  20,
  15,
  13,
  10,
  8,
  6,
  5,
  4,
  3.2,
  2.5,
  2,
  1.6,
  1.3,
  1,
  0.8,
  0.6,
  0.5,
  0.4,
  0.3,
  ...[4, 5, 6, 8, 10, 13, 15, 20, 25, 30, 40, 50, 60, 80, 100, 125, 160, 200, 250, 320, 400, 500, 640, 800, 1000]
    .concat([1250, 1600, 2000, 2500, 3200, 4000, 5000, 6400, 8000])
    .map((denominator) => 1 / denominator),
];
/** The same stops as exact powers of two, 32 s to 1/8192 s, as a camera that stores the APEX value writes them. */
const EXACT_THIRD_STOPS = Array.from({ length: 55 }, (_, k) => 2 ** (5 - k / 3));

describe('formatExposureTime', () => {
  it.each([
    [0.004, '1/250 s'],
    [1 / 709, '1/709 s'],
    [0.003125, '1/320 s'],
    [1 / 8000, '1/8000 s'],
    [0.25, '1/4 s'],
    [1 / 3, '0.3 s'],
    [0.3, '0.3 s'],
    [0.4, '0.4 s'],
    [0.5, '0.5 s'],
    [0.6, '0.6 s'],
    [0.8, '0.8 s'],
    [10 / 13, '0.8 s'],
    [1, '1 s'],
    [1.3, '1.3 s'],
    [2.5, '2.5 s'],
    [3.2, '3.2 s'],
    [4, '4 s'],
    [2 ** (8 / 3), '6 s'],
    [30, '30 s'],
  ])('shows %s s as "%s"', (seconds, shown) => {
    expect(formatExposureTime(seconds, ENGLISH)).toBe(shown);
  });

  it.each([undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])('leaves out %s', (seconds) => {
    expect(formatExposureTime(seconds, ENGLISH)).toBeUndefined();
  });

  describe.each(Object.entries(TABLES))('in the %s words', (tag, words) => {
    const writing = { language: siteLanguage(tag), words };

    it('gives every stop of a camera’s 1/3-stop series from 30 s to 1/8000 s a text of its own', () => {
      for (const series of [THIRD_STOPS, EXACT_THIRD_STOPS]) {
        const shown = series.map((seconds) => formatExposureTime(seconds, writing));
        expect(new Set(shown).size, shown.join(' | ')).toBe(series.length);
      }
    });
  });

  it('writes the seconds in the locale’s digits and decimal mark, the denominator ungrouped', () => {
    const decimal = new Intl.NumberFormat('de', { maximumFractionDigits: 1 }).format(2.5);
    expect(formatExposureTime(2.5, GERMAN)).toBe(`${decimal} s`);
    expect(formatExposureTime(1 / 8000, GERMAN)).toBe(`1/8000 s`);
    const arabic = (value: number) => new Intl.NumberFormat('ar-EG-u-nu-arab', { useGrouping: false }).format(value);
    const arabicDigits = { language: { locale: 'ar-EG-u-nu-arab' }, words: AR };
    expect(formatExposureTime(1 / 8000, arabicDigits)).toBe(`${arabic(1)}/${arabic(8000)} ث`);
  });

  it('writes the seconds in Japanese as 秒 after the number', () => {
    expect(formatExposureTime(1 / 250, JAPANESE)).toBe('1/250秒');
    expect(formatExposureTime(2.5, JAPANESE)).toBe(`${new Intl.NumberFormat('ja').format(2.5)}秒`);
  });
});

describe('formatFNumber', () => {
  // A lens's f-numbers, from the fastest sold to the smallest stop, in 1/3 stops from f/1.
  it.each([
    [0.95, 'f/0.95'],
    [1, 'f/1'],
    [1.1, 'f/1.1'],
    [1.2, 'f/1.2'],
    [1.4, 'f/1.4'],
    [1.8, 'f/1.8'],
    [2.8, 'f/2.8'],
    [2.8000000001, 'f/2.8'],
    [3.5, 'f/3.5'],
    [4, 'f/4'],
    [5.6, 'f/5.6'],
    [6.3, 'f/6.3'],
    [7.1, 'f/7.1'],
    [8, 'f/8'],
    [11, 'f/11'],
    [22, 'f/22'],
    [29, 'f/29'],
    [32, 'f/32'],
    [128, 'f/128'],
  ])('shows %s as "%s"', (fNumber, shown) => {
    expect(formatFNumber(fNumber, ENGLISH)).toBe(shown);
  });

  it('gives every stop a text of its own, f/0.95 to f/32', () => {
    const stops = [0.95, 1, 1.1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.5, 2.8, 3.2, 3.5, 4, 4.5, 5, 5.6, 6.3, 7.1, 8]
      .concat([9, 10, 11, 13, 14, 16, 18, 20, 22, 25, 29, 32])
      .map((fNumber) => formatFNumber(fNumber, GERMAN));
    expect(new Set(stops).size).toBe(stops.length);
  });

  it('writes the decimal mark of the locale, and the f-number as the language does', () => {
    expect(formatFNumber(2.8, GERMAN)).toBe(`f/${new Intl.NumberFormat('de').format(2.8)}`);
    expect(formatFNumber(0.95, GERMAN)).toBe(`f/${new Intl.NumberFormat('de').format(0.95)}`);
    expect(formatFNumber(2.8, JAPANESE)).toBe('F2.8');
  });

  it.each([undefined, 0, Number.NaN])('leaves out %s', (fNumber) => {
    expect(formatFNumber(fNumber, ENGLISH)).toBeUndefined();
  });
});

describe('formatFocalLength', () => {
  it.each([
    [35, '35mm'],
    [270, '270mm'],
    [50.4, '50mm'],
  ])('shows %s as "%s"', (mm, shown) => {
    expect(formatFocalLength(mm, ENGLISH)).toBe(shown);
  });

  it('writes millimetres as Intl’s narrow unit in the locale', () => {
    for (const { language } of [GERMAN, ARABIC, JAPANESE]) {
      const intl = new Intl.NumberFormat(language.locale, { style: 'unit', unit: 'millimeter', unitDisplay: 'narrow' });
      expect(formatFocalLength(35, { language })).toBe(intl.format(35));
    }
    expect(formatFocalLength(35, ARABIC)).toContain('مم');
  });

  it.each([undefined, 0])('leaves out %s', (mm) => {
    expect(formatFocalLength(mm, ENGLISH)).toBeUndefined();
  });
});

describe('formatCameraDetails', () => {
  it('lists focal length, exposure and aperture in that order, in the spec’s forms in English', () => {
    expect(formatCameraDetails({ FNumber: 2.8, ExposureTime: 0.004, FocalLengthIn35mmFormat: 35 }, ENGLISH)).toEqual([
      '35mm',
      '1/250 s',
      'f/2.8',
    ]);
  });

  it.each([
    ['German', GERMAN],
    ['Arabic', ARABIC],
    ['Japanese', JAPANESE],
  ])('writes each part in %s, its numbers as Intl writes them', (_, writing) => {
    const { locale } = writing.language;
    const mm = new Intl.NumberFormat(locale, { style: 'unit', unit: 'millimeter', unitDisplay: 'narrow' }).format(35);
    const seconds = new Intl.NumberFormat(locale).format(2.5);
    const aperture = new Intl.NumberFormat(locale).format(5.6);
    const one = new Intl.NumberFormat(locale).format(1);
    const denominator = new Intl.NumberFormat(locale, { useGrouping: false }).format(1000);
    const fill = (word: string, name: string, value: string) => word.replace(`{${name}}`, value);
    expect(formatCameraDetails({ FocalLengthIn35mmFormat: 35, ExposureTime: 2.5, FNumber: 5.6 }, writing)).toEqual([
      mm,
      fill(writing.words.seconds, 'seconds', seconds),
      fill(writing.words['f-number'], 'number', aperture),
    ]);
    expect(formatCameraDetails({ ExposureTime: 0.001 }, writing)).toEqual([
      fill(writing.words.seconds, 'seconds', `${one}/${denominator}`),
    ]);
  });

  it('leaves out what is missing or zero', () => {
    expect(formatCameraDetails({ ExposureTime: 4, FNumber: 2.8, FocalLengthIn35mmFormat: 0 }, ENGLISH)).toEqual([
      '4 s',
      'f/2.8',
    ]);
  });

  it.each([null, undefined, {}])('gives no parts for %s', (details) => {
    expect(formatCameraDetails(details, ENGLISH)).toEqual([]);
  });
});
