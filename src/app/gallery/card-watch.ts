// What a card does as it nears and enters the viewport: near (within about a row of cards), its photo's files are
// fetched; in view, its entrance starts (spec: fade and slide in, 0.2 s apart by index), counted within the batch
// of cards that comes into view together, so the hundredth card of an album does not wait twenty seconds.
// Plain DOM: the pre-paint script watches the prerendered cards, the app the cards it adds.
import { loadDeferred } from '../photo/deferred-sources';

const NEAR = '100px 0px';

/** Marks a card as entering, `index` places apart from the first of its batch. */
function enter(card: Element, index: number): void {
  if (card instanceof HTMLElement) card.style.setProperty('--card-index', String(index));
  card.setAttribute('data-entered', '');
}

interface CardWatch {
  observe: (card: Element) => void;
  stop: () => void;
  /** Settles once the cards observed before the first layout have been checked, and the near ones' photos have come. */
  checked: Promise<void>;
}

/** Settles once `image` has loaded or failed: asked for is not yet on the wire (the browser queues images). */
function arrived(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Watches cards until they have come near and into view, then lets them go. */
export function watchCards(): CardWatch {
  if (typeof IntersectionObserver === 'undefined') {
    return {
      observe: (card) => {
        loadDeferred(card);
        card.setAttribute('data-entered', '');
      },
      stop: () => undefined,
      checked: Promise.resolve(),
    };
  }
  let firstLook: ((photos: Promise<unknown>) => void) | null = null;
  const checked = new Promise<void>((resolve) => (firstLook = (photos) => void photos.then(() => resolve())));
  const near = new IntersectionObserver(
    (entries) => {
      const images: HTMLImageElement[] = [];
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        loadDeferred(entry.target);
        images.push(...entry.target.querySelectorAll('img'));
        near.unobserve(entry.target);
      }
      firstLook?.(Promise.all(images.map(arrived)));
      firstLook = null;
    },
    { rootMargin: NEAR },
  );
  const entrance = new IntersectionObserver((entries) => {
    const entering = entries
      .filter((entry) => entry.isIntersecting && !entry.target.hasAttribute('data-entered'))
      .map((entry) => entry.target);
    entering.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    entering.forEach(enter);
    for (const entry of entries) if (entry.target.hasAttribute('data-entered')) entrance.unobserve(entry.target);
  });
  return {
    observe: (card) => {
      near.observe(card);
      if (!card.hasAttribute('data-entered')) entrance.observe(card);
    },
    stop: () => {
      near.disconnect();
      entrance.disconnect();
    },
    checked,
  };
}
