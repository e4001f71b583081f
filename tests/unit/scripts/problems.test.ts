// @vitest-environment node
// What a failed build prints: every problem once, under the heading of its kind, in the order an owner mends them,
// then one line to sum up; and nothing of our code's stack.
import { describe, expect, it } from 'vitest';
import { PortfolioError, problemReport, type BuildProblem } from '../../../scripts/photos/problems';

const EXPORT = 'Export the photo again from your photo app, or remove it from the folder.';
const PROBLEMS: BuildProblem[] = [
  { kind: 'yaml', file: 'portfolio.yaml', line: 4, message: 'unknown key `colour`', fix: 'Delete it' },
  { kind: 'damaged', file: 'photos/cut.jpg', message: 'is damaged or cut short, so it cannot be read', fix: EXPORT },
  { kind: 'not-image', file: 'photos/notes.jpg', message: 'is not an image', fix: 'Remove it from the photos folder.' },
  { kind: 'damaged', file: 'photos/empty.jpg', message: 'is empty (0 bytes)', fix: EXPORT },
  { kind: 'album', file: 'portfolio.yaml', line: 9, message: 'nav entry `/cups` shows album `cups`', fix: 'Create it' },
  { kind: 'name', file: 'photos/A.jpg', message: 'has the same address (/a) as photos/a.jpg', fix: 'Rename one.' },
];

describe('problemReport', () => {
  const report = problemReport(PROBLEMS).split('\n');

  it('lists each kind under its heading, in the order an owner mends them, then sums up in one line', () => {
    expect(report).toEqual([
      'Not a photo the site can take (1):',
      '  - photos/notes.jpg: is not an image. Remove it from the photos folder.',
      'Damaged or empty (2):',
      `  - photos/cut.jpg: is damaged or cut short, so it cannot be read. ${EXPORT}`,
      `  - photos/empty.jpg: is empty (0 bytes). ${EXPORT}`,
      'Two files with one name (1):',
      '  - photos/A.jpg: has the same address (/a) as photos/a.jpg. Rename one.',
      'Mistakes in portfolio.yaml (1):',
      '  - portfolio.yaml:4: unknown key `colour`. Delete it.',
      'Albums that do not exist (1):',
      '  - portfolio.yaml:9: nav entry `/cups` shows album `cups`. Create it.',
      'The site was not built: 6 problems to fix (the last build is left as it was).',
    ]);
  });

  it('names every problem exactly once', () => {
    for (const { file, message } of PROBLEMS) {
      expect(report.filter((line) => line.includes(file) && line.includes(message))).toHaveLength(1);
    }
  });

  it('says "1 problem" of one', () => {
    expect(problemReport(PROBLEMS.slice(1, 2)).split('\n').at(-1)).toBe(
      'The site was not built: 1 problem to fix (the last build is left as it was).',
    );
  });
});

describe('PortfolioError', () => {
  it('carries the report as its message and its stack, with no place in our code', () => {
    const error = new PortfolioError(PROBLEMS);
    expect(error.message).toBe(problemReport(PROBLEMS));
    expect(error.stack).toBe(error.message);
    expect(error.stack).not.toMatch(/^\s+at /m);
  });
});
