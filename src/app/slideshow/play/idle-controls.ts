// The living-room mode: fullscreen and playing, the controls and the cursor go after a while without a pointer move,
// and come back with any move, press or key.
import { useEffect, useState } from 'react';

/** How long the controls stay without a pointer move or a key. */
const IDLE_MS = 3000;

/** Whether the controls should be out of sight now; always false while `active` is. */
export function useIdleControls(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), IDLE_MS);
    };
    const events = ['pointermove', 'pointerdown', 'keydown'] as const;
    events.forEach((type) => window.addEventListener(type, wake, { capture: true, passive: true }));
    return () => {
      clearTimeout(timer);
      events.forEach((type) => window.removeEventListener(type, wake, { capture: true }));
      setIdle(false);
    };
  }, [active]);
  return active && idle;
}
