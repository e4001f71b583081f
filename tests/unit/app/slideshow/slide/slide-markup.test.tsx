// The slide's markup is written once: what writeSlide() makes of any slide is what React renders for that slide.
import { act, render } from '@testing-library/react';
import { createRef, useLayoutEffect, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import {
  slideElements,
  useSlideRefs,
  writeSlide,
  type SlideRefs,
} from '../../../../../src/app/slideshow/slide/slide-markup';
import type { SlideView } from '../../../../../src/app/slideshow/slide/slide-view';
import { SlideshowMarkup } from '../../../../../src/app/slideshow/slideshow-markup';
import { imageSourceFor, type Photo } from '../../../../../src/lib/photos';
import { PHOTOS } from '../../../../../src/lib/portfolio';

const photo = (index: number, words: Partial<Photo> = {}): Photo => ({ ...(PHOTOS[index] as Photo), ...words });

const views: Record<string, SlideView> = {
  loading: {
    photo: photo(0, { caption: 'After the storm, from https://example.com/ridge.' }),
    source: imageSourceFor(photo(0), 'slide'),
    at: { index: 0, count: 14 },
    place: 'Portree, United Kingdom',
    details: ['30mm', '1/320 s', 'f/5'],
    file: { state: 'loading' },
  },
  loaded: {
    photo: photo(7),
    source: imageSourceFor(photo(7), 'slide'),
    at: { index: 7, count: 14 },
    place: '',
    details: [],
    file: { state: 'loaded', url: 'http://localhost/photos/honey-bee-960.webp' },
  },
  failed: {
    photo: photo(11, { caption: 'Lit <b>at night</b>' }),
    source: imageSourceFor(photo(11), 'slide'),
    at: { index: 13, count: 14 },
    place: 'Japan',
    details: ['4 s', 'f/2.8'],
    file: { state: 'failed' },
  },
};

interface HarnessProps {
  view: SlideView;
  exposeRef: RefObject<SlideRefs | null>;
  /** The owner's `download:`; on here, so each flip is checked with the Download link too. */
  download?: boolean;
}

function Harness({ view, exposeRef, download = true }: HarnessProps) {
  const refs = useSlideRefs();
  useLayoutEffect(() => {
    exposeRef.current = refs;
  });
  const ref = createRef<HTMLDivElement>();
  const live = {
    ...{ stage: ref, track: ref, next: createRef<HTMLButtonElement>(), continues: false },
    ...{ onStep: () => undefined, onShare: () => undefined, shareStatus: '', announcement: '' },
    ...{
      fullscreen: null,
      zoomed: false,
      infoOpen: false,
      info: createRef<HTMLButtonElement>(),
      panel: null,
      filmstrip: null,
    },
    ...{ onZoom: () => undefined, onFullscreen: () => undefined, onInfo: () => undefined },
    ...{
      progress: ref,
      idle: false,
      playing: false,
      interval: 5,
      onPlay: () => undefined,
      onInterval: () => undefined,
      onKeys: () => undefined,
      keySheet: null,
    },
  };
  return <SlideshowMarkup view={view} photos={PHOTOS} refs={refs} live={live} download={download} />;
}

/** The slideshow's markup with attributes, classes and style declarations in a fixed order. */
function normalized(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...element.attributes].map(({ name, value }) => {
      if (name === 'class') return [name, value.split(/\s+/).filter(Boolean).sort().join(' ')];
      if (name === 'style')
        return [
          name,
          value
            .split(';')
            .map((part) => part.trim())
            .filter(Boolean)
            .sort()
            .join('; '),
        ];
      return [name, value];
    });
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => (a ?? '').localeCompare(b ?? ''))) {
      if (name !== undefined && value !== undefined) element.setAttribute(name, value);
    }
  }
  copy.normalize();
  return copy.outerHTML;
}

/** The slideshow React renders for `view`: its markup as it is now, and the elements the writer writes into. */
function rendered(view: SlideView): { html: () => string; refs: SlideRefs } {
  const expose = createRef<SlideRefs>();
  const { container } = render(<Harness view={view} exposeRef={expose} />);
  const section = container.querySelector('section');
  if (!section || !expose.current) throw new Error('no slideshow');
  return { html: () => normalized(section), refs: expose.current };
}

describe('writeSlide', () => {
  it.each(Object.keys(views).flatMap((from) => Object.keys(views).map((to) => [from, to] as const)))(
    'turns the slide React rendered as %s into the one it renders as %s',
    (from, to) => {
      const target = views[to] as SlideView;
      const expected = rendered(target).html();
      document.body.innerHTML = '';
      const start = rendered(views[from] as SlideView);
      const elements = slideElements(start.refs);
      if (!elements) throw new Error('not all of the slide is mounted');
      act(() => writeSlide(elements, target));
      expect(start.html()).toBe(expected);
    },
  );

  it('points the Download link at the photo on show’s shipped JPEG, named after its title', () => {
    const start = rendered(views.loading as SlideView);
    const elements = slideElements(start.refs);
    if (!elements?.download) throw new Error('no Download link');
    const target = views.failed as SlideView;
    act(() => writeSlide(elements, target));
    const link = document.querySelector('a[download]');
    expect(link?.getAttribute('href')).toBe(`/photos/${target.photo.id}.jpg`);
    expect(link?.getAttribute('download')).toBe(`${target.photo.title}.jpg`);
    expect(link?.textContent).toBe('Download');
  });

  it('offers no Download link unless the owner turns downloads on', () => {
    const expose = createRef<SlideRefs>();
    const { container } = render(<Harness view={views.loaded as SlideView} exposeRef={expose} download={false} />);
    expect(container.querySelector('a[download]')).toBeNull();
    expect(expose.current && slideElements(expose.current)?.download).toBeUndefined();
  });

  it('sets the caption as text: markup in it is shown, never run', () => {
    const { container } = render(<Harness view={views.failed as SlideView} exposeRef={createRef()} />);
    const caption = container.querySelector('.slide-text');
    expect(caption?.textContent).toBe('Lit <b>at night</b>');
    expect(caption?.querySelector('b')).toBeNull();
  });

  it('links a web address in the caption', () => {
    const { container } = render(<Harness view={views.loading as SlideView} exposeRef={createRef()} />);
    const link = container.querySelector('.slide-text a');
    expect(link?.getAttribute('href')).toBe('https://example.com/ridge');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });
});
