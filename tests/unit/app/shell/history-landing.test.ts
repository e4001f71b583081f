import { describe, expect, it, vi } from 'vitest';
import { land, landingFor } from '../../../../src/app/shell/history';
import { PHOTOS } from '../../../../src/lib/portfolio';
import type { NavItem } from '../../../../src/lib/site';

const photos = PHOTOS.map((photo) => ({ ...photo, album: photo.id === 'dew-drop' ? 'drops' : null }));
const nav: NavItem[] = [
  { label: 'Gallery', path: '/' },
  { label: 'Drops', path: '/drops', album: 'drops' },
];
const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('landingFor', () => {
  it('sends a ?photo= link to the photo’s own address, with the page it belongs to and its place there', () => {
    const index = photos.findIndex((photo) => photo.id === 'honey-bee');
    expect(landingFor(at('/?photo=honey-bee'), 'cards', photos, nav)).toEqual({
      url: '/p/honey-bee',
      state: { from: '/' },
      index,
      count: photos.length,
    });
  });

  it('opens a saved slideshow on the first photo of the page, at that photo’s address', () => {
    expect(landingFor(at('/drops'), 'slideshow', photos, nav)).toEqual({
      url: '/p/dew-drop',
      state: { from: '/drops' },
      index: 0,
      count: 1,
    });
  });

  it('opens ?play on the page’s first photo, or the linked one, playing, whatever the saved view', () => {
    expect(landingFor(at('/drops?play'), 'cards', photos, nav)).toEqual({
      url: '/p/dew-drop?play',
      state: { from: '/drops' },
      index: 0,
      count: 1,
    });
    expect(landingFor(at('/?play'), 'cards', photos, nav)).toMatchObject({ url: `/p/${photos[0]?.id ?? ''}?play` });
    expect(landingFor(at('/?photo=honey-bee&play'), 'slideshow', photos, nav)).toMatchObject({
      url: '/p/honey-bee?play',
    });
  });

  it('drops an unknown photo, keeping the rest of the address; leaves the cards and other paths alone', () => {
    expect(landingFor(at('/?a=1&photo=nope#x'), 'cards', photos, nav)).toEqual({ url: '/?a=1#x' });
    expect(landingFor(at('/drops?photo=honey-bee'), 'cards', photos, nav)).toEqual({ url: '/drops' });
    expect(landingFor(at('/'), 'cards', photos, nav)).toBeNull();
    expect(landingFor(at('/p/honey-bee'), 'slideshow', photos, nav)).toBeNull();
    expect(landingFor(at('/nope'), 'slideshow', photos, nav)).toBeNull();
  });
});

describe('land', () => {
  it('writes the photo page’s state where React Router reads it', () => {
    const history = { replaceState: vi.fn() };
    land({ url: '/p/honey-bee', state: { from: '/' } }, history);
    expect(history.replaceState).toHaveBeenCalledWith({ usr: { from: '/' } }, '', '/p/honey-bee');
    land({ url: '/' }, history);
    expect(history.replaceState).toHaveBeenLastCalledWith(null, '', '/');
  });
});
