// The slideshow's one clock: where it is going (index, direction), the photo on show (set by the writer as it
// shows each flip) and the photo flipping has rested on, which the title, address, announcement and details follow.
import { create } from 'zustand';
import type { Photo } from '../lib/photos';
import { PHOTOS } from '../lib/portfolio';

/** Index arithmetic that wraps at both ends: -1 is the last slide, `count` the first. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** -1: going back; 1: going on (the slide comes from the side the reading goes to); 0: opened, from no side. */
type SlideDirection = -1 | 0 | 1;

/** A step on (back when negative), or straight to the first or the last slide. */
export type SlideMove = number | 'first' | 'last';

/**
 * How long a photo stays on show before flipping counts as rested: a held key repeats faster, so it rests once,
 * where it stops, and Chrome's History API throttle never meets the address that follows.
 */
export const REST_MS = 150;

interface SlidePosition {
  index: number;
  direction: SlideDirection;
}

/** Straight to `index` (wrapped), entering from the side it lies on. */
function jumpTo(at: SlidePosition, index: number, count: number): SlidePosition {
  const to = wrapIndex(index, count);
  return { index: to, direction: to < at.index ? -1 : 1 };
}

function moveSlide(at: SlidePosition, move: SlideMove, count: number): SlidePosition {
  if (typeof move === 'number') return { index: wrapIndex(at.index + move, count), direction: move < 0 ? -1 : 1 };
  return jumpTo(at, move === 'first' ? 0 : count - 1, count);
}

interface SlideshowState extends SlidePosition {
  count: number;
  /**
   * Whether the visitor came to browse (through the app, or with the slideshow saved as their view) rather than
   * to look at one photo a link named: the slideshow reads the album ahead at once only when browsing.
   */
  browsing: boolean;
  /** The photo on show: null while no slideshow shows one. */
  photo: Photo | null;
  /** The photo on show once flipping has rested on it: at once when the slideshow opens, else after REST_MS. */
  rested: Photo | null;
  step: (delta: number) => void;
  /** Straight to the photo at `index` (wrapped), as one move: the filmstrip's jump. */
  go: (index: number) => void;
  /** Opens a page's slideshow of `count` photos at `index` (wrapped), entering from no side. */
  open: (index: number, count: number) => void;
  /** Moves in order as one change (a frame's key presses): what follows the store runs once, where they lead. */
  move: (moves: readonly SlideMove[]) => void;
  /** The writer has put `photo` on show. */
  show: (photo: Photo) => void;
  /** No slideshow shows a photo any more. */
  close: () => void;
}

export function createSlideshowStore(count: number) {
  return create<SlideshowState>()((set, get) => {
    let restTimer: ReturnType<typeof setTimeout> | undefined;
    const stopResting = () => {
      clearTimeout(restTimer);
      restTimer = undefined;
    };
    const move = (moves: readonly SlideMove[]) =>
      set((state) => moves.reduce<SlidePosition>((at, next) => moveSlide(at, next, state.count), state));
    return {
      index: 0,
      browsing: true,
      direction: 0,
      count,
      photo: null,
      rested: null,
      step: (delta) => move([delta]),
      go: (index) => set((state) => jumpTo(state, index, state.count)),
      open: (index, count) => set({ index: wrapIndex(index, count), count, direction: 0 }),
      move,
      show(photo) {
        if (get().photo === photo) return;
        stopResting();
        // Opened (no side to enter from) or the first photo shown: nothing to rest from.
        if (get().direction === 0 || get().rested === null) {
          set({ photo, rested: photo });
          return;
        }
        set({ photo });
        restTimer = setTimeout(() => {
          restTimer = undefined;
          set({ rested: get().photo });
        }, REST_MS);
      },
      close() {
        stopResting();
        set({ photo: null, rested: null });
      },
    };
  });
}

export const useSlideshowStore = createSlideshowStore(PHOTOS.length);

/** The photo flipping has rested on, for what follows it (title, address, announcement, details). */
export const useRestedPhoto = (): Photo | null => useSlideshowStore((state) => state.rested);
