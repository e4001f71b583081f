// The private albums opened in this visit, by slug: each one's manifest (its album and photos), which every page reads
// to show them, and nothing else; the keys that opened them live with the service worker's client, never here.
import { create } from 'zustand';
import type { VaultManifest } from '../lib/private/vault';

interface VaultsState {
  opened: Readonly<Record<string, VaultManifest>>;
  open: (slug: string, manifest: VaultManifest) => void;
  lock: (slug: string) => void;
}

function createVaultsStore() {
  return create<VaultsState>()((set) => ({
    opened: {},
    open: (slug, manifest) => set(({ opened }) => ({ opened: { ...opened, [slug]: manifest } })),
    lock: (slug) =>
      set(({ opened }) => ({ opened: Object.fromEntries(Object.entries(opened).filter(([key]) => key !== slug)) })),
  }));
}

export const useVaultsStore = createVaultsStore();
