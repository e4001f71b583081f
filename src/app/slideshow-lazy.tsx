// The slideshow, loaded by import(): the cards are what most visits open with, so the slideshow's code
// stays off the critical path. Its chunk is fetched and compiled once the browser is idle after first
// paint, but not run, so switching to it waits only for it to run; a visitor whose saved view is the
// slideshow waits only for that one small chunk.
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import slideshowChunkUrl from 'virtual:slideshow-chunk';
import type { Slideshow } from './slideshow';
// In the page's own stylesheet (under 1 KB gzip): a stylesheet added later restyles the whole page, a
// long task on a slow phone, and opening the slideshow would wait for its request.
import './slideshow.css';

type SlideshowComponent = typeof Slideshow;

let loaded: SlideshowComponent | undefined;
let loading: Promise<SlideshowComponent> | undefined;

const loadSlideshow = (): Promise<SlideshowComponent> =>
  (loading ??= import('./slideshow').then((module) => {
    loaded = module.Slideshow;
    return module.Slideshow;
  }));

const LazySlideshowView = lazy(() => loadSlideshow().then((component) => ({ default: component })));

/**
 * Fetches and compiles the built chunk without running it (running it takes long tasks on a slow phone,
 * and its stylesheet would restyle the whole page); without a build, loads the module.
 */
function prefetchSlideshow(): void {
  if (loading) return;
  if (!slideshowChunkUrl) return void loadSlideshow();
  if (document.querySelector(`link[rel="modulepreload"][href="${slideshowChunkUrl}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = slideshowChunkUrl;
  document.head.append(link);
}

/** Starts fetching the slideshow's chunk when the main thread has nothing better to do. */
export function prefetchSlideshowWhenIdle(): () => void {
  const prefetch = prefetchSlideshow;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(prefetch, 1000);
  return () => window.clearTimeout(timer);
}

export function LazySlideshow(props: ComponentProps<SlideshowComponent>) {
  // Once prefetched, the slideshow renders in the same commit as the tab press: React.lazy would still
  // show its fallback for a tick. Chosen once per mount, so the tree never swaps under a live slideshow.
  const [Ready] = useState(() => loaded);
  if (Ready) return <Ready {...props} />;
  return (
    // The fallback holds the stage's and the caption's space, so nothing below jumps when it arrives.
    <Suspense fallback={<div className="slideshow-placeholder" aria-busy="true" />}>
      <LazySlideshowView {...props} />
    </Suspense>
  );
}
