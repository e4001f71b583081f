// @vitest-environment node
// The orders a page may ask for (`order:`), as the build ranks the photos in them: by the time taken, either way,
// with ties and undated photos in file order, and by file name as people count.
import { describe, expect, it } from 'vitest';
import { orderRanks, sortPhotos, type Orderable } from '../../../scripts/catalogue/photo-order';

const at = (iso: string) => new Date(iso);
const photo = (path: string, taken?: string): Orderable => (taken ? { path, taken: at(taken) } : { path });
const paths = (photos: readonly Orderable[]) => photos.map((each) => each.path);

const TRIP = [
  photo('trip/10.jpg', '2024-06-03T09:00:00Z'),
  photo('trip/2.jpg', '2024-06-01T09:00:00Z'),
  photo('trip/no-date.jpg'),
  photo('trip/1.jpg', '2024-06-02T09:00:00Z'),
  photo('trip/a-scan.jpg'),
];

describe('sortPhotos', () => {
  it('puts `taken` oldest first and `newest` newest first, the photos without a date last, in file order', () => {
    expect(paths(sortPhotos(TRIP, 'taken', 'en'))).toEqual([
      'trip/2.jpg',
      'trip/1.jpg',
      'trip/10.jpg',
      'trip/a-scan.jpg',
      'trip/no-date.jpg',
    ]);
    expect(paths(sortPhotos(TRIP, 'newest', 'en'))).toEqual([
      'trip/10.jpg',
      'trip/1.jpg',
      'trip/2.jpg',
      'trip/a-scan.jpg',
      'trip/no-date.jpg',
    ]);
  });

  it('keeps photos taken at the same moment in file order, whichever way the dates run', () => {
    const burst = [
      photo('b/IMG_10.jpg', '2024-01-01T12:00:00Z'),
      photo('b/IMG_9.jpg', '2024-01-01T12:00:00Z'),
      photo('b/IMG_11.jpg', '2023-12-31T12:00:00Z'),
    ];
    expect(paths(sortPhotos(burst, 'taken', 'en'))).toEqual(['b/IMG_11.jpg', 'b/IMG_9.jpg', 'b/IMG_10.jpg']);
    expect(paths(sortPhotos(burst, 'newest', 'en'))).toEqual(['b/IMG_9.jpg', 'b/IMG_10.jpg', 'b/IMG_11.jpg']);
  });

  it('orders by file name as people count (2 before 10), not by the album the file is in', () => {
    const files = [photo('z/10.jpg'), photo('2.jpg'), photo('a/1.jpg'), photo('IMG_0100.jpg'), photo('img_20.jpg')];
    expect(paths(sortPhotos(files, 'file', 'en'))).toEqual([
      'a/1.jpg',
      '2.jpg',
      'z/10.jpg',
      'img_20.jpg',
      'IMG_0100.jpg',
    ]);
  });

  it('treats a date that is not one as no date', () => {
    const photos = [photo('b.jpg'), { path: 'a.jpg', taken: new Date(Number.NaN) }, photo('c.jpg', '2020-01-01')];
    expect(paths(sortPhotos(photos, 'taken', 'en'))).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
  });

  it('leaves its input alone', () => {
    const before = paths(TRIP);
    sortPhotos(TRIP, 'file', 'en');
    expect(paths(TRIP)).toEqual(before);
  });
});

describe('orderRanks', () => {
  it("gives each photo, at its own index, its place in each order asked for, and no other's", () => {
    const ranks = orderRanks(TRIP, ['taken', 'file', 'taken'], 'en');
    expect(ranks).toEqual([
      { taken: 2, file: 2 },
      { taken: 0, file: 1 },
      { taken: 4, file: 4 },
      { taken: 1, file: 0 },
      { taken: 3, file: 3 },
    ]);
  });

  it('ranks nothing when no page asks for an order', () => {
    expect(orderRanks(TRIP, [], 'en')).toEqual(TRIP.map(() => ({})));
  });
});
