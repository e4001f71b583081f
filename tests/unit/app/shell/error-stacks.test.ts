import { afterEach, describe, expect, it } from 'vitest';
import { pauseErrorStacks, resumeErrorStacks } from '../../../../src/app/shell/react-dom/error-stacks';

type WithLimit = { stackTraceLimit?: unknown };
const original = (Error as WithLimit).stackTraceLimit;

afterEach(() => {
  resumeErrorStacks();
  (Error as WithLimit).stackTraceLimit = original;
});

describe('error stacks, paused while React DOM loads', () => {
  it('gives an error made while paused no stack, and the ones after their stack back', () => {
    (Error as WithLimit).stackTraceLimit = 17;
    pauseErrorStacks();
    expect(new Error('marker').stack).toBeUndefined();
    resumeErrorStacks();
    expect((Error as WithLimit).stackTraceLimit).toBe(17);
    expect(new Error('later').stack).toMatch(/later\n\s+at /);
  });

  it('restores the value from before the first pause, however often it is paused', () => {
    (Error as WithLimit).stackTraceLimit = 23;
    pauseErrorStacks();
    pauseErrorStacks();
    resumeErrorStacks();
    expect((Error as WithLimit).stackTraceLimit).toBe(23);
  });

  it('leaves the limit alone when resumed without a pause', () => {
    (Error as WithLimit).stackTraceLimit = 5;
    resumeErrorStacks();
    expect((Error as WithLimit).stackTraceLimit).toBe(5);
  });

  it('adds nothing in an engine without Error.stackTraceLimit', () => {
    delete (Error as WithLimit).stackTraceLimit;
    pauseErrorStacks();
    expect(Object.hasOwn(Error, 'stackTraceLimit')).toBe(false);
    resumeErrorStacks();
    expect(Object.hasOwn(Error, 'stackTraceLimit')).toBe(false);
  });
});
