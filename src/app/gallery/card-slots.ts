// What makes a card one photo's, written into markup React rendered: the pre-paint script turns the build's
// prerendered cards into the shuffled photos' (a large album's first page carries no card per photo), then names
// them once the catalogue brings their words; a card's styles go through the CSSOM, which the CSP allows where it
// forbids a style="" in markup.
import { imageSourceFor, type Photo, type PhotoFiles } from '../../lib/photos';
import { fill } from '../../lib/words';
import { deferredName } from '../photo/deferred-sources';
import { fillWith } from '../photo/photo-fill';

/** The card's button names the photo it opens; `openWord`: the site's word for it (`open-photo`). */
export const cardLabel = (photo: Photo, openWord: string): string => fill(openWord, { title: photo.title });

/** The card's width in its row follows the photo's shape (cards.css); its image shows the photo's colours. */
export function styleCard(card: HTMLElement, photo: PhotoFiles): void {
  card.style.setProperty('--card-aspect', String(Math.round((photo.width / photo.height) * 10000) / 10000));
  fillWith(card.querySelector<HTMLElement>('.photo-loading'), photo.fill);
}

const set = (element: Element | null, name: string, value: string | number | undefined) => {
  if (value === undefined) element?.removeAttribute(name);
  else element?.setAttribute(name, String(value));
};

/**
 * Makes a card drawn for a browser without scripts (photo/scripts-off.ts) into what <Card> renders when they run: its
 * files named for the card's own watch rather than for the browser's lazy loading, and its link the button that
 * opens the slideshow.
 */
export function withScriptsOn(card: HTMLElement): HTMLElement {
  set(card.querySelector('source'), 'srcset', undefined);
  const image = card.querySelector('img');
  set(image, 'src', undefined);
  set(image, 'loading', undefined);
  const link = card.querySelector('a.card-open');
  if (link) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    link.replaceWith(button);
  }
  return card;
}

/**
 * Makes a card rendered by <Card> for one photo into what <Card> renders for `photo`, but for the words, which
 * nameCard writes: its image and button say nothing until then, rather than name another photo.
 */
export function fillCard(card: HTMLElement, photo: PhotoFiles): void {
  const source = imageSourceFor(photo, 'card');
  card.dataset.photo = photo.id;
  const avif = card.querySelector('source');
  const image = card.querySelector('img');
  set(avif, deferredName('srcset'), source.avifSrcSet);
  set(avif, 'sizes', source.sizes);
  set(image, deferredName('src'), source.src);
  set(image, 'width', source.width);
  set(image, 'height', source.height);
  set(image, 'alt', '');
  set(card.querySelector('button'), 'aria-label', '');
  styleCard(card, photo);
}

/** Writes the words <Card> renders for `photo`: its image's alt text and its button's name. */
export function nameCard(card: HTMLElement, photo: Photo, openWord: string): void {
  set(card.querySelector('img'), 'alt', photo.alt);
  set(card.querySelector('button'), 'aria-label', cardLabel(photo, openWord));
}
