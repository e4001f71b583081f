// The one layout every route shares: a sticky top bar (owner's name, navigation, view toggle on the
// home route) over the main content, and a footer with the photo credits.
import { Link, NavLink, Outlet, useLocation, useMatch } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { ErrorBoundary } from './error-boundary';
import { paths } from '../../lib/paths';
import { photoContext } from '../../lib/photo-context';
import type { Photo } from '../../lib/photos';
import { OWNER_NAME, PHOTOS, SITE } from '../../lib/portfolio';
import type { NavItem } from '../../lib/site';
import { ViewToggle } from '../gallery/view-toggle';
import { say } from '../words';
import { fromOf } from './history';
import './layout.css';

/** Shipped beside the photos when the owner keeps one (public/photos/CREDITS.md). */
const CREDITS_URL = `${import.meta.env.BASE_URL}photos/CREDITS.md`;

export function Layout({ nav = SITE.nav, photos = PHOTOS }: { nav?: readonly NavItem[]; photos?: readonly Photo[] }) {
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  const photoId = useMatch(paths.photoPattern)?.params.id;
  // A photo's page is part of the nav page whose photos it flips through: the home page's has the tabs too.
  const page =
    photoId === undefined
      ? pathname
      : (photoContext(photoId, fromOf(state), nav, photos, say('gallery'))?.path ?? pathname);
  const onHome = page === paths.gallery;

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
                  <NavLink
                    to={item.path}
                    end
                    className={({ isActive }) =>
                      cn('nav-button', isActive || item.path === page ? 'nav-button-current' : 'nav-button-outline')
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
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
