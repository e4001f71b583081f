// The slideshow, loaded by import(): the cards are what most visits open with, so the slideshow's code
// stays off the critical path. Its chunk is fetched and compiled once the browser is idle after first
// paint, but not run, so switching to it waits only for it to run; a visitor whose saved view is the
// slideshow waits only for that one small chunk.
import { useEffect, useState, type ComponentProps } from 'react';
import slideshowChunkUrl from 'virtual:slideshow-chunk';
import type { Slideshow } from './slideshow';
// In the page's own stylesheet (under 1 KB gzip): a stylesheet added later restyles the whole page, a
// long task on a slow phone, and opening the slideshow would wait for its request.
import './slideshow.css';

type SlideshowComponent = typeof Slideshow;

let loaded: SlideshowComponent | undefined;
let loading: Promise<SlideshowComponent> | undefined;

const loadSlideshow = (): Promise<SlideshowComponent> =>
  (loading ??= import('./slideshow').then(
    (module) => (loaded = module.Slideshow),
    (error: unknown) => {
      loading = undefined; // a later switch tries again
      throw error;
    },
  ));

/**
 * Fetches and compiles the built chunk without running it (running framer-motion's core is a long task
 * on a slow phone, and the visitor may never switch); without a build, loads the module.
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

type Loaded = { component: SlideshowComponent } | { error: unknown } | null;

export function LazySlideshow(props: ComponentProps<SlideshowComponent>) {
  // Once its chunk has run (the slideshow has shown before), it renders in the same commit as the tab
  // press. The first time, a placeholder holds its place while the prefetched chunk runs, for a frame
  // or two: plain state, not React.lazy, whose Suspense boundary keeps a fallback up for 300 ms at least.
  // Chosen once per mount, so the tree never swaps under a live slideshow.
  const [state, setState] = useState<Loaded>(() => (loaded ? { component: loaded } : null));
  useEffect(() => {
    if (state) return;
    let live = true;
    loadSlideshow().then(
      (component) => live && setState({ component }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [state]);

  if (state && 'error' in state) throw state.error; // the error boundary shows its screen
  if (state) return <state.component {...props} />;
  // Holds the stage's and the caption's space, so nothing below jumps when the slideshow arrives.
  return <div className="slideshow-placeholder" aria-busy="true" />;
}
