// @vitest-environment node
// The dev server's background encode queue: a few photos at a time, the one a page asks for first, a new
// catalogue replacing what waits, and a photo that fails never stopping the rest.
import { describe, expect, it } from 'vitest';
import { backgroundQueue } from '../../../../scripts/dev/background-queue';

/** Work that ends only when the test says: each item's start is noted, and `finish` ends it. */
function heldWork() {
  const started: string[] = [];
  const ends = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  return {
    started,
    work: (item: string) =>
      new Promise<void>((resolve, reject) => {
        started.push(item);
        ends.set(item, { resolve, reject });
      }),
    finish: (item: string) => ends.get(item)?.resolve(),
    fail: (item: string) => ends.get(item)?.reject(new Error(`${item} is damaged`)),
  };
}

const key = (item: string) => item;
/** Lets the queue's own promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('backgroundQueue', () => {
  it('works on at most `concurrency` items at once, in their order', async () => {
    const held = heldWork();
    const queue = backgroundQueue({ key, work: held.work, concurrency: 2 });
    queue.replace(['a', 'b', 'c', 'd']);
    expect(held.started).toEqual(['a', 'b']);
    held.finish('b');
    await settle();
    expect(held.started).toEqual(['a', 'b', 'c']);
  });

  it('starts the item a page asks for next, ahead of those waiting before it', async () => {
    const held = heldWork();
    const queue = backgroundQueue({ key, work: held.work, concurrency: 1 });
    queue.replace(['a', 'b', 'c', 'd']);
    queue.hurry('d');
    held.finish('a');
    await settle();
    expect(held.started).toEqual(['a', 'd']);
  });

  it('drops what a new catalogue no longer lists, and starts nothing under way again', async () => {
    const held = heldWork();
    const queue = backgroundQueue({ key, work: held.work, concurrency: 1 });
    queue.replace(['a', 'b', 'c']);
    queue.replace(['a', 'c', 'e']);
    held.finish('a');
    await settle();
    held.finish('c');
    await settle();
    expect(held.started).toEqual(['a', 'c', 'e']);
  });

  it('reports an item that fails and goes on with the rest, then says it is idle', async () => {
    const held = heldWork();
    const failed: string[] = [];
    let idle = 0;
    const queue = backgroundQueue({
      key,
      work: held.work,
      concurrency: 1,
      onFailed: (item, error) => failed.push(`${item}: ${(error as Error).message}`),
      onIdle: () => (idle += 1),
    });
    queue.replace(['a', 'b']);
    const done = queue.idle();
    held.fail('a');
    await settle();
    expect(held.started).toEqual(['a', 'b']);
    expect(idle).toBe(0);
    held.finish('b');
    await done;
    expect(failed).toEqual(['a: a is damaged']);
    expect(idle).toBe(1);
  });

  it('starts nothing more once stopped', async () => {
    const held = heldWork();
    const queue = backgroundQueue({ key, work: held.work, concurrency: 1 });
    queue.replace(['a', 'b']);
    queue.stop();
    held.finish('a');
    await queue.idle();
    expect(held.started).toEqual(['a']);
  });
});
