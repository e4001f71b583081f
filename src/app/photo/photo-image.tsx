// A photo at the size its frame shows it, with its box reserved and a blurred copy in it until the file arrives;
// a file that fails becomes a quiet placeholder of the same box. Cards and the slideshow both show photos this way.
import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { ImageSource } from '../../lib/photos';
import './photo-image.css';
import 'virtual:photo-styles.css';

/** A photo's file as a preload sees it: still coming, decoded at `url`, or failed. */
export type PhotoFile =
  { readonly state: 'loading' } | { readonly state: 'loaded'; readonly url: string } | { readonly state: 'failed' };

interface PhotoImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  source: ImageSource;
  alt: string;
  /**
   * A file already fetched and decoded for this box (the slideshow's preloads): shown by its URL alone, so a
   * flip re-reads no srcset. Without it the browser picks from the AVIF and WebP candidates itself.
   */
  file?: PhotoFile;
}

export function PhotoImage({ source, alt, file, className, style, onLoad, onError, ...props }: PhotoImageProps) {
  const [loaded, setLoaded] = useState<PhotoFile['state']>('loading');
  const image = useRef<HTMLImageElement>(null);
  // Prerendered markup can load (or fail) before React hydrates it and listens: read what it has.
  useLayoutEffect(() => {
    const element = image.current;
    if (element?.complete && element.currentSrc) setLoaded(element.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  const state = file ? file.state : loaded;

  if (state === 'failed') {
    return (
      <span
        role="img"
        aria-label={alt}
        className={cn(className, 'photo-placeholder')}
        style={{ ...style, aspectRatio: `${source.width} / ${source.height}` }}
        data-state="failed"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M15.5 8.5h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }

  // The blurred copy is the image's own background (a rule of the build's photo styles, by data-placeholder).
  const placeholder = state === 'loading' ? source.placeholder : undefined;
  const img = (
    <img
      {...props}
      ref={image}
      src={file ? (file.state === 'loaded' ? file.url : undefined) : source.src}
      srcSet={file ? undefined : source.srcSet}
      sizes={file ? undefined : source.sizes}
      width={source.width}
      height={source.height}
      alt={alt}
      decoding="async"
      className={cn(className, placeholder && 'photo-loading')}
      style={style}
      data-placeholder={placeholder}
      data-state={state}
      onLoad={(event) => {
        setLoaded('loaded');
        onLoad?.(event);
      }}
      onError={(event) => {
        setLoaded('failed');
        onError?.(event);
      }}
    />
  );
  if (file) return img;
  return (
    <picture className="photo-picture">
      {source.avifSrcSet && <source type="image/avif" srcSet={source.avifSrcSet} sizes={source.sizes} />}
      {img}
    </picture>
  );
}
