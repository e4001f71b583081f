import { describe, expect, it } from 'vitest';
import {
  formatCameraDetails,
  formatExposureTime,
  formatFNumber,
  formatFocalLength,
} from '../../../src/lib/camera-details';

describe('formatExposureTime', () => {
  it.each([
    [0.004, '1/250 s'],
    [1 / 3, '1/3 s'],
    [0.5, '1/2 s'],
    [1 / 709, '1/709 s'],
    [0.003125, '1/320 s'],
    [0.8, '0.8 s'],
    [10 / 13, '0.8 s'],
    [1, '1 s'],
    [1.3, '1.3 s'],
    [4, '4 s'],
    [30, '30 s'],
  ])('shows %s s as "%s"', (seconds, shown) => {
    expect(formatExposureTime(seconds)).toBe(shown);
  });

  it.each([undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])('leaves out %s', (seconds) => {
    expect(formatExposureTime(seconds)).toBeUndefined();
  });
});

describe('formatFNumber', () => {
  it.each([
    [1.8, 'f/1.8'],
    [2.8, 'f/2.8'],
    [4, 'f/4'],
    [5.6, 'f/5.6'],
    [8, 'f/8'],
    [22, 'f/22'],
    [2.8000000001, 'f/2.8'],
  ])('shows %s as "%s"', (fNumber, shown) => {
    expect(formatFNumber(fNumber)).toBe(shown);
  });

  it.each([undefined, 0, Number.NaN])('leaves out %s', (fNumber) => {
    expect(formatFNumber(fNumber)).toBeUndefined();
  });
});

describe('formatFocalLength', () => {
  it.each([
    [35, '35mm'],
    [270, '270mm'],
    [50.4, '50mm'],
  ])('shows %s as "%s"', (mm, shown) => {
    expect(formatFocalLength(mm)).toBe(shown);
  });

  it.each([undefined, 0])('leaves out %s', (mm) => {
    expect(formatFocalLength(mm)).toBeUndefined();
  });
});

describe('formatCameraDetails', () => {
  it('lists focal length, exposure and aperture in that order', () => {
    expect(formatCameraDetails({ FNumber: 2.8, ExposureTime: 0.004, FocalLengthIn35mmFormat: 35 })).toEqual([
      '35mm',
      '1/250 s',
      'f/2.8',
    ]);
  });

  it('leaves out what is missing or zero', () => {
    expect(formatCameraDetails({ ExposureTime: 4, FNumber: 2.8, FocalLengthIn35mmFormat: 0 })).toEqual([
      '4 s',
      'f/2.8',
    ]);
  });

  it.each([null, undefined, {}])('gives no parts for %s', (details) => {
    expect(formatCameraDetails(details)).toEqual([]);
  });
});
