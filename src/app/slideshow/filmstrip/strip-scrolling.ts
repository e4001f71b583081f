// The filmstrip scrolled by hand: a mouse drags it, a vertical wheel scrolls it sideways (a touch screen's swipe is the
// browser's own overflow scrolling). A drag is not a click: the thumbnail it ends on is not jumped to.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { forwardSign } from '../../reading-direction';

/** How far a pointer moves, pressed, before it drags rather than clicks (a hand's tremble on a click stays under). */
const DRAG_SLOP = 6;

/** Starts the strip's drag and wheel; returns whether the last press dragged, for the click that ends it. */
export function useStripScrolling(strip: RefObject<HTMLElement | null>): () => boolean {
  const dragged = useRef(false);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    let start: { x: number; scroll: number; id: number } | null = null;
    const onDown = (event: PointerEvent) => {
      dragged.current = false;
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      start = { x: event.clientX, scroll: element.scrollLeft, id: event.pointerId };
    };
    const onMove = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const moved = event.clientX - start.x;
      if (!dragged.current && Math.abs(moved) < DRAG_SLOP) return;
      if (!dragged.current) {
        dragged.current = true;
        element.setPointerCapture(event.pointerId);
      }
      element.scrollLeft = start.scroll - moved;
    };
    const onUp = () => {
      start = null;
    };
    const onWheel = (event: WheelEvent) => {
      // A sideways wheel or trackpad swipe scrolls it already; a vertical one scrolls it the way the page reads.
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX) || event.ctrlKey) return;
      const room = element.scrollWidth - element.clientWidth;
      if (room <= 0) return;
      event.preventDefault(); // not the page as well
      const lines = event.deltaMode === 1 ? 16 : 1; // 1: lines, as Firefox scrolls by a mouse wheel;
      element.scrollBy({ left: event.deltaY * lines * forwardSign(), behavior: 'instant' });
    };
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onUp);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
      element.removeEventListener('wheel', onWheel);
    };
  }, [strip]);
  return useCallback(() => dragged.current, []);
}
