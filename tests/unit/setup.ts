import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom fetches no images and calls every <img> complete and broken from the start. A browser calls
// an image complete only once it has loaded or failed: tests say so for themselves (`loadedImage` below).
if (typeof HTMLImageElement !== 'undefined')
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
