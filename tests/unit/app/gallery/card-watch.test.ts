// Cards near the viewport fetch their photo; cards coming into view together enter as one staggered batch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchCards } from '../../../../src/app/gallery/card-watch';

type Callback = (entries: IntersectionObserverEntry[]) => void;

/** Fake observers by their rootMargin: `report(margin, cards)` says those cards now intersect that observer. */
function fakeObservers() {
  const observers: { margin: string; callback: Callback; watched: Set<Element> }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly watched = new Set<Element>();
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ margin: options?.rootMargin ?? '0px', callback, watched: this.watched });
      }
      observe(element: Element) {
        this.watched.add(element);
      }
      unobserve(element: Element) {
        this.watched.delete(element);
      }
      disconnect() {
        this.watched.clear();
      }
    },
  );
  return (near: boolean, cards: Element[]) => {
    const observer = observers.find((candidate) => (candidate.margin !== '0px') === near);
    const entries = cards.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    observer?.callback(entries.filter((entry) => observer.watched.has(entry.target)));
  };
}

function grid(count: number): HTMLElement[] {
  document.body.innerHTML = Array.from(
    { length: count },
    (_, i) =>
      `<li class="card"><img data-deferred-src="/p${String(i)}.webp" data-deferred-srcset="/p${String(i)}.webp 240w"></li>`,
  ).join('');
  return [...document.querySelectorAll<HTMLElement>('.card')];
}

describe('watchCards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names a card's files only once the card comes near", () => {
    const report = fakeObservers();
    const cards = grid(3);
    const watch = watchCards();
    cards.forEach(watch.observe);
    expect(document.querySelectorAll('img[src]')).toHaveLength(0);
    report(true, [cards[1] as Element]);
    expect(cards[1]?.querySelector('img')?.getAttribute('src')).toBe('/p1.webp');
    expect(cards[1]?.querySelector('img')?.getAttribute('srcset')).toBe('/p1.webp 240w');
    expect(cards[1]?.querySelector('img')?.hasAttribute('data-deferred-src')).toBe(false);
    expect(cards[0]?.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('settles `checked` once the cards near at its first look have their photos, loaded or failed', async () => {
    const report = fakeObservers();
    const cards = grid(3);
    const watch = watchCards();
    cards.forEach(watch.observe);
    // The order things are said in, not a moment: had `checked` settled early, its reaction would come first.
    const order: string[] = [];
    void watch.checked.then(() => order.push('checked'));
    const images = cards.map((card) => card.querySelector('img') as HTMLImageElement);
    // happy-dom names every image complete; these are on their way.
    for (const image of images) Object.defineProperty(image, 'complete', { value: false });
    report(true, [cards[0], cards[1]] as Element[]);
    expect(images[0]?.getAttribute('src')).toBe('/p0.webp');
    images[0]?.dispatchEvent(new Event('load'));
    report(true, [cards[2] as Element]); // a later look does not count
    images[2]?.dispatchEvent(new Event('load'));
    await Promise.resolve(); // the reactions queued so far run before this continues
    order.push('last photo in');
    images[1]?.dispatchEvent(new Event('error'));
    await watch.checked;
    expect(order).toEqual(['last photo in', 'checked']);
  });

  it('counts the stagger within each batch of cards that comes into view, in page order', () => {
    const report = fakeObservers();
    const cards = grid(5);
    const watch = watchCards();
    cards.forEach(watch.observe);
    report(false, [cards[1], cards[0]] as Element[]);
    report(false, [cards[4], cards[2], cards[3]] as Element[]);
    expect(cards.map((card) => card.style.getPropertyValue('--card-index'))).toEqual(['0', '1', '0', '1', '2']);
    expect(cards.every((card) => card.hasAttribute('data-entered'))).toBe(true);
  });

  it('lets a card enter once: a card already in leaves the next batch its numbers', () => {
    const report = fakeObservers();
    const cards = grid(2);
    const first = watchCards();
    cards.forEach(first.observe);
    report(false, [cards[0] as Element]);
    const second = watchCards(); // the app, after the pre-paint script
    cards.forEach(second.observe);
    report(false, cards);
    expect(cards.map((card) => card.style.getPropertyValue('--card-index'))).toEqual(['0', '0']);
  });
});
