// The slide's photo: one <img> that stays mounted while the slides change under it. It shows a photo only
// once its preload (slide-preload.ts) has it decoded, by that file's URL: a flip then changes one `src`,
// mounts nothing, and paints the new photo in the frame its key press lands in. Until then the photo's
// tiny blurred copy fills the same box; a file that fails turns into a quiet placeholder of that box.
import { useCallback, useSyncExternalStore, type CSSProperties } from 'react';
import { cn } from '../lib/cn';
import type { ImageSource } from '../lib/photos';
import { FailedPhoto } from './photo-image';
import { slideFile, subscribeToSlideFile } from './slide-preload';

interface SlideImageProps {
  source: ImageSource;
  alt: string;
}

export function SlideImage({ source, alt }: SlideImageProps) {
  const subscribe = useCallback((listener: () => void) => subscribeToSlideFile(source, listener), [source]);
  const file = useSyncExternalStore(subscribe, () => slideFile(source));
  // The box depends on the photo's shape alone, never on what has loaded: nothing moves on arrival.
  const box = { '--slide-aspect': source.width / source.height } as CSSProperties;

  if (file.state === 'failed') return <FailedPhoto alt={alt} className="slide-image" style={box} />;

  const loading = file.state === 'loading';
  // The blurred copy is a rule in the build's photo styles, matched by data-placeholder (as on the cards).
  const placeholder = loading ? source.placeholder : undefined;
  return (
    <img
      // No `src` until the preload has the file decoded: the slide never paints a photo half-loaded.
      src={loading ? undefined : file.url}
      width={source.width}
      height={source.height}
      alt={alt}
      decoding="async"
      draggable={false}
      className={cn('slide-image', placeholder && 'photo-loading')}
      style={box}
      data-placeholder={placeholder}
      data-state={loading ? 'loading' : 'loaded'}
    />
  );
}
