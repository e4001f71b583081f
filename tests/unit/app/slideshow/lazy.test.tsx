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
    const { useSlideshowStore } = await import('../../../../src/store/slideshow');
    useSlideshowStore.setState({ index: 2 });
    const { container } = render(<LazySlideshow photos={PHOTOS} />);
    const preview = container.querySelector('[aria-busy="true"] img.slide-preview');
    expect(preview?.getAttribute('data-slide-photo')).toBe(PHOTOS[2]?.id);
    expect(preview?.getAttribute('alt')).toBe(PHOTOS[2]?.alt);
    expect(preview?.getAttribute('srcset')).toMatch(/\.webp \d+w/);
    expect(await screen.findByText('the slideshow')).toBeTruthy();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    // Once run, a later mount renders it in its first commit, with no preview.
    const again = render(<LazySlideshow photos={PHOTOS} />);
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
        <LazySlideshow photos={PHOTOS} />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: /something went wrong/i })).toBeTruthy();
    // The failure is not kept: the next mount (the visitor switches again) asks for the chunk anew.
    vi.doMock('../../../../src/app/slideshow/slideshow', () => ({ Slideshow: () => <p>the slideshow</p> }));
    render(<LazySlideshow photos={PHOTOS} />);
    expect(await screen.findByText('the slideshow')).toBeTruthy();
  });
});
