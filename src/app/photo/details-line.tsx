// The known camera details on one line, "35mm | 1/250 s | f/2.8"; nothing at all when none are known. One writer
// of its markup, which the slideshow also calls directly while a key flips faster than React renders.
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import './details-line.css';

/** Fills `line` with the parts, the separators between them hidden from screen readers (they pause there anyway). */
export function writeDetailsLine(line: HTMLElement, parts: readonly string[], separator: string): void {
  // Written already (a flip back to a photo, details read again): nothing to redo.
  if (line.childElementCount === parts.length * 2 - 1 && line.textContent === parts.join(` ${separator} `)) return;
  line.replaceChildren(
    ...parts.flatMap((part, index) => {
      const text = document.createElement('span');
      text.className = 'camera-details-part';
      // Each part takes its own direction: "f/2.8" left to right, "35 مم" right to left, in a line of either.
      text.dir = 'auto';
      text.textContent = part;
      if (index === 0) return [text];
      const gap = document.createElement('span');
      gap.className = 'camera-details-separator';
      gap.setAttribute('aria-hidden', 'true');
      gap.textContent = ` ${separator} `;
      return [gap, text];
    }),
  );
}

interface DetailsLineProps extends ComponentProps<'p'> {
  /** The formatted details (lib/camera-details' formatCameraDetails). */
  parts: readonly string[];
  separator: string;
}

export function DetailsLine({ parts, separator, className, ...props }: DetailsLineProps) {
  const line = useRef<HTMLParagraphElement>(null);
  const text = parts.join('\n');
  useLayoutEffect(() => {
    if (line.current) writeDetailsLine(line.current, text.split('\n'), separator);
  }, [text, separator]);
  if (parts.length === 0) return null;
  return <p ref={line} className={cn('camera-details', className)} {...props} />;
}
