// The slideshow's markup, its parts put together: the slide on its stage between Previous and Next, the filmstrip's
// band, the words under it, the toolbar, the key hint with the key sheet's button, and the live region. A photo's
// page is built with it (the preview), and the slideshow renders it once; each flip is then writeSlide()'s
// (slide/slide-markup.tsx).
import type { ReactNode, RefObject } from 'react';
import { cn } from '../../lib/cn';
import type { Photo } from '../../lib/photos';
import { SITE } from '../../lib/portfolio';
import { say } from '../words';
import { Icon } from './controls/icons';
import { StepButton } from './controls/step-button';
import { Toolbar, type ToolbarLive } from './controls/toolbar';
import { FilmstripPreview } from './filmstrip/filmstrip-toggle';
import { SlideStage } from './gestures/slide-stage';
import { SlideParts, SlideWords, type SlideRefs } from './slide/slide-markup';
import type { SlideView } from './slide/slide-view';
import './filmstrip/filmstrip.css';
import './slideshow-markup.css';

/** What the slideshow adds to the markup once its code runs: nothing in the preview. */
interface SlideshowLive extends ToolbarLive {
  stage: RefObject<HTMLDivElement | null>;
  track: RefObject<HTMLDivElement | null>;
  next: RefObject<HTMLButtonElement | null>;
  /** The line that shows the time left while playing. */
  progress: RefObject<HTMLDivElement | null>;
  /** Fullscreen and playing, nobody has moved for a while: the controls and the cursor are out of sight. */
  idle: boolean;
  /** Shows without the first slide's entrance: the preview of the same photo was on screen. */
  continues: boolean;
  onStep: (delta: number, event: { detail: number; timeStamp: number }) => void;
  /** What the polite live region says of the slide flipping rests on. */
  announcement: string;
  /** The details panel, when open. */
  panel: ReactNode;
  /** The filmstrip, in the band the markup keeps for it. */
  filmstrip: ReactNode;
  /** Opens the key sheet; and the sheet, when open. */
  onKeys: () => void;
  keySheet: ReactNode;
}

interface SlideshowMarkupProps {
  /** The slide first shown; later ones are writeSlide()'s. */
  view: SlideView;
  /** The page's photos: room is kept for a caption under every one where any has one. */
  photos: readonly Photo[];
  refs?: SlideRefs;
  /** The slideshow's own element: what fullscreen shows. */
  section?: RefObject<HTMLElement | null>;
  live?: SlideshowLive;
  /** Whether the toolbar offers the photo's JPEG to download: the owner's `download:`. */
  download?: boolean;
  /** Whether a band under the slide holds the filmstrip: the owner's `filmstrip:`, on a page of several photos. */
  filmstrip?: boolean;
}

/** The slideshow: the slide between Previous and Next, the words under it, the toolbar, the key hint and its button. */
export function SlideshowMarkup({
  view,
  photos,
  refs,
  section,
  live,
  download = SITE.download,
  filmstrip = SITE.filmstrip,
}: SlideshowMarkupProps) {
  const inert = live === undefined;
  const captions = photos.some((photo) => photo.caption);
  return (
    <section
      ref={section}
      className={cn(
        'slideshow',
        live?.continues && 'slideshow-continued',
        // Fullscreen is on a dark backdrop: the dark theme's colours, whatever the page's theme.
        live?.fullscreen && 'slideshow-fullscreen dark',
        live?.fullscreen === 'viewport' && 'slideshow-fills-viewport',
        live?.zoomed && 'slideshow-zoomed',
        live?.playing && 'slideshow-playing',
        live?.idle && 'slideshow-idle',
        captions && 'slideshow-captioned',
      )}
      aria-roledescription={say('carousel')}
      aria-label={say('slideshow')}
      aria-describedby="slideshow-hint"
      aria-busy={inert || undefined}
    >
      <SlideStage
        stage={live?.stage}
        track={live?.track}
        previous={<StepButton step={-1} disabled={inert} onClick={live && ((event) => live.onStep(-1, event))} />}
        next={
          <StepButton ref={live?.next} step={1} disabled={inert} onClick={live && ((event) => live.onStep(1, event))} />
        }
      >
        <SlideParts view={view} refs={refs} />
      </SlideStage>
      <div ref={live?.progress} className="play-progress" aria-hidden="true" />
      {/* Its room is kept in the preview, so nothing moves as the slideshow's code fills it. */}
      {filmstrip && photos.length > 1 && (
        <div className="filmstrip-band">{live ? live.filmstrip : <FilmstripPreview />}</div>
      )}
      <div className="slide-meta">
        <SlideWords view={view} refs={refs} />
        <Toolbar view={view} refs={refs} live={live} download={download} />
        <div className="slide-hint-line">
          <p id="slideshow-hint" className="slide-hint">
            {say('key-hint')}
          </p>
          {/* In the preview too (disabled), so nothing moves as the slideshow takes over. */}
          <button
            type="button"
            className="slide-keys-button"
            aria-label={say('key-sheet')}
            title={say('key-sheet')}
            aria-haspopup="dialog"
            aria-keyshortcuts="?"
            disabled={inert}
            onClick={live?.onKeys}
          >
            <Icon name="keyboard" />
          </button>
        </div>
        <p className="sr-only" role="status">
          {live?.announcement}
        </p>
      </div>
      {live?.panel}
      {live?.keySheet}
    </section>
  );
}
