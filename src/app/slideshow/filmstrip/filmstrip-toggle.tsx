// The Thumbnails button that folds or hides the filmstrip, and the band's preview: before the slideshow's code runs,
// the button shows disabled where the filmstrip will have it (beside the strip's room, or alone on a phone).
import type { ComponentProps } from 'react';
import { say } from '../../words';
import { Icon } from '../controls/icons';

export function FilmstripToggle(props: ComponentProps<'button'>) {
  return (
    <button type="button" className="slide-tool filmstrip-toggle" {...props}>
      <Icon name="filmstrip" />
      <span className="filmstrip-toggle-label">{say('thumbnails')}</span>
    </button>
  );
}

/** The filmstrip as a photo's page is built: its room, shown or folded by the screen's size alone (filmstrip.css). */
export function FilmstripPreview() {
  return (
    <div className="filmstrip filmstrip-preview">
      <div className="filmstrip-list" />
      <FilmstripToggle disabled aria-expanded={false} />
    </div>
  );
}
