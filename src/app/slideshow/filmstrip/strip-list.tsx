// The filmstrip's thumbnails: a listbox, one tab stop, whose arrows move its active option (the way the page reads),
// Home and End to the ends, and Enter or Space (or a click) jump there through the slideshow store. The photo on
// show is its selected option, kept in the middle; only the thumbnails near it and in view are rendered.
import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { thumbnailSourceFor, type Photo } from '../../../lib/photos';
import { useSlideshowStore, wrapIndex } from '../../../store/slideshow';
import { forwardSign } from '../../reading-direction';
import { say } from '../../words';
import { centredScroll, PITCH, stripWindow, type StripView } from './strip-window';
import { useStripScrolling } from './strip-scrolling';

export const FILMSTRIP_ID = 'filmstrip';
const optionId = (index: number) => `filmstrip-${String(index)}`;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface ThumbProps {
  photo: Photo;
  index: number;
  count: number;
  selected: boolean;
  active: boolean;
  /** Room for the thumbnails not rendered before it (after it, for the last), so each sits at its own place. */
  skipBefore: number;
  skipAfter: number;
  /** Whether its file may load yet. */
  load: boolean;
}

const Thumb = memo(function Thumb({ photo, index, count, selected, active, skipBefore, skipAfter, load }: ThumbProps) {
  const source = load ? thumbnailSourceFor(photo) : null;
  return (
    <div
      id={optionId(index)}
      role="option"
      className="filmstrip-thumb"
      aria-selected={selected}
      aria-posinset={index + 1}
      aria-setsize={count}
      aria-label={photo.title}
      data-index={index}
      data-active={active || undefined}
      style={{
        marginInlineStart: skipBefore * PITCH || undefined,
        marginInlineEnd: skipAfter * PITCH || undefined,
        ['--photo-fill' as string]: photo.fill,
      }}
    >
      {source && (
        <picture>
          {source.avif && <source type="image/avif" srcSet={source.avif} />}
          <img src={source.src} alt="" width={64} height={48} decoding="async" draggable={false} />
        </picture>
      )}
    </div>
  );
});

/** The strip's scroll distance from its start and its width: positive whichever way the page reads. */
const viewOf = (element: HTMLElement): StripView => ({
  scrolled: Math.abs(element.scrollLeft),
  width: element.clientWidth,
});

interface StripListProps {
  photos: readonly Photo[];
  /** Whether thumbnails may fetch their files yet. */
  load: boolean;
}

export function StripList({ photos, load }: StripListProps) {
  const count = photos.length;
  const strip = useRef<HTMLDivElement>(null);
  const selected = useSlideshowStore((state) => wrapIndex(state.index, count));
  // The keyboard's option, while the photo on show is still the one it moved from; else the photo on show.
  const [cursor, setCursor] = useState<{ index: number; from: number } | null>(null);
  const active = cursor?.from === selected ? cursor.index : selected;
  const [view, setView] = useState<StripView>({ scrolled: 0, width: 0 });
  const dragged = useStripScrolling(strip);

  // The active option in the middle: at once as the strip appears, then smoothly unless motion is reduced.
  const placed = useRef(false);
  useLayoutEffect(() => {
    const element = strip.current;
    if (!element) return;
    const behavior = placed.current && !reducedMotion() ? 'smooth' : 'instant';
    placed.current = true;
    element.scrollTo({ left: centredScroll(active, element.clientWidth) * forwardSign(), behavior });
    setView(viewOf(element));
  }, [active]);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    // Rendered again only when the first thumbnail in view changes, not on every scrolled pixel.
    const onScroll = () =>
      setView((now) => {
        const next = viewOf(element);
        const same = Math.floor(next.scrolled / PITCH) === Math.floor(now.scrolled / PITCH) && next.width === now.width;
        return same ? now : next;
      });
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  const jump = (index: number) => {
    if (index !== selected) useSlideshowStore.getState().go(index);
  };
  // One handler for every thumbnail, on the listbox (the options are not focusable: the listbox has the focus).
  const onClick = (event: MouseEvent) => {
    const option = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
    if (option && !dragged()) jump(Number(option.dataset.index));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const to = {
      ArrowRight: active + forwardSign(),
      ArrowLeft: active - forwardSign(),
      Home: 0,
      End: count - 1,
    }[event.key];
    if (to !== undefined) setCursor({ index: Math.min(count - 1, Math.max(0, to)), from: selected });
    else if (event.key === 'Enter' || event.key === ' ') jump(active);
    else return;
    // Handled here: the slideshow's own keys (on window) leave it alone, and the page does not scroll.
    event.preventDefault();
  };

  const shown = stripWindow(count, view, [selected, active]);
  return (
    <div
      ref={strip}
      id={FILMSTRIP_ID}
      className="filmstrip-list"
      role="listbox"
      aria-orientation="horizontal"
      aria-label={say('filmstrip')}
      aria-activedescendant={optionId(active)}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {shown.map((index, at) => {
        const photo = photos[index];
        if (!photo) return null;
        const previous = shown[at - 1] ?? -1;
        const skipAfter = at === shown.length - 1 ? count - 1 - index : 0;
        return (
          <Thumb
            key={photo.id}
            photo={photo}
            index={index}
            count={count}
            selected={index === selected}
            active={index === active}
            skipBefore={index - previous - 1}
            skipAfter={skipAfter}
            load={load}
          />
        );
      })}
    </div>
  );
}
