// The photo's tools under the slide: Play with its time per photo, Zoom, Fullscreen, Info, Share and, where the owner
// offers it, Download; what became of a Share is said beside them. In the preview they show, disabled, where the
// slideshow's will be.
import { memo, type ComponentProps, type RefObject } from 'react';
import { downloadName, originalUrl } from '../../../lib/photos';
import { playIntervals } from '../../../lib/play-intervals';
import { saveOpened } from '../../../lib/private/save-opened';
import { SITE } from '../../../lib/portfolio';
import { say } from '../../words';
import type { SlideRefs } from '../slide/slide-markup';
import type { SlideView } from '../slide/slide-view';
import type { Fullscreen } from './fullscreen';
import { Icon, type IconName } from './icons';
import './toolbar.css';

/** The details panel's id (details/info-panel.tsx), which the Info button controls. */
export const INFO_PANEL_ID = 'photo-info';

/** A button of the slide's toolbar: an icon, and its name, shown beside it where there is room. */
function ToolButton({ icon, label, ...props }: { icon: IconName; label: string } & ComponentProps<'button'>) {
  return (
    <button type="button" className="slide-tool" {...props}>
      <Icon name={icon} />
      <span className="slide-tool-label">{label}</span>
    </button>
  );
}

/**
 * The Download link: the shipped full-size JPEG (its metadata stripped at build), saved under the photo's title; a
 * private album's, opened by the service worker, saved from the page's own fetch.
 */
// Memoised like the slide: rendered once, then writeSlide()'s (slide/slide-markup.tsx).
const DownloadLink = memo(function DownloadLink({ view, refs }: { view: SlideView; refs?: SlideRefs }) {
  return (
    <a
      ref={refs?.download}
      className="slide-tool"
      href={originalUrl(view.photo)}
      download={downloadName(view.photo)}
      onClick={saveOpened}
    >
      <Icon name="download" />
      <span className="slide-tool-label">{say('download')}</span>
    </a>
  );
});

const INTERVALS = playIntervals(SITE.slideshowInterval);

/** Play, and beside it the seconds each photo shows while playing. */
function PlayControls({ live }: { live?: ToolbarLive }) {
  const inert = live === undefined;
  const seconds = new Intl.NumberFormat(SITE.language.locale, { style: 'unit', unit: 'second', unitDisplay: 'short' });
  return (
    <>
      <ToolButton
        className="slide-tool play-button"
        icon={live?.playing ? 'pause' : 'play'}
        label={say('play')}
        aria-pressed={live?.playing ?? false}
        aria-keyshortcuts="Space K"
        disabled={inert}
        onClick={live?.onPlay}
      />
      <select
        className="slide-tool play-interval"
        aria-label={say('play-interval')}
        value={live?.interval ?? SITE.slideshowInterval}
        disabled={inert}
        onChange={(event) => live?.onInterval(Number(event.target.value))}
      >
        {INTERVALS.map((each) => (
          <option key={each} value={each}>
            {seconds.format(each)}
          </option>
        ))}
      </select>
    </>
  );
}

/** What the tools do once the slideshow's code runs. */
export interface ToolbarLive {
  playing: boolean;
  /** Seconds each photo shows while playing: the visitor's pick, else the owner's. */
  interval: number;
  onPlay: () => void;
  onInterval: (seconds: number) => void;
  fullscreen: Fullscreen['mode'];
  zoomed: boolean;
  infoOpen: boolean;
  /** The Info button, which the details panel hands focus back to. */
  info: RefObject<HTMLButtonElement | null>;
  onZoom: () => void;
  onFullscreen: () => void;
  onInfo: () => void;
  onShare: () => void;
  /** What became of the last Share ("Link copied"), said politely. */
  shareStatus: string;
}

interface ToolbarProps {
  /** The slide first shown: the Download link's photo until writeSlide() writes the next. */
  view: SlideView;
  refs?: SlideRefs;
  /** Nothing in the preview. */
  live?: ToolbarLive;
  /** Whether it offers the photo's JPEG to download: the owner's `download:`. */
  download: boolean;
}

export function Toolbar({ view, refs, live, download }: ToolbarProps) {
  const inert = live === undefined;
  return (
    <div className="slide-toolbar" role="toolbar" aria-label={say('toolbar')}>
      <PlayControls live={live} />
      <ToolButton
        icon={live?.zoomed ? 'zoom-out' : 'zoom-in'}
        label={say('zoom')}
        aria-pressed={live?.zoomed ?? false}
        aria-keyshortcuts="+ - 0"
        disabled={inert}
        onClick={live?.onZoom}
      />
      <ToolButton
        icon={live?.fullscreen ? 'exit-fullscreen' : 'fullscreen'}
        label={say('fullscreen')}
        aria-pressed={live?.fullscreen != null}
        aria-keyshortcuts="F"
        disabled={inert}
        onClick={live?.onFullscreen}
      />
      <ToolButton
        ref={live?.info}
        icon="info"
        label={say('info')}
        aria-expanded={live?.infoOpen ?? false}
        aria-controls={live?.infoOpen ? INFO_PANEL_ID : undefined}
        aria-keyshortcuts="I"
        disabled={inert}
        onClick={live?.onInfo}
      />
      <ToolButton icon="share" label={say('share')} disabled={inert} onClick={live?.onShare} />
      {download && <DownloadLink view={view} refs={refs} />}
      {/* Last, on every render: toolbar.css shows the row once the page's parser has reached it. */}
      <span className="slide-toolbar-status" aria-live="polite">
        {live?.shareStatus}
      </span>
    </div>
  );
}
