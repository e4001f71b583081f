// A slide's data is put together in one place, the same for the preview, the first render and each flip.
import { describe, expect, it } from 'vitest';
import { slideView } from '../../../../../src/app/slideshow/slide/slide-view';
import type { CameraDetails } from '../../../../../src/lib/camera-details';
import { imageSourceFor, type Photo } from '../../../../../src/lib/photos';
import { PHOTOS } from '../../../../../src/lib/portfolio';

const photo = PHOTOS[0] as Photo;
const source = imageSourceFor(photo, 'slide');

describe('slideView', () => {
  it('writes the camera details line from the photo’s EXIF once read, as the cards write theirs', () => {
    const camera: CameraDetails = { FocalLengthIn35mmFormat: 30, ExposureTime: 1 / 320, FNumber: 5, Model: 'X-T5' };
    const view = slideView(photo, { source, file: { state: 'loading' }, camera, at: { index: 2, count: 14 } });
    expect(view).toEqual({
      photo,
      source,
      at: { index: 2, count: 14 },
      place: '',
      details: ['30mm', '1/320 s', 'f/5'], // the bundled site's English, as the spec writes them
      file: { state: 'loading' },
    });
  });

  it('has no details line while the EXIF is unread, or when the photo has none', () => {
    expect(slideView(photo, { source, file: { state: 'loading' } }).details).toEqual([]);
    expect(slideView(photo, { source, file: { state: 'loading' }, camera: null }).details).toEqual([]);
  });

  it('names where the photo was taken as the details panel does, town and country', () => {
    const placed = { ...photo, place: { name: 'Portree', country: 'United Kingdom', onMap: [459.5, 103.1] as const } };
    expect(slideView(placed, { source, file: { state: 'loading' } }).place).toBe('Portree, United Kingdom');
    expect(slideView({ ...photo, place: { country: 'Japan' } }, { source, file: { state: 'loading' } }).place).toBe(
      'Japan',
    );
  });

  it('leaves the place unknown in the preview, which names every file for the browser to pick', () => {
    const view = slideView(photo, { source, file: { state: 'picked' } });
    expect(view.at).toBeUndefined();
    expect(view.file).toEqual({ state: 'picked' });
  });
});
