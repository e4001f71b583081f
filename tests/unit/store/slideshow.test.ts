import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '../../../src/lib/photos';
import { PHOTOS } from '../../../src/lib/portfolio';
import { createSlideshowStore, REST_MS, wrapIndex } from '../../../src/store/slideshow';

describe('slideshow store', () => {
  it('starts at the first slide', () => {
    expect(createSlideshowStore(14).getState().index).toBe(0);
  });

  it('steps forward and back', () => {
    const store = createSlideshowStore(14);
    store.getState().step(1);
    store.getState().step(1);
    expect(store.getState().index).toBe(2);
    store.getState().step(-1);
    expect(store.getState().index).toBe(1);
  });

  it('wraps from the first slide to the last going back', () => {
    const store = createSlideshowStore(14);
    store.getState().step(-1);
    expect(store.getState().index).toBe(13);
  });

  it('wraps from the last slide to the first going forward', () => {
    const store = createSlideshowStore(14);
    store.getState().open(13, 14);
    store.getState().step(1);
    expect(store.getState().index).toBe(0);
  });

  it('lands where it started after a full lap of presses', () => {
    const store = createSlideshowStore(14);
    for (let i = 0; i < 14 * 3; i++) store.getState().step(1);
    expect(store.getState().index).toBe(0);
  });
});

describe('slide direction', () => {
  it('says which side the new slide comes from', () => {
    const store = createSlideshowStore(14);
    expect(store.getState().direction).toBe(0);
    store.getState().step(1);
    expect(store.getState().direction).toBe(1);
    store.getState().step(-1);
    expect(store.getState().direction).toBe(-1);
    // Opening enters from no side, wrapped to the page's photos.
    store.getState().open(-1, 14);
    expect(store.getState()).toMatchObject({ index: 13, direction: 0, count: 14 });
    store.getState().open(20, 5);
    expect(store.getState()).toMatchObject({ index: 0, direction: 0, count: 5 });
  });
});

describe('several moves at once', () => {
  it('makes them in order as one change of the store, the last one setting the direction', () => {
    const store = createSlideshowStore(14);
    const changes: number[] = [];
    store.subscribe((state) => changes.push(state.index));
    store.getState().move([1, 1, 1]);
    expect(changes).toEqual([3]);
    expect(store.getState()).toMatchObject({ index: 3, direction: 1 });
    store.getState().move([-1, 'last', 2, 'first']);
    expect(changes).toEqual([3, 0]);
    expect(store.getState()).toMatchObject({ index: 0, direction: -1 });
  });

  it('wraps through the ends as single steps do', () => {
    const store = createSlideshowStore(14);
    store.getState().move(Array.from({ length: 40 }, () => 1));
    expect(store.getState().index).toBe(40 % 14);
    store.getState().move(Array.from({ length: 13 }, () => -1));
    expect(store.getState()).toMatchObject({ index: 13, direction: -1 });
  });
});

describe('a jump', () => {
  it('goes straight to the photo as one change, entering from the side it lies on', () => {
    const store = createSlideshowStore(2000);
    const changes: number[] = [];
    store.subscribe((state) => changes.push(state.index));
    store.getState().go(1499);
    expect(store.getState()).toMatchObject({ index: 1499, direction: 1 });
    store.getState().go(3);
    expect(store.getState()).toMatchObject({ index: 3, direction: -1 });
    expect(changes).toEqual([1499, 3]);
  });

  it('wraps an index past either end, and steps on from where it landed', () => {
    const store = createSlideshowStore(14);
    store.getState().go(-1);
    expect(store.getState().index).toBe(13);
    store.getState().go(15);
    expect(store.getState().index).toBe(1);
    store.getState().step(1);
    expect(store.getState()).toMatchObject({ index: 2, direction: 1 });
  });
});

describe('wrapIndex', () => {
  it.each([
    [0, 14, 0],
    [-1, 14, 13],
    [14, 14, 0],
    [29, 14, 1],
    [-15, 14, 13],
    [3, 0, 0],
  ])('wraps %i into %i slides as %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('the photo on show, and where flipping rests', () => {
  const photo = (id: string) => ({ ...PHOTOS[0], id }) as Photo;
  const [a, b, c] = [photo('a'), photo('b'), photo('c')];

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rests at once on the photo a slideshow opens on', () => {
    const store = createSlideshowStore(3);
    store.getState().open(1, 3);
    store.getState().show(b);
    expect(store.getState()).toMatchObject({ photo: b, rested: b });
  });

  it('follows each flip at once, and rests only once the flips stop', () => {
    const store = createSlideshowStore(3);
    store.getState().show(a);
    for (const next of [b, c, a, b]) {
      store.getState().step(1);
      store.getState().show(next);
      expect(store.getState().photo).toBe(next);
      vi.advanceTimersByTime(REST_MS - 1);
      expect(store.getState().rested).toBe(a);
    }
    vi.advanceTimersByTime(1);
    expect(store.getState().rested).toBe(b);
  });

  it('forgets both when the slideshow closes, and a flip resting after that rests nowhere', () => {
    const store = createSlideshowStore(3);
    store.getState().show(a);
    store.getState().step(1);
    store.getState().show(b);
    store.getState().close();
    vi.advanceTimersByTime(REST_MS * 2);
    expect(store.getState()).toMatchObject({ photo: null, rested: null });
  });
});
