import { act, fireEvent, render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ExifClient from '../../../../../src/worker/exif.client';
import { Filmstrip, FOLDED_QUERY } from '../../../../../src/app/slideshow/filmstrip/filmstrip';
import { Slideshow } from '../../../../../src/app/slideshow/slideshow';
import type { Photo } from '../../../../../src/lib/photos';
import { PHOTOS } from '../../../../../src/lib/portfolio';
import { createFilmstripStore, FILMSTRIP_KEY, useFilmstripStore } from '../../../../../src/store/filmstrip';
import { useSlideshowStore } from '../../../../../src/store/slideshow';

vi.mock('../../../../../src/worker/exif.client', async (importOriginal) => ({
  ...(await importOriginal<typeof ExifClient>()),
  readCameraDetails: (await import('../../../support/fake-exif-client')).fakeRead,
}));

/** The slideshow keeps its photo in the address: it renders inside a router, as in the app. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: MemoryRouter });

const byId = (id: string): Photo => {
  const photo = PHOTOS.find((candidate) => candidate.id === id);
  if (!photo) throw new Error(id);
  return photo;
};
const photos = [byId('after-the-rain'), byId('honey-bee'), byId('cincinnati-bridge-night')];
const opening = () => ({ index: useSlideshowStore.getState().index, key: 'test' });

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
const caption = () => screen.getByText(/^Image \d+ \/ \d+$/).textContent;
const strip = () => screen.getByRole('listbox', { name: 'Filmstrip' });
const options = () => within(strip()).getAllByRole('option');
const selected = () => within(strip()).getByRole('option', { selected: true });
const active = () => document.getElementById(strip().getAttribute('aria-activedescendant') ?? '');
const toggle = () => screen.getByRole('button', { name: 'Thumbnails' });
/** An option's name: its photo's title, as its aria-label says. */
const nameOf = (option: Element | null) => option?.getAttribute('aria-label');

/** A media query list that matches `matching`, as a browser's would for the queries the slideshow asks. */
function mediaMatching(matching: string) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === matching,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  useSlideshowStore.setState({ index: 0, count: photos.length });
  useFilmstripStore.setState({ hidden: false });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.dir = '';
});

