// The places page (/places): every place of the listed photos, by country, each with how many photos were taken
// there and its towns under it, each a link to its own page of cards.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { placeTree } from '../../lib/places';
import { OWNER_NAME, SITE } from '../../lib/portfolio';
import { usePageTitle } from '../page-title';
import { say } from '../words';
import '../gallery/gallery.css';
import './places.css';

/** A place's link: its name, then how many photos were taken there. */
function PlaceLink({ slug, label, count }: { slug: string; label: string; count: number }) {
  return (
    <Link to={paths.collection('places', slug)} className="place-link">
      <bdi className="place-name">{label}</bdi> <span className="place-count">{say('photo-count', { count })}</span>
    </Link>
  );
}

export function PlacesPage({ photos }: { photos: readonly Photo[] }) {
  usePageTitle(say('album-title', { title: say('places'), owner: OWNER_NAME }));
  const places = useMemo(() => placeTree(photos, SITE.language.locale), [photos]);

  return (
    <section className="places" aria-labelledby="places-heading">
      <header className="gallery-intro">
        <h1 id="places-heading" className="gallery-intro-title">
          {say('places')}
        </h1>
      </header>
      <ul className="place-list">
        {places.map(({ place, towns }) => (
          <li key={place.slug} className="place-country">
            <PlaceLink slug={place.slug} label={place.label} count={place.photos.length} />
            {towns.length > 0 && (
              <ul className="place-towns">
                {towns.map((town) => (
                  <li key={town.slug}>
                    <PlaceLink slug={town.slug} label={town.label} count={town.photos.length} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
