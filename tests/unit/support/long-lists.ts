// For lists that draw more as their end nears: an album of as many photos as a test needs, and an
// IntersectionObserver the test drives, whose `near(element)` calls that element's observer back as the browser would.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Callback = (entries: IntersectionObserverEntry[]) => void;

/** Stands in for IntersectionObserver until `vi.unstubAllGlobals()`. */
export function fakeObservers(): (element: Element | null) => void {
  const observed = new Map<Element, Callback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: Callback) {}
      observe(element: Element) {
        observed.set(element, this.callback);
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
      disconnect() {}
    },
  );
  return (element) => {
    const callback = element && observed.get(element);
    if (!callback) throw new Error('that element is not watched');
    act(() => callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry]));
  };
}

/** `count` photos of an album, `photo-0` on, each with a title and alt text. */
export const numberedPhotos = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `photo-${String(i)}`,
    title: `Photo ${String(i)}`,
    alt: `Photo number ${String(i)}`,
    width: 4032,
    height: 3024,
    album: null,
    hash: '0123abcd',
  }));
