// Shares the photo on show: the system share sheet where the browser has one (phones, some desktops), else its
// link copied to the clipboard, said in a polite live region that screen readers announce (the slideshow's own
// status is for the slide on show).
import { useEffect, useState } from 'react';
import { paths } from '../../lib/paths';
import type { Photo } from '../../lib/photos';

/** How long the confirmation stays on screen. */
const CONFIRM_MS = 3000;

type Outcome = 'copied' | 'failed' | null;

const MESSAGES: Record<Exclude<Outcome, null>, string> = {
  copied: 'Link copied',
  failed: 'Could not copy the link',
};

/** The photo's page, in full, as a visitor would paste it. */
export const shareUrl = (photo: Photo): string => new URL(paths.photo(photo.id), window.location.origin).href;

export function ShareButton({ photo }: { photo: Photo }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (outcome === null) return;
    const timer = window.setTimeout(() => setOutcome(null), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const url = shareUrl(photo);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: photo.title, url });
      } catch {
        // Dismissed, or refused: the visitor saw the sheet; nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div className="share">
      <button type="button" className="nav-button nav-button-outline share-button" onClick={() => void share()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Share
      </button>
      <span className="share-status" aria-live="polite">
        {outcome && MESSAGES[outcome]}
      </span>
    </div>
  );
}
