// The tags page (/tags): every tag of the listed photos with how many photos have it, in the site language's
// alphabetical order, each a link to its own page of cards.
import { useMemo } from 'react';
import { byLabel, collectionsOf } from '../../lib/collections';
import { paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { OWNER_NAME, SITE } from '../../lib/portfolio';
import { CountLink, PageSection } from '../gallery/page-section';
import { usePageTitle } from '../page-title';
import { say } from '../words';
import './tags.css';

export function TagsPage({ photos }: { photos: readonly Photo[] }) {
  usePageTitle(say('album-title', { title: say('tags'), owner: OWNER_NAME }));
  const tags = useMemo(() => collectionsOf(photos, 'tags').sort(byLabel(SITE.language.locale)), [photos]);

  return (
    <PageSection name="tags" heading={say('tags')}>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <CountLink to={paths.collection('tags', tag.slug)} label={tag.label} count={tag.photos.length} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
