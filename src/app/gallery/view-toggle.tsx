// The Cards / Slides switch: ARIA tabs (arrows, Home and End move and select) whose background indicator
// springs across in CSS (view-toggle.css), so the home page needs no animation library.
import { useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useMatch } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import type { WordId } from '../../lib/words';
import { setGalleryView, type GalleryView } from '../../store/gallery-view';
import { forwardSign } from '../reading-direction';
import { say } from '../words';
import './view-toggle.css';

export const GALLERY_PANEL_ID = 'gallery-panel';

const VIEW_TABS: readonly { view: GalleryView; word: WordId }[] = [
  { view: 'cards', word: 'cards' },
  { view: 'slideshow', word: 'slides' },
];

export const viewTabId = (view: GalleryView): string => `view-tab-${view}`;

type Side = 'before' | 'after';

/**
 * Where the indicator comes from: the side of the tab selected before this one, or nothing on the first
 * render (it starts in place). Kept as state and updated during render when the view changes, React's
 * pattern for information from the previous render.
 */
function useIndicatorFrom(view: GalleryView): Side | undefined {
  const [move, setMove] = useState<{ view: GalleryView; from?: Side }>({ view });
  if (move.view !== view) {
    const index = (tab: GalleryView) => VIEW_TABS.findIndex((candidate) => candidate.view === tab);
    const from = index(move.view) < index(view) ? 'before' : 'after';
    setMove({ view, from });
    return from;
  }
  return move.from;
}

export function ViewToggle({ className, ...props }: ComponentProps<'div'>) {
  // The view on show is the address's (a photo's page is the slideshow); a tab asks for the other one.
  const view: GalleryView = useMatch(paths.photoPattern) ? 'slideshow' : 'cards';
  const from = useIndicatorFrom(view);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // A tab focused by a click leaves the arrow keys to the slideshow: a visitor who clicks "Slides" and
  // presses → wants the next photo, not the other tab. Reached from the keyboard, the arrows move
  // between the tabs, as the ARIA tabs pattern has it.
  const focusedByPointer = useRef(false);

  const select = (index: number) => {
    const tab = VIEW_TABS[index];
    if (!tab) return;
    setGalleryView(tab.view);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (focusedByPointer.current) return;
    const current = VIEW_TABS.findIndex((tab) => tab.view === view);
    const last = VIEW_TABS.length - 1;
    const next = current === last ? 0 : current + 1;
    const previous = current === 0 ? last : current - 1;
    // The arrow pointing along the reading order goes to the next tab: ← in a right-to-left page (ARIA tabs).
    const rightwards = forwardSign() === 1;
    const target = {
      ArrowRight: rightwards ? next : previous,
      ArrowLeft: rightwards ? previous : next,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    // Handled here: the slideshow's own arrow keys skip events that are already handled.
    event.preventDefault();
    select(target);
  };

  return (
    <div role="tablist" aria-label={say('view-tabs')} className={cn('view-toggle', className)} {...props}>
      {VIEW_TABS.map((tab, index) => {
        const selected = tab.view === view;
        return (
          <button
            key={tab.view}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={viewTabId(tab.view)}
            aria-selected={selected}
            aria-controls={GALLERY_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className="view-tab"
            onClick={(event) => {
              // A keyboard's Enter or Space clicks with no count; a pointer's click counts (and replayed, still does).
              if (event.detail > 0) focusedByPointer.current = true;
              setGalleryView(tab.view);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              focusedByPointer.current = false;
            }}
          >
            {selected && <span className="view-tab-indicator" data-from={from} />}
            <span className="view-tab-label">{say(tab.word)}</span>
          </button>
        );
      })}
    </div>
  );
}
