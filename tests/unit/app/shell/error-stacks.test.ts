// React DOM loads with error stacks off: error-stacks.ts turns them off as it loads, resumeErrorStacks() back on.
import { describe, expect, it } from 'vitest';

describe('error stacks while React DOM loads', () => {
  it('gives an error made after the module loads no stack, and those after resuming their stack back', async () => {
    const before = Error.stackTraceLimit;
    const { resumeErrorStacks } = await import('../../../../src/app/shell/error-stacks');
    expect(new Error('marker').stack).toBeUndefined();
    resumeErrorStacks();
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('later').stack).toMatch(/later\n\s+at /);
  });
});
