// Which slide is showing, and which way the last change went, so the new slide enters from that side.
import { create } from 'zustand';
import { PHOTOS } from '../lib/photos';

/** Index arithmetic that wraps at both ends: -1 is the last slide, `count` the first. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** -1: the slide came from the left (going back); 1: from the right (going on); 0: no change yet. */
export type SlideDirection = -1 | 0 | 1;

interface SlideshowState {
  index: number;
  direction: SlideDirection;
  count: number;
  step: (delta: number) => void;
  /** Straight to a slide; -1 is the last. */
  goTo: (index: number) => void;
}

export function createSlideshowStore(count: number) {
  return create<SlideshowState>()((set) => ({
    index: 0,
    direction: 0,
    count,
    step: (delta) =>
      set((state) => ({ index: wrapIndex(state.index + delta, state.count), direction: delta < 0 ? -1 : 1 })),
    goTo: (to) =>
      set((state) => {
        const index = wrapIndex(to, state.count);
        return { index, direction: index < state.index ? -1 : 1 };
      }),
  }));
}

export const useSlideshowStore = createSlideshowStore(PHOTOS.length);

export const showNextSlide = (): void => useSlideshowStore.getState().step(1);
export const showPreviousSlide = (): void => useSlideshowStore.getState().step(-1);
