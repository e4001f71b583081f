// What the build says about the owner's files: every problem found in one run, each naming the file and the
// fix, grouped by what the owner does about it, so a photographer mends them all at once.
import { inspect } from 'node:util';

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

/** Each kind of problem that stops a build, with its heading, in the order the report lists them. */
const PROBLEM_KINDS = {
  'not-image': 'Not a photo the site can take',
  damaged: 'Damaged or empty',
  name: 'Two files with one name',
  yaml: 'Mistakes in portfolio.yaml',
  album: 'Albums that do not exist',
  private: 'Private albums and their passwords',
  folder: 'The photos folder',
} as const;
export type ProblemKind = keyof typeof PROBLEM_KINDS;

/** A problem that stops the build. */
export interface BuildProblem extends Problem {
  kind: ProblemKind;
}

/** The problems, each marked as of one kind. */
export const ofKind = (kind: ProblemKind, problems: readonly Problem[]): BuildProblem[] =>
  problems.map((problem) => ({ ...problem, kind }));

/** One problem as a line the owner can act on. */
export function formatProblem({ file, line, message, fix }: Problem): string {
  const end = /[.!?]$/.test(fix) ? '' : '.';
  return `${file}${line === undefined ? '' : `:${String(line)}`}: ${message}. ${fix}${end}`;
}

const count = (problems: readonly unknown[]) =>
  problems.length === 1 ? '1 problem' : `${String(problems.length)} problems`;

/** What a failed build prints: each kind under its heading, a line a problem, then `end`'s line to sum up. */
export function problemReport(
  problems: readonly BuildProblem[],
  end = (counted: string) => `The site was not built: ${counted} to fix (the last build is left as it was).`,
): string {
  const lines: string[] = [];
  for (const [kind, heading] of Object.entries(PROBLEM_KINDS)) {
    const found = problems.filter((problem) => problem.kind === kind);
    if (found.length === 0) continue;
    lines.push(`${heading} (${String(found.length)}):`, ...found.map((problem) => `  - ${formatProblem(problem)}`));
  }
  lines.push(end(count(problems)));
  return lines.join('\n');
}

/** Thrown when the build must stop: its message is the report, every problem once. */
export class PortfolioError extends Error {
  constructor(readonly problems: readonly BuildProblem[]) {
    super(problemReport(problems));
    this.name = 'PortfolioError';
    // The owner's problems, not a place in our code: nothing prints a stack trace of it.
    this.stack = this.message;
  }

  /** As Node prints it (Vite's CLI does, after `error during build:`): the report alone. */
  [inspect.custom](): string {
    return this.message;
  }
}
