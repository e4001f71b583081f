// For lists that draw more as their end nears: an album of as many photos as a test needs, and an
// IntersectionObserver the test drives, whose `near(element)` calls each observer of that element back as the
// browser would.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Callback = (entries: IntersectionObserverEntry[]) => void;

/** Stands in for IntersectionObserver until `vi.unstubAllGlobals()`. */
export function fakeObservers(): (element: Element | null) => void {
  const observed = new Map<Element, Set<{ callback: Callback }>>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(readonly callback: Callback) {}
      observe(element: Element) {
        observed.set(element, (observed.get(element) ?? new Set()).add(this));
      }
      unobserve(element: Element) {
        observed.get(element)?.delete(this);
      }
      disconnect() {
        for (const observers of observed.values()) observers.delete(this);
      }
    },
  );
  return (element) => {
    const observers = element ? [...(observed.get(element) ?? [])] : [];
    if (!element || observers.length === 0) throw new Error('that element is not watched');
    const entry = { target: element, isIntersecting: true } as unknown as IntersectionObserverEntry;
    act(() => observers.forEach(({ callback }) => callback([entry])));
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
