// The slideshow, loaded by import() so its code stays off the cards' critical path: fetched and compiled as the
// visitor reaches for a card or the tabs, but run only when Slides shows.
import { useEffect, useState, type ComponentProps } from 'react';
import { imageSourceFor } from '../../lib/photos';
import { wrapIndex } from '../../store/slideshow';
import { builtChunks, preloadChunks } from '../lazy-chunks';
import { keepEarlyKeys, takeEarlyKeys } from './controls/slide-keys';
import { slideView } from './slide/slide-view';
import type { Slideshow } from './slideshow';
// With its styles, in the page's own stylesheet (each part's, imported by its markup): one added later restyles the
// whole page, and the switch would wait for it. The slideshow's chunk imports no CSS of its own.
import { SlideshowMarkup } from './slideshow-markup';

type SlideshowComponent = typeof Slideshow;

let loaded: SlideshowComponent | undefined;
let loading: Promise<SlideshowComponent> | undefined;

const loadSlideshow = (): Promise<SlideshowComponent> => {
  preloadChunks('slideshow');
  return (loading ??= import('./slideshow').then(
    (module) => (loaded = module.Slideshow),
    (error: unknown) => {
      loading = undefined; // a later switch tries again
      throw error;
    },
  ));
};

/**
 * Fetches the slideshow's code ahead of its use: preloaded in a build (compiled, not run: framer-motion's core would
 * be a long task on a slow phone), loaded in development and tests.
 */
function prefetchSlideshow(): void {
  if (loading) return;
  if (!builtChunks) return void loadSlideshow();
  preloadChunks('slideshow');
}

/** What a visitor about to open the slideshow touches first: a card or a view tab. */
const OPENS_SLIDESHOW = '.card-open, [role="tab"]';
const INTENT = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Starts fetching the slideshow's chunk as the visitor reaches for a card or the tabs (hover, touch, focus): the
 * first load spends nothing on a view not asked for, and the chunk is on its way before the click.
 */
export function prefetchSlideshowOnIntent(target: Document = document): () => void {
  // A pointer or the focus already on a card or a tab when the app goes live reached for it before anyone listened.
  const reached =
    target.activeElement?.closest(OPENS_SLIDESHOW) ?? target.querySelector(`:is(${OPENS_SLIDESHOW}):hover`);
  if (reached) {
    prefetchSlideshow();
    return () => undefined;
  }
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(OPENS_SLIDESHOW)) return;
    prefetchSlideshow();
    stop();
  };
  const stop = () => INTENT.forEach((type) => target.removeEventListener(type, onIntent, true));
  INTENT.forEach((type) => target.addEventListener(type, onIntent, { capture: true, passive: true }));
  return stop;
}

type Loaded = { component: SlideshowComponent } | { error: unknown } | null;

type LazySlideshowProps = Omit<ComponentProps<SlideshowComponent>, 'continues'>;

export function LazySlideshow(props: LazySlideshowProps) {
  // Plain state, not React.lazy, whose Suspense fallback stays up for a throttle's length: once the chunk has run,
  // the slideshow renders in the tab press's own commit; the first time, its preview holds its place briefly.
  const [state, setState] = useState<Loaded>(() => (loaded ? { component: loaded } : null));
  // The preview showed first: the slideshow continues from it rather than entering.
  const [previewed] = useState(() => !loaded);
  // Keys pressed while the code arrives (a card was opened before it was fetched) are kept for the slideshow,
  // which takes them as it opens, in a layout effect, before this one lets go; left behind without it (Back),
  // they are dropped with the preview.
  useEffect(() => {
    if (state) return;
    keepEarlyKeys();
    return () => void takeEarlyKeys();
  }, [state]);
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
  if (state) return <state.component {...props} continues={previewed} />;
  return <SlidePreview {...props} />;
}

/**
 * The slideshow's markup while its code arrives (a photo's page has it in its first HTML), the photo named in every
 * size for the browser to pick: at the size and place the slide shows it, so nothing moves when the slideshow takes
 * over. Its decoded file is what the slide then shows first (slide/preload.ts).
 */
function SlidePreview({ photos, opening }: LazySlideshowProps) {
  const photo = photos[wrapIndex(opening.index, photos.length)];
  if (!photo) return <div className="slideshow-placeholder" aria-busy="true" />;
  const view = slideView(photo, { source: imageSourceFor(photo, 'slide'), file: { state: 'picked' } });
  return <SlideshowMarkup view={view} photos={photos} />;
}
