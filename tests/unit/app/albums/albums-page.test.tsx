// The albums page and each album's page, as the router draws them from the albums a page carries.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ExifClient from '../../../../src/worker/exif.client';
import { AppRoutes } from '../../../../src/app/shell/router';
import type { Album } from '../../../../src/lib/albums';
import type { Photo } from '../../../../src/lib/photos';
import { PHOTOS } from '../../../../src/lib/portfolio';
import { useGalleryViewStore } from '../../../../src/store/gallery-view';

vi.mock('../../../../src/worker/exif.client', async (importOriginal) => ({
  ...(await importOriginal<typeof ExifClient>()),
  readCameraDetails: (await import('../../support/fake-exif-client')).fakeRead,
}));

const inAlbum =
  (album: string, ...ids: string[]) =>
  (photo: Photo) =>
    ids.includes(photo.id) ? { ...photo, album, ...(album === 'family' && { unlisted: true as const }) } : photo;
const photos = PHOTOS.map(inAlbum('travel', 'maldives-jetty', 'neist-point-lighthouse', 'dark-waters'))
  .map(inAlbum('macro', 'honey-bee'))
  .map(inAlbum('family', 'colorful-cups'));
const ALBUMS: Album[] = [
  { folder: 'macro', slug: 'macro', title: 'Close up', description: 'Small things, near.', cover: 'honey-bee' },
  { folder: 'travel', slug: 'travel', title: 'Travel', cover: 'neist-point-lighthouse' },
  { folder: 'family', slug: 'family', title: 'Family', cover: 'colorful-cups', unlisted: true },
];

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes photos={photos} albums={ALBUMS} />
    </MemoryRouter>,
  );
}

describe('the albums page', () => {
  beforeEach(() => {
    useGalleryViewStore.setState({ view: 'cards' });
  });

  it('shows each listed album in the owner’s order: its cover, its title and how many photos it holds', () => {
    renderAt('/albums');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Albums');
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Close up', 'Travel']);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/albums/macro',
      '/albums/travel',
    ]);
    expect(items.map((item) => item.querySelector('.album-count')?.textContent)).toEqual(['1 photo', '3 photos']);
    expect(items[1]?.querySelector('img')?.getAttribute('data-deferred-src')).toContain(
      '/photos/neist-point-lighthouse-',
    );
    expect(document.title).toBe('Albums - Alex Rivera');
  });

  it('shows an album’s page with its title, description and its photos only, the unlisted one’s too', () => {
    renderAt('/albums/macro');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Close up');
    expect(screen.getByText('Small things, near.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Open/ })).toHaveLength(1);
    expect(document.title).toBe('Close up - Alex Rivera');
    renderAt('/albums/family');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toContain('Family');
  });

  it('leaves the unlisted album’s photos off the home page', () => {
    const { container } = renderAt('/');
    const shown = [...container.querySelectorAll('[data-photo]')].map((card) => card.getAttribute('data-photo'));
    expect(shown).toHaveLength(PHOTOS.length - 1);
    expect(shown).not.toContain('colorful-cups');
  });
});
