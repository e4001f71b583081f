// The two kinds of page: a page of cards (the nav's, an album's, a collection's) and a photo's own page (the slideshow on it). What each shows and
// where each goes is history.tsx's to say, and the search page's way back too.
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths, type CollectionKind } from '../../lib/paths';
import { COLLECTION_WORDS, collectionOf, collectionPage, photosOn, withCollectionAt } from '../../lib/collections';
import { photoContext } from '../../lib/photo-context';
import type { Photo } from '../../lib/photos';
import { SITE } from '../../lib/portfolio';
import type { NavItem } from '../../lib/site';
import { Gallery, type GalleryIntro } from '../gallery/gallery';
import { fromOf, useGalleryPageRules, useOpenPhoto, usePhotoPageRules, useReturnedFrom } from './history';
import { SearchPage } from '../search/search-page';
import { NotFound } from './not-found';
import { vaultSlugOf } from '../../lib/private/vault';
import { VaultPhotoGate } from '../private/vault-page';
import type { WordId } from '../../lib/words';
import { say } from '../words';

interface GalleryPageProps {
  item: NavItem;
  photos: readonly Photo[];
  home: boolean;
  /** An album's or a collection's page: its title and intro are shown over its cards, and name the document. */
  intro?: GalleryIntro;
}

/** A page of cards (the nav's, an album's, a collection's): its cards. */
export function GalleryPage({ item, photos, home, intro }: GalleryPageProps) {
  const shown = useMemo(() => photosOn(item, photos), [item, photos]);
  const { leaving, reveal } = useGalleryPageRules(item.path, shown, item.collection !== undefined);
  const openPhoto = useOpenPhoto(item.path, shown);
  if (leaving) return null; // on its way to the photo's page, before anything is drawn
  return (
    <Gallery
      title={item.label}
      photos={shown}
      tabs={home}
      onOpen={openPhoto}
      reveal={reveal}
      {...(intro && { pageTitle: say('album-title', { title: item.label, owner: SITE.owner }), intro })}
    />
  );
}

/** The page of every value of a kind, where there is one. */
const INDEX_PAGES: Partial<Record<CollectionKind, { path: string; word: WordId }>> = {
  tags: { path: paths.tags, word: 'tags' },
  places: { path: paths.places, word: 'places' },
};

/** A page of the photos sharing a value (a tag, a camera, a lens, a year): its cards under the value and its count. */
export function CollectionPage({ kind, photos }: { kind: CollectionKind; photos: readonly Photo[] }) {
  // The rest of the address: a place's page is `<country>/<town>`.
  const { '*': slug = '' } = useParams();
  const collection = useMemo(() => collectionOf(photos, kind, slug), [photos, kind, slug]);
  const item = useMemo(() => collection && collectionPage(collection), [collection]);
  if (!collection || !item) return <NotFound />;
  // A tag's page links the page of every tag, a place's the map of every place (and a town's its country's).
  const index = INDEX_PAGES[kind];
  const within = kind === 'places' && slug.includes('/') ? collectionOf(photos, kind, slug.split('/')[0] ?? '') : null;
  const intro = {
    kind: index ? (
      <>
        <Link to={index.path}>{say(index.word)}</Link>
        {within && (
          <>
            {' › '}
            <Link to={paths.collection(kind, within.slug)}>
              <bdi>{within.label}</bdi>
            </Link>
          </>
        )}
      </>
    ) : (
      say(COLLECTION_WORDS[kind])
    ),
    description: say('photo-count', { count: collection.photos.length }),
  };
  return <GalleryPage key={item.path} item={item} photos={photos} home={false} intro={intro} />;
}

/** A photo's own page: the slideshow of the page it was opened from (or one that shows it), on that photo. */
export function PhotoPage({ photos, pages }: { photos: readonly Photo[]; pages: readonly NavItem[] }) {
  const { id = '' } = useParams();
  const from = fromOf(useLocation().state);
  // Every page it may be seen on, each the same object while `from` holds, so flipping keeps the page's list.
  const known = useMemo(() => {
    const home = { label: say('gallery'), path: paths.gallery };
    const withHome = pages.some((item) => item.path === paths.gallery) ? pages : [home, ...pages];
    return withCollectionAt(withHome, from, photos);
  }, [pages, from, photos]);
  const context = useMemo(() => photoContext(id, from, known, photos, say('gallery')), [id, from, known, photos]);
  const { opening, takeFocus } = usePhotoPageRules(context);
  // The same list for every photo of the page, so flipping (which changes the address) keeps the slideshow as it is.
  const page = context?.page;
  const pagePhotos = useMemo(() => (page ? photosOn(page, photos) : photos), [page, photos]);

  if (!context) {
    // A link to a photo of a private album not opened yet: its password first.
    const vault = vaultSlugOf(id);
    return vault ? <VaultPhotoGate key={vault} slug={vault} notFound={<NotFound />} /> : <NotFound />;
  }
  return (
    <Gallery
      title={context.page.label}
      photos={pagePhotos}
      slideshow={{ opening, takeFocus }}
      tabs={context.page.path === paths.gallery}
    />
  );
}

/** The search page, told on Back which photo was last shown, so its card rather than the field takes focus. */
export function SearchRoute({ photos }: { photos: readonly Photo[] }) {
  return <SearchPage photos={photos} returnedFrom={useReturnedFrom(photos)} />;
}
