import { act, fireEvent, render as renderPlain, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ExifClient from '../../../../src/worker/exif.client';
import { Slideshow } from '../../../../src/app/slideshow/slideshow';
import { imageSourceFor, type Photo } from '../../../../src/lib/photos';
import { PHOTOS } from '../../../../src/lib/portfolio';
import { useSlideshowStore } from '../../../../src/store/slideshow';

/** The slideshow keeps its photo in the address: it renders inside a router, as in the app. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: MemoryRouter });

vi.mock('../../../../src/worker/exif.client', async (importOriginal) => ({
  ...(await importOriginal<typeof ExifClient>()),
  readCameraDetails: (await import('../../support/fake-exif-client')).fakeRead,
}));

const byId = (id: string): Photo => {
  const photo = PHOTOS.find((candidate) => candidate.id === id);
  if (!photo) throw new Error(id);
  return photo;
};
const photos = [byId('after-the-rain'), byId('honey-bee'), byId('cincinnati-bridge-night')];

/** Key presses apply at the next animation frame (keys.ts gathers them): let one run. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

const caption = () => screen.getByText(/^Image \d+ \/ \d+$/).textContent;
/** The file a slide shows once decoded: happy-dom has no srcset, so its pick is the fallback `src`. */
const fileOf = (photo: Photo | undefined) =>
  photo ? new URL(imageSourceFor(photo, 'slide').src, window.location.href).href : 'no photo';
/** Fake time moves on by `ms`: timers and animation frames. */
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
/** A key press, then `ms` of fake time: at least the frame that applies it. */
const press = (key: string, ms = 20, repeat = false) => {
  fireEvent.keyDown(window, { key, repeat });
  wait(ms);
};

/** Opens where the store is, as a photo's page opens it on its own photo. */
const opening = () => ({ index: useSlideshowStore.getState().index, key: 'test' });

const shownPhoto = () => document.querySelector('.slide-frame')?.getAttribute('data-photo');

describe('Slideshow', () => {
  beforeEach(() => {
    useSlideshowStore.setState({ index: 0, count: photos.length });
    vi.restoreAllMocks();
  });

  it('starts at the first photo with "Image 1 / total"', () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    expect(caption()).toBe('Image 1 / 3');
    expect(screen.getByRole('img', { name: photos[0]?.alt })).toBeTruthy();
  });

  it('steps with the Next image and Previous image buttons, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Slideshow photos={photos} opening={opening()} />);
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(caption()).toBe('Image 3 / 3');
    expect(shownPhoto()).toBe('cincinnati-bridge-night');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(caption()).toBe('Image 1 / 3');
  });

  it('steps with ArrowRight and wraps from the last photo to the first', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    for (const expected of ['Image 2 / 3', 'Image 3 / 3', 'Image 1 / 3']) {
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      await nextFrame();
      expect(caption()).toBe(expected);
    }
  });

  it('wraps from the first photo to the last on ArrowLeft', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await nextFrame();
    expect(caption()).toBe('Image 3 / 3');
  });

  it('steps on with ArrowLeft and back with ArrowRight when the page reads right to left', async () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Slideshow photos={photos} opening={opening()} />);
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
      await nextFrame();
      expect(caption()).toBe('Image 2 / 3');
      expect(shownPhoto()).toBe('honey-bee');
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      await nextFrame();
      expect(caption()).toBe('Image 3 / 3');
      fireEvent.keyDown(window, { key: 'Home' });
      await nextFrame();
      expect(caption()).toBe('Image 1 / 3');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('ignores arrows with a modifier, in a text field, or already handled', async () => {
    render(
      <>
        <input aria-label="search" />
        <Slideshow photos={photos} opening={opening()} />
      </>,
    );
    fireEvent.keyDown(window, { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(window, { key: 'ArrowRight', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'search' }), { key: 'ArrowRight' });
    const handled = new KeyboardEvent('keydown', { key: 'ArrowRight', cancelable: true });
    handled.preventDefault();
    window.dispatchEvent(handled);
    await nextFrame();
    expect(caption()).toBe('Image 1 / 3');
  });

  it('goes to the first photo on Home and the last on End', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    fireEvent.keyDown(window, { key: 'End' });
    await nextFrame();
    expect(caption()).toBe('Image 3 / 3');
    fireEvent.keyDown(window, { key: 'Home' });
    await nextFrame();
    expect(caption()).toBe('Image 1 / 3');
  });

  it('ignores Home and End with a modifier or in a text field', async () => {
    render(
      <>
        <input aria-label="search" />
        <Slideshow photos={photos} opening={opening()} />
      </>,
    );
    fireEvent.keyDown(window, { key: 'End', shiftKey: true });
    fireEvent.keyDown(window, { key: 'End', metaKey: true });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'search' }), { key: 'End' });
    await nextFrame();
    expect(caption()).toBe('Image 1 / 3');
  });

  it('steps once per keydown of a held key, repeats included, all of a frame’s presses at that frame', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    const changes: number[] = [];
    const stop = useSlideshowStore.subscribe((state, previous) => {
      if (state.index !== previous.index) changes.push(state.index);
    });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight', repeat: true });
    expect(caption()).toBe('Image 1 / 3');
    await nextFrame();
    expect(caption()).toBe('Image 3 / 3');
    // One change for the frame: the slide view and the preloads run once, for where the presses lead.
    expect(changes).toEqual([2]);
    stop();
    fireEvent.keyDown(window, { key: 'ArrowRight', repeat: true });
    await nextFrame();
    expect(caption()).toBe('Image 1 / 3');
  });

  it('announces the photo it settles on, with its details, once the flipping stops', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Image 1 of 3, 30mm, 1/320 s, f/5'));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    // Mid-flip the region still holds the last settled text: fast flips are not read out one by one.
    expect(status.textContent).toBe('Image 1 of 3, 30mm, 1/320 s, f/5');
    await waitFor(() => expect(status.textContent).toBe('Image 3 of 3, 4 s, f/2.8'));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(status.textContent).toBe('Image 2 of 3'));
  });

  it('keeps the visible caption as "Image N / total" beside the announcement', () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    expect(caption()).toBe('Image 1 / 3');
    expect(screen.getByRole('status').className).toContain('sr-only');
  });

  it('names the photo it settles on in the page title, not each one flipped past', () => {
    vi.useFakeTimers();
    try {
      render(<Slideshow photos={photos} opening={opening()} />);
      expect(document.title).toBe('Slides: After the rain - Alex Rivera');
      press('ArrowRight');
      press('ArrowRight');
      // Two frames in, the slide has moved twice and the title not yet: it waits for the keys to rest.
      expect(caption()).toBe('Image 3 / 3');
      expect(document.title).toBe('Slides: After the rain - Alex Rivera');
      wait(1000);
      expect(document.title).toBe('Slides: Cincinnati bridge at night - Alex Rivera');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes focus on its Next button when asked on mount, and only then', () => {
    const { unmount } = render(<Slideshow photos={photos} opening={opening()} takeFocus />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next image' }));
    unmount();
    render(<Slideshow photos={photos} opening={opening()} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('stops listening to the keys once it is gone', async () => {
    const { unmount } = render(<Slideshow photos={photos} opening={opening()} />);
    unmount();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await nextFrame();
    expect(useSlideshowStore.getState().index).toBe(0);
  });

  it('shows the camera details separated by vertical bars', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    const line = () => document.querySelector('.slide-details .camera-details')?.textContent;
    await waitFor(() => expect(line()).toBe('30mm | 1/320 s | f/5'));
    act(() => useSlideshowStore.getState().step(2));
    await waitFor(() => expect(line()).toBe('4 s | f/2.8'));
  });

  it('shows no details line for a photo without EXIF', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    act(() => useSlideshowStore.getState().step(1));
    await act(() => Promise.resolve());
    expect(document.querySelector('.camera-details')).toBeNull();
  });

  it("shows each photo once its file is decoded, with the photo's colours in its box until then", async () => {
    let decoded: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (decoded = resolve));
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockReturnValue(held);
    render(<Slideshow photos={photos} opening={opening()} />);
    const image = screen.getByRole('img', { name: photos[0]?.alt });
    expect(image.hasAttribute('src')).toBe(false);
    expect(image.getAttribute('data-state')).toBe('loading');
    expect(image.style.getPropertyValue('--photo-fill')).toBe(photos[0]?.fill);
    expect(image.classList.contains('photo-loading')).toBe(true);
    await act(async () => {
      decoded();
      await held;
    });
    expect(image.getAttribute('src')).toBe(fileOf(photos[0]));
    expect(image.getAttribute('data-state')).toBe('loaded');
    expect(image.style.getPropertyValue('--photo-fill')).toBe('');
    expect(image.classList.contains('photo-loading')).toBe(false);
  });

  it('keeps one <img> across flips and shows a preloaded neighbour in the frame its key press lands in', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    const image = screen.getByRole('img', { name: photos[0]?.alt });
    await waitFor(() => expect(image.getAttribute('src')).toBe(fileOf(photos[0])));
    // Once the photo on show is in, its neighbours are fetched and decoded.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await nextFrame();
    expect(screen.getByRole('img', { name: photos[1]?.alt })).toBe(image);
    expect(image.getAttribute('src')).toBe(fileOf(photos[1]));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await nextFrame();
    expect(screen.getByRole('img', { name: photos[2]?.alt })).toBe(image);
    expect(image.getAttribute('src')).toBe(fileOf(photos[2]));
  });

  it('turns a photo whose file fails into a quiet placeholder, and shows the next photo again', async () => {
    const failing = fileOf(photos[1]);
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
      return this.src === failing ? Promise.reject(new Error('404')) : Promise.resolve();
    });
    useSlideshowStore.setState({ index: 1 });
    render(<Slideshow photos={photos} opening={opening()} />);
    await waitFor(() => expect(screen.getByRole('img', { name: photos[1]?.alt }).tagName).toBe('SPAN'));
    expect(screen.getByRole('img', { name: photos[1]?.alt }).classList.contains('photo-placeholder')).toBe(true);
    expect(document.querySelector<HTMLImageElement>('.slide-stage img')?.hidden).toBe(true);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await nextFrame();
    const next = screen.getByRole('img', { name: photos[2]?.alt });
    expect(next.tagName).toBe('IMG');
    expect(screen.queryByRole('img', { name: photos[1]?.alt })).toBeNull();
    await waitFor(() => expect(next.getAttribute('src')).toBe(fileOf(photos[2])));
  });

  it('slides a flip in from its side, but animates none of the flips of a held key', () => {
    /** The entrance's keyframes: from `offset` sideways, faded, to its place. */
    const entranceFrom = (offset: string) => [
      { opacity: 0.4, translate: `${offset} 0` },
      { opacity: 1, translate: '0 0' },
    ];
    vi.useFakeTimers();
    const animate = vi.spyOn(Element.prototype, 'animate');
    try {
      render(<Slideshow photos={photos} opening={opening()} />);
      wait(1000);
      press('ArrowRight');
      expect(animate).toHaveBeenCalledTimes(1);
      expect(animate.mock.calls[0]?.[0]).toEqual(entranceFrom('3rem'));
      const entrance = animate.mock.results[0]?.value as Animation;
      const cancel = vi.spyOn(entrance, 'cancel');
      // Key repeats 33 ms apart: the running entrance is dropped, and none starts.
      for (let repeat = 0; repeat < 3; repeat++) {
        press('ArrowRight', 33, true);
      }
      expect(cancel).toHaveBeenCalled();
      expect(animate).toHaveBeenCalledTimes(1);
      wait(1000);
      press('ArrowLeft');
      expect(animate).toHaveBeenCalledTimes(2);
      expect(animate.mock.calls[1]?.[0]).toEqual(entranceFrom('-3rem'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a flip at once, with no entrance, to a visitor who prefers reduced motion', () => {
    vi.useFakeTimers();
    const animate = vi.spyOn(Element.prototype, 'animate');
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      render(<Slideshow photos={photos} opening={opening()} />);
      wait(1000);
      press('ArrowRight');
      expect(caption()).toBe('Image 2 / 3');
      expect(animate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the photo, caption and details of a read-ahead neighbour in the frame after the key press', async () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    const image = screen.getByRole('img', { name: photos[0]?.alt });
    await waitFor(() => expect(image.getAttribute('src')).toBe(fileOf(photos[0])));
    // The neighbours' files and details are read ahead, so the flip can show them at once.
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('30mm'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await nextFrame();
    expect(caption()).toBe('Image 3 / 3');
    expect(shownPhoto()).toBe('cincinnati-bridge-night');
    expect(screen.getByRole('img', { name: photos[2]?.alt })).toBe(image);
    expect(image.getAttribute('src')).toBe(fileOf(photos[2]));
    expect(document.querySelector('.slide-details')?.textContent).toBe('4 s | f/2.8');
  });

  describe('reading the album ahead', () => {
    /** The files decoded so far; `failing` rejects. */
    const decodedFiles = (failing?: string) => {
      const files = new Set<string>();
      vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
        files.add(this.src);
        return this.src === failing ? Promise.reject(new Error('offline')) : Promise.resolve();
      });
      return files;
    };
    /** Fake time moves on by `ms`, with the promises settled between timers. */
    const waitAsync = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    beforeEach(() => {
      useSlideshowStore.setState({ index: 0, count: PHOTOS.length, browsing: true });
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
      Reflect.deleteProperty(navigator, 'connection');
    });

    it('fetches the photo and two on each side, then the rest of the album a moment later', async () => {
      const files = decodedFiles();
      render(<Slideshow photos={PHOTOS} opening={opening()} />);
      await waitAsync(500);
      expect(files).toEqual(new Set([-2, -1, 0, 1, 2].map((offset) => fileOf(PHOTOS.at(offset)))));
      await waitAsync(1000);
      expect(files).toEqual(new Set(PHOTOS.map(fileOf)));
    });

    it('for a visit that came for one photo, reads the rest ahead only once the visitor flips', async () => {
      useSlideshowStore.setState({ browsing: false });
      const files = decodedFiles();
      render(<Slideshow photos={PHOTOS} opening={opening()} />);
      await waitAsync(5000);
      expect(files).toEqual(new Set([-2, -1, 0, 1, 2].map((offset) => fileOf(PHOTOS.at(offset)))));
      act(() => useSlideshowStore.getState().step(1));
      await waitAsync(500);
      expect(files).toEqual(new Set([-2, -1, 0, 1, 2, 3].map((offset) => fileOf(PHOTOS.at(offset)))));
      await waitAsync(1000);
      expect(files).toEqual(new Set(PHOTOS.map(fileOf)));
    });

    it('stops reading ahead at the first file that fails (offline, most likely)', async () => {
      const files = decodedFiles(fileOf(PHOTOS[3]));
      render(<Slideshow photos={PHOTOS} opening={opening()} />);
      await waitAsync(5000);
      // The photo, two on each side, then the nearest after them, which fails.
      expect(files).toEqual(new Set([-2, -1, 0, 1, 2, 3].map((offset) => fileOf(PHOTOS.at(offset)))));
    });

    it('fetches only what is about to be seen when the browser asks to save data', async () => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
      const files = decodedFiles();
      render(<Slideshow photos={PHOTOS} opening={opening()} />);
      await waitAsync(5000);
      expect(files.size).toBe(5);
    });
  });

  it('shares the photo on show when Share is pressed in the frame after a flip', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    try {
      render(<Slideshow photos={photos} opening={opening()} />);
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      await nextFrame();
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(shared).toEqual([{ title: photos[1]?.title, url: `${window.location.origin}/p/${photos[1]?.id ?? ''}` }]);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('carries the arrow-key hint and labelled buttons', () => {
    render(<Slideshow photos={photos} opening={opening()} />);
    expect(screen.getByText('Use arrow keys to navigate')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Slideshow' })).toBeTruthy();
  });
});
