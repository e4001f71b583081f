// Worker realm: the EXIF worker. Fetching and parsing photo metadata happens here, never on the main
// thread, so card animations and slideshow keys keep the main thread to themselves.
import { expose } from 'comlink';
import type { ExifWorkerApi } from './exif.contract';
import { readCameraDetails } from './read-camera-details';

const reads = new Map<number, AbortController>();

const api = {
  async read(requestId, url) {
    const controller = new AbortController();
    reads.set(requestId, controller);
    try {
      return await readCameraDetails(url, { signal: controller.signal });
    } finally {
      reads.delete(requestId);
    }
  },
  cancel(requestId) {
    reads.get(requestId)?.abort();
  },
} satisfies ExifWorkerApi;

expose(api);
