// The slideshow, loaded by import(): the cards are what most visits open with, so the slideshow's code
// stays off the critical path. It is fetched once the browser is idle after first paint, so switching
// to it is instant; a visitor whose saved view is the slideshow waits only for that one small chunk.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Slideshow } from './slideshow';

const loadSlideshow = () => import('./slideshow');

const LazySlideshowView = lazy(() => loadSlideshow().then((module) => ({ default: module.Slideshow })));

/** Starts fetching the slideshow's chunk when the main thread has nothing better to do. */
export function prefetchSlideshowWhenIdle(): () => void {
  const prefetch = () => void loadSlideshow();
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(prefetch, 1000);
  return () => window.clearTimeout(timer);
}

export function LazySlideshow(props: ComponentProps<typeof Slideshow>) {
  return (
    // The fallback holds the stage's and the caption's space, so nothing below jumps when it arrives.
    <Suspense fallback={<div className="slideshow-placeholder" aria-busy="true" />}>
      <LazySlideshowView {...props} />
    </Suspense>
  );
}
