// The tags page (/tags): every tag of the listed photos with how many photos have it, in the site language's
// alphabetical order, each a link to its own page of cards.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { collectionsOf } from '../../lib/collections';
import { paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { OWNER_NAME, SITE } from '../../lib/portfolio';
import { usePageTitle } from '../page-title';
import { say } from '../words';
import '../gallery/gallery.css';
import './tags.css';

export function TagsPage({ photos }: { photos: readonly Photo[] }) {
  usePageTitle(say('album-title', { title: say('tags'), owner: OWNER_NAME }));
  const tags = useMemo(() => {
    const collator = new Intl.Collator(SITE.language.locale, { sensitivity: 'base', numeric: true });
    return collectionsOf(photos, 'tags').sort((a, b) => collator.compare(a.label, b.label));
  }, [photos]);

  return (
    <section className="tags" aria-labelledby="tags-heading">
      <header className="gallery-intro">
        <h1 id="tags-heading" className="gallery-intro-title">
          {say('tags')}
        </h1>
      </header>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link to={paths.collection('tags', tag.slug)} className="tag-link">
              <span className="tag-name">{tag.label}</span>{' '}
              <span className="tag-count">{say('photo-count', { count: tag.photos.length })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
