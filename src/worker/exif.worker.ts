// Worker realm: the EXIF worker. Fetching and parsing photo metadata happens here, never on the main
// thread, so card animations and slideshow keys keep the main thread to themselves.
import { expose } from 'comlink';
import type { ExifWorkerApi } from './exif.contract';
import { readCameraDetails } from './read-camera-details';

// A page's first number formatter loads ICU's number data, one long task; that data is shared by the page's threads,
// so the worker loads it here, before its first answer asks the page to write a details line.
new Intl.NumberFormat().format(0);

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
