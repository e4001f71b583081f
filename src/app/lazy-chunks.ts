// Modulepreloads for a lazy page's code (scripts/chunk-url.ts names its chunks in a build): they fetch and compile
// its chunk and those it imports without running them, so the chunks it imports come beside it, not after it.
import lazyChunks from 'virtual:lazy-chunks';

/** Whether a build named the chunks: in development and tests there are none, and import() fetches the modules. */
export const builtChunks = lazyChunks !== null;

/** Preloads the chunks of `page`, each once; nothing outside a build. */
export function preloadChunks(page: keyof NonNullable<typeof lazyChunks>): void {
  for (const url of lazyChunks?.[page] ?? []) {
    if (document.querySelector(`link[rel="modulepreload"][href="${url}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}
