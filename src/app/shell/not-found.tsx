import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../page-title';
import { paths } from '../../lib/paths';
import { OWNER_NAME } from '../../lib/portfolio';
import './status-screen.css';

export function NotFound() {
  const { pathname } = useLocation();
  usePageTitle(`Page not found - ${OWNER_NAME}`);
  return (
    <div className="status-screen">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. The photographs are all in the gallery.
      </p>
      <div className="status-actions">
        <Link className="nav-button nav-button-current" to={paths.gallery}>
          Back to the gallery
        </Link>
      </div>
    </div>
  );
}
