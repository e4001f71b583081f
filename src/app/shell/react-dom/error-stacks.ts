// Error stacks switched off for a stretch of module loading, then back on. In V8, a `stackTraceLimit`
// that is not a number makes `Error()` capture no stack; other engines have no such property, and
// nothing is done there.

/** `Error` as V8 has it (the DOM typings do not declare the property). */
const ErrorWithLimit = Error as { stackTraceLimit?: unknown };

let paused: { limit: unknown } | undefined;

export function pauseErrorStacks(): void {
  if (paused || !Object.hasOwn(ErrorWithLimit, 'stackTraceLimit')) return;
  paused = { limit: ErrorWithLimit.stackTraceLimit };
  ErrorWithLimit.stackTraceLimit = undefined;
}

export function resumeErrorStacks(): void {
  if (!paused) return;
  ErrorWithLimit.stackTraceLimit = paused.limit;
  paused = undefined;
}
