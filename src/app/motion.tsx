// framer-motion with its features loaded after first paint: only the view toggle's indicator needs them,
// and `domMax` (not `domAnimation`) because the indicator moves between tabs with `layoutId`.
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
