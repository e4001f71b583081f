// The places page (/places): a map of every listed place (places-map.tsx), and beside it the same places as a list
// by country, each with how many photos were taken there and its towns under it, each a link to its own page of cards.
import { useMemo } from 'react';
import { paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { placeTree } from '../../lib/places';
import { OWNER_NAME, SITE } from '../../lib/portfolio';
import { CountLink, PageSection } from '../gallery/page-section';
import { usePageTitle } from '../page-title';
import { say } from '../words';
import { PlacesMap, townsOnMap } from './places-map';
import './places.css';

export function PlacesPage({ photos }: { photos: readonly Photo[] }) {
  usePageTitle(say('album-title', { title: say('places'), owner: OWNER_NAME }));
  const places = useMemo(() => placeTree(photos, SITE.language.locale), [photos]);
  const towns = useMemo(() => townsOnMap(places), [places]);
  const linkTo = ({ slug, label, photos: shown }: (typeof places)[number]['place']) => (
    <CountLink to={paths.collection('places', slug)} label={label} count={shown.length} />
  );

  return (
    <PageSection name="places" heading={say('places')}>
      {towns.length > 0 && <PlacesMap towns={towns} />}
      <ul className="place-list">
        {places.map(({ place, towns }) => (
          <li key={place.slug}>
            {linkTo(place)}
            {towns.length > 0 && (
              <ul className="place-towns">
                {towns.map((town) => (
                  <li key={town.slug}>{linkTo(town)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
