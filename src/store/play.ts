// Play: whether the slideshow plays by itself and what holds it now (one value), and the seconds each photo shows:
// the visitor's pick (3, 5 or 10, saved under `slideshowInterval`), else the owner's `slideshow-interval:`.
import { create } from 'zustand';
import { playIntervals } from '../lib/play-intervals';
import { SITE } from '../lib/portfolio';
import { readStorage, writeStorage } from './safe-storage';

/**
 * What holds a playing slideshow until it ends: the tab hidden, a finger or a button held on the stage, a zoom, the
 * details panel, the key sheet, a control focused from the keyboard.
 */
export type PlayHold = 'hidden' | 'pointer' | 'zoom' | 'details' | 'key-sheet' | 'focus';

interface Play {
  playing: boolean;
  /** What holds it now, each once; it counts down only while this is empty. */
  holds: readonly PlayHold[];
}

const INTERVAL_KEY = 'slideshowInterval';

/** The visitor's saved pick, if it is one offered; anything else (blocked, edited, an old owner's) is no pick. */
function savedInterval(owner: number): number | undefined {
  const saved = Number(readStorage(INTERVAL_KEY));
  return playIntervals(owner).find((seconds) => seconds === saved);
}

interface PlayState {
  play: Play;
  /** Seconds each photo shows. */
  interval: number;
  setPlaying: (playing: boolean) => void;
  toggle: () => void;
  /** Holds it while `on`, or lets go. */
  hold: (hold: PlayHold, on: boolean) => void;
  /** The visitor's pick, saved for their next visit. */
  pickInterval: (seconds: number) => void;
  /** The slideshow is gone: not playing, nothing held. */
  reset: () => void;
}

export function createPlayStore(ownerInterval: number) {
  return create<PlayState>()((set, get) => ({
    play: { playing: false, holds: [] },
    interval: savedInterval(ownerInterval) ?? ownerInterval,
    setPlaying(playing) {
      if (get().play.playing !== playing) set({ play: { ...get().play, playing } });
    },
    toggle() {
      get().setPlaying(!get().play.playing);
    },
    hold(hold, on) {
      const { play } = get();
      if (play.holds.includes(hold) === on) return;
      set({ play: { ...play, holds: on ? [...play.holds, hold] : play.holds.filter((each) => each !== hold) } });
    },
    pickInterval(seconds) {
      writeStorage(INTERVAL_KEY, String(seconds));
      set({ interval: seconds });
    },
    reset: () => set({ play: { playing: false, holds: [] } }),
  }));
}

export const usePlayStore = createPlayStore(SITE.slideshowInterval);

/** Whether the visitor has Play on (held or not). */
export const usePlaying = (): boolean => usePlayStore((state) => state.play.playing);
export const usePlayInterval = (): number => usePlayStore((state) => state.interval);
