// The cards view: a wrapping grid of cards, each a photo in its fixed-height frame with its camera details
// underneath, and one button over the whole card that opens the photo in the slideshow.
import type { Photo } from '../../lib/photos';
import { imageSourceFor } from '../../lib/photos';
import { useCameraDetails } from '../../store/camera-details';
import { DetailsLine } from '../photo/details-line';
import { PhotoImage } from '../photo/photo-image';
import { useNearViewport } from './use-near-viewport';
import './cards.css';

interface CardsProps {
  photos: readonly Photo[];
  /** Shows the photo at this position in the slideshow. */
  onOpen: (index: number) => void;
}

export function Cards({ photos, onOpen }: CardsProps) {
  return (
    <ul className="card-grid" aria-label="Photographs">
      {photos.map((photo, index) => (
        <Card key={photo.id} photo={photo} onOpen={() => onOpen(index)} />
      ))}
    </ul>
  );
}

function Card({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  // EXIF is read only near the viewport: bytes go to what is seen, and a card scrolled away abandons its read.
  const [ref, near] = useNearViewport<HTMLLIElement>();
  const details = useCameraDetails(photo, near);
  // Width in its row and entrance delay come from the build's photo styles, by data-photo and position:
  // prerendered markup carries no style="" (the CSP forbids it) and the page may reorder the cards.
  return (
    <li ref={ref} className="card" data-photo={photo.id}>
      <figure className="card-figure">
        <div className="card-frame">
          <PhotoImage source={imageSourceFor(photo, 'card')} alt={photo.alt} loading="lazy" className="card-image" />
        </div>
        <figcaption className="card-caption">
          <DetailsLine details={details} separator="·" />
        </figcaption>
      </figure>
      <button
        type="button"
        className="card-open"
        aria-label={`Open ${photo.title} in the slideshow`}
        onClick={onOpen}
      />
    </li>
  );
}
