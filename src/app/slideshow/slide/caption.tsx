// The owner's caption, written once both ways: as React renders it (under the slide, in the details panel) and as
// the writer writes it on a flip. Plain text, a web address in it as a link.
import { captionParts } from './caption-parts';

const LINK_REL = 'nofollow noopener noreferrer';

export function Caption({ text }: { text: string | undefined }) {
  return captionParts(text ?? '').map((part, index) =>
    part.url ? (
      <a key={index} href={part.url} rel={LINK_REL}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

/** Writes into `element` what <Caption text={text} /> renders. */
export function writeCaption(element: HTMLElement, text: string | undefined): void {
  element.replaceChildren(
    ...captionParts(text ?? '').map((part) => {
      if (!part.url) return part.text;
      const link = document.createElement('a');
      link.href = part.url;
      link.rel = LINK_REL;
      link.textContent = part.text;
      return link;
    }),
  );
}
