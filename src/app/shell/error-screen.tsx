// Shown in place of a page that failed to render. It uses a plain link, not the router's, because the
// router itself may be what failed.
import { paths } from '../../lib/paths';
import { say } from '../words';
import './status-screen.css';

export function ErrorScreen() {
  return (
    <div className="status-screen" role="alert">
      <p className="status-code" aria-hidden="true">
        {say('error-mark')}
      </p>
      <h1>{say('error-heading')}</h1>
      <p>{say('error-text')}</p>
      <div className="status-actions">
        <button type="button" className="nav-button nav-button-current" onClick={() => window.location.reload()}>
          {say('reload-page')}
        </button>
        <a className="nav-button nav-button-outline" href={paths.gallery}>
          {say('back-to-gallery')}
        </a>
      </div>
    </div>
  );
}
