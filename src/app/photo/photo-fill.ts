// A photo's box shows the photo's colours until its file arrives (photo-image.css). Plain DOM, so the pre-paint
// script uses it too; through the CSSOM, which the CSP allows where it forbids a style="" in markup.

/** Run before the box is first painted. */
export function fillWith(element: HTMLElement | null, fill: string | undefined): void {
  if (fill) element?.style.setProperty('--photo-fill', fill);
}
