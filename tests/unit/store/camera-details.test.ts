import { describe, expect, it, vi } from 'vitest';
import { PHOTOS } from '../../../src/lib/portfolio';
import { createCameraDetailsStore, type ReadCameraDetails } from '../../../src/store/camera-details';
import type { CameraDetailsRead } from '../../../src/worker/exif.contract';

const [first, second] = PHOTOS as [(typeof PHOTOS)[number], (typeof PHOTOS)[number]];

/** A reader whose answers the test hands out, one call at a time. */
function controlledReader() {
  const calls: {
    url: string;
    signal: AbortSignal;
    answer: (result: CameraDetailsRead) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const read: ReadCameraDetails = (signal, url) =>
    new Promise((resolve, reject) => {
      calls.push({ url, signal, answer: resolve, fail: reject });
    });
  return { read, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('camera details store', () => {
  it('reads a wanted photo once and keeps its details', async () => {
    const { read, calls } = controlledReader();
    const store = createCameraDetailsStore(read, vi.fn());
    store.getState().want(first);
    store.getState().want(first);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`/photos/${first.id}.jpg`);

    calls[0]?.answer({ status: 'found', details: { FNumber: 2.8 } });
    await settle();
    expect(store.getState().byPhoto[first.id]).toEqual({ FNumber: 2.8 });

    store.getState().want(first);
    expect(calls).toHaveLength(1);
  });

  it('records a photo without EXIF as nothing to show, silently', async () => {
    const { read, calls } = controlledReader();
    const warn = vi.fn();
    const store = createCameraDetailsStore(read, warn);
    store.getState().want(first);
    calls[0]?.answer({ status: 'absent' });
    await settle();
    expect(store.getState().byPhoto[first.id]).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns "EXIF parse error" exactly once for broken metadata, and never reads it again', async () => {
    const { read, calls } = controlledReader();
    const warn = vi.fn();
    const store = createCameraDetailsStore(read, warn);
    const release = store.getState().want(first);
    calls[0]?.answer({ status: 'error', reason: 'not a JPEG' });
    await settle();
    release();
    store.getState().want(first);
    store.getState().want(first);

    expect(store.getState().byPhoto[first.id]).toBeNull();
    expect(calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('EXIF parse error'));
  });

  it('abandons a read when the last one wanting it lets go, and reads afresh later', async () => {
    const { read, calls } = controlledReader();
    const warn = vi.fn();
    const store = createCameraDetailsStore(read, warn);
    const a = store.getState().want(first);
    const b = store.getState().want(first);
    a();
    expect(calls[0]?.signal.aborted).toBe(false);
    b();
    b(); // releasing twice counts once
    expect(calls[0]?.signal.aborted).toBe(true);

    // The late answer of the abandoned read is dropped.
    calls[0]?.answer({ status: 'found', details: { FNumber: 4 } });
    await settle();
    expect(store.getState().byPhoto[first.id]).toBeUndefined();

    store.getState().want(first);
    expect(calls).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores the rejection of an abandoned read', async () => {
    const { read, calls } = controlledReader();
    const warn = vi.fn();
    const store = createCameraDetailsStore(read, warn);
    store.getState().want(first)();
    calls[0]?.fail(new DOMException('abandoned', 'AbortError'));
    await settle();
    expect(warn).not.toHaveBeenCalled();
    expect(store.getState().byPhoto[first.id]).toBeUndefined();
  });

  it('shows no details, with a single warning, when the worker cannot start', async () => {
    const { read, calls } = controlledReader();
    const warn = vi.fn();
    const store = createCameraDetailsStore(read, warn);
    store.getState().want(first);
    store.getState().want(second);
    calls[0]?.answer({ status: 'unavailable', reason: 'blocked' });
    calls[1]?.answer({ status: 'unavailable', reason: 'blocked' });
    await settle();
    expect(store.getState().byPhoto[first.id]).toBeNull();
    expect(store.getState().byPhoto[second.id]).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('EXIF parse error'));
  });

  it('treats an unexpected rejection as a parse error of that photo', async () => {
    const { read, calls } = controlledReader();
    const warn = vi.fn();
    const store = createCameraDetailsStore(read, warn);
    store.getState().want(first);
    calls[0]?.fail(new Error('DataCloneError'));
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('EXIF parse error'));
  });
});
