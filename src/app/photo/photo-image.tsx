// A photo as a <picture> at the width its frame shows it, its files named once it nears the viewport
// (deferred-sources), its box reserved and filled with its colours until the file arrives; a file that fails
// becomes the quiet placeholder, which the slideshow shows the same way.
import { useLayoutEffect, useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import type { ImageSource } from '../../lib/photos';
import { deferredName } from './deferred-sources';
import { fillWith } from './photo-fill';
import { useScriptsOff } from './scripts-off';
import './photo-image.css';

interface FailedPhotoProps extends ComponentProps<'span'> {
  alt: string;
}

/** A photo whose file failed to load: a quiet picture icon in the photo's box, named by its alt text. */
export function FailedPhoto({ alt, className, ...props }: FailedPhotoProps) {
  return (
    <span role="img" aria-label={alt} className={cn(className, 'photo-placeholder')} data-state="failed" {...props}>
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

interface PhotoImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  source: ImageSource;
  alt: string;
}

export function PhotoImage({ source, alt, className, style, onLoad, onError, ...props }: PhotoImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // With scripts off nothing defers the files: the browser's own lazy loading fetches them.
  const scriptsOff = useScriptsOff();
  const image = useRef<HTMLImageElement>(null);
  // Prerendered markup can load (or fail) before React hydrates it and listens: read what it has.
  useLayoutEffect(() => {
    const element = image.current;
    if (element?.complete && element.currentSrc) setState(element.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  useLayoutEffect(() => fillWith(image.current, source.fill), [source.fill]);

  if (state === 'failed') {
    const box: CSSProperties = { ...style, aspectRatio: `${source.width} / ${source.height}` };
    return <FailedPhoto alt={alt} className={className} style={box} />;
  }
  return (
    <picture className="photo-picture">
      {source.avifSrcSet && (
        <source
          type="image/avif"
          {...{ [scriptsOff ? 'srcSet' : deferredName('srcset')]: source.avifSrcSet }}
          sizes={source.sizes}
        />
      )}
      <img
        {...props}
        ref={image}
        {...(scriptsOff ? { src: source.src, loading: 'lazy' as const } : { [deferredName('src')]: source.src })}
        width={source.width}
        height={source.height}
        alt={alt}
        decoding="async"
        className={cn(className, state === 'loading' && 'photo-loading')}
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
    </picture>
  );
}
