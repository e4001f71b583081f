// The key sheet as a dialog: every key once in <kbd>, right to left too; its keys stay its own; it closes by its
// button and hands focus back; in the slideshow, `?` and the keyboard button open it over an open details panel.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ExifClient from '../../../../../src/worker/exif.client';
import { KeySheet } from '../../../../../src/app/slideshow/key-sheet/key-sheet';
import { keyRows, sheetRows } from '../../../../../src/app/slideshow/key-sheet/key-sheet-list';
import { Slideshow } from '../../../../../src/app/slideshow/slideshow';
import { PHOTOS } from '../../../../../src/lib/portfolio';
import { useSlideshowStore } from '../../../../../src/store/slideshow';

vi.mock('../../../../../src/worker/exif.client', async (importOriginal) => ({
  ...(await importOriginal<typeof ExifClient>()),
  readCameraDetails: (await import('../../../support/fake-exif-client')).fakeRead,
}));

const sheet = () => screen.getByRole('dialog', { name: 'Keys and gestures' });
const keycaps = () => [...sheet().querySelectorAll('kbd')].map((kbd) => kbd.textContent);

afterEach(() => {
  document.documentElement.dir = '';
});

describe('KeySheet', () => {
  it('opens as a dialog with its heading, close button and every key once, each in <kbd>', () => {
    render(<KeySheet rows={sheetRows(1)} onClose={() => undefined} />);
    expect((sheet() as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Keys and gestures' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    const keys = keyRows(1).flatMap((row) => row.keys);
    expect(keycaps()).toHaveLength(keys.length);
    expect(new Set(keycaps()).size).toBe(keys.length);
    expect(keycaps()).toEqual(expect.arrayContaining(['→', '←', 'Home', 'End', '+', '-', '0', 'F', 'I', '?', 'Esc']));
    expect(screen.getByText('Swipe left')).toBeTruthy();
  });

  it('shows the rows it is handed: → for the next photo left to right, ← right to left', () => {
    const first = () => sheet().querySelector('.key-sheet-row');
    const { unmount } = render(<KeySheet rows={sheetRows(1)} onClose={() => undefined} />);
    expect(first()?.textContent).toBe('→Next image');
    unmount();
    render(<KeySheet rows={sheetRows(-1)} onClose={() => undefined} />);
    expect(first()?.textContent).toBe('←Next image');
  });

  it('keeps its keys from the page’s listeners on window', () => {
    const onWindow = vi.fn();
    window.addEventListener('keydown', onWindow);
    try {
      render(<KeySheet rows={sheetRows(1)} onClose={() => undefined} />);
      for (const key of ['Escape', 'ArrowRight', '/', 'f']) fireEvent.keyDown(sheet(), { key });
      expect(onWindow).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('keydown', onWindow);
    }
  });

  it('closes by its button and hands focus back to what had it', async () => {
    const user = userEvent.setup();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const onClose = vi.fn();
    const { unmount } = render(<KeySheet rows={sheetRows(1)} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount(); // as the slideshow does on onClose
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

// The details panel and the sheet's styles load by import(): the first such import compiles them, slow on a busy machine.
const LOADED = { timeout: 10_000 };

describe('the key sheet in the slideshow', { timeout: 20_000 }, () => {
  const photos = PHOTOS.slice(0, 3);
  const caption = () => screen.getByText(/^Image \d+ \/ \d+$/).textContent;

  beforeEach(() => {
    useSlideshowStore.setState({ index: 0, count: photos.length });
  });

  it('opens on ?, leaves the slides and the details panel alone while open, and closes only itself', async () => {
    render(<Slideshow photos={photos} opening={{ index: 0, key: 'test' }} />, { wrapper: MemoryRouter });
    fireEvent.keyDown(window, { key: 'i', code: 'KeyI' });
    await screen.findByRole('dialog', { name: photos[0]?.title }, LOADED);
    fireEvent.keyDown(window, { key: '?', code: 'Slash', shiftKey: true });
    await screen.findByRole('dialog', { name: 'Keys and gestures' }, LOADED);
    for (const key of ['ArrowRight', 'End', '+', 'f', 'Escape']) fireEvent.keyDown(sheet(), { key });
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(caption()).toBe('Image 1 / 3');
    // The browser closes a modal dialog on Escape; happy-dom leaves that to us.
    act(() => (sheet() as HTMLDialogElement).close());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keys and gestures' })).toBeNull());
    expect(screen.getByRole('dialog', { name: photos[0]?.title })).toBeTruthy();
  });

  it('lists ← for the next photo when the page reads right to left', async () => {
    document.documentElement.dir = 'rtl';
    render(<Slideshow photos={photos} opening={{ index: 0, key: 'test' }} />, { wrapper: MemoryRouter });
    fireEvent.keyDown(window, { key: '?', code: 'Slash', shiftKey: true });
    await screen.findByRole('dialog', { name: 'Keys and gestures' }, LOADED);
    expect(sheet().querySelector('.key-sheet-row')?.textContent).toBe('←Next image');
    expect(screen.getByText('Swipe right').nextElementSibling?.textContent).toBe('Next image');
  });

  it('opens from its button, and hands focus back to it on closing', async () => {
    const user = userEvent.setup();
    render(<Slideshow photos={photos} opening={{ index: 0, key: 'test' }} />, { wrapper: MemoryRouter });
    const button = screen.getByRole('button', { name: 'Keys and gestures' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('?');
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Close' }, LOADED));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keys and gestures' })).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
