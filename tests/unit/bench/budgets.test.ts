// The bench's budget check (`npm run bench -- --check`): what passes, what misses, and a figure never measured.
import { describe, expect, it } from 'vitest';
import budgetsJson from '../../../bench/budgets.json';
import { type Budget, checkBudgets, readBudgets } from '../../../bench/budgets.mjs';

const budgets: Budget[] = [
  { figure: 'totalBytes', label: 'Whole first load', unit: 'bytes', max: 219_000, why: 'weight' },
  { figure: 'flipP95', label: 'Flip: keydown p95', unit: 'ms', maxTimesBefore: 0.8, why: 'flips' },
  { figure: 'lighthouseSeo.min', label: 'Lighthouse SEO', unit: 'score', min: 1, why: 'search' },
];
const before = { label: 'before', figures: { flipP95: 80 } };

describe('checkBudgets', () => {
  it('meets every budget the figures keep, a limit itself included', () => {
    const rows = checkBudgets(budgets, {
      figures: { totalBytes: 219_000, flipP95: 64, lighthouseSeo: { median: 1, min: 1 } },
      before,
    });
    expect(rows.map((row) => row.met)).toEqual([true, true, true]);
    expect(rows.map((row) => [row.budget, row.measured])).toEqual([
      ['≤ 219.0 kB', '219.0 kB'],
      ['≤ 0.8× before (80 ms)', '64 ms, 0.80×'],
      ['≥ 1.00', '1.00'],
    ]);
  });

  it('misses a budget by a byte, a ratio past its share of the before side, a score below it in one run', () => {
    const rows = checkBudgets(budgets, {
      figures: { totalBytes: 219_001, flipP95: 65, lighthouseSeo: { median: 1, min: 0.92 } },
      before,
    });
    expect(rows.map((row) => row.met)).toEqual([false, false, false]);
    expect(rows[1]?.measured).toBe('65 ms, 0.81×');
  });

  it('counts a figure never measured, or a before side without it, as missed', () => {
    const rows = checkBudgets(budgets, {
      figures: { totalBytes: null, flipP95: 40 },
      before: { label: 'before', figures: {} },
    });
    expect(rows.map((row) => [row.met, row.measured])).toEqual([
      [false, 'no data'],
      [false, 'no data'],
      [false, 'no data'],
    ]);
  });
});

describe("the key derivation's budgets (issue 35)", () => {
  // As bench/run.mjs hands them over: kdf.mjs's profiles beside the new side's medians.
  const keyBudgets = readBudgets(budgetsJson).filter((budget) => budget.figure.startsWith('kdf.'));
  const judge = (node: number, phone: number) =>
    checkBudgets(keyBudgets, {
      figures: { kdf: { node: { fastest: node, median: node }, phone: { fastest: phone, median: phone } } },
      before,
    });

  it('holds a floor on a desktop guess and a ceiling on the phone, each limit itself included', () => {
    const [floor, ceiling] = keyBudgets;
    expect(keyBudgets.map((budget) => budget.figure)).toEqual(['kdf.node.fastest', 'kdf.phone.median']);
    expect(judge(floor?.min ?? 0, ceiling?.max ?? 0).map((row) => row.met)).toEqual([true, true]);
    expect(judge((floor?.min ?? 0) - 1, (ceiling?.max ?? 0) + 1).map((row) => row.met)).toEqual([false, false]);
  });

  it('misses both when the part was skipped (--kdf-rounds 0)', () => {
    const rows = checkBudgets(keyBudgets, { figures: { kdf: null }, before });
    expect(rows.map((row) => [row.met, row.measured])).toEqual([
      [false, 'no data'],
      [false, 'no data'],
    ]);
  });
});

describe('readBudgets', () => {
  it('reads the committed budgets, each with its reason', () => {
    const committed = readBudgets(budgetsJson);
    expect(committed.length).toBeGreaterThan(0);
    for (const budget of committed) expect(budget.why.length).toBeGreaterThan(20);
  });

  it('refuses a budget without a reason, or with two limits', () => {
    expect(() => readBudgets({ budgets: [{ figure: 'fcp', label: 'FCP', unit: 'ms', max: 1 }] })).toThrow(/why/);
    expect(() =>
      readBudgets({ budgets: [{ figure: 'fcp', label: 'FCP', unit: 'ms', max: 1, min: 0, why: 'both ways' }] }),
    ).toThrow(/exactly one/);
  });
});
