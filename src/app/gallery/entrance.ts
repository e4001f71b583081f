// The cards' entrance (spec: fade and slide in, 0.2 s apart by index): counted within each batch of cards that
// comes into view together, so the hundredth card of an album does not wait twenty seconds off screen.
// Plain DOM: the pre-paint script starts it for the prerendered cards, the app for the cards it adds.

/** Watches cards for their first time in view, then starts their entrance (cards.css) and lets them go. */
export function watchEntrances(): { observe: (card: Element) => void; stop: () => void } {
  if (typeof IntersectionObserver === 'undefined') {
    return { observe: (card) => card.setAttribute('data-entered', ''), stop: () => undefined };
  }
  const observer = new IntersectionObserver((entries) => {
    const entering = entries
      .filter((entry) => entry.isIntersecting)
      .map((entry) => entry.target)
      .filter((card) => !card.hasAttribute('data-entered'));
    entering.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    entering.forEach((card, index) => {
      if (card instanceof HTMLElement) card.style.setProperty('--card-index', String(index));
      card.setAttribute('data-entered', '');
    });
    for (const entry of entries) if (entry.target.hasAttribute('data-entered')) observer.unobserve(entry.target);
  });
  return {
    observe: (card) => {
      if (!card.hasAttribute('data-entered')) observer.observe(card);
    },
    stop: () => observer.disconnect(),
  };
}
