import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadDeferred } from '../../../../src/app/photo/deferred-sources';
import { PhotoImage } from '../../../../src/app/photo/photo-image';

const source = { src: '/photos/x.jpg', width: 300, height: 200 };

describe('PhotoImage', () => {
  it('reserves the box with width and height and describes the photo', () => {
    render(<PhotoImage source={source} alt="A bee" loading="lazy" />);
    const image = screen.getByRole('img', { name: 'A bee' });
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('200');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('turns into a quiet placeholder of the same shape when the file fails to load', () => {
    render(<PhotoImage source={source} alt="A bee" className="card-image" />);
    fireEvent.error(screen.getByRole('img', { name: 'A bee' }));
    const placeholder = screen.getByRole('img', { name: 'A bee' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.classList.contains('photo-placeholder')).toBe(true);
    expect(placeholder.style.aspectRatio).toBe('300 / 200');
  });

  it('offers AVIF by width, in a <picture>, with one JPEG on the <img> for a browser without AVIF', () => {
    const sized = { ...source, src: '/a-1200.jpg', avifSrcSet: '/a-240.avif 240w', sizes: '50vw' };
    const { container } = render(<PhotoImage source={sized} alt="A bee" />);
    const image = screen.getByRole('img', { name: 'A bee' });
    // No file is fetched until the card nears the viewport and its files are named.
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('src')).toBe(false);
    loadDeferred(container);
    const avif = image.parentElement?.querySelector('source');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(avif?.getAttribute('type')).toBe('image/avif');
    expect(avif?.getAttribute('srcset')).toBe('/a-240.avif 240w');
    expect(avif?.getAttribute('sizes')).toBe('50vw');
    expect(image.getAttribute('src')).toBe('/a-1200.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
  });

  it("fills its box with the photo's colours, through the CSSOM, until the image has loaded", () => {
    const fill = 'linear-gradient(#102030, #405060)';
    render(<PhotoImage source={{ ...source, fill }} alt="A bee" />);
    const image = screen.getByRole('img', { name: 'A bee' });
    expect(image.style.getPropertyValue('--photo-fill')).toBe(fill);
    expect(image.classList.contains('photo-loading')).toBe(true);
    fireEvent.load(image);
    expect(screen.getByRole('img', { name: 'A bee' }).classList.contains('photo-loading')).toBe(false);
  });

  it('renders no style="" in its markup, which the CSP forbids', () => {
    const html = renderToString(<PhotoImage source={{ ...source, fill: 'linear-gradient(#000, #fff)' }} alt="A bee" />);
    expect(html).not.toContain('style=');
  });

  describe('adopting an image that settled before React was listening (hydrated markup)', () => {
    function settledImages(naturalWidth: number) {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
      // Its file was named before React hydrated it (the pre-paint script, as the card neared the viewport).
      vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue('/photos/x.jpg');
    }

    it('is loaded when the pixels are already in', () => {
      settledImages(300);
      render(<PhotoImage source={{ ...source, fill: 'linear-gradient(#000, #fff)' }} alt="A bee" />);
      const image = screen.getByRole('img', { name: 'A bee' });
      expect(image.dataset.state).toBe('loaded');
      expect(image.classList.contains('photo-loading')).toBe(false);
    });

    it('is the quiet placeholder when the file already failed', () => {
      settledImages(0);
      render(<PhotoImage source={source} alt="A bee" />);
      expect(screen.getByRole('img', { name: 'A bee' }).tagName).toBe('SPAN');
    });
  });

  it('marks itself loaded once the pixels are in', () => {
    const onLoad = vi.fn();
    render(<PhotoImage source={source} alt="A bee" onLoad={onLoad} />);
    fireEvent.load(screen.getByRole('img', { name: 'A bee' }));
    expect(screen.getByRole('img', { name: 'A bee' }).dataset.state).toBe('loaded');
    expect(onLoad).toHaveBeenCalledOnce();
  });
});
