// The visitor's gallery view: cards (default) or slideshow, saved under `galleryView` as that plain
// string, exactly as the spec stores it, so a returning visitor's choice is honoured.
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { GALLERY_VIEW_KEY } from '../lib/page-names';
import { readStorage, removeStorage, writeStorage } from './safe-storage';

const GALLERY_VIEWS = ['cards', 'slideshow'] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];
const DEFAULT_GALLERY_VIEW: GalleryView = 'cards';

export function isGalleryView(value: unknown): value is GalleryView {
  return typeof value === 'string' && (GALLERY_VIEWS as readonly string[]).includes(value);
}

interface GalleryViewState {
  view: GalleryView;
  setView: (view: GalleryView) => void;
}

type Persisted = Pick<GalleryViewState, 'view'>;

/** The allowlist: only `view` is saved, as a bare string; anything unreadable reads as "nothing saved". */
const plainStringStorage: PersistStorage<Persisted> = {
  getItem(name) {
    const stored = readStorage(name);
    return isGalleryView(stored) ? { state: { view: stored }, version: 0 } : null;
  },
  setItem(name, value) {
    writeStorage(name, value.state.view);
  },
  removeItem(name) {
    removeStorage(name);
  },
};

export function createGalleryViewStore() {
  return create<GalleryViewState>()(
    persist(
      (set) => ({
        view: DEFAULT_GALLERY_VIEW,
        setView: (view) => set({ view }),
      }),
      {
        name: GALLERY_VIEW_KEY,
        storage: plainStringStorage,
        partialize: ({ view }) => ({ view }),
      },
    ),
  );
}

export const useGalleryViewStore = createGalleryViewStore();

export const useGalleryView = (): GalleryView => useGalleryViewStore((state) => state.view);
export const setGalleryView = (view: GalleryView): void => useGalleryViewStore.getState().setView(view);
