import { afterEach, describe, expect, it, vi } from 'vitest';
import { GALLERY_VIEW_KEY } from '../../../src/lib/page-names';
import { createGalleryViewStore, isGalleryView } from '../../../src/store/gallery-view';

function blockStorage() {
  const denied = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
}

describe('gallery view store', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts as cards when nothing is saved', () => {
    expect(createGalleryViewStore().getState().view).toBe('cards');
  });

  it('saves the choice as the plain string under galleryView', () => {
    const store = createGalleryViewStore();
    store.getState().setView('slideshow');
    expect(window.localStorage.getItem(GALLERY_VIEW_KEY)).toBe('slideshow');
    store.getState().setView('cards');
    expect(window.localStorage.getItem(GALLERY_VIEW_KEY)).toBe('cards');
  });

  it('can rehydrate a saved slideshow choice on load', () => {
    window.localStorage.setItem(GALLERY_VIEW_KEY, 'slideshow');
    expect(createGalleryViewStore().getState().view).toBe('slideshow');
  });

  it.each(['grid', '', '{"state":{"view":"slideshow"},"version":0}', '"slideshow"', 'SLIDESHOW'])(
    'reads the unknown saved value %j as cards',
    (stored) => {
      window.localStorage.setItem(GALLERY_VIEW_KEY, stored);
      expect(createGalleryViewStore().getState().view).toBe('cards');
    },
  );

  it('saves nothing but the view', () => {
    createGalleryViewStore().getState().setView('slideshow');
    expect(Object.keys(window.localStorage)).toEqual([GALLERY_VIEW_KEY]);
  });

  it('falls back to cards, and still switches, when storage throws', () => {
    blockStorage();
    const store = createGalleryViewStore();
    expect(store.getState().view).toBe('cards');
    expect(() => store.getState().setView('slideshow')).not.toThrow();
    expect(store.getState().view).toBe('slideshow');
  });

  it('survives a window whose localStorage itself cannot be touched', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const store = createGalleryViewStore();
      expect(store.getState().view).toBe('cards');
      expect(() => store.getState().setView('slideshow')).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});

describe('isGalleryView', () => {
  it.each([
    ['cards', true],
    ['slideshow', true],
    ['slides', false],
    [null, false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isGalleryView(value)).toBe(expected);
  });
});