describe('Filmstrip', () => {
  it('marks the photo on show, and a click on another jumps to it', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    expect(options()).toHaveLength(3);
    expect(nameOf(selected())).toBe('After the rain');
    expect(selected().getAttribute('aria-posinset')).toBe('1');
    expect(selected().getAttribute('aria-setsize')).toBe('3');
    fireEvent.click(within(strip()).getByRole('option', { name: 'Cincinnati bridge at night' }));
    await nextFrame();
    expect(caption()).toBe('Image 3 / 3');
    expect(nameOf(selected())).toBe('Cincinnati bridge at night');
    // Flipping elsewhere moves the mark with it.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await nextFrame();
    expect(nameOf(selected())).toBe('After the rain');
  });

  it('moves its active option with the arrows, Home and End, without flipping the slide; Enter jumps there', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    expect(strip().getAttribute('tabindex')).toBe('0');
    expect(strip().getAttribute('aria-orientation')).toBe('horizontal');
    expect(active()).toBe(selected());
    fireEvent.keyDown(strip(), { key: 'ArrowRight' });
    await nextFrame();
    expect(nameOf(active())).toBe('Honey bee');
    expect(caption()).toBe('Image 1 / 3');
    fireEvent.keyDown(strip(), { key: 'End' });
    expect(nameOf(active())).toBe('Cincinnati bridge at night');
    fireEvent.keyDown(strip(), { key: 'ArrowRight' }); // the last stays the last
    fireEvent.keyDown(strip(), { key: 'Home' });
    await nextFrame();
    expect(nameOf(active())).toBe('After the rain');
    expect(caption()).toBe('Image 1 / 3');
    fireEvent.keyDown(strip(), { key: 'ArrowRight' });
    fireEvent.keyDown(strip(), { key: 'Enter' });
    await nextFrame();
    expect(caption()).toBe('Image 2 / 3');
    expect(nameOf(selected())).toBe('Honey bee');
    fireEvent.keyDown(strip(), { key: 'ArrowLeft' });
    fireEvent.keyDown(strip(), { key: ' ' });
    await nextFrame();
    expect(caption()).toBe('Image 1 / 3');
  });

  it('moves on with ArrowLeft when the page reads right to left', () => {
    document.documentElement.dir = 'rtl';
    render(<Filmstrip photos={photos} />);
    fireEvent.keyDown(strip(), { key: 'ArrowLeft' });
    expect(nameOf(active())).toBe('Honey bee');
    fireEvent.keyDown(strip(), { key: 'ArrowRight' });
    expect(nameOf(active())).toBe('After the rain');
  });

  it('does not jump when a drag ends on a thumbnail', () => {
    render(<Filmstrip photos={photos} />);
    const list = strip();
    list.setPointerCapture = () => undefined;
    fireEvent.pointerDown(list, { pointerType: 'mouse', button: 0, clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(list, { pointerType: 'mouse', clientX: 120, pointerId: 1 });
    fireEvent.pointerUp(list, { pointerType: 'mouse', clientX: 120, pointerId: 1 });
    fireEvent.click(within(list).getByRole('option', { name: 'Honey bee' }));
    expect(useSlideshowStore.getState().index).toBe(0);
    // A press that does not move is a click.
    fireEvent.pointerDown(list, { pointerType: 'mouse', button: 0, clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(list, { pointerType: 'mouse', clientX: 202, pointerId: 1 });
    fireEvent.click(within(list).getByRole('option', { name: 'Honey bee' }));
    expect(useSlideshowStore.getState().index).toBe(1);
  });

  it('fetches no thumbnail before the slide’s photo is decoded and the browser is idle', async () => {
    let decoded: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (decoded = resolve));
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockReturnValue(held);
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = render(<Slideshow photos={photos} opening={opening()} />);
    try {
      const thumbnails = () => strip().querySelectorAll('img');
      expect(thumbnails()).toHaveLength(0);
      // Idle, but the slide's photo is not in yet.
      act(() => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));
      expect(thumbnails()).toHaveLength(0);
      await act(async () => {
        decoded();
        await held;
      });
      expect(thumbnails()).toHaveLength(0);
      expect(idle.length).toBeGreaterThan(0);
      act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));
      expect(thumbnails()).toHaveLength(3);
      // The smallest width shipped, in AVIF.
      expect(strip().querySelector('source')?.getAttribute('srcset')).toMatch(/-240\.[0-9a-f]+\.avif$/);
    } finally {
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('hides at the visitor’s word, and a later visit remembers it', () => {
    render(<Filmstrip photos={photos} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(window.localStorage.getItem(FILMSTRIP_KEY)).toBe('hidden');
    expect(createFilmstripStore().getState().hidden).toBe(true);
    fireEvent.click(toggle());
    expect(strip().isConnected).toBe(true);
    expect(createFilmstripStore().getState().hidden).toBe(false);
  });

  it('shows when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(createFilmstripStore().getState().hidden).toBe(false);
  });

  it('starts folded on a phone, whatever was remembered, and unfolds at the button', () => {
    mediaMatching(FOLDED_QUERY);
    render(<Filmstrip photos={photos} />);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle());
    expect(strip().isConnected).toBe(true);
    expect(window.localStorage.getItem(FILMSTRIP_KEY)).toBeNull();
  });

  it('holds at most 60 thumbnails of 2,000, and a jump to photo 1,500 shows it marked', () => {
    const album = Array.from({ length: 2000 }, (_, at) => ({ ...photos[at % 3], id: `photo-${String(at)}` }) as Photo);
    useSlideshowStore.setState({ index: 0, count: album.length });
    render(<Filmstrip photos={album} />);
    expect(options().length).toBeLessThanOrEqual(60);
    act(() => useSlideshowStore.getState().go(1499));
    expect(options().length).toBeLessThanOrEqual(60);
    expect(selected().getAttribute('aria-posinset')).toBe('1500');
    expect(selected().getAttribute('aria-setsize')).toBe('2000');
    expect(active()).toBe(selected());
  });
});
