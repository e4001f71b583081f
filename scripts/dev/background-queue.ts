// The dev server's background work: the photos the cache lacks, encoded a few at a time while the site is served,
// the one a page asks for first; a new catalogue replaces what waits, so a photo taken out is never encoded.

interface QueueOptions<T> {
  /** Names an item: the same photo in two catalogues is one job. */
  key: (item: T) => string;
  work: (item: T) => Promise<void>;
  /** Items worked on at once. */
  concurrency: number;
  /** Told of an item whose work threw; the queue goes on with the rest. */
  onFailed?: (item: T, error: unknown) => void;
  /** Told when the last item waiting is done. */
  onIdle?: () => void;
}

interface BackgroundQueue<T> {
  /** What waits becomes `items`, in their order; an item under way is not started again. */
  replace(items: readonly T[]): void;
  /** Moves the item of this key to the front, if it waits. */
  hurry(key: string): void;
  /** Resolves once nothing waits or runs. */
  idle(): Promise<void>;
  /** Starts nothing more; what is under way ends on its own. */
  stop(): void;
}

export function backgroundQueue<T>({ key, work, concurrency, onFailed, onIdle }: QueueOptions<T>): BackgroundQueue<T> {
  let waiting: T[] = [];
  const running = new Set<string>();
  let stopped = false;
  let idlers: (() => void)[] = [];

  const settle = () => {
    if (waiting.length > 0 || running.size > 0) return;
    for (const resolve of idlers) resolve();
    idlers = [];
  };

  const pump = () => {
    while (!stopped && running.size < concurrency && waiting.length > 0) {
      const item = waiting.shift() as T;
      const name = key(item);
      running.add(name);
      void work(item)
        .catch((error: unknown) => onFailed?.(item, error))
        .finally(() => {
          running.delete(name);
          if (!stopped && waiting.length === 0 && running.size === 0) onIdle?.();
          pump();
          settle();
        });
    }
  };

  return {
    replace(items) {
      const seen = new Set(running);
      waiting = items.filter((item) => {
        const name = key(item);
        if (seen.has(name)) return false;
        seen.add(name);
        return true;
      });
      pump();
      settle();
    },
    hurry(name) {
      const at = waiting.findIndex((item) => key(item) === name);
      if (at <= 0) return;
      const [item] = waiting.splice(at, 1);
      waiting.unshift(item as T);
    },
    idle() {
      const done = new Promise<void>((resolve) => idlers.push(resolve));
      settle();
      return done;
    },
    stop() {
      stopped = true;
      waiting = [];
      settle();
    },
  };
}
