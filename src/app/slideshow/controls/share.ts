// Shares the photo on show, whenever Share is pressed (during or just after a flip too): the system share sheet
// where the browser has one (phones, some desktops), else its link copied to the clipboard, which is then said.
import { useEffect, useState } from 'react';
import { paths } from '../../../lib/paths';
import type { Photo } from '../../../lib/photos';
import { useSlideshowStore } from '../../../store/slideshow';
import { say } from '../../words';

/** How long the confirmation stays on screen. */
const CONFIRM_MS = 3000;

const MESSAGES = { copied: 'link-copied', failed: 'copy-failed' } as const;

/** The photo's page, in full, as a visitor would paste it. */
const shareUrl = (photo: Photo): string => new URL(paths.photo(photo.id), window.location.origin).href;

/** Share's action, and what became of it, to say politely ('' when there is nothing to say). */
export function useShare(): { share: () => void; status: string } {
  const [outcome, setOutcome] = useState<keyof typeof MESSAGES | null>(null);
  useEffect(() => {
    if (outcome === null) return;
    const timer = window.setTimeout(() => setOutcome(null), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const photo = useSlideshowStore.getState().photo;
    if (!photo) return;
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

  return { share: () => void share(), status: outcome ? say(MESSAGES[outcome]) : '' };
}
