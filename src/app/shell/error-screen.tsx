// Shown in place of a page that failed to render. It uses a plain link, not the router's, because the
// router itself may be what failed.
import { paths } from '../../lib/paths';
import './status-screen.css';

export function ErrorScreen() {
  return (
    <div className="status-screen" role="alert">
      <p className="status-code" aria-hidden="true">
        Oops
      </p>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      <div className="status-actions">
        <button type="button" className="nav-button nav-button-current" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <a className="nav-button nav-button-outline" href={paths.gallery}>
          Back to the gallery
        </a>
      </div>
    </div>
  );
}
