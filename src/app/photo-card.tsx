// One card, which opens its photo in the slideshow: the photo, lazy-loaded in a fixed-height frame, and its camera details underneath.
// The entrance (fade in, slide in from the right, 0.2 s × index, 0.5 s long) and the hover lift are
// CSS, so they run on the compositor with no JavaScript per frame (cards.css).
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import type { ImageSource, Photo } from '../lib/photos';
import { useCameraDetails } from '../store/camera-details';
import { CameraDetailsLine } from './camera-details-line';
import { PhotoImage } from './photo-image';
import { useNearViewport } from './use-near-viewport';

interface PhotoCardProps extends ComponentProps<'li'> {
  photo: Photo;
  source: ImageSource;
  /** Opens the photo in the slideshow. */
  onOpen: () => void;
}

export function PhotoCard({ photo, source, onOpen, className, ...props }: PhotoCardProps) {
  const [ref, near] = useNearViewport<HTMLLIElement>();
  const details = useCameraDetails(photo, near);

  // Its width in the row (--card-aspect) and its entrance delay (--card-index, from its position) come
  // from the build's photo styles: prerendered markup carries no style="", and the page may reorder it.
  return (
    <li ref={ref} className={cn('card', className)} data-photo={photo.id} {...props}>
      <figure className="card-figure">
        <div className="card-frame">
          <PhotoImage source={source} alt={photo.alt} loading="lazy" className="card-image" />
        </div>
        <figcaption className="card-caption">
          <CameraDetailsLine details={details} separator="·" />
        </figcaption>
      </figure>
      {/* Stretched over the whole card: one real button, so a tap, a click, Enter and Space all open it. */}
      <button
        type="button"
        className="card-open"
        aria-label={`Open ${photo.title} in the slideshow`}
        onClick={onOpen}
      />
    </li>
  );
}
