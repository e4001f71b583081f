// Which slide is showing. Key handlers call the actions through getState(), so a key press re-renders
// only the components that read the index, not the tree around them.
import { create } from 'zustand';
import { PHOTOS } from '../lib/photos';

/** Index arithmetic that wraps at both ends: -1 is the last slide, `count` the first. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

interface SlideshowState {
  index: number;
  count: number;
  step: (delta: number) => void;
  goTo: (index: number) => void;
}

export function createSlideshowStore(count: number) {
  return create<SlideshowState>()((set) => ({
    index: 0,
    count,
    step: (delta) => set((state) => ({ index: wrapIndex(state.index + delta, state.count) })),
    goTo: (index) => set((state) => ({ index: wrapIndex(index, state.count) })),
  }));
}

export const useSlideshowStore = createSlideshowStore(PHOTOS.length);

export const useSlideIndex = (): number => useSlideshowStore((state) => state.index);
export const showNextSlide = (): void => useSlideshowStore.getState().step(1);
export const showPreviousSlide = (): void => useSlideshowStore.getState().step(-1);
