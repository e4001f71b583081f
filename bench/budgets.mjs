// `npm run bench -- --check`: the new side's figures against the committed budgets (bench/budgets.json), each budget
// a row of figure, budget, measured and met; pure, so a unit test can prove what passes and what does not.

/**
 * @typedef {object} Budget One line of bench/budgets.json.
 * @property {string} figure the figure's key in a side's medians; a dotted path reaches inside (`lighthouseSeo.min`)
 * @property {string} label as the table prints it
 * @property {'bytes' | 'ms' | 'ratio' | 'score'} unit
 * @property {number} [max] at most this
 * @property {number} [min] at least this
 * @property {number} [maxTimesBefore] at most this times the before side's value of the same figure
 * @property {string} why what the budget protects, in a line
 */

const UNITS = ['bytes', 'ms', 'ratio', 'score'];
const LIMITS = ['max', 'min', 'maxTimesBefore'];

/**
 * The budgets of a parsed budgets.json, checked: each has a figure, a label, a unit, a why and exactly one limit.
 * @param {unknown} json
 * @returns {Budget[]}
 */
export function readBudgets(json) {
  const budgets = /** @type {{ budgets?: unknown }} */ (json)?.budgets;
  if (!Array.isArray(budgets)) throw new Error('budgets.json: no "budgets" list');
  return budgets.map((budget, i) => {
    const where = `budgets.json, budget ${i + 1}`;
    for (const key of ['figure', 'label', 'why'])
      if (typeof budget?.[key] !== 'string' || budget[key].trim() === '')
        throw new Error(`${where}: "${key}" must be a non-empty string`);
    if (!UNITS.includes(budget.unit))
      throw new Error(`${where} (${budget.figure}): "unit" is one of ${UNITS.join(', ')}`);
    const limits = LIMITS.filter((key) => budget[key] !== undefined);
    if (limits.length !== 1 || typeof budget[limits[0]] !== 'number')
      throw new Error(`${where} (${budget.figure}): give exactly one number of ${LIMITS.join(', ')}`);
    return budget;
  });
}

/** A figure by its dotted path; null when it is missing or not a finite number. */
function valueAt(figures, path) {
  const value = path.split('.').reduce((at, key) => (at === null || typeof at !== 'object' ? null : at[key]), figures);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const FORMATS = {
  bytes: (value) => `${(value / 1000).toFixed(1)} kB`,
  ms: (value) => `${Math.round(value)} ms`,
  ratio: (value) => `${value.toFixed(2)}×`,
  score: (value) => value.toFixed(2),
};

/**
 * Each budget against `figures` (the new side's medians), a ratio budget against `before.figures` too.
 * A figure that was not measured misses its budget: a check that did not measure cannot say it holds.
 * @param {Budget[]} budgets
 * @param {{ figures: object, before: { label: string, figures: object } }} sides
 * @returns {Array<{ figure: string, label: string, budget: string, measured: string, met: boolean, why: string }>}
 */
export function checkBudgets(budgets, { figures, before }) {
  return budgets.map((budget) => {
    const format = FORMATS[budget.unit];
    const value = valueAt(figures, budget.figure);
    const row = { figure: budget.figure, label: budget.label, why: budget.why };
    if (budget.maxTimesBefore !== undefined) {
      const reference = valueAt(before.figures, budget.figure);
      const ratio =
        value === null || reference === null
          ? null
          : reference === 0
            ? value === 0
              ? 1
              : Infinity
            : value / reference;
      return {
        ...row,
        budget: `≤ ${budget.maxTimesBefore}× ${before.label}` + (reference === null ? '' : ` (${format(reference)})`),
        measured: ratio === null ? 'no data' : `${format(value)}, ${ratio.toFixed(2)}×`,
        met: ratio !== null && ratio <= budget.maxTimesBefore,
      };
    }
    const limit = budget.max ?? budget.min;
    return {
      ...row,
      budget: `${budget.max !== undefined ? '≤' : '≥'} ${format(limit)}`,
      measured: value === null ? 'no data' : format(value),
      met: value !== null && (budget.max !== undefined ? value <= budget.max : value >= budget.min),
    };
  });
}
