// What the build says about the owner's files: every problem found in one run, each naming the file and the
// fix, so a photographer mends them all at once rather than one build at a time.

export interface Problem {
  /** The file at fault, as the owner knows it: `public/photos/espresso/cup.jpg`, `portfolio.yaml`. */
  file: string;
  /** 1-based line in that file, when there is one to point at. */
  line?: number;
  /** What is wrong, in the owner's words: "is empty (0 bytes)". */
  message: string;
  /** What to do about it: "Export the photo again, or remove it from the folder." */
  fix: string;
}

/** One problem as a line the owner can act on. */
export function formatProblem({ file, line, message, fix }: Problem): string {
  const end = /[.!?]$/.test(fix) ? '' : '.';
  return `${file}${line === undefined ? '' : `:${String(line)}`}: ${message}. ${fix}${end}`;
}

/** Thrown when the build must stop: its message lists every problem, one per line. */
export class PortfolioError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    const count = problems.length === 1 ? '1 problem' : `${String(problems.length)} problems`;
    super(
      `The site was not built: ${count} to fix (the last build is left as it was).\n` +
        problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n'),
    );
    this.name = 'PortfolioError';
    // The owner's problems, not a place in our code: the build prints this rather than a stack trace.
    this.stack = this.message;
  }
}
