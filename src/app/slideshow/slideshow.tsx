// The slideshow: one photo at a time, Previous / Next, the arrow keys, a swipe on touch screens, "Image N / total",
// and a polite live region. React renders its markup once (slide-markup.tsx); the writer shows each flip in it and
// tells the store the photo on show; what follows that photo reads the store's rested value.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatCameraDetails } from '../../lib/camera-details';
import type { Photo } from '../../lib/photos';
import { useCameraDetails, useCameraDetailsStore } from '../../store/camera-details';
import { useRestedPhoto, useSlideshowStore, wrapIndex } from '../../store/slideshow';
import type { SlideOpening } from '../shell/history';
import { slidesTitle, usePageTitle } from '../page-title';
import { useSlideGestures } from './gestures';
import { useSlideshowKeys } from './keys';
import { slideFile, slideSourceFor, useSlidePreloads } from './preload';
import { SlideshowMarkup, slideElements, useSlideRefs, type SlideView } from './slide-markup';
import { mountSlideWriter } from './slide-writer';
import { useShare } from './share';

interface SlideshowProps {
  photos: readonly Photo[];
  /** Where it opens; a new key opens it again (Back or Forward to another photo's page). */
  opening: SlideOpening;
  /** A card opened it: focus moves to its Next button. */
  takeFocus?: boolean;
  /** The photo's preview was on screen (lazy.tsx): the first slide shows without its entrance. */
  continues?: boolean;
}

export function Slideshow({ photos, opening, takeFocus = false, continues = false }: SlideshowProps) {
  const refs = useSlideRefs();
  const stage = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const captions = useMemo(() => photos.some((photo) => photo.caption), [photos]);

  // The first slide, as React draws it; every later one is the writer's.
  const [firstView] = useState((): SlideView | null => {
    const index = wrapIndex(opening.index, photos.length);
    const photo = photos[index];
    if (!photo) return null;
    const details = formatCameraDetails(useCameraDetailsStore.getState().byPhoto[photo.id]);
    return {
      photo,
      source: slideSourceFor(photo),
      at: { index, count: photos.length },
      details,
      file: slideFile(photo),
    };
  });

  // Opened on the address's photo before the writer shows anything (both before the first paint).
  useLayoutEffect(() => {
    useSlideshowStore.getState().open(opening.index, photos.length);
  }, [opening.key, opening.index, photos.length]);
  useLayoutEffect(() => {
    const elements = slideElements(refs);
    if (!elements) return;
    const writer = mountSlideWriter(elements, photos);
    return writer.stop;
    // The refs are the same objects for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photos]);

  useSlideshowKeys();
  useSlidePreloads(photos);
  const moved = useSlideGestures({ stage, track, step: (delta) => useSlideshowStore.getState().step(delta) });
  const { share, status: shareStatus } = useShare();

  // Where flipping rests: its title, its details and its neighbours' (so a single flip finds them in), and what
  // the live region says, once those details are read.
  const rested = useRestedPhoto();
  const at = rested ? photos.indexOf(rested) : -1;
  const details = useCameraDetails(rested ?? undefined);
  useCameraDetails(at === -1 ? undefined : photos[wrapIndex(at - 1, photos.length)]);
  useCameraDetails(at === -1 ? undefined : photos[wrapIndex(at + 1, photos.length)]);
  usePageTitle(rested ? slidesTitle(rested.title) : null);
  const [announcement, setAnnouncement] = useState('');
  const said =
    at === -1 || details === undefined
      ? announcement
      : [`Image ${at + 1} of ${photos.length}`, ...formatCameraDetails(details)].join(', ');
  if (said !== announcement) setAnnouncement(said);

  useEffect(() => {
    if (takeFocus) next.current?.focus();
    // On mount only: a later render is never a reason to move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!firstView) return null;
  return (
    <SlideshowMarkup
      view={firstView}
      captions={captions}
      refs={refs}
      live={{
        stage,
        track,
        next,
        continues,
        // A swipe may start on a button (on a phone they sit over the photo); its click then does not step as well.
        onStep: (delta, event) => {
          if (!moved() || event.detail === 0) useSlideshowStore.getState().step(delta); // detail 0: a key's click
        },
        onShare: share,
        shareStatus,
        announcement,
      }}
    />
  );
}
