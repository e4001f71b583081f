// The slideshow: one photo at a time, Previous / Next, the keys, a swipe on touch screens, Play, zoom, fullscreen,
// the photo's details, Share, "Image N / total" and a polite live region. React renders its markup once
// (slideshow-markup.tsx); the writer shows each flip in it and tells the store the photo on show; what follows that
// photo reads the store's rested value. Its parts: slide/, controls/, gestures/, play/, filmstrip/, details/ and
// key-sheet/.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatCameraDetails } from '../../lib/camera-details';
import { SITE } from '../../lib/portfolio';
import type { Photo } from '../../lib/photos';
import { useCameraDetails, useCameraDetailsStore } from '../../store/camera-details';
import { usePlayInterval, usePlaying, usePlayStore } from '../../store/play';
import { useRestedPhoto, useSlideshowStore, wrapIndex } from '../../store/slideshow';
import { slidesTitle, usePageTitle } from '../page-title';
import { forwardSign } from '../reading-direction';
import { say } from '../words';
import { useFullscreen } from './controls/fullscreen';
import { useSlideshowKeys } from './controls/keys';
import { useShare } from './controls/share';
import { Filmstrip } from './filmstrip/filmstrip';
import { toggleZoom, useSlideGestures } from './gestures/gestures';
import { createZoom, FITTED, ZOOM_STEP, type Zoom } from './gestures/zoom';
import { useIdleControls } from './play/idle-controls';
import { usePlay } from './play/use-play';
import { slideFile, slideSourceFor, useSlidePreloads } from './slide/preload';
import { slideElements, useSlideRefs } from './slide/slide-markup';
import { slideView, type SlideView } from './slide/slide-view';
import { timeFlip } from './slide/flip-timing';
import { mountSlideWriter } from './slide/slide-writer';
import { SlideshowMarkup } from './slideshow-markup';
import { useLazyPart } from './lazy-part';
import { sheetRows } from './key-sheet/key-sheet-list';
import { KeySheet } from './key-sheet/key-sheet';

// The details panel loads on its own (lazy-part.ts), with its words and styles. The key sheet's code is small and
// comes in this chunk (a third lazy chunk had the build move React into a chunk of its own, which every page then
// preloads); its styles load on their own.
const loadInfoPanel = () => import('./details/info-panel').then((module) => module.InfoPanel);
const loadKeySheet = () => import('./key-sheet/key-sheet.css').then(() => KeySheet);

