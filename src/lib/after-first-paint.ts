// Resolves once the browser has painted the first frame after this module ran (a frame callback, then a
// task after it: the paint sits between the two). Work the first paint does not need waits for it, so
// its downloads and parsing never compete with first contentful paint on a slow phone.

let firstPaint: Promise<void> | undefined;

export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
  return firstPaint;
}
