// The stage the gestures act on (gestures.ts): a fixed-height stage with Previous and Next at its sides, and the
// track a finger drags the slide on. Its touch rules (slide-stage.css) leave vertical scrolling to the browser.
import type { ReactNode, RefObject } from 'react';
import './slide-stage.css';

interface SlideStageProps {
  /** What the gestures bind to, once the slideshow's code runs; nothing in the preview. */
  stage?: RefObject<HTMLDivElement | null>;
  track?: RefObject<HTMLDivElement | null>;
  previous: ReactNode;
  next: ReactNode;
  /** The slide. */
  children: ReactNode;
}

export function SlideStage({ stage, track, previous, next, children }: SlideStageProps) {
  return (
    <div ref={stage} className="slide-stage">
      {previous}
      <div ref={track} className="slide-track">
        {children}
      </div>
      {next}
    </div>
  );
}
