// The key sheet: every key and gesture the slideshow answers, in the site's words, as a modal dialog. The native
// <dialog> moves focus in, keeps Tab inside and closes on Escape; focus then goes back to what had it. Its code comes
// with the slideshow's; its styles (key-sheet.css) load on their own when it is first wanted (slideshow.tsx).
import { useLayoutEffect, useRef } from 'react';
import { say } from '../../words';
import { Icon } from '../controls/icons';
import type { WordId } from '../../../lib/words';
import type { SheetRows } from './key-sheet-list';

const TITLE_ID = 'key-sheet-title';

/** Keys whose keycap is a word in the language (German keyboards print Pos1 for Home). */
const KEY_NAMES: Readonly<Record<string, WordId>> = {
  Home: 'key-home',
  End: 'key-end',
  Escape: 'key-escape',
  ' ': 'key-space',
};
const ARROWS: Readonly<Record<string, string>> = { ArrowLeft: '←', ArrowRight: '→' };

/** What a key's keycap shows: its name in the language, an arrow, or the character it types. */
export function keyLabel(key: string, words: (id: WordId) => string = say): string {
  const name = KEY_NAMES[key];
  return name ? words(name) : (ARROWS[key] ?? key);
}

interface KeySheetProps {
  /** What it lists (key-sheet-list.ts, in the slideshow's chunk with the key tables). */
  rows: SheetRows;
  /** It has closed (Escape, its button, a click beside it): the slideshow unmounts it. */
  onClose: () => void;
}

export function KeySheet({ rows, onClose }: KeySheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Its keys are its own: the slideshow's (the arrows, Escape's chain) and the top bar's `/` listen on window.
    const keepKeys = (event: KeyboardEvent) => event.stopPropagation();
    // A click on the backdrop lands on the dialog itself, outside its body.
    const closeBeside = (event: MouseEvent) => event.target === element && element.close();
    element.addEventListener('keydown', keepKeys);
    element.addEventListener('click', closeBeside);
    const opener = document.activeElement;
    element.showModal();
    return () => {
      element.removeEventListener('keydown', keepKeys);
      element.removeEventListener('click', closeBeside);
      if (element.open) element.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  const close = () => dialog.current?.close();

  return (
    // Focusable itself, so a click on its text keeps focus (and the keys) inside it.
    <dialog
      ref={dialog}
      className="key-sheet"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
      // Unless opened again since: React's strict mode runs the effect twice in development.
      onClose={() => dialog.current?.open || onClose()}
    >
      <div className="key-sheet-body">
        <div className="key-sheet-head">
          <h2 id={TITLE_ID} className="key-sheet-title">
            {say('key-sheet')}
          </h2>
          <button type="button" className="key-sheet-close" aria-label={say('close')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <h3 className="key-sheet-group">{say('keyboard')}</h3>
        <dl className="key-sheet-rows">
          {rows.keys.map((row) => (
            <div key={row.does} className="key-sheet-row">
              <dt>
                {row.keys.map((key) => (
                  <kbd key={key}>{keyLabel(key)}</kbd>
                ))}
              </dt>
              <dd>{say(row.does)}</dd>
            </div>
          ))}
        </dl>
        <h3 className="key-sheet-group">{say('gestures')}</h3>
        <dl className="key-sheet-rows">
          {rows.gestures.map((row) => (
            <div key={row.gesture} className="key-sheet-row">
              <dt>{say(row.gesture)}</dt>
              <dd>{say(row.does)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </dialog>
  );
}
