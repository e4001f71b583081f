// The address follows the slideshow: /p/<id> of the photo flipping rests on. Written in place of the entry (a flip
// is not a step Back), a moment after flipping rests, so a held key never meets Chrome's History API throttle.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Chrome throttles the History API past about 100 calls in 10 s; a held key flips 30 times a second. */
export const ADDRESS_DELAY_MS = 200;

/** Keeps a photo page's address on `id`, the photo on show; the entry's state (where it was opened from) stays. */
export function usePhotoAddress(id: string | null): void {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  useEffect(() => {
    if (id === null || !paths.isPhoto(pathname) || pathname === paths.photo(id)) return;
    const write = () => {
      // The visitor may have left the photo's page (Cards, a nav link) since: the address is theirs then.
      if (!paths.isPhoto(window.location.pathname)) return;
      void navigate(paths.photo(id), { replace: true, state });
    };
    const timer = window.setTimeout(write, ADDRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [id, pathname, state, navigate]);
}
