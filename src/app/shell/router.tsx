// The route table: one page per nav entry of the owner's portfolio.yaml, one per photo (/p/<id>), the albums page and
// one per album the page knows of (/albums, /albums/<slug>), the tags page and a page per tag, camera, lens and year
// (/tags, /tags/<slug>, /cameras/<slug>, …), and search (/search). A
// declarative router (no data APIs are used) keeps the data router off the critical path; errors are caught by
// our own boundary.
import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { albumPage, cardPages, type Album } from '../../lib/albums';
import { COLLECTION_KINDS, paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';
import { ALBUMS, SITE, VAULTS } from '../../lib/portfolio';
import type { VaultPage as Vault } from '../../lib/private/vault';
import { useVaultsStore } from '../../store/vaults';
import { LockButton, VaultPage } from '../private/vault-page';
import type { NavItem } from '../../lib/site';
import { AlbumsPage } from '../albums/albums-page';
import { PlacesPage } from '../places/places-page';
import { TagsPage } from '../tags/tags-page';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { VisitProvider } from './history';
import { CollectionPage, GalleryPage, PhotoPage, SearchRoute } from './pages';
import { say } from '../words';

interface AppRoutesProps {
  /** Shuffled once per page load: the order every page shows them in, but a page with an `order:` of its own. */
  photos: readonly Photo[];
  nav?: readonly NavItem[];
  /** The albums this page carries: none where it neither shows nor links one (the home page). */
  albums?: readonly Album[];
  /** The private albums whose pages this is. */
  vaults?: readonly Vault[];
}

export function AppRoutes({ photos: shown, nav = SITE.nav, albums: listed = ALBUMS, vaults = VAULTS }: AppRoutesProps) {
  // A private album opened in this visit shows as any album, its photos on its pages only (`unlisted`).
  const opened = useVaultsStore((state) => state.opened);
  const { photos, albums } = useMemo(() => {
    const open = Object.values(opened);
    if (open.length === 0) return { photos: shown, albums: listed };
    const inVaults = open.flatMap((manifest) =>
      manifest.photos.map((photo) => ({ ...photo, unlisted: true as const })),
    );
    return { photos: [...shown, ...inVaults], albums: [...listed, ...open.map((manifest) => manifest.album)] };
  }, [opened, shown, listed]);
  const pages = useMemo<RouteObject[]>(() => {
    const home = nav.find((item) => item.path === paths.gallery) ?? { label: say('gallery'), path: paths.gallery };
    const others = nav.filter((item) => item.path !== paths.gallery);
    const albumsListed = albums.filter((album) => !album.unlisted && !opened[album.slug]);
    return [
      ...[home, ...others].map((item) => ({
        path: item.path,
        element: <GalleryPage item={item} photos={photos} home={item === home} />,
      })),
      ...albums.map((album) => ({
        path: paths.album(album.slug),
        element: (
          <GalleryPage
            item={albumPage(album)}
            photos={photos}
            home={false}
            intro={{
              description: album.description,
              ...(opened[album.slug] && { action: <LockButton slug={album.slug} /> }),
            }}
          />
        ),
      })),
      ...vaults
        .filter((vault) => !opened[vault.slug])
        .map((vault) => ({ path: paths.album(vault.slug), element: <VaultPage vault={vault} /> })),
      ...(albumsListed.length > 0
        ? [{ path: paths.albums, element: <AlbumsPage albums={albumsListed} photos={photos} /> }]
        : []),
      ...COLLECTION_KINDS.map((kind) => ({
        path: paths.collectionPattern(kind),
        element: <CollectionPage kind={kind} photos={photos} />,
      })),
      { path: paths.tags, element: <TagsPage photos={photos} /> },
      { path: paths.places, element: <PlacesPage photos={photos} /> },
      { path: paths.search, element: <SearchRoute photos={photos} /> },
      {
        path: paths.photoPattern,
        // Drawn afresh when a private album opens on its photo's link: the slideshow opens on that photo.
        element: <PhotoPage key={Object.keys(opened).join()} photos={photos} pages={cardPages(nav, albums)} />,
      },
    ];
  }, [photos, nav, albums, vaults, opened]);
  const routes = useRoutes([
    {
      element: <Layout nav={nav} albums={listed} photos={shown} />,
      children: [...pages, { path: '*', element: <NotFound /> }],
    },
  ]);
  return <VisitProvider>{routes}</VisitProvider>;
}
