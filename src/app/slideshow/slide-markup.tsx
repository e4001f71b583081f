// The slideshow's markup, written once: a photo's page is built with it (the preview, before any script), the
// slideshow renders it, and writeSlide() shows each flip in it with the same values, without a React render.
import { memo, useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { downloadName, originalUrl, type ImageSource, type Photo } from '../../lib/photos';
import { SITE } from '../../lib/portfolio';
import { DetailsLine, writeDetailsLine } from '../photo/details-line';
import { FailedPhoto } from '../photo/photo-image';
import { captionParts } from './caption-parts';
import { Icon, type IconName } from './icons';
import { say } from '../words';

/** What a slide can show of a photo: nothing yet, the decoded file at `url`, or the failed placeholder. */
export type SlideFile =
  { readonly state: 'loading' } | { readonly state: 'loaded'; readonly url: string } | { readonly state: 'failed' };

/** Everything the slide shows that changes with the photo. */
export interface SlideView {
  photo: Photo;
  source: ImageSource;
  /** Its place among the page's photos; unknown in the preview, which the visit's shuffle has not ordered yet. */
  at?: { index: number; count: number };
  /** The camera details line's parts. */
  details: readonly string[];
  /** `picked`: the preview names every file and the browser picks one; otherwise the slideshow's decoded file. */
  file: SlideFile | { readonly state: 'picked' };
}

/** The elements writeSlide() writes into. */
export interface SlideElements {
  frame: HTMLDivElement;
  box: HTMLDivElement;
  image: HTMLImageElement;
  failed: HTMLSpanElement;
  title: HTMLHeadingElement;
  caption: HTMLParagraphElement;
  counter: HTMLParagraphElement;
  details: HTMLDivElement;
  /** The Download link, where the owner offers downloads (`download: true`). */
  download?: HTMLAnchorElement;
}

export type SlideRefs = { [Part in keyof SlideElements]-?: RefObject<NonNullable<SlideElements[Part]> | null> };

export function useSlideRefs(): SlideRefs {
  return {
    frame: useRef<HTMLDivElement>(null),
    box: useRef<HTMLDivElement>(null),
    image: useRef<HTMLImageElement>(null),
    failed: useRef<HTMLSpanElement>(null),
    title: useRef<HTMLHeadingElement>(null),
    caption: useRef<HTMLParagraphElement>(null),
    counter: useRef<HTMLParagraphElement>(null),
    details: useRef<HTMLDivElement>(null),
    download: useRef<HTMLAnchorElement>(null),
  };
}

/** The elements, once all of them are mounted (the Download link only where the slideshow has one). */
export function slideElements(refs: SlideRefs): SlideElements | null {
  const { download, ...parts } = refs;
  const entries = Object.entries(parts).map(([part, ref]) => [part, ref.current] as const);
  if (!entries.every(([, element]) => element)) return null;
  const elements = Object.fromEntries(entries) as unknown as SlideElements;
  return download.current ? { ...elements, download: download.current } : elements;
}

const positionLabel = ({ index, count }: { index: number; count: number }) =>
  say('slide-position', { index: index + 1, count });
const counterText = ({ index, count }: { index: number; count: number }) => say('counter', { index: index + 1, count });
const aspectOf = (source: ImageSource) => String(source.width / source.height);

/** The owner's caption as plain text, a web address in it as a link. */
export function Caption({ text }: { text: string | undefined }) {
  return captionParts(text ?? '').map((part, index) =>
    part.url ? (
      <a key={index} href={part.url} rel="nofollow noopener noreferrer">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

/** The slide itself: the group named by its place, the photo's box (zoomed inside), and the photo or placeholder. */
// Memoised: rendered once, then writeSlide()'s, so a render of the slideshow around them never redraws them.
const SlideParts = memo(function SlideParts({ view, refs }: { view: SlideView; refs?: SlideRefs }) {
  const { photo, source, file } = view;
  const loading = file.state === 'loading';
  const failed = file.state === 'failed';
  const live = file.state !== 'picked';
  return (
    <div
      ref={refs?.frame}
      className="slide-frame"
      role="group"
      aria-roledescription={say('slide')}
      aria-label={view.at && positionLabel(view.at)}
      data-photo={photo.id}
    >
      <div
        ref={refs?.box}
        className={cn('slide-box', !live && 'slide-box-picked')}
        style={live ? { ['--slide-aspect' as string]: aspectOf(source) } : undefined}
      >
        {live ? (
          <img
            ref={refs?.image}
            className={cn('slide-image', loading && 'photo-loading')}
            src={file.state === 'loaded' ? file.url : undefined}
            width={source.width}
            height={source.height}
            alt={photo.alt}
            hidden={failed}
            decoding="async"
            draggable={false}
            data-state={file.state}
            style={loading && source.fill ? { ['--photo-fill' as string]: source.fill } : undefined}
          />
        ) : (
          <picture className="photo-picture">
            {source.avifSrcSet && <source type="image/avif" srcSet={source.avifSrcSet} sizes={source.sizes} />}
            <img
              className="slide-image"
              src={source.src}
              width={source.width}
              height={source.height}
              alt={photo.alt}
              fetchPriority="high"
              data-slide-photo={photo.id}
            />
          </picture>
        )}
        <FailedPhoto ref={refs?.failed} alt={photo.alt} className="slide-failed" hidden={!failed} />
      </div>
    </div>
  );
});

/** The words under the slide: the photo's title and the owner's caption, its place, its camera details. */
const SlideWords = memo(function SlideWords({ view, refs }: { view: SlideView; refs?: SlideRefs }) {
  return (
    <>
      <div className="slide-words">
        <h2 ref={refs?.title} className="slide-title">
          {view.photo.title}
        </h2>
        <p ref={refs?.caption} className="slide-text" hidden={!view.photo.caption}>
          <Caption text={view.photo.caption} />
        </p>
      </div>
      <p ref={refs?.counter} className="slide-caption">
        {view.at ? counterText(view.at) : '\u00a0'}
      </p>
      {/* Reserved for the details line, so its arrival moves nothing. */}
      <div ref={refs?.details} className="slide-details">
        <DetailsLine parts={view.details} separator="|" />
      </div>
    </>
  );
});

/** The Download link: the shipped full-size JPEG (its metadata stripped at build), saved under the photo's title. */
// Memoised like the slide: rendered once, then writeSlide()'s.
const DownloadLink = memo(function DownloadLink({ view, refs }: { view: SlideView; refs?: SlideRefs }) {
  return (
    <a ref={refs?.download} className="slide-tool" href={originalUrl(view.photo)} download={downloadName(view.photo)}>
      <Icon name="download" />
      <span className="slide-tool-label">{say('download')}</span>
    </a>
  );
});

/** Shows `view` in the elements SlideParts, SlideWords and DownloadLink rendered, as they would render it. */
export function writeSlide(elements: SlideElements, view: SlideView): void {
  const { frame, box, image, failed, title, caption, counter, details, download } = elements;
  const { photo, source, file } = view;
  if (file.state === 'picked') throw new Error('only the preview names every file');
  frame.dataset.photo = photo.id;
  if (view.at) frame.setAttribute('aria-label', positionLabel(view.at));
  else frame.removeAttribute('aria-label');
  box.style.setProperty('--slide-aspect', aspectOf(source));
  // No src until the file is decoded, so the slide never paints half a photo: its colours fill the box instead.
  if (file.state === 'loaded') image.src = file.url;
  else image.removeAttribute('src');
  image.width = source.width;
  image.height = source.height;
  image.alt = photo.alt;
  image.hidden = file.state === 'failed';
  image.classList.toggle('photo-loading', file.state === 'loading');
  if (file.state === 'loading' && source.fill) image.style.setProperty('--photo-fill', source.fill);
  else image.style.removeProperty('--photo-fill');
  if (image.getAttribute('style') === '') image.removeAttribute('style');
  image.dataset.state = file.state;
  failed.setAttribute('aria-label', photo.alt);
  failed.hidden = file.state !== 'failed';
  title.textContent = photo.title;
  caption.replaceChildren(
    ...captionParts(photo.caption ?? '').map((part) => {
      if (!part.url) return part.text;
      const link = document.createElement('a');
      link.href = part.url;
      link.rel = 'nofollow noopener noreferrer';
      link.textContent = part.text;
      return link;
    }),
  );
  caption.hidden = !photo.caption;
  counter.textContent = view.at ? counterText(view.at) : '\u00a0';
  let line = details.firstElementChild as HTMLElement | null;
  if (view.details.length === 0) {
    line?.remove();
  } else {
    if (!line) {
      line = document.createElement('p');
      line.className = 'camera-details';
      details.append(line);
    }
    writeDetailsLine(line, view.details, '|');
  }
  if (download) {
    download.href = originalUrl(photo);
    download.download = downloadName(photo);
  }
}

/** The details panel's id (info-panel.tsx), which the Info button controls. */
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

/** What the slideshow adds to the markup once its code runs: nothing in the preview. */
interface SlideshowLive {
  stage: RefObject<HTMLDivElement | null>;
  track: RefObject<HTMLDivElement | null>;
  next: RefObject<HTMLButtonElement | null>;
  /** Shows without the first slide's entrance: the preview of the same photo was on screen. */
  continues: boolean;
  fullscreen: 'api' | 'viewport' | null;
  zoomed: boolean;
  infoOpen: boolean;
  onStep: (delta: number, event: { detail: number }) => void;
  onZoom: () => void;
  onFullscreen: () => void;
  onInfo: () => void;
  onShare: () => void;
  /** What became of the last Share ("Link copied"), said politely. */
  shareStatus: string;
  /** What the polite live region says of the slide flipping rests on. */
  announcement: string;
  /** The Info button, which the details panel hands focus back to. */
  info: RefObject<HTMLButtonElement | null>;
  /** The details panel, when open. */
  panel: ReactNode;
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
}

/** The slideshow: the slide between Previous and Next, the words under it, the toolbar, the key hint. */
export function SlideshowMarkup({ view, photos, refs, section, live, download = SITE.download }: SlideshowMarkupProps) {
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
        captions && 'slideshow-captioned',
      )}
      aria-roledescription={say('carousel')}
      aria-label={say('slideshow')}
      aria-describedby="slideshow-hint"
      aria-busy={inert || undefined}
    >
      <div ref={live?.stage} className="slide-stage">
        <button
          type="button"
          className="slide-button slide-button-previous"
          aria-label={say('previous-image')}
          disabled={inert}
          onClick={live && ((event) => live.onStep(-1, event))}
        >
          <Icon name="previous" />
        </button>
        <div ref={live?.track} className="slide-track">
          <SlideParts view={view} refs={refs} />
        </div>
        <button
          ref={live?.next}
          type="button"
          className="slide-button slide-button-next"
          aria-label={say('next-image')}
          disabled={inert}
          onClick={live && ((event) => live.onStep(1, event))}
        >
          <Icon name="next" />
        </button>
      </div>
      <div className="slide-meta">
        <SlideWords view={view} refs={refs} />
        <div className="slide-toolbar" role="toolbar" aria-label={say('toolbar')}>
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
          <span className="slide-toolbar-status" aria-live="polite">
            {live?.shareStatus}
          </span>
        </div>
        <p id="slideshow-hint" className="slide-hint">
          {say('key-hint')}
        </p>
        <p className="sr-only" role="status">
          {live?.announcement}
        </p>
      </div>
      {live?.panel}
    </section>
  );
}
