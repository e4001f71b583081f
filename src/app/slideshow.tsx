// The slideshow: one large photo at a time, previous / next buttons, arrow keys, "Image N / total".
import { useState } from 'react';
import type { Photo } from '../lib/photos';
import { imageSourceFor } from '../lib/photos';
import { useCameraDetails } from '../store/camera-details';
import { showNextSlide, showPreviousSlide, useSlideIndex, wrapIndex } from '../store/slideshow';
import { CameraDetailsLine } from './camera-details-line';
import { PhotoImage } from './photo-image';
import { usePreload } from './use-preload';
import { useSlideshowKeys } from './use-slideshow-keys';
import './slideshow.css';

const STEP_BUTTONS = {
  previous: { label: 'Previous image', path: 'M15 5l-7 7 7 7', step: showPreviousSlide },
  next: { label: 'Next image', path: 'M9 5l7 7-7 7', step: showNextSlide },
} as const;

function StepButton({ direction }: { direction: keyof typeof STEP_BUTTONS }) {
  const { label, path, step } = STEP_BUTTONS[direction];
  return (
    <button type="button" className={`slide-button slide-button-${direction}`} aria-label={label} onClick={step}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export function Slideshow({ photos }: { photos: readonly Photo[] }) {
  useSlideshowKeys();
  const index = wrapIndex(useSlideIndex(), photos.length);
  const photo = photos[index];
  const previous = photos[wrapIndex(index - 1, photos.length)];
  const next = photos[wrapIndex(index + 1, photos.length)];
  const details = useCameraDetails(photo);
  // The neighbours load once the current photo is in: it gets the bandwidth first.
  const [loadedId, setLoadedId] = useState<string>();
  const neighbours = [previous, next].filter(
    (neighbour): neighbour is Photo => neighbour !== undefined && neighbour !== photo,
  );
  usePreload(
    neighbours.map((neighbour) => imageSourceFor(neighbour, 'slide')),
    loadedId === photo?.id,
  );
  // The neighbours' details are read ahead too, so a flip shows them at once.
  useCameraDetails(previous);
  useCameraDetails(next);

  if (!photo) return null;
  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label="Slideshow">
      <div className="slide-stage" data-photo={photo.id}>
        <StepButton direction="previous" />
        <PhotoImage
          key={photo.id}
          source={imageSourceFor(photo, 'slide')}
          alt={photo.alt}
          fetchPriority="high"
          className="slide-image"
          onLoad={() => setLoadedId(photo.id)}
        />
        <StepButton direction="next" />
      </div>
      <div className="slide-meta">
        <p className="slide-caption">{`Image ${index + 1} / ${photos.length}`}</p>
        <div className="slide-details">
          <CameraDetailsLine details={details} separator="|" />
        </div>
        <p className="slide-hint">Use arrow keys to navigate</p>
      </div>
    </section>
  );
}
