// The address and the view, as the pages keep them together: opening, flipping, Back, Forward, the tabs, links.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ExifClient from '../../../../src/worker/exif.client';
import { AppRoutes } from '../../../../src/app/shell/router';
import { PHOTOS } from '../../../../src/lib/portfolio';
import type { NavItem } from '../../../../src/lib/site';
import { useGalleryViewStore } from '../../../../src/store/gallery-view';
import { useSlideshowStore } from '../../../../src/store/slideshow';

vi.mock('../../../../src/worker/exif.client', async (importOriginal) => ({
  ...(await importOriginal<typeof ExifClient>()),
  readCameraDetails: (await import('../../support/fake-exif-client')).fakeRead,
}));

const at: { pathname: string; search: string; state: unknown } = { pathname: '', search: '', state: null };
/** Every address the router has shown, in order. */
const shown: string[] = [];
let navigate: NavigateFunction = () => undefined;

function HistoryProbe() {
  const location = useLocation();
  const go = useNavigate();
  const state: unknown = location.state;
  useEffect(() => {
    navigate = go;
    Object.assign(at, { pathname: location.pathname, search: location.search, state });
    // The browser's address, as BrowserRouter keeps it: the slideshow checks it before writing its photo's.
    window.history.replaceState(null, '', location.pathname);
    if (shown.at(-1) !== location.pathname) shown.push(location.pathname);
  });
  return null;
}

const NAV: NavItem[] = [
  { label: 'Gallery', path: '/' },
  { label: 'Bees', path: '/bees', album: 'bees' },
];
// Two of the photos in an album of their own, as a subfolder would make them.
const BEES = new Set(['honey-bee', 'dew-drop']);
const photos = PHOTOS.map((photo) => ({ ...photo, album: BEES.has(photo.id) ? 'bees' : null }));

function renderAt(entry: string | { pathname: string; state?: unknown }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AppRoutes photos={photos} nav={NAV} />
      <HistoryProbe />
    </MemoryRouter>,
  );
}

const shownPhoto = () => document.querySelector('.slide-frame')?.getAttribute('data-photo');
const caption = () => screen.findByText(/^Image \d+ \/ \d+$/);
const openButton = (id: string) => {
  const photo = photos.find((candidate) => candidate.id === id);
  return screen.getByRole('button', { name: `Open ${photo?.title ?? id} in the slideshow` });
};

/** Opens the home page's first card in the slideshow, then forgets the addresses shown so far. */
async function openFirstCard() {
  const user = userEvent.setup();
  renderAt('/');
  await user.click(openButton(photos[0]?.id ?? ''));
  await waitFor(() => expect(shownPhoto()).toBe(photos[0]?.id));
  shown.length = 0;
}

describe('photo pages and history', () => {
  beforeEach(() => {
    useGalleryViewStore.setState({ view: 'cards' });
    useSlideshowStore.setState({ index: 0, count: photos.length, direction: 0 });
  });

  it('opens a card at its own address, flips in place, and comes Back to the card last shown', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(openButton(photos[4]?.id ?? ''));
    expect((await caption()).textContent).toBe(`Image 5 / ${photos.length}`);
    expect(at.pathname).toBe(`/p/${photos[4]?.id ?? ''}`);
    expect(at.state).toEqual({ from: '/' });
    expect(useGalleryViewStore.getState().view).toBe('slideshow');

    act(() => useSlideshowStore.getState().step(2));
    await waitFor(() => expect(at.pathname).toBe(`/p/${photos[6]?.id ?? ''}`));
    expect(at.state).toEqual({ from: '/' });

    act(() => void navigate(-1));
    await waitFor(() => expect(at.pathname).toBe('/'));
    expect(document.querySelector('.slide-frame')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(openButton(photos[6]?.id ?? '')));
    expect(useGalleryViewStore.getState().view).toBe('cards');

    act(() => void navigate(1));
    await waitFor(() => expect(shownPhoto()).toBe(photos[6]?.id));
    expect(useGalleryViewStore.getState().view).toBe('slideshow');
  });

  it('writes the address of the photo flipping rests on, and none of those it passed', async () => {
    await openFirstCard();
    act(() => useSlideshowStore.getState().step(1));
    act(() => useSlideshowStore.getState().step(1));
    act(() => useSlideshowStore.getState().step(1));
    expect(shownPhoto()).toBe(photos[3]?.id);
    expect(at.pathname).toBe(`/p/${photos[0]?.id ?? ''}`);
    await waitFor(() => expect(at.pathname).toBe(`/p/${photos[3]?.id ?? ''}`));
    expect(shown).toEqual([`/p/${photos[3]?.id ?? ''}`]);
    expect(at.state).toEqual({ from: '/' });
  });

  it('writes no photo address once a navigation from the page is under way, however late flipping rests', async () => {
    await openFirstCard();
    act(() => useSlideshowStore.getState().step(1));
    // A nav link's navigation, in the browser's history before the router's transition has committed it.
    window.history.pushState(null, '', '/bees');
    await waitFor(() => expect(useSlideshowStore.getState().rested?.id).toBe(photos[1]?.id));
    // The title follows the rested photo in the same commit as the address would: that commit has run.
    await waitFor(() => expect(document.title).toContain(photos[1]?.title ?? '-'));
    expect(window.location.pathname).toBe('/bees');
    expect(shown).toEqual([]);
  });

  it('lands on a photo page in the slideshow on that photo, among the home page’s photos', async () => {
    renderAt('/p/castle-maintenon');
    await waitFor(() => expect(shownPhoto()).toBe('castle-maintenon'));
    const index = photos.findIndex((photo) => photo.id === 'castle-maintenon');
    expect((await caption()).textContent).toBe(`Image ${index + 1} / ${photos.length}`);
    expect(screen.getByRole('tab', { name: 'Slides' }).getAttribute('aria-selected')).toBe('true');
    expect(useGalleryViewStore.getState().view).toBe('slideshow');
  });

  it('flips through the album a photo was opened from, marked in the nav', async () => {
    renderAt({ pathname: '/p/dew-drop', state: { from: '/bees' } });
    expect((await caption()).textContent).toMatch(/ \/ 2$/);
    expect(screen.getByRole('link', { name: 'Bees' }).classList.contains('nav-button-current')).toBe(true);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the not-found page for an unknown photo', () => {
    renderAt('/p/no-such-photo');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('leaves a landing on the cards to the cards, whatever the saved view (main.tsx redirects before)', () => {
    useGalleryViewStore.setState({ view: 'slideshow' });
    renderAt('/');
    expect(at.pathname).toBe('/');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('goes to the slideshow at its own address when a nav link is followed with the slideshow saved', async () => {
    const user = userEvent.setup();
    renderAt('/p/honey-bee');
    await waitFor(() => expect(shownPhoto()).toBe('honey-bee'));
    await user.click(screen.getByRole('link', { name: 'Bees' }));
    await waitFor(() => expect(at.pathname).toMatch(/^\/p\/(honey-bee|dew-drop)$/));
    expect(at.state).toEqual({ from: '/bees' });
    expect((await caption()).textContent).toMatch(/ \/ 2$/);
  });

  it('switches views with the tabs in place of the entry', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('tab', { name: 'Slides' }));
    await waitFor(() => expect(at.pathname).toMatch(/^\/p\//));
    await user.click(screen.getByRole('tab', { name: 'Cards' }));
    await waitFor(() => expect(at.pathname).toBe('/'));
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});
