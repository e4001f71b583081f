// A photo as a <picture>: AVIF where the browser takes it, WebP otherwise, at the width its frame needs
// (srcset + sizes). width/height reserve the box before it loads, a tiny blurred copy fills that box until
// the pixels arrive, and a file that fails to load turns into a quiet placeholder of the same box.
import { useLayoutEffect, useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import type { ImageSource } from '../../lib/photos';
import './photo-image.css';
import 'virtual:photo-styles.css';

type LoadState = 'loading' | 'loaded' | 'failed';

/** The quiet picture icon of a photo that failed to load (the slideshow draws it too, without React). */
export const FAILED_PHOTO_ICON = 'M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M15.5 8.5h.01';

/** A photo whose file failed to load: a quiet picture icon in the photo's own box, named by its alt text. */
export function FailedPhoto({ alt, className, style }: { alt: string; className?: string; style?: CSSProperties }) {
  return (
    <span role="img" aria-label={alt} className={cn(className, 'photo-placeholder')} style={style} data-state="failed">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d={FAILED_PHOTO_ICON}
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

interface PhotoImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  source: ImageSource;
  alt: string;
}

export function PhotoImage({ source, alt, className, style, onLoad, onError, ...props }: PhotoImageProps) {
  const [state, setState] = useState<LoadState>('loading');
  const image = useRef<HTMLImageElement>(null);

  // Prerendered markup can finish loading (or fail) before React hydrates it and listens: read the
  // outcome the element already has. A lazy image not yet fetched is not `complete`.
  useLayoutEffect(() => {
    const element = image.current;
    if (!element?.complete || !element.currentSrc) return;
    setState(element.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  if (state === 'failed') {
    const box: CSSProperties = { ...style, aspectRatio: `${source.width} / ${source.height}` };
    return <FailedPhoto alt={alt} className={className} style={box} />;
  }

  // The placeholder is the image's own background: it sits exactly in the box, cropped like the photo.
  const placeholder = state === 'loading' ? source.placeholder : undefined;
  return (
    <picture className="photo-picture">
      {source.avifSrcSet && <source type="image/avif" srcSet={source.avifSrcSet} sizes={source.sizes} />}
      <img
        {...props}
        ref={image}
        src={source.src}
        srcSet={source.srcSet}
        sizes={source.sizes}
        width={source.width}
        height={source.height}
        alt={alt}
        decoding="async"
        className={cn(className, placeholder && 'photo-loading')}
        style={style}
        data-placeholder={placeholder}
        data-state={state}
        onLoad={(event) => {
          setState('loaded');
          onLoad?.(event);
        }}
        onError={(event) => {
          setState('failed');
          onError?.(event);
        }}
      />
    </picture>
  );
}
