// A value that follows its input once the input has stopped changing for `delay` ms. The live region
// uses it: flipping through ten photos announces the one the visitor stops at, not all ten.
import { useEffect, useState } from 'react';

export function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
