// Play's store: one value says whether it plays and what holds it; the visitor's time per photo is saved, and
// anything unreadable falls back to the owner's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayStore } from '../../../src/store/play';

const KEY = 'slideshowInterval';

describe('play store', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('starts stopped, with nothing holding it and the owner’s time per photo', () => {
    const state = createPlayStore(8).getState();
    expect(state.play).toEqual({ playing: false, holds: [] });
    expect(state.interval).toBe(8);
  });

  it('toggles, and keeps each hold once, in one value, until let go', () => {
    const store = createPlayStore(5);
    store.getState().toggle();
    store.getState().hold('hidden', true);
    store.getState().hold('zoom', true);
    store.getState().hold('hidden', true);
    expect(store.getState().play).toEqual({ playing: true, holds: ['hidden', 'zoom'] });
    store.getState().hold('hidden', false);
    store.getState().toggle();
    expect(store.getState().play).toEqual({ playing: false, holds: ['zoom'] });
    store.getState().reset();
    expect(store.getState().play).toEqual({ playing: false, holds: [] });
  });

  it('saves the visitor’s pick for the next visit', () => {
    createPlayStore(5).getState().pickInterval(10);
    expect(window.localStorage.getItem(KEY)).toBe('10');
    expect(createPlayStore(5).getState().interval).toBe(10);
  });

  it.each([['7'], ['abc'], [''], ['5.5']])('reads a saved %j it does not offer as no pick', (saved) => {
    window.localStorage.setItem(KEY, saved);
    expect(createPlayStore(3).getState().interval).toBe(3);
  });

  it('takes the owner’s own interval as a saved pick, since it is offered', () => {
    window.localStorage.setItem(KEY, '8');
    expect(createPlayStore(8).getState().interval).toBe(8);
    expect(createPlayStore(5).getState().interval).toBe(5);
  });

  it('plays on the owner’s interval when storage is blocked, and the pick holds for the visit', () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    const store = createPlayStore(5);
    expect(store.getState().interval).toBe(5);
    store.getState().pickInterval(3);
    expect(store.getState().interval).toBe(3);
  });
});
