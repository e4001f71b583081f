// Camera details by photo, read in the EXIF worker while wanted: each photo at most once a visit (a failure is
// final, with one warning), and a read nobody wants any more (a card scrolled away) is abandoned.
import { useEffect } from 'react';
import { create } from 'zustand';
import type { CameraDetails } from '../lib/camera-details';
import { originalUrl, type Photo } from '../lib/photos';
import type * as ExifClient from '../worker/exif.client';
import type { CameraDetailsRead } from '../worker/exif.contract';

export type ReadCameraDetails = (signal: AbortSignal, url: string) => Promise<CameraDetailsRead>;

/** `undefined`: not read yet (or being read); `null`: read, nothing to show. */
export type DetailsEntry = CameraDetails | null | undefined;

interface CameraDetailsState {
  byPhoto: Readonly<Record<string, CameraDetails | null>>;
  /** Says a photo's details are wanted; returns the function that says they no longer are. */
  want: (photo: Photo) => () => void;
}

interface Read {
  controller: AbortController;
  wanted: number;
}

export function createCameraDetailsStore(read: ReadCameraDetails, warn: (message: string) => void = console.warn) {
  const reads = new Map<string, Read>();
  let workerFailureReported = false;

  return create<CameraDetailsState>()((set, get) => {
    const settle = (photo: Photo, details: CameraDetails | null) => {
      reads.delete(photo.id);
      set((state) => ({ byPhoto: { ...state.byPhoto, [photo.id]: details } }));
    };

    const start = (photo: Photo): Read => {
      const current: Read = { controller: new AbortController(), wanted: 0 };
      reads.set(photo.id, current);
      const url = originalUrl(photo);
      read(current.controller.signal, url).then(
        (result) => {
          if (current.controller.signal.aborted) return;
          if (result.status === 'error') warn(`EXIF parse error: ${url} (${result.reason})`);
          if (result.status === 'unavailable' && !workerFailureReported) {
            warn(`Camera details are unavailable: ${result.reason}`);
            workerFailureReported = true;
          }
          settle(photo, result.status === 'found' ? result.details : null);
        },
        (error: unknown) => {
          if (current.controller.signal.aborted) return;
          warn(`EXIF parse error: ${url} (${error instanceof Error ? error.message : String(error)})`);
          settle(photo, null);
        },
      );
      return current;
    };

    return {
      byPhoto: {},
      want(photo) {
        if (get().byPhoto[photo.id] !== undefined) return () => undefined;
        const current = reads.get(photo.id) ?? start(photo);
        current.wanted += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          current.wanted -= 1;
          if (current.wanted === 0 && reads.get(photo.id) === current) {
            reads.delete(photo.id);
            current.controller.abort();
          }
        };
      },
    };
  });
}

/**
 * The worker client (and Comlink) load on the first read, which components ask for from an effect, after
 * the first paint. A client chunk that cannot load (offline, blocked) means a worker that cannot start.
 */
let workerClient: Promise<typeof ExifClient> | undefined;
const readInWorker: ReadCameraDetails = async (signal, url) => {
  workerClient ??= import('../worker/exif.client');
  let client: typeof ExifClient;
  try {
    client = await workerClient;
  } catch (error) {
    return { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
  return client.readCameraDetails(signal, url);
};

export const useCameraDetailsStore = createCameraDetailsStore(readInWorker);

/** The photo's details, read while `wanted` is true. */
export function useCameraDetails(photo: Photo | undefined, wanted = true): DetailsEntry {
  useEffect(() => (photo && wanted ? useCameraDetailsStore.getState().want(photo) : undefined), [photo, wanted]);
  return useCameraDetailsStore((state) => (photo ? state.byPhoto[photo.id] : undefined));
}
