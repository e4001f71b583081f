// The slide index once it has stopped changing for `delay` ms: the page title, the address, the camera
// details reads and the announcement follow where the visitor stops, not every photo a held key passes.
// It listens to the store itself, so a flip does not re-render the component that uses it, and it keeps
// one timer, moved on only when it fires early: no timer is set or cleared per key press.
import { useEffect, useState } from 'react';
import { useSlideshowStore } from '../../store/slideshow';

export function useSettledSlideIndex(delay: number): number {
  const [settled, setSettled] = useState(() => useSlideshowStore.getState().index);
  useEffect(() => {
    let timer = 0;
    let changedAt = 0;
    const check = () => {
      const wait = changedAt + delay - performance.now();
      if (wait > 0) {
        timer = window.setTimeout(check, wait);
        return;
      }
      timer = 0;
      setSettled(useSlideshowStore.getState().index);
    };
    const onChange = () => {
      changedAt = performance.now();
      timer ||= window.setTimeout(check, delay);
    };
    // A change between the first render and this effect counts too.
    if (useSlideshowStore.getState().index !== settled) onChange();
    const unsubscribe = useSlideshowStore.subscribe((state, previous) => {
      if (state.index !== previous.index) onChange();
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
    // `settled` is read once, for the race above; the subscription is set up once per delay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delay]);
  return settled;
}
