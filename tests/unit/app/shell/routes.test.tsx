import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ExifClient from '../../../../src/worker/exif.client';
import { AppRoutes } from '../../../../src/app/shell/router';
import { OWNER_NAME } from '../../../../src/lib/portfolio';
import { PHOTOS } from '../../../../src/lib/portfolio';
import { useGalleryViewStore } from '../../../../src/store/gallery-view';

vi.mock('../../../../src/worker/exif.client', async (importOriginal) => ({
  ...(await importOriginal<typeof ExifClient>()),
  readCameraDetails: (await import('../../support/fake-exif-client')).fakeRead,
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes photos={PHOTOS} />
    </MemoryRouter>,
  );
}

describe('routes and layout', () => {
  beforeEach(() => {
    useGalleryViewStore.setState({ view: 'cards' });
  });

  it("links the owner's name to the home page", () => {
    renderAt('/running');
    expect(screen.getByRole('link', { name: OWNER_NAME }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['/', 'Gallery'],
    ['/espresso', 'Espresso'],
    ['/running', 'Running'],
  ])('marks %s as the current page on the %s button only', (path, label) => {
    renderAt(path);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(nav).getAllByRole('link')) {
      const current = link.textContent === label;
      expect(link.getAttribute('aria-current')).toBe(current ? 'page' : null);
      expect(link.classList.contains(current ? 'nav-button-current' : 'nav-button-outline')).toBe(true);
    }
  });

  it.each(['/', '/espresso', '/running'])('shows the 14 photos on %s', (path) => {
    renderAt(path);
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('card'))).toHaveLength(14);
  });

  it('shows the view toggle on the home route only', () => {
    const { unmount } = renderAt('/');
    expect(screen.getByRole('tablist', { name: 'Gallery view' })).toBeTruthy();
    expect(screen.getByRole('tabpanel')).toBeTruthy();
    unmount();
    renderAt('/espresso');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('answers an unknown path with a designed not-found screen that links home', async () => {
    const user = userEvent.setup();
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    // The path is a left-to-right island, in a right-to-left sentence too.
    expect(screen.getByText('/no/such/page').getAttribute('dir')).toBe('ltr');
    await user.click(screen.getByRole('link', { name: 'Back to the gallery' }));
    expect(screen.getByRole('tablist', { name: 'Gallery view' })).toBeTruthy();
  });

  it('links the photo credits from every page', () => {
    renderAt('/nope');
    expect(screen.getByRole('link', { name: 'Photo credits' }).getAttribute('href')).toBe('/photos/CREDITS.md');
  });
});
