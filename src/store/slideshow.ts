// Which slide is showing, and which way the last change went, so the new slide enters from that side.
import { create } from 'zustand';
import { PHOTOS } from '../lib/portfolio';

/** Index arithmetic that wraps at both ends: -1 is the last slide, `count` the first. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** -1: the slide came from the left (going back); 1: from the right (going on); 0: no change yet. */
export type SlideDirection = -1 | 0 | 1;

/** A step on (back when negative), or straight to the first or the last slide. */
export type SlideMove = number | 'first' | 'last';

interface SlidePosition {
  index: number;
  direction: SlideDirection;
}

function moveSlide(at: SlidePosition, move: SlideMove, count: number): SlidePosition {
  if (typeof move === 'number') return { index: wrapIndex(at.index + move, count), direction: move < 0 ? -1 : 1 };
  const index = move === 'first' ? 0 : count - 1;
  return { index, direction: index < at.index ? -1 : 1 };
}

interface SlideshowState extends SlidePosition {
  count: number;
  /**
   * Whether the visitor came to browse (through the app, or with the slideshow saved as their view) rather than
   * to look at one photo a link named: the slideshow reads the album ahead at once only when browsing.
   */
  browsing: boolean;
  step: (delta: number) => void;
  /** Opens a page's slideshow of `count` photos at `index` (wrapped), entering from no side. */
  open: (index: number, count: number) => void;
  /** Moves in order as one change (a frame's key presses): what follows the store runs once, where they lead. */
  move: (moves: readonly SlideMove[]) => void;
}

export function createSlideshowStore(count: number) {
  return create<SlideshowState>()((set) => {
    const move = (moves: readonly SlideMove[]) =>
      set((state) => moves.reduce<SlidePosition>((at, next) => moveSlide(at, next, state.count), state));
    return {
      index: 0,
      browsing: true,
      direction: 0,
      count,
      step: (delta) => move([delta]),
      open: (index, count) => set({ index: wrapIndex(index, count), count, direction: 0 }),
      move,
    };
  });
}

export const useSlideshowStore = createSlideshowStore(PHOTOS.length);
