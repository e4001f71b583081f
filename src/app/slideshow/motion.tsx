// framer-motion with its features loaded after first paint. Only the lazily loaded slideshow uses it
// (the view toggle's indicator is a CSS spring), so none of it is in the first chunk. `domMax`, not
// `domAnimation`, because the slide is dragged.
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {/* "user": with prefers-reduced-motion, layout and transform animations jump to their end. */}
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