/** Where a photo page's slideshow opens: on arriving, and again on each Back or Forward to another photo. */
export interface SlideOpening {
  index: number;
  /** Changes with each arrival, so the slideshow opens again. */
  key: string;
  /** The address asked for it playing (`?play`). */
  play?: boolean;
}

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
  const section = useRef<HTMLElement>(null);
  const infoButton = useRef<HTMLButtonElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const zoom = useRef<Zoom | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);

  // The first slide, as React draws it; every later one is the writer's.
  const [firstView] = useState((): SlideView | null => {
    const index = wrapIndex(opening.index, photos.length);
    const photo = photos[index];
    if (!photo) return null;
    return slideView(photo, {
      source: slideSourceFor(photo),
      file: slideFile(photo),
      camera: useCameraDetailsStore.getState().byPhoto[photo.id],
      at: { index, count: photos.length },
    });
  });

  // Opened on the address's photo before the writer shows anything (both before the first paint).
  useLayoutEffect(() => {
    useSlideshowStore.getState().open(opening.index, photos.length);
  }, [opening.key, opening.index, photos.length]);
  useLayoutEffect(() => {
    const elements = slideElements(refs);
    if (!elements) return;
    const writer = mountSlideWriter(elements, photos);
    // Zoomed, the slide shows the photo's own pixels, fetched only then.
    const photoZoom = createZoom(
      elements.box,
      elements.image,
      () => useSlideshowStore.getState().photo?.width ?? 0,
      (now) => {
        setZoomed(now);
        if (now) writer.showFullPixels();
      },
    );
    zoom.current = photoZoom;
    // Each photo shows whole: a flip leaves the zoom behind.
    const stopFlips = useSlideshowStore.subscribe((state, previous) => {
      if (state.photo !== previous.photo) photoZoom.go(FITTED, true);
    });
    // A new size (a turned phone, fullscreen) keeps the zoom but not a pan past the photo's new edges.
    const refit = () => photoZoom.go(photoZoom.now(), true);
    window.addEventListener('resize', refit);
    return () => {
      window.removeEventListener('resize', refit);
      stopFlips();
      photoZoom.stop();
      zoom.current = null;
      writer.stop();
    };
    // The refs are the same objects for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photos]);

  const fullscreen = useFullscreen(section);
  // The key sheet (`?`, or its button): open from the press until it closes, once its styles are here.
  const [Sheet, loadSheet] = useLazyPart(loadKeySheet);
  const [keySheetWanted, setKeySheetWanted] = useState(false);
  const keySheetOpen = keySheetWanted && Sheet !== null;
  const showKeys = () => {
    setKeySheetWanted(true);
    if (!Sheet) loadSheet();
  };
  const playing = usePlaying();
  const interval = usePlayInterval();
  usePlay({
    photos,
    stage,
    section,
    progress,
    // What holds Play while true, one line each.
    holds: { zoom: zoomed, details: infoOpen, 'key-sheet': keySheetOpen },
  });
  useEffect(() => {
    if (opening.play) usePlayStore.getState().setPlaying(true);
  }, [opening.key, opening.play]);
  // Fullscreen and playing: the living-room mode, whose controls go while nobody moves.
  const idle = useIdleControls(playing && fullscreen.mode !== null);
  const [Panel, loadPanel] = useLazyPart(loadInfoPanel);
  const openInfo = () => {
    setInfoOpen(true);
    if (!Panel) loadPanel();
  };
  const closeInfo = () => {
    setInfoOpen(false);
    infoButton.current?.focus();
  };
  useSlideshowKeys({
    zoomIn: () => zoom.current?.zoomTo(zoom.current.heading().scale * ZOOM_STEP),
    zoomOut: () => zoom.current?.zoomTo(zoom.current.heading().scale / ZOOM_STEP),
    fit: () => zoom.current?.go(FITTED),
    toggleFullscreen: fullscreen.toggle,
    toggleInfo: () => (infoOpen ? closeInfo() : openInfo()),
    togglePlay: () => usePlayStore.getState().toggle(),
    showKeys,
    escape: () => {
      if (infoOpen) closeInfo();
      else if (zoom.current?.zoomed()) zoom.current.go(FITTED);
      else return fullscreen.exit();
      return true;
    },
  });
  useSlidePreloads(photos);
  // A button's or a swipe's step, measured from its event to the frame that shows it.
  const step = (delta: number, at: number) => timeFlip(() => useSlideshowStore.getState().step(delta), at, 1, false);
  const moved = useSlideGestures({ stage, track, zoom, step });
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
  // Play started or stopped is said, and not each photo while playing; a photo is said again once flipped to.
  const [played, setPlayed] = useState<{ playing: boolean; on: typeof rested } | null>(null);
  if ((played?.playing ?? false) !== playing) setPlayed({ playing, on: rested });
  const sayPlay = played !== null && (played.playing || played.on === rested);
  const said = sayPlay
    ? say(playing ? 'play-on' : 'play-off')
    : at === -1 || details === undefined
      ? announcement
      : [say('announcement', { index: at + 1, count: photos.length }), ...formatCameraDetails(details, SITE)].join(
          say('list-separator'),
        );
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
      photos={photos}
      refs={refs}
      section={section}
      live={{
        stage,
        track,
        next,
        info: infoButton,
        progress,
        idle,
        playing,
        interval,
        onPlay: () => usePlayStore.getState().toggle(),
        onInterval: (seconds) => usePlayStore.getState().pickInterval(seconds),
        continues,
        fullscreen: fullscreen.mode,
        zoomed,
        infoOpen,
        onZoom: () => zoom.current && toggleZoom(zoom.current),
        onFullscreen: fullscreen.toggle,
        onInfo: () => (infoOpen ? closeInfo() : openInfo()),
        panel: infoOpen && rested && Panel ? <Panel photo={rested} onClose={closeInfo} /> : null,
        filmstrip: <Filmstrip photos={photos} />,
        // A swipe may start on a button (on a phone they sit over the photo); its click then does not step as well.
        onStep: (delta, event) => {
          if (!moved() || event.detail === 0) step(delta, event.timeStamp); // detail 0: a key's click
        },
        onKeys: showKeys,
        keySheet: keySheetOpen ? (
          <Sheet rows={sheetRows(forwardSign())} onClose={() => setKeySheetWanted(false)} />
        ) : null,
        onShare: share,
        shareStatus,
        announcement,
      }}
    />
  );
}
