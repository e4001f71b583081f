// main.tsx's first import: it turns error stacks off until React DOM has loaded. React DOM makes Error markers as
// it loads, and with a DevTools client attached (as Lighthouse runs) V8 re-parses the main chunk for their stacks.
type ErrorWithLimit = { stackTraceLimit?: unknown };

const V8Error = Error as ErrorWithLimit;
/** V8's limit as it was; other engines have no such property, and nothing is done there. */
const saved = Object.hasOwn(V8Error, 'stackTraceLimit') ? { limit: V8Error.stackTraceLimit } : undefined;
// A limit that is not a number makes Error() capture no stack.
if (saved) V8Error.stackTraceLimit = undefined;

/** Puts error stacks back as they were; main.tsx calls it once its imports, React DOM among them, have run. */
export function resumeErrorStacks(): void {
  if (saved) V8Error.stackTraceLimit = saved.limit;
}
