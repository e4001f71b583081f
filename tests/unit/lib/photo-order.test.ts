// A page's photos in its order: sorted by the ranks the build gave them, or left in the visit's shuffle.
import { describe, expect, it } from 'vitest';
import { photosOn } from '../../../src/lib/collections';
import { photoContext } from '../../../src/lib/photo-context';
import { inOrder, isPhotoOrder } from '../../../src/lib/photo-order';
import type { Photo } from '../../../src/lib/photos';
import type { NavItem } from '../../../src/lib/site';

const photo = (id: string, album: string | null, taken: number, file: number): Photo => ({
  id,
  title: id,
  alt: id,
  width: 3,
  height: 2,
  album,
  hash: '00000000',
  ranks: { taken, newest: 10 - taken, file },
});

// In the visit's shuffle.
const SHUFFLED = [
  photo('day-3', 'trip', 2, 0),
  photo('home', null, 9, 5),
  photo('day-1', 'trip', 0, 2),
  photo('day-2', 'trip', 1, 1),
];
const ids = (photos: readonly Photo[]) => photos.map((each) => each.id);

describe('inOrder', () => {
  it('sorts by the ranks of the order, leaving its input alone', () => {
    expect(ids(inOrder(SHUFFLED, 'taken'))).toEqual(['day-1', 'day-2', 'day-3', 'home']);
    expect(ids(inOrder(SHUFFLED, 'newest'))).toEqual(['home', 'day-3', 'day-2', 'day-1']);
    expect(ids(inOrder(SHUFFLED, 'file'))).toEqual(['day-3', 'day-2', 'day-1', 'home']);
    expect(ids(SHUFFLED)).toEqual(['day-3', 'home', 'day-1', 'day-2']);
  });

  it("keeps the visit's shuffle, the very list, without an order", () => {
    expect(inOrder(SHUFFLED, undefined)).toBe(SHUFFLED);
  });

  it('puts a photo with no rank last', () => {
    const stray: Photo = { ...photo('stray', null, 0, 0), ranks: {} };
    expect(ids(inOrder([stray, ...SHUFFLED], 'taken')).at(-1)).toBe('stray');
  });
});

describe('isPhotoOrder', () => {
  it("knows order:'s four values and nothing else", () => {
    expect(['shuffle', 'taken', 'newest', 'file'].every(isPhotoOrder)).toBe(true);
    expect(['oldest', 'Taken', 'random', ''].some(isPhotoOrder)).toBe(false);
  });
});

describe('a page in an order of its own', () => {
  const trip: NavItem = { label: 'Trip', path: '/trip', album: 'trip', order: 'taken' };
  const nav: NavItem[] = [{ label: 'Gallery', path: '/' }, trip];

  it('shows its photos in that order whatever the shuffle, and the other pages keep the shuffle', () => {
    expect(ids(photosOn(trip, SHUFFLED))).toEqual(['day-1', 'day-2', 'day-3']);
    expect(ids(photosOn(trip, [...SHUFFLED].reverse()))).toEqual(['day-1', 'day-2', 'day-3']);
    expect(ids(photosOn({ label: 'Gallery', path: '/' }, SHUFFLED))).toEqual(ids(SHUFFLED));
  });

  it('flips in that order in the slideshow of a photo opened from it', () => {
    const context = photoContext('day-2', '/trip', nav, SHUFFLED, 'Gallery');
    expect(ids(context?.photos ?? [])).toEqual(['day-1', 'day-2', 'day-3']);
    expect(context?.index).toBe(1);
  });
});
