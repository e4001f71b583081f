// The cards view: a wrapping grid of photo cards, each entering 0.2 s after the one before it.
import type { Photo } from '../lib/photos';
import { imageSourceFor } from '../lib/photos';
import { PhotoCard } from './photo-card';
import './cards.css';

interface CardsViewProps {
  photos: readonly Photo[];
  /** A card was clicked, tapped or pressed: show the photo at this position in the slideshow. */
  onOpen: (index: number) => void;
}

export function CardsView({ photos, onOpen }: CardsViewProps) {
  return (
    <ul className="card-grid" aria-label="Photographs">
      {photos.map((photo, index) => (
        <PhotoCard key={photo.id} photo={photo} source={imageSourceFor(photo, 'card')} onOpen={() => onOpen(index)} />
      ))}
    </ul>
  );
}
