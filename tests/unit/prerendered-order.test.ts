// The app's photo order read back from the prerendered cards that the pre-paint script shuffled.
import { describe, expect, it } from 'vitest';
import { PHOTOS } from '../../src/lib/photos';
import { prerenderedOrder } from '../../src/app/gallery/prerendered-order';

function page(ids: readonly string[]): HTMLElement {
  const body = document.createElement('body');
  body.innerHTML = `<div id="root"><ul class="card-grid">${ids.map((id) => `<li class="card" data-photo="${id}"></li>`).join('')}</ul></div>`;
  return body;
}

const ids = PHOTOS.map((photo) => photo.id);

describe('prerenderedOrder', () => {
  it('is the order the cards are in', () => {
    const shuffled = [...ids].reverse();
    expect(prerenderedOrder(PHOTOS, page(shuffled))?.map((photo) => photo.id)).toEqual(shuffled);
  });

  it.each([
    ['no cards', page([])],
    ['a card missing', page(ids.slice(1))],
    ['a card twice', page([...ids.slice(1), ids[1] ?? ''])],
    ['an unknown photo', page([...ids.slice(1), 'nope'])],
  ])('is null with %s, so the app shuffles for itself', (_, root) => {
    expect(prerenderedOrder(PHOTOS, root)).toBeNull();
  });
});
