// The app's react-dom/client: React DOM loads with error stacks off, and they are on again after.
import { describe, expect, it, vi } from 'vitest';

type WithLimit = { stackTraceLimit?: unknown };

const loaded: { limit: unknown; stack: unknown } = vi.hoisted(() => ({ limit: 'not loaded', stack: 'not loaded' }));

vi.mock('react-dom/client', () => {
  // Runs as React DOM would: what its module-level `Error(...)` markers get.
  loaded.limit = (Error as WithLimit).stackTraceLimit;
  loaded.stack = new Error('marker').stack;
  return { createRoot: () => 'createRoot', hydrateRoot: () => 'hydrateRoot' };
});

describe("the app's react-dom/client", () => {
  it('loads React DOM with error stacks off, then turns them back on', async () => {
    const before = (Error as WithLimit).stackTraceLimit;
    expect(typeof before).toBe('number');
    const client = await import('../../../../src/app/shell/react-dom/client');
    expect(loaded.limit).toBeUndefined();
    expect(loaded.stack).toBeUndefined();
    expect((Error as WithLimit).stackTraceLimit).toBe(before);
    expect(new Error('after').stack).toMatch(/after\n\s+at /);
    expect(client.createRoot).toBeTypeOf('function');
    expect(client.hydrateRoot).toBeTypeOf('function');
  });
});
