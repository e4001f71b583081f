// A card's photo names its files in data- attributes until the card comes near the viewport (gallery/card-watch):
// a browser's own lazy loading fetches every image within thousands of pixels on a slow connection, which a
// large album's first batch of cards would spend on photos nobody scrolls to. Plain DOM, for the pre-paint too.

const DEFERRED = ['src', 'srcset'] as const;

/** The attribute a deferred `name` waits in. */
export const deferredName = (name: (typeof DEFERRED)[number]): string => `data-deferred-${name}`;

/** Starts the fetch of every deferred image under `root`: their files move from data- attributes to the real ones. */
export function loadDeferred(root: Element): void {
  for (const name of DEFERRED) {
    for (const element of root.querySelectorAll(`[${deferredName(name)}]`)) {
      element.setAttribute(name, element.getAttribute(deferredName(name)) ?? '');
      element.removeAttribute(deferredName(name));
    }
  }
}
