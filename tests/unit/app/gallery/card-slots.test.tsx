// The pre-paint script's card filling against <Card> itself: a prerendered card filled with another photo must be
// exactly the card React renders for that photo, or hydration would adopt a card that says one photo and shows another.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillCard, nameCard } from '../../../../src/app/gallery/card-slots';
import { Cards } from '../../../../src/app/gallery/cards';
import type { Photo } from '../../../../src/lib/photos';
import { PHOTOS, SITE } from '../../../../src/lib/portfolio';

/** The card <Cards> renders for `photo`, as an element. */
function renderedCard(photo: Photo): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Cards photos={[photo]} onOpen={() => undefined} />);
  const card = host.querySelector<HTMLElement>('.card');
  if (!card) throw new Error('no card rendered');
  return card;
}

/** Markup without the styles set through the CSSOM, which server markup never carries. */
const markup = (card: HTMLElement) => {
  const copy = card.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...copy.querySelectorAll('*')]) element.removeAttribute('style');
  return copy.outerHTML;
};

describe('fillCard and nameCard', () => {
  const [first, second, portrait] = [PHOTOS[0], PHOTOS[1], PHOTOS.find((photo) => photo.height > photo.width)];

  it.each([
    ['another landscape photo', second],
    ['a portrait photo', portrait],
  ])("turns one photo's card into %s's, as React renders it", (_, photo) => {
    if (!first || !photo) throw new Error('the catalogue has too few photos for this test');
    const card = renderedCard(first);
    fillCard(card, photo);
    nameCard(card, photo, SITE.words['open-photo']);
    expect(markup(card)).toBe(markup(renderedCard(photo)));
  });

  it('leaves the words to nameCard: until then the card names no photo, rather than the wrong one', () => {
    if (!first || !second) throw new Error('the catalogue has too few photos for this test');
    const card = renderedCard(first);
    fillCard(card, second);
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(card.querySelector('button')?.getAttribute('aria-label')).toBe('');
    expect(card.dataset.photo).toBe(second.id);
  });

  it("gives the card its photo's shape and colours through the CSSOM", () => {
    if (!first || !portrait) throw new Error('the catalogue has too few photos for this test');
    const card = renderedCard(first);
    fillCard(card, portrait);
    expect(Number(card.style.getPropertyValue('--card-aspect'))).toBeCloseTo(portrait.width / portrait.height, 3);
    expect(card.querySelector('img')?.style.getPropertyValue('--photo-fill')).toBe(portrait.fill ?? '');
  });
});
