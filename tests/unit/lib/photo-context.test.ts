import { describe, expect, it } from 'vitest';
import { photoContext } from '../../../src/lib/photo-context';
import type { Photo } from '../../../src/lib/photos';
import type { NavItem } from '../../../src/lib/site';

const photo = (id: string, album: string | null): Photo => ({
  id,
  title: id,
  alt: id,
  width: 3,
  height: 2,
  album,
  hash: '00000000',
});

const photos = [photo('cup', 'espresso'), photo('track', 'running'), photo('sea', null), photo('crema', 'espresso')];
const nav: NavItem[] = [
  { label: 'Gallery', path: '/' },
  { label: 'Espresso', path: '/espresso', album: 'espresso' },
  { label: 'Running', path: '/running', album: 'running' },
];

describe('photoContext', () => {
  it('flips through the page the photo was opened from, with its place there', () => {
    const context = photoContext('crema', '/espresso', nav, photos, 'Gallery');
    expect(context?.page.path).toBe('/espresso');
    expect(context?.page.label).toBe('Espresso');
    expect(context?.photos.map((p) => p.id)).toEqual(['cup', 'crema']);
    expect(context?.index).toBe(1);
  });

  it('without a page it was opened from (a shared link), the home page when that shows it', () => {
    const context = photoContext('crema', undefined, nav, photos, 'Gallery');
    expect(context?.page.path).toBe('/');
    expect(context?.photos).toHaveLength(4);
    expect(context?.index).toBe(3);
  });

  it('ignores a page the photo is not on, and one that is not in the nav', () => {
    expect(photoContext('track', '/espresso', nav, photos, 'Gallery')?.page.path).toBe('/');
    expect(photoContext('track', '/elsewhere', nav, photos, 'Gallery')?.page.path).toBe('/');
  });

  it('finds the first page that shows the photo when the home page shows an album without it', () => {
    const albums: NavItem[] = [
      { label: 'Espresso', path: '/', album: 'espresso' },
      { label: 'Running', path: '/running', album: 'running' },
    ];
    const context = photoContext('track', undefined, albums, photos, 'Gallery');
    expect(context?.page.path).toBe('/running');
    expect(context?.index).toBe(0);
  });

  it('falls back to every photo under the home page for a photo no page shows', () => {
    const albums: NavItem[] = [{ label: 'Espresso', path: '/', album: 'espresso' }];
    const context = photoContext('sea', undefined, albums, photos, 'Gallery');
    expect(context?.page.path).toBe('/');
    expect(context?.photos).toBe(photos);
    expect(context?.index).toBe(2);
  });

  it('names the home page in the words it is given when no nav entry is the home page', () => {
    const albums: NavItem[] = [{ label: 'Espresso', path: '/espresso', album: 'espresso' }];
    expect(photoContext('sea', undefined, albums, photos, 'Galerie')?.page).toEqual({ path: '/', label: 'Galerie' });
  });

  it('has no context for an unknown photo', () => {
    expect(photoContext('nope', '/', nav, photos, 'Gallery')).toBeNull();
  });
});
