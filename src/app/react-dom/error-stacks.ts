// Error stacks switched off for a stretch of module loading, then back on. In V8, a `stackTraceLimit`
// that is not a number makes `Error()` capture no stack; other engines have no such property, and
// nothing is done there.

let paused: { limit: unknown } | undefined;

export function pauseErrorStacks(): void {
  if (paused || !Object.hasOwn(Error, 'stackTraceLimit')) return;
  paused = { limit: (Error as { stackTraceLimit?: unknown }).stackTraceLimit };
  (Error as { stackTraceLimit?: unknown }).stackTraceLimit = undefined;
}

export function resumeErrorStacks(): void {
  if (!paused) return;
  (Error as { stackTraceLimit?: unknown }).stackTraceLimit = paused.limit;
  paused = undefined;
}
