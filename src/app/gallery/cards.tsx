// The cards view: a wrapping grid of cards, each a photo in its fixed-height frame with its camera details
// underneath, and one button over the whole card that opens the photo in the slideshow. Cards are added a batch
// at a time as the visitor nears the end of the grid, so a large album costs nothing until it is scrolled to.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatCameraDetails } from '../../lib/camera-details';
import type { Photo } from '../../lib/photos';
import { imageSourceFor } from '../../lib/photos';
import { SITE } from '../../lib/portfolio';
import { USER_TIMING } from '../../lib/user-timing';
import { useCameraDetails } from '../../store/camera-details';
import { measureToPaint } from '../paint-timing';
import { DetailsLine } from '../photo/details-line';
import { PhotoImage } from '../photo/photo-image';
import { useScriptsOff } from '../photo/scripts-off';
import { paths } from '../../lib/paths';
import { cardLabel, styleCard } from './card-slots';
import { watchCards } from './card-watch';
import { useNearViewport } from './use-near-viewport';
import { say } from '../words';
import './cards.css';

/** Cards in the first HTML (the build prerenders them): more than a large desktop's first screen shows. */
export const FIRST_CARDS = 24;
/** How far below the viewport the next batch is added: about a screen, so scrolling never meets an empty end. */
const MORE_AHEAD = '100% 0px';

interface CardsProps {
  photos: readonly Photo[];
  /** Shows the photo at this position in the slideshow. */
  onOpen: (index: number) => void;
  /** The card to bring into view and focus on arriving: the photo the visitor comes back from. */
  reveal?: number;
}

export function Cards({ photos, onOpen, reveal }: CardsProps) {
  // A browser that cannot tell when the end nears gets every card; the build's render (no window) the first batch;
  // a visitor coming back to a card far down, the batches up to it.
  const [shown, setShown] = useState(() =>
    typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'
      ? Infinity
      : Math.max(FIRST_CARDS, Math.ceil(((reveal ?? 0) + 1) / FIRST_CARDS) * FIRST_CARDS),
  );
  const grid = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLLIElement>(null);
  const remaining = shown < photos.length;
  // When cards began on a screen that had none: not when hydration adopts those the pre-paint script showed (and
  // measured), nor in the build's render.
  const [drawnFrom] = useState(() =>
    typeof document === 'undefined' || document.querySelector('.card-grid > .card') ? undefined : performance.now(),
  );

  useLayoutEffect(() => {
    if (drawnFrom === undefined) return;
    const cards = grid.current?.querySelectorAll(':scope > .card').length ?? 0;
    measureToPaint(USER_TIMING.cardsPaint, drawnFrom, { cards, by: 'app' });
  }, [drawnFrom]);

  useEffect(() => {
    const end = more.current;
    if (!end) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // Observed afresh after each batch: an end still in reach then adds the next one too.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + FIRST_CARDS);
      },
      { rootMargin: MORE_AHEAD },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [shown, remaining]);

  useLayoutEffect(() => {
    if (reveal === undefined) return;
    const card = grid.current?.children[reveal];
    card?.scrollIntoView({ block: 'center' });
    card?.querySelector('button')?.focus({ preventScroll: true });
    // On arriving only: the cards stay where the visitor scrolls them after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const watch = watchCards();
    grid.current?.querySelectorAll('.card').forEach(watch.observe);
    return watch.stop;
  }, [shown, photos]);

  return (
    <ul ref={grid} className="card-grid" aria-label={say('photographs')}>
      {photos.slice(0, shown).map((photo, index) => (
        <Card key={photo.id} photo={photo} onOpen={() => onOpen(index)} />
      ))}
      {remaining && <li ref={more} className="card-grid-more" aria-hidden="true" />}
    </ul>
  );
}

function Card({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  // EXIF is read only near the viewport: bytes go to what is seen, and a card scrolled away abandons its read.
  const [ref, near] = useNearViewport<HTMLLIElement>();
  const details = useCameraDetails(photo, near);
  useLayoutEffect(() => {
    if (ref.current) styleCard(ref.current, photo);
  }, [ref, photo]);
  return (
    <li ref={ref} className="card" data-photo={photo.id}>
      <figure className="card-figure">
        <div className="card-frame">
          <PhotoImage source={imageSourceFor(photo, 'card')} alt={photo.alt} className="card-image" />
        </div>
        <figcaption className="card-caption">
          <DetailsLine parts={formatCameraDetails(details, SITE)} separator="·" />
        </figcaption>
      </figure>
      <CardOpen photo={photo} onOpen={onOpen} />
    </li>
  );
}

/** What opens the card's photo: a button into the slideshow, or with scripts off a link to the photo's page. */
function CardOpen({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  const label = cardLabel(photo, SITE.words['open-photo']);
  if (useScriptsOff()) return <a className="card-open" href={paths.photo(photo.id)} aria-label={label} />;
  return <button type="button" className="card-open" aria-label={label} onClick={onOpen} />;
}
