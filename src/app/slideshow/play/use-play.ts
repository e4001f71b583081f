// Play, run: the store says whether it plays and what holds it; this counts each photo's time on one clock, flips to
// the next once it is decoded (at once when it already is), stops after the last photo unless the owner loops, draws
// the time left on the progress line, and holds it while the tab is hidden, a pointer is down on the stage or a
// control other than Play, Previous and Next has the keyboard's focus.
import { useEffect, type RefObject } from 'react';
import type { Photo } from '../../../lib/photos';
import { SITE } from '../../../lib/portfolio';
import { usePlayStore, type PlayHold } from '../../../store/play';
import { useSlideshowStore, wrapIndex } from '../../../store/slideshow';
import { slideFile, subscribeToSlideFile } from '../slide/preload';
import { createPlayClock, type PlayClockState } from './play-clock';

/** Focused from the keyboard, these keep it playing: they are how a keyboard plays and flips. */
const KEEPS_PLAYING = '.play-button, .slide-button';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface PlayOptions {
  photos: readonly Photo[];
  stage: RefObject<HTMLElement | null>;
  section: RefObject<HTMLElement | null>;
  /** The line that shows the time left. */
  progress: RefObject<HTMLElement | null>;
  /** The holds the slideshow's own state says, by name: one line each. */
  holds: Partial<Record<PlayHold, boolean>>;
}

/** The holds the page says: the tab hidden, a pointer down on the stage, a control focused from the keyboard. */
function usePageHolds(stage: RefObject<HTMLElement | null>, section: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const { hold } = usePlayStore.getState();
    const onVisibility = () => hold('hidden', document.visibilityState === 'hidden');
    const onPress = () => hold('pointer', true);
    const onLift = () => hold('pointer', false);
    const onFocus = () => {
      const active = document.activeElement;
      const focused =
        active instanceof HTMLElement &&
        section.current?.contains(active) === true &&
        active.matches(':focus-visible') &&
        !active.matches(KEEPS_PLAYING);
      hold('focus', focused);
    };
    const element = stage.current;
    const listeners: [EventTarget | null | undefined, string, () => void, AddEventListenerOptions?][] = [
      [document, 'visibilitychange', onVisibility],
      [element, 'pointerdown', onPress, { capture: true }],
      [window, 'pointerup', onLift],
      [window, 'pointercancel', onLift],
      [document, 'focusin', onFocus],
      [document, 'focusout', onFocus],
      [document, 'keyup', onFocus],
    ];
    onVisibility();
    for (const [target, type, listener, options] of listeners) target?.addEventListener(type, listener, options);
    return () => {
      for (const [target, type, listener, options] of listeners) target?.removeEventListener(type, listener, options);
    };
  }, [stage, section]);
}

/** The time left as a line that shrinks to its start; with reduced motion a still line that says "playing". */
function progressPainter(progress: RefObject<HTMLElement | null>): (state: PlayClockState) => void {
  let animation: Animation | undefined;
  return ({ running, left, interval }) => {
    const line = progress.current;
    animation?.cancel();
    animation = undefined;
    if (!line) return;
    if (reducedMotion()) {
      line.style.transform = '';
      return;
    }
    const from = `scaleX(${String(interval > 0 ? left / interval : 0)})`;
    line.style.transform = from;
    if (running) {
      animation = line.animate([{ transform: from }, { transform: 'scaleX(0)' }], { duration: left, fill: 'forwards' });
    }
  };
}

export function usePlay({ photos, stage, section, progress, holds }: PlayOptions): void {
  usePageHolds(stage, section);
  const held = Object.entries(holds)
    .filter(([, on]) => on)
    .map(([hold]) => hold)
    .join(' ');
  useEffect(() => {
    const { hold } = usePlayStore.getState();
    for (const [name, on] of Object.entries(holds)) hold(name as PlayHold, on);
    // `held` names what is on: the object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held]);

  useEffect(() => {
    const play = usePlayStore;
    const slideshow = useSlideshowStore;
    const at = () => wrapIndex(slideshow.getState().index, photos.length);
    const atLast = () => at() === photos.length - 1 && !SITE.slideshowLoop;
    const counting = () => {
      const { playing, holds: now } = play.getState().play;
      return playing && now.length === 0;
    };
    let stopWaiting: (() => void) | undefined;
    const wait = (until?: () => void) => {
      stopWaiting?.();
      stopWaiting = until;
    };
    // Due: the next photo shows once decoded, so no flip lands on a blank frame; after the last, it stops.
    const advance = () => {
      if (stopWaiting) return;
      if (atLast()) {
        play.getState().setPlaying(false);
        return;
      }
      const next = photos[wrapIndex(at() + 1, photos.length)];
      if (!next) return;
      const flip = () => {
        wait();
        if (counting()) slideshow.getState().step(1);
      };
      if (slideFile(next).state !== 'loading') return flip();
      wait(subscribeToSlideFile(next, () => slideFile(next).state !== 'loading' && flip()));
    };
    const clock = createPlayClock(play.getState().interval * 1000, advance, progressPainter(progress));
    const sync = () => {
      if (!counting()) clock.pause();
      else if (clock.state().left > 0) clock.run();
      else advance();
    };
    const stopPlay = play.subscribe((state, previous) => {
      if (state.interval !== previous.interval) clock.restart(state.interval * 1000);
      if (state.play.playing && !previous.play.playing) {
        // Played again after the end: from the first photo, or this one's time anew.
        if (atLast() && clock.state().left <= 0) slideshow.getState().move(['first']);
        else if (clock.state().left <= 0) clock.restart();
      }
      sync();
    });
    // Any flip (a key, a swipe, a button, the clock's own) gives the photo its whole time.
    const stopFlips = slideshow.subscribe((state, previous) => {
      if (state.index === previous.index) return;
      wait();
      clock.restart();
      sync();
    });
    sync();
    return () => {
      stopPlay();
      stopFlips();
      wait();
      clock.stop();
      play.getState().reset();
    };
  }, [photos, progress]);
}
