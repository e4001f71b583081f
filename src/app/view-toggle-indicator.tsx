// The view toggle's sliding background, loaded by import() after first paint: framer-motion is about
// 13 KB gzip that the first paint does not need (until it arrives the indicator is a static pill).
import { m } from 'framer-motion';
import { MotionProvider } from './motion';

// Spec §9: "spring, stiffness 350, damping 30".
const INDICATOR_SPRING = { type: 'spring', stiffness: 350, damping: 30 } as const;

export default function ViewToggleIndicator() {
  return (
    <MotionProvider>
      <m.span layoutId="view-toggle-indicator" className="view-tab-indicator" transition={INDICATOR_SPRING} />
    </MotionProvider>
  );
}
