// Whether the visitor hid the slideshow's filmstrip, remembered under `filmstrip` as `hidden` or `shown`: anything
// else, or storage that cannot be read, means shown.
import { create } from 'zustand';
import { readStorage, writeStorage } from './safe-storage';

export const FILMSTRIP_KEY = 'filmstrip';

interface FilmstripState {
  hidden: boolean;
  setHidden: (hidden: boolean) => void;
}

export function createFilmstripStore() {
  return create<FilmstripState>()((set) => ({
    hidden: readStorage(FILMSTRIP_KEY) === 'hidden',
    setHidden(hidden) {
      writeStorage(FILMSTRIP_KEY, hidden ? 'hidden' : 'shown');
      set({ hidden });
    },
  }));
}

export const useFilmstripStore = createFilmstripStore();
