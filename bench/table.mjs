// The printed summary: one row per figure, project against baseline, with the ratio and the target.

const kB = (bytes) => (bytes === null ? '—' : `${(bytes / 1000).toFixed(1)} kB`);
const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
const plain = (digits) => (value) => (value === null ? '—' : value.toFixed(digits));

// `better` says which way is good, so the ratio always reads "times better than the baseline".
export const ROWS = [
  {
    key: 'imageBytes',
    label: 'First screen: images',
    format: kB,
    better: 'lower',
    target: '≤ 150 kB',
    met: (v) => v <= 150_000,
  },
  {
    key: 'exifBytes',
    label: 'First screen: EXIF reads',
    format: kB,
    better: 'lower',
    target: '≤ 160 kB',
    met: (v) => v <= 160_000,
  },
  { key: 'exifRequests', label: 'First screen: EXIF requests', format: plain(0), better: 'lower' },
  { key: 'jsBytes', label: 'First screen: JS (wire)', format: kB, better: 'lower' },
  { key: 'cssBytes', label: 'First screen: CSS (wire)', format: kB, better: 'lower' },
  {
    key: 'totalBytes',
    label: 'Whole first load',
    format: kB,
    better: 'lower',
    target: '≤ 400 kB',
    met: (v) => v <= 400_000,
  },
  {
    key: 'criticalJsGzip',
    label: 'JS on the critical path (gzip)',
    format: kB,
    better: 'lower',
    target: '≤ 100 kB',
    met: (v) => v <= 100_000,
  },
  { key: 'fcp', label: 'FCP', format: ms, better: 'lower' },
  { key: 'lcp', label: 'LCP', format: ms, better: 'lower', target: '≤ 2000 ms', met: (v) => v <= 2000 },
  { key: 'lcpLoaded', label: 'LCP image loaded (before its stagger delay)', format: ms, better: 'lower' },
  { key: 'cls', label: 'CLS', format: plain(3), better: 'lower', target: '0.00', met: (v) => v < 0.005 },
  {
    key: 'tbt',
    label: 'Total blocking time after FCP',
    format: ms,
    better: 'lower',
    target: '≤ 50 ms',
    met: (v) => v <= 50,
  },
  {
    key: 'longTasks',
    label: 'Long tasks (> 50 ms) after FCP',
    format: plain(0),
    better: 'lower',
    target: '0',
    met: (v) => v === 0,
  },
  {
    key: 'longestTask',
    label: 'Longest task after FCP',
    format: ms,
    better: 'lower',
    target: '≤ 50 ms',
    met: (v) => v <= 50,
  },
  {
    key: 'lighthouse',
    label: 'Lighthouse mobile performance',
    format: plain(2),
    better: 'higher',
    target: '≥ 0.98',
    met: (v) => v >= 0.98,
  },
  {
    key: 'flipCaption',
    label: 'Flip: caption ends on the right photo',
    format: (v) => v ?? 'n/a',
    target: 'all rounds',
    met: (v) => /^(\d+)\/\1$/.test(v),
  },
  {
    key: 'flipP95',
    label: 'Flip: keydown Event Timing p95',
    format: ms,
    better: 'lower',
    target: '≤ 50 ms',
    met: (v) => v <= 50,
  },
  {
    key: 'flipShownMs',
    label: 'Flip: last press to right image shown',
    format: ms,
    better: 'lower',
    target: '≤ 100 ms',
    met: (v) => v <= 100,
  },
];

function ratio(row, project, baseline) {
  if (!row.better || typeof project !== 'number' || typeof baseline !== 'number') return 'n/a';
  const [top, bottom] = row.better === 'lower' ? [baseline, project] : [project, baseline];
  if (bottom === 0) return top === 0 ? '1.0×' : '∞';
  return `${(top / bottom).toFixed(1)}×`;
}

function printTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

export function printTables(medians) {
  const { project, baseline } = medians;
  console.log(
    '\nMedians. Ratio = how many times better the project is: baseline/project (project/baseline for the score).\n',
  );
  printTable(
    ['metric', 'project', 'baseline', 'ratio', 'target', 'met?'],
    ROWS.map((row) => {
      const mine = project[row.key] ?? null;
      const theirs = baseline[row.key] ?? null;
      const met = !row.met ? '' : mine === null ? 'no data' : row.met(mine) ? 'yes' : 'NO';
      return [row.label, row.format(mine), row.format(theirs), ratio(row, mine, theirs), row.target ?? '', met];
    }),
  );
  console.log('\nEXIF reads per photo on the first screen (medians; bytes are response bodies).\n');
  const photos = [...new Set([...Object.keys(project.exifPerPhoto), ...Object.keys(baseline.exifPerPhoto)])].sort();
  printTable(
    ['photo', 'project bytes', 'project requests', 'baseline bytes', 'baseline requests'],
    photos.map((id) => [
      id,
      project.exifPerPhoto[id]?.bytes ?? 0,
      project.exifPerPhoto[id]?.requests ?? 0,
      baseline.exifPerPhoto[id]?.bytes ?? 0,
      baseline.exifPerPhoto[id]?.requests ?? 0,
    ]),
  );
}
