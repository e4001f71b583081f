// The designed "Page not found": any path the site has no page for, and a photo's page for no photo of the site.
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../page-title';
import { paths } from '../../lib/paths';
import { OWNER_NAME } from '../../lib/portfolio';
import { say } from '../words';
import './status-screen.css';

export function NotFound() {
  const { pathname } = useLocation();
  usePageTitle(say('not-found-title', { owner: OWNER_NAME }));
  // The address asked for is set apart in the sentence, wherever the language puts it.
  const [before = '', after = ''] = say('not-found-text').split('{path}');
  return (
    <div className="status-screen">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{say('not-found-heading')}</h1>
      <p>
        {before}
        {/* A path reads left to right, slashes in place, in a right-to-left sentence too. */}
        <code dir="ltr">{pathname}</code>
        {after}
      </p>
      <div className="status-actions">
        <Link className="nav-button nav-button-current" to={paths.gallery}>
          {say('back-to-gallery')}
        </Link>
      </div>
    </div>
  );
}
