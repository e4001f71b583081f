import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ExifClient from '../../../../src/worker/exif.client';
import { AppRoutes } from '../../../../src/app/shell/router';
import { PHOTOS as photoOrder } from '../../../../src/lib/portfolio';
import { useGalleryViewStore } from '../../../../src/store/gallery-view';
import { useSlideshowStore } from '../../../../src/store/slideshow';

vi.mock('../../../../src/worker/exif.client', async (importOriginal) => ({
  ...(await importOriginal<typeof ExifClient>()),
  readCameraDetails: (await import('../../support/fake-exif-client')).fakeRead,
}));

const renderGallery = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes photos={photoOrder} />
    </MemoryRouter>,
  );

const caption = () => screen.findByText(/^Image \d+ \/ \d+$/);

describe('Gallery', () => {
  beforeEach(() => {
    useGalleryViewStore.setState({ view: 'cards' });
    useSlideshowStore.setState({ index: 0 });
  });

  it('opens the slideshow at a clicked card, saves the view and moves focus into the slideshow', async () => {
    const user = userEvent.setup();
    renderGallery();
    const third = photoOrder[2];
    if (!third) throw new Error('no third photo');
    await user.click(screen.getByRole('button', { name: `Open ${third.title} in the slideshow` }));
    expect((await caption()).textContent).toBe(`Image 3 / ${photoOrder.length}`);
    expect(document.querySelector('.slide-frame')?.getAttribute('data-photo')).toBe(third.id);
    expect(window.localStorage.getItem('galleryView')).toBe('slideshow');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next image' })));
  });

  it('opens the slideshow from a card with Enter and with Space', async () => {
    const user = userEvent.setup();
    for (const key of ['{Enter}', ' ']) {
      useGalleryViewStore.setState({ view: 'cards' });
      const { unmount } = renderGallery();
      const last = photoOrder.at(-1);
      if (!last) throw new Error('no photos');
      screen.getByRole('button', { name: `Open ${last.title} in the slideshow` }).focus();
      await user.keyboard(key);
      expect((await caption()).textContent).toBe(`Image ${photoOrder.length} / ${photoOrder.length}`);
      unmount();
    }
  });

  it('gives every card one button named after its photo', () => {
    renderGallery();
    for (const photo of photoOrder) {
      const card = document.querySelector(`li.card[data-photo="${photo.id}"]`);
      expect(card?.querySelectorAll('button')).toHaveLength(1);
      expect(card?.querySelector('button')?.getAttribute('aria-label')).toBe(`Open ${photo.title} in the slideshow`);
    }
  });

  it('titles the page after the cards view', () => {
    renderGallery();
    expect(document.title).toBe('Cards - Alex Rivera');
  });
});
