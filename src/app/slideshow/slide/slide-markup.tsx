// The slide's markup, written once: a photo's page is built with it (the preview, before any script), the
// slideshow renders it, and writeSlide() shows each flip in it with the same values, without a React render.
import { memo, useRef, type RefObject } from 'react';
import { cn } from '../../../lib/cn';
import { downloadName, originalUrl, type ImageSource } from '../../../lib/photos';
import { DetailsLine, writeDetailsLine } from '../../photo/details-line';
import { FailedPhoto } from '../../photo/photo-image';
import { say } from '../../words';
import { Caption, writeCaption } from './caption';
import type { SlidePlace, SlideView } from './slide-view';
import './slide.css';

/** The elements writeSlide() writes into. */
export interface SlideElements {
  frame: HTMLDivElement;
  box: HTMLDivElement;
  image: HTMLImageElement;
  failed: HTMLSpanElement;
  title: HTMLHeadingElement;
  caption: HTMLParagraphElement;
  place: HTMLParagraphElement;
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
    place: useRef<HTMLParagraphElement>(null),
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

const positionLabel = ({ index, count }: SlidePlace) => say('slide-position', { index: index + 1, count });
const counterText = ({ index, count }: SlidePlace) => say('counter', { index: index + 1, count });
const aspectOf = (source: ImageSource) => String(source.width / source.height);

/** The slide itself: the group named by its place, the photo's box (zoomed inside), and the photo or placeholder. */
// Memoised: rendered once, then writeSlide()'s, so a render of the slideshow around them never redraws them.
export const SlideParts = memo(function SlideParts({ view, refs }: { view: SlideView; refs?: SlideRefs }) {
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
export const SlideWords = memo(function SlideWords({ view, refs }: { view: SlideView; refs?: SlideRefs }) {
  return (
    <>
      <div className="slide-words">
        <h2 ref={refs?.title} className="slide-title">
          {view.photo.title}
        </h2>
        <p ref={refs?.caption} className="slide-text" hidden={!view.photo.caption}>
          <Caption text={view.photo.caption} />
        </p>
        <p ref={refs?.place} className="slide-place" hidden={!view.place}>
          {view.place}
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

/**
 * Shows `view` in the elements SlideParts, SlideWords and the toolbar's DownloadLink (controls/toolbar.tsx) rendered,
 * as they would render it.
 */
export function writeSlide(elements: SlideElements, view: SlideView): void {
  const { frame, box, image, failed, title, caption, place, counter, details, download } = elements;
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
  writeCaption(caption, photo.caption);
  caption.hidden = !photo.caption;
  place.textContent = view.place;
  place.hidden = !view.place;
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
