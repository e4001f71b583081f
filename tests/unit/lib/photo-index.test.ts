// The compact index a nav page carries of its photos: what goes in comes out, fills in a few bytes.
import { describe, expect, it } from 'vitest';
import {
  compactFill,
  decodePhotoIndex,
  encodePhotoIndex,
  encodePhotoWords,
  withWords,
  type PhotoIndex,
} from '../../../src/lib/photo-index';
import type { PhotoFiles } from '../../../src/lib/photos';

const CAMERA: PhotoFiles = {
  id: 'img-0001',
  hash: '0a1b2c3d',
  width: 4032,
  height: 3024,
  album: null,
  fill: 'linear-gradient(#123, #abc)',
};
const NO_FILL: PhotoFiles = { id: 'after-the-rain', hash: 'ffee0011', width: 3000, height: 4000, album: 'espresso' };
const TINY: PhotoFiles = {
  id: 'x',
  hash: '99999999',
  width: 1,
  height: 1,
  album: 'running',
  fill: 'linear-gradient(#fff, #000)',
};
const PHOTOS = [CAMERA, NO_FILL, TINY];

describe('encodePhotoIndex and decodePhotoIndex', () => {
  it('give back every photo as it went in, in its order', () => {
    expect(decodePhotoIndex(encodePhotoIndex(PHOTOS))).toEqual(PHOTOS);
  });

  it('survive JSON, as the page carries them', () => {
    expect(decodePhotoIndex(JSON.parse(JSON.stringify(encodePhotoIndex(PHOTOS))) as PhotoIndex)).toEqual(PHOTOS);
  });

  it('hold no photo as no photo', () => {
    expect(decodePhotoIndex(encodePhotoIndex([]))).toEqual([]);
  });

  it('keep each column as one string or one array, not a record a photo', () => {
    const index = encodePhotoIndex(PHOTOS);
    expect(index.ids).toBe('img-0001 after-the-rain x');
    expect(index.hashes).toBe('0a1b2c3dffee001199999999');
    expect(index.fills).toBe('123abc      fff000');
    expect(index.widths).toEqual([4032, 3000, 1]);
  });

  it("carry each photo's place in the orders the pages ask for, a column an order, and none without them", () => {
    const ranked = PHOTOS.map((photo, i) => ({ ...photo, ranks: { taken: 2 - i, file: i } }));
    const index = encodePhotoIndex(ranked);
    expect(index.ranks).toEqual({ taken: [2, 1, 0], file: [0, 1, 2] });
    expect(decodePhotoIndex(JSON.parse(JSON.stringify(index)) as PhotoIndex)).toEqual(ranked);
    expect(encodePhotoIndex(PHOTOS)).not.toHaveProperty('ranks');
  });

  it('store a full-precision fill in four bits a channel', () => {
    const [photo] = decodePhotoIndex(encodePhotoIndex([{ ...NO_FILL, fill: 'linear-gradient(#1a2b3c, #f0e1d2)' }]));
    expect(photo?.fill).toBe('linear-gradient(#234, #edc)');
  });

  it.each([
    ['an id with a space', { id: 'a b' }],
    ['a hash of another length', { hash: 'abc' }],
  ])('refuse %s, which the columns could not hold', (_, change) => {
    expect(() => encodePhotoIndex([{ ...CAMERA, ...change }])).toThrow(/photo index/);
  });
});

describe('encodePhotoWords and withWords', () => {
  it('give each photo of the index its words back, a caption only where it has one', () => {
    const photos = [
      { ...CAMERA, title: 'IMG 0001', alt: 'A harbour' },
      { ...NO_FILL, title: 'After the rain', alt: 'Clouds', caption: 'Late, in May' },
    ];
    const index = decodePhotoIndex(encodePhotoIndex(photos));
    expect(withWords(index, encodePhotoWords(photos))).toEqual(photos);
  });
});

describe('compactFill', () => {
  it('rounds each channel to the nearest of sixteen levels', () => {
    expect(compactFill('linear-gradient(#000000, #ffffff)')).toBe('linear-gradient(#000, #fff)');
    expect(compactFill('linear-gradient(#080808, #f7f7f7)')).toBe('linear-gradient(#000, #fff)');
    expect(compactFill('linear-gradient(#090909, #888888)')).toBe('linear-gradient(#111, #888)');
  });

  it('is nothing for no fill or a fill of another kind', () => {
    expect(compactFill(undefined)).toBeUndefined();
    expect(compactFill('red')).toBeUndefined();
  });
});
