import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('offers AVIF first, in a <picture>, with the WebP candidates on the <img>', () => {
    const sized = { ...source, srcSet: '/a-240.webp 240w', avifSrcSet: '/a-240.avif 240w', sizes: '50vw' };
    render(<PhotoImage source={sized} alt="A bee" />);
    const image = screen.getByRole('img', { name: 'A bee' });
    const avif = image.parentElement?.querySelector('source');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(avif?.getAttribute('type')).toBe('image/avif');
    expect(avif?.getAttribute('srcset')).toBe('/a-240.avif 240w');
    expect(avif?.getAttribute('sizes')).toBe('50vw');
    expect(image.getAttribute('srcset')).toBe('/a-240.webp 240w');
    expect(image.getAttribute('sizes')).toBe('50vw');
  });

  it('names its photo for the blurred placeholder rule until the image has loaded', () => {
    render(<PhotoImage source={{ ...source, placeholder: 'honey-bee' }} alt="A bee" />);
    const image = screen.getByRole('img', { name: 'A bee' });
    // The rule itself is in the build's photo styles: the markup carries no style="" (the CSP forbids it).
    expect(image.dataset.placeholder).toBe('honey-bee');
    expect(image.classList.contains('photo-loading')).toBe(true);
    expect(image.getAttribute('style')).toBeNull();
    fireEvent.load(image);
    expect(screen.getByRole('img', { name: 'A bee' }).dataset.placeholder).toBeUndefined();
    expect(screen.getByRole('img', { name: 'A bee' }).classList.contains('photo-loading')).toBe(false);
  });

  describe('adopting an image that settled before React was listening (hydrated markup)', () => {
    function settledImages(naturalWidth: number) {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
    }

    it('is loaded when the pixels are already in', () => {
      settledImages(300);
      render(<PhotoImage source={{ ...source, placeholder: 'honey-bee' }} alt="A bee" />);
      const image = screen.getByRole('img', { name: 'A bee' });
      expect(image.dataset.state).toBe('loaded');
      expect(image.dataset.placeholder).toBeUndefined();
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
