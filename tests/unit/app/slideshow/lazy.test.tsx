// The slideshow's code loads on demand: a preview of the slide's photo holds its place until the chunk has run,
// and a chunk that fails to load reaches the app's error boundary instead of leaving the preview forever.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../../src/app/shell/error-boundary';
import { PHOTOS } from '../../../../src/lib/portfolio';

afterEach(() => {
  vi.doUnmock('../../../../src/app/slideshow/slideshow');
  vi.resetModules();
});

describe('LazySlideshow', () => {
  it("holds the place with the slide's photo, busy, then shows the slideshow once its chunk has run", async () => {
    vi.doMock('../../../../src/app/slideshow/slideshow', () => ({ Slideshow: () => <p>the slideshow</p> }));
    const { LazySlideshow } = await import('../../../../src/app/slideshow/lazy');
    const { container } = render(<LazySlideshow photos={PHOTOS} opening={{ index: 2, key: 'a' }} />);
    const preview = container.querySelector('[aria-busy="true"] img.slide-image');
    expect(preview?.getAttribute('data-slide-photo')).toBe(PHOTOS[2]?.id);
    expect(preview?.getAttribute('alt')).toBe(PHOTOS[2]?.alt);
    expect(preview?.parentElement?.querySelector('source')?.getAttribute('srcset')).toMatch(/\.avif \d+w/);
    // The photo's own words show with it before any script; its place waits for the visit's shuffle.
    expect(screen.getByRole('heading', { name: PHOTOS[2]?.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next image' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('the slideshow')).toBeTruthy();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    // Once run, a later mount renders it in its first commit, with no preview.
    const again = render(<LazySlideshow photos={PHOTOS} opening={{ index: 0, key: 'a' }} />);
    expect(again.container.querySelector('[aria-busy]')).toBeNull();
    expect(again.container.textContent).toBe('the slideshow');
  });

  it('hands a chunk that fails to load to the error boundary, and tries again on the next mount', async () => {
    vi.doMock('../../../../src/app/slideshow/slideshow', () => {
      throw new Error('offline');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { LazySlideshow } = await import('../../../../src/app/slideshow/lazy');
    render(
      <ErrorBoundary>
        <LazySlideshow photos={PHOTOS} opening={{ index: 0, key: 'a' }} />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: /something went wrong/i })).toBeTruthy();
    // The failure is not kept: the next mount (the visitor switches again) asks for the chunk anew.
    vi.doMock('../../../../src/app/slideshow/slideshow', () => ({ Slideshow: () => <p>the slideshow</p> }));
    render(<LazySlideshow photos={PHOTOS} opening={{ index: 0, key: 'a' }} />);
    expect(await screen.findByText('the slideshow')).toBeTruthy();
  });
});

describe('prefetchSlideshowOnIntent', () => {
  it('fetches the slideshow’s code once, when the visitor reaches for a card or a tab, and not before', async () => {
    let fetched = 0;
    vi.doMock('../../../../src/app/slideshow/slideshow', () => {
      fetched += 1;
      return { Slideshow: () => null };
    });
    const { prefetchSlideshowOnIntent } = await import('../../../../src/app/slideshow/lazy');
    document.body.innerHTML =
      '<p id="text">text</p><li class="card"><button class="card-open"></button></li><button role="tab">Slides</button>';
    const stop = prefetchSlideshowOnIntent();
    const at = (selector: string, type: string) =>
      document.querySelector(selector)?.dispatchEvent(new Event(type, { bubbles: true }));
    at('#text', 'pointerover');
    at('#text', 'focusin');
    await vi.waitFor(() => Promise.resolve());
    expect(fetched).toBe(0);
    at('.card-open', 'pointerover');
    at('[role="tab"]', 'focusin');
    await vi.waitFor(() => expect(fetched).toBe(1));
    stop();
    document.body.innerHTML = '';
  });

  it('fetches it at once when the focus is already on a tab as the app goes live', async () => {
    let fetched = 0;
    vi.doMock('../../../../src/app/slideshow/slideshow', () => {
      fetched += 1;
      return { Slideshow: () => null };
    });
    const { prefetchSlideshowOnIntent } = await import('../../../../src/app/slideshow/lazy');
    document.body.innerHTML = '<button role="tab">Cards</button><button role="tab">Slides</button>';
    document.querySelector<HTMLElement>('[role="tab"]')?.focus();
    const stop = prefetchSlideshowOnIntent();
    await vi.waitFor(() => expect(fetched).toBe(1));
    stop();
    document.body.innerHTML = '';
  });
});
