// A private album as the site carries it: its page holds only the lock (and its title, unless hidden); the rest, the
// album and its photos as any album's page shows them, comes sealed in its manifest, opened after the password.
import type { Album } from '../albums';
import type { Photo } from '../photos';
import type { Lock } from './lock';

/** What a private album's page carries. */
export interface VaultPage {
  /** Its address: `/albums/<slug>`, and `private/<slug>/` its files' (which the service worker opens). */
  slug: string;
  /** Absent with `title-hidden: true`. */
  title?: string;
  lock: Lock;
}

/** The album's manifest, sealed as `private/<slug>/manifest.json`: the album and its photos, ids sealed too. */
export interface VaultManifest {
  album: Album;
  photos: Photo[];
}

/** The name the app asks for the manifest by. */
export const MANIFEST_NAME = 'manifest.json';

/**
 * A photo of a private album goes by its album's slug and its sealed name (`family.3fa9…`), so a link to it
 * (`/p/<id>`) finds its album's page, whose password opens it; its own id would name its file.
 */
export const vaultPhotoId = (slug: string, sealed: string): string => `${slug}.${sealed}`;

/** The slug of the private album a photo id names, or null for any other id. */
export function vaultSlugOf(id: string): string | null {
  return /^([a-z0-9-]+)\.[0-9a-f]{32}$/.exec(id)?.[1] ?? null;
}
