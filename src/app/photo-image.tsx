// A photo as an <img> that reserves its box before it loads (width/height give the aspect ratio) and
// turns into a quiet placeholder of the same box if the file fails to load.
import { useState, type ComponentProps, type CSSProperties } from 'react';
import { cn } from '../lib/cn';
import type { ImageSource } from '../lib/photos';

type LoadState = 'loading' | 'loaded' | 'failed';

interface PhotoImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  source: ImageSource;
  alt: string;
}

export function PhotoImage({ source, alt, className, style, onLoad, onError, ...props }: PhotoImageProps) {
  const [state, setState] = useState<LoadState>('loading');

  if (state === 'failed') {
    const box: CSSProperties = { ...style, aspectRatio: `${source.width} / ${source.height}` };
    return (
      <span role="img" aria-label={alt} className={cn(className, 'photo-placeholder')} style={box} data-state="failed">
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

  return (
    <img
      {...props}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.sizes}
      width={source.width}
      height={source.height}
      alt={alt}
      decoding="async"
      className={className}
      style={style}
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
  );
}
