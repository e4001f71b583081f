// The one layout every route shares: a sticky top bar (owner's name, navigation and the albums page's link, view
// toggle on the home route) over the main content, and a footer with the photo credits.
import { useCallback, useEffect, useMemo } from 'react';
import { Link, NavLink, Outlet, useLocation, useMatch, useNavigate } from 'react-router-dom';
import { cardPages, type Album } from '../../lib/albums';
import { cn } from '../../lib/cn';
import { ErrorBoundary } from './error-boundary';
import { paths } from '../../lib/paths';
import { withCollectionAt } from '../../lib/collections';
import { photoContext } from '../../lib/photo-context';
import type { Photo } from '../../lib/photos';
import { ALBUMS, OWNER_NAME, PHOTOS, SITE } from '../../lib/portfolio';
import type { NavItem } from '../../lib/site';
import { ViewToggle } from '../gallery/view-toggle';
import { Icon } from '../slideshow/controls/icons';
import { say } from '../words';
import { SEARCH_KEY } from '../search-key';
import { takeSearchKey, typedIn } from './app-start';
import { fromOf } from './history';
import './layout.css';

/** Shipped beside the photos when the owner keeps one (public/photos/CREDITS.md). */
const CREDITS_URL = `${import.meta.env.BASE_URL}photos/CREDITS.md`;

interface LayoutProps {
  nav?: readonly NavItem[];
  /** The albums this page carries (none on the home page): their pages are pages of cards too. */
  albums?: readonly Album[];
  photos?: readonly Photo[];
}

/**
 * Opens search: its field where the page has it, else its page. `/` does too, from anywhere but a field being typed
 * in, as on the sites that taught visitors the key.
 */
function useSearch(): () => void {
  const navigate = useNavigate();
  const open = useCallback(() => {
    const field = document.querySelector<HTMLInputElement>('.search-field');
    if (field) field.focus();
    else void navigate(paths.search);
  }, [navigate]);
  useEffect(() => {
    if (takeSearchKey()) open(); // pressed before this listened
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_KEY || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (typedIn(event.target)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return open;
}

const navClass = (current: boolean) => cn('nav-button', current ? 'nav-button-current' : 'nav-button-outline');

export function Layout({ nav = SITE.nav, albums = ALBUMS, photos = PHOTOS }: LayoutProps) {
  const location = useLocation();
  const pages = useMemo(() => cardPages(nav, albums), [nav, albums]);
  const { pathname } = location;
  const state: unknown = location.state;
  const photoId = useMatch(paths.photoPattern)?.params.id;
  // A photo's page is part of the nav page whose photos it flips through: the home page's has the tabs too.
  const from = fromOf(state);
  const page =
    photoId === undefined
      ? pathname
      : (photoContext(photoId, from, withCollectionAt(pages, from, photos), photos, say('gallery'))?.page.path ??
        pathname);
  const onHome = page === paths.gallery;
  const openSearch = useSearch();
  // The albums page's link stands for it and for each listed album's page that no nav entry names.
  const inAlbums =
    page === paths.albums ||
    (albums.some((album) => !album.unlisted && paths.album(album.slug) === page) &&
      !nav.some((item) => item.path === page));
  // The places page's link stands for it and for each place's page.
  const inPlaces = page === paths.places || page.startsWith(`${paths.places}/`);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {say('skip-to-content')}
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          <Link to={paths.gallery} className="brand">
            {OWNER_NAME}
          </Link>
          <nav aria-label={say('main-nav')} className="site-nav">
            <ul>
              {nav.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} end className={({ isActive }) => navClass(isActive || item.path === page)}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {SITE.albumsLink && (
                <li>
                  {/* A page that carries no albums (the home page) loads the albums page whole, with its own. */}
                  <NavLink
                    to={paths.albums}
                    end
                    reloadDocument={albums.length === 0}
                    className={({ isActive }) => navClass(isActive || inAlbums)}
                  >
                    {say('albums')}
                  </NavLink>
                </li>
              )}
              {SITE.placesLink && (
                <li>
                  <NavLink to={paths.places} end className={({ isActive }) => navClass(isActive || inPlaces)}>
                    {say('places')}
                  </NavLink>
                </li>
              )}
            </ul>
          </nav>
          {/* A tool rather than a page of the owner's nav: beside it, one key away (`/`). */}
          <button
            type="button"
            className={cn(navClass(false), 'nav-button-icon', 'topbar-search')}
            aria-label={say('search')}
            title={say('search')}
            onClick={openSearch}
          >
            <Icon name="search" />
          </button>
          {onHome && <ViewToggle className="topbar-toggle" />}
        </div>
      </header>
      <main id="main" className="content" tabIndex={-1}>
        {/* Keyed by page: an error on one page does not stick to the next; flipping photos is one page. */}
        <ErrorBoundary key={photoId === undefined ? pathname : paths.photoPattern}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer className="footer">
        {/* The build prerenders this page: a visit in a later year than the build's hydrates it anyway. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {OWNER_NAME}
          {SITE.credits && (
            <>
              <span aria-hidden="true"> · </span>
              <a href={CREDITS_URL}>{say('photo-credits')}</a>
            </>
          )}
        </p>
      </footer>
    </div>
  );
}
