// Which slide is showing, and which way the last change went (so the new slide can enter from that
// side). No component renders from it per change: the slide view (slide-view.ts) and the hooks that
// follow the settled index subscribe to it, and key handlers call the actions through getState().
import { create } from 'zustand';
import { PHOTOS } from '../lib/photos';

/** Index arithmetic that wraps at both ends: -1 is the last slide, `count` the first. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** -1: the slide came from the left (going back); 1: from the right (going on); 0: no change yet. */
export type SlideDirection = -1 | 0 | 1;

/** Where the slideshow is: the slide on show and the way the last change went. */
export interface SlidePosition {
  index: number;
  direction: SlideDirection;
}

/** One change of slide: `step` slides on (back when negative), or straight `to` a slide (-1: the last). */
export type SlideMove = { readonly step: number } | { readonly to: number };

/** Where `move` leads from `from`, among `count` slides. */
export function moveSlide(from: SlidePosition, move: SlideMove, count: number): SlidePosition {
  if ('step' in move) return { index: wrapIndex(from.index + move.step, count), direction: move.step < 0 ? -1 : 1 };
  const index = wrapIndex(move.to, count);
  return { index, direction: index < from.index ? -1 : 1 };
}

interface SlideshowState extends SlidePosition {
  count: number;
  step: (delta: number) => void;
  goTo: (index: number) => void;
  /**
   * Applies `moves` in order, as one change (the key presses of one frame): whatever follows the store
   * runs once, for where they lead, not once for every photo they pass.
   */
  move: (moves: readonly SlideMove[]) => void;
}

export function createSlideshowStore(count: number) {
  return create<SlideshowState>()((set) => {
    const move = (moves: readonly SlideMove[]) =>
      set((state) => moves.reduce<SlidePosition>((at, next) => moveSlide(at, next, state.count), state));
    return {
      index: 0,
      count,
      direction: 0,
      step: (delta) => move([{ step: delta }]),
      goTo: (index) => move([{ to: index }]),
      move,
    };
  });
}

export const useSlideshowStore = createSlideshowStore(PHOTOS.length);

export const showNextSlide = (): void => useSlideshowStore.getState().step(1);
export const showPreviousSlide = (): void => useSlideshowStore.getState().step(-1);
