// The slideshow, loaded by import() so its code stays off the cards' critical path: fetched and compiled when
// the browser is idle after first paint, but run only when Slides shows.
import { useEffect, useState, type ComponentProps } from 'react';
import slideshowChunkUrl from 'virtual:slideshow-chunk';
import type { Slideshow } from './slideshow';
// In the page's own stylesheet: one added later restyles the whole page, and the switch would wait for it.
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

/** A modulepreload fetches and compiles the chunk without running framer-motion's core, a long task on a slow phone. */
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
  // Plain state, not React.lazy, whose Suspense fallback stays up for a throttle's length: once the chunk has run,
  // the slideshow renders in the tab press's own commit; the first time, a placeholder holds its place briefly.
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
