import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for a state that lasts; on a busy 2-core machine a lazy chunk's import can take longer
// than their default second.
configure({ asyncUtilTimeout: 5000 });

// happy-dom fetches no images and calls every <img> complete and broken from the start. A browser calls
// an image complete only once it has loaded or failed: tests say so for themselves (`loadedImage` below).
if (typeof HTMLImageElement !== 'undefined')
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
