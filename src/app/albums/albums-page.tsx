// The albums page (/albums): every listed album as a card, in the owner's order: its cover, its title and how many
// photos it holds, the whole card a link to the album's own page.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Album } from '../../lib/albums';
import { paths } from '../../lib/paths';
import { imageSourceFor, photosFor, type Photo } from '../../lib/photos';
import { OWNER_NAME } from '../../lib/portfolio';
import { watchCards } from '../gallery/card-watch';
import { usePageTitle } from '../page-title';
import { PhotoImage } from '../photo/photo-image';
import { say } from '../words';
import { PageSection } from '../gallery/page-section';
import './albums.css';

/** The class of an album's card, which the pre-paint script watches too (its cover's files are fetched near view). */
const ALBUM_CARD = 'album-card';

export function AlbumsPage({ albums, photos }: { albums: readonly Album[]; photos: readonly Photo[] }) {
  usePageTitle(say('albums-title', { owner: OWNER_NAME }));
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const watch = watchCards();
    list.current?.querySelectorAll(`.${ALBUM_CARD}`).forEach(watch.observe);
    return watch.stop;
  }, [albums]);

  return (
    <PageSection name="albums" heading={say('albums')}>
      <ul ref={list} className="album-grid">
        {albums.map((album) => (
          <AlbumCard key={album.folder} album={album} photos={photosFor(album.folder, photos)} />
        ))}
      </ul>
    </PageSection>
  );
}

function AlbumCard({ album, photos }: { album: Album; photos: readonly Photo[] }) {
  const cover = photos.find((photo) => photo.id === album.cover) ?? photos[0];
  return (
    <li className={ALBUM_CARD}>
      <Link to={paths.album(album.slug)} className="album-link">
        <div className="album-cover">
          {/* The title beside it names the link: the cover adds nothing to say. */}
          {cover && <PhotoImage source={imageSourceFor(cover, 'cover')} alt="" className="album-cover-image" />}
        </div>
        <h2 className="album-title">{album.title}</h2>
        <p className="album-count">{say('photo-count', { count: photos.length })}</p>
      </Link>
    </li>
  );
}
