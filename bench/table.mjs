// The printed summary: one row per figure with each side's median, and for every side after the first
// (the reference): its ratio to the reference, the issue's target met or not, and within 1.1x or not; then each
// side's coverage, and with --check the budget table.

const kB = (bytes) => (bytes === null ? '—' : `${(bytes / 1000).toFixed(1)} kB`);
const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
const plain = (digits) => (value) => (value === null ? '—' : value.toFixed(digits));
const times = (value) => (value === null ? '—' : `${value.toFixed(2)}×`);
// A Lighthouse category over the runs: its median, then its worst run.
const scores = (value) => (value === null ? '—' : `${plain(2)(value.median)} / ${plain(2)(value.min)}`);
const everyRun = { format: scores, target: '1.00 every run', met: (v) => v.min !== null && v.min >= 1 };

// `better` says which way is good; `within` marks the figures steady enough for "within 1.1x of before".
export const ROWS = [
  {
    key: 'imageBytes',
    label: 'First screen: images',
    format: kB,
    better: 'lower',
    within: true,
    target: '≤ 150 kB',
    met: (v) => v <= 150_000,
  },
  {
    key: 'exifBytes',
    label: 'First screen: EXIF reads',
    format: kB,
    better: 'lower',
    within: true,
    target: '≤ 160 kB',
    met: (v) => v <= 160_000,
  },
  { key: 'exifRequests', label: 'First screen: EXIF requests', format: plain(0), better: 'lower', within: true },
  { key: 'jsBytes', label: 'First screen: JS (wire)', format: kB, better: 'lower', within: true },
  { key: 'cssBytes', label: 'First screen: CSS (wire)', format: kB, better: 'lower', within: true },
  {
    key: 'totalBytes',
    label: 'Whole first load',
    format: kB,
    better: 'lower',
    within: true,
    target: '≤ 400 kB',
    met: (v) => v <= 400_000,
  },
  {
    key: 'criticalJsGzip',
    label: 'JS on the critical path (gzip)',
    format: kB,
    better: 'lower',
    within: true,
    target: '≤ 85 kB',
    met: (v) => v <= 85_000,
  },
  {
    key: 'liveJsGzip',
    label: 'JS before the app is live (gzip)',
    format: kB,
    better: 'lower',
    within: true,
  },
  { key: 'fcp', label: 'FCP', format: ms, better: 'lower', within: true },
  { key: 'lcp', label: 'LCP', format: ms, better: 'lower', within: true, target: '≤ 2000 ms', met: (v) => v <= 2000 },
  // Issue 34: the places page's map drawn by the time LCP's budget allows; no other page has one.
  {
    key: 'mapDrawn',
    label: 'Places map drawn',
    format: ms,
    only: 'places page',
    target: '≤ 1200 ms',
    met: (v) => v <= 1200,
  },
  // The new home page's alone (`only`): its LCP over the scripts-off side's, the same page in the same run.
  {
    key: 'lcpOverScriptsOff',
    label: 'LCP ÷ scripts-off LCP',
    format: times,
    only: 'new',
    target: '≤ 1.1×',
    met: (v) => v <= 1.1,
  },
  { key: 'lcpLoaded', label: 'LCP image loaded (before its stagger delay)', format: ms, better: 'lower', within: true },
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
    key: 'longestTaskFromNav',
    label: 'Longest task from navigation',
    format: ms,
    better: 'lower',
    target: '≤ 50 ms',
    met: (v) => v <= 50,
  },
  { key: 'lighthousePerformance', label: 'Lighthouse performance (median / min)', ...everyRun },
  { key: 'lighthouseAccessibility', label: 'Lighthouse accessibility (median / min)', ...everyRun },
  { key: 'lighthouseBestPractices', label: 'Lighthouse best practices (median / min)', ...everyRun },
  { key: 'lighthouseSeo', label: 'Lighthouse SEO (median / min)', ...everyRun },
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
    within: true,
    target: '≤ 50 ms',
    met: (v) => v <= 50,
  },
  {
    key: 'flipShownMs',
    label: 'Flip: last press to right image shown',
    format: ms,
    better: 'lower',
    within: true,
    target: '≤ 100 ms',
    met: (v) => v <= 100,
  },
  // Frames come in whole vsyncs (one late frame doubles an interval), so no "within 1.1x": the target judges.
  {
    key: 'pinchFrameP95',
    label: 'Pinch and pan: frame p95',
    format: ms,
    better: 'lower',
    target: '≤ 20 ms',
    met: (v) => v <= 20,
  },
  { key: 'pinchFrameMax', label: 'Pinch and pan: longest frame', format: ms, better: 'lower' },
  {
    key: 'pinchKept',
    label: 'Pinch: zoomed, never flipped',
    format: (v) => v ?? 'n/a',
    target: 'all rounds',
    met: (v) => /^(\d+)\/\1$/.test(v),
  },
  // Issue 32: search opened from the cards with `/`, then a word typed a key at a time (phone profile, 4x CPU).
  {
    key: 'searchOpenBytes',
    label: 'Search: code and index until results (wire)',
    format: kB,
    better: 'lower',
    within: true,
    target: '≤ 60 kB',
    met: (v) => v <= 60_000,
  },
  { key: 'searchFirstMs', label: 'Search: first keystroke to first results', format: ms, better: 'lower' },
  { key: 'searchKeys', label: 'Search: keystrokes that showed results', format: (v) => v ?? 'n/a' },
  {
    key: 'searchKeyP95',
    label: 'Search: keystroke to results p95',
    format: ms,
    better: 'lower',
    target: '≤ 50 ms',
    met: (v) => v <= 50,
  },
  { key: 'searchKeyMax', label: 'Search: slowest keystroke to results', format: ms, better: 'lower' },
  {
    key: 'searchLongestTask',
    label: 'Search: longest task while typing',
    format: ms,
    better: 'lower',
    target: '≤ 50 ms',
    met: (v) => v <= 50,
  },
  // Issue 33: the slideshow playing at the site's interval from Space on (phone profile, 4x CPU).
  {
    key: 'playShown',
    label: 'Play: photos shown of those due',
    format: (v) => v ?? 'n/a',
    target: 'all rounds',
    met: (v) => /^(\d+)\/\1$/.test(v),
  },
  {
    key: 'playLongestTask',
    label: 'Play: longest task while playing',
    format: ms,
    better: 'lower',
    target: '≤ 50 ms',
    met: (v) => v <= 50,
  },
  // Issue 25, item 3: builds of a generated album, not page loads (bench/README.md); `met` is handed before's too.
  {
    key: 'encodeSeconds',
    label: 'Encode s / 12-MP photo (empty cache)',
    format: (value) => (value === null ? '—' : `${value.toFixed(2)} s`),
    better: 'lower',
    target: '≤ 0.5× before',
    met: (v, ref) => typeof ref === 'number' && v <= 0.5 * ref,
  },
];

const WITHIN = 1.1;

/** `value / reference` as printed; both 0 reads 1. */
function ratioOf(value, reference) {
  if (typeof value !== 'number' || typeof reference !== 'number') return null;
  if (reference === 0) return value === 0 ? 1 : Infinity;
  return value / reference;
}

const formatRatio = (ratio) => (ratio === null ? '—' : ratio === Infinity ? '∞' : `${ratio.toFixed(2)}×`);

/** Within 1.1x of the reference, the good way: at most 1.1x for "lower", at least 1/1.1 for "higher". */
function withinCell(row, ratio) {
  if (!row.within) return '';
  if (ratio === null) return 'no data';
  return (row.better === 'higher' ? ratio >= 1 / WITHIN : ratio <= WITHIN) ? 'yes' : 'NO';
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

/**
 * Prints the figures table and the EXIF-per-photo table. `sides` in column order: the first is the
 * reference every ratio divides by; the targets judge each later side but a scripts-off one, a limit to compare with.
 * @param {Array<{ label: string, scripts?: boolean }>} sides
 * @param {Record<string, Record<string, unknown>>} medians by side label
 */
export function printTables(sides, medians) {
  const [reference, ...rest] = sides;
  if (!reference) return;
  const others = rest.filter((side) => side.scripts !== false);
  const tag = (title, side) => (others.length > 1 ? `${title} (${side.label})` : title);
  const judged = others.map((side) => side.label).join(', ');
  console.log(
    `\nMedians. Ratios divide by ${reference.label}: below 1 is better. Lighthouse reads median / worst run. ` +
      `"met?" and "within" judge ${judged}.\n`,
  );
  printTable(
    [
      'metric',
      ...sides.map((side) => side.label),
      ...others.map((side) => `${side.label}/${reference.label}`),
      'target',
      ...others.map((side) => tag('met?', side)),
      ...others.map((side) => tag(`within ${WITHIN}× of ${reference.label}?`, side)),
    ],
    ROWS.map((row) => {
      const valueOf = (side) => medians[side.label]?.[row.key] ?? null;
      const ratios = others.map((side) => (row.better ? ratioOf(valueOf(side), valueOf(reference)) : null));
      const met = others.map((side) => {
        const value = valueOf(side);
        if (!row.met || (row.only && row.only !== side.label)) return '';
        return value === null ? 'no data' : row.met(value, valueOf(reference)) ? 'yes' : 'NO';
      });
      return [
        row.label,
        ...sides.map((side) => (row.only && row.only !== side.label ? '' : row.format(valueOf(side)))),
        ...ratios.map((ratio) => (row.better ? formatRatio(ratio) : 'n/a')),
        row.target ?? '',
        ...met,
        ...ratios.map((ratio) => withinCell(row, ratio)),
      ];
    }),
  );

  const until = sides
    .filter((side) => medians[side.label]?.liveUntil)
    .map((side) => `${side.label}: ${medians[side.label]?.liveUntil}`);
  console.log(`\nJS before the app is live: the scripts requested before ${until.join('; ')}.`);

  console.log('\nEXIF reads per photo on the first screen (medians; bytes are response bodies).\n');
  const reading = [reference, ...others];
  const perPhoto = (side) => medians[side.label]?.exifPerPhoto ?? {};
  const photos = [...new Set(reading.flatMap((side) => Object.keys(perPhoto(side))))].sort();
  printTable(
    ['photo', ...reading.flatMap((side) => [`${side.label} bytes`, `${side.label} requests`])],
    photos.map((id) => [
      id,
      ...reading.flatMap((side) => [perPhoto(side)[id]?.bytes ?? 0, perPhoto(side)[id]?.requests ?? 0]),
    ]),
  );
}

/**
 * Each side's coverage load: of every script it fetched, the bytes of source and those never executed.
 * @param {Array<{ label: string }>} sides
 * @param {Record<string, { quiet: boolean, scripts: Array<{ realm: string, script: string, bytes: number, unused: number }> }>} coverage
 */
export function printCoverage(sides, coverage) {
  const percent = (part, whole) => (whole > 0 ? `${((100 * part) / whole).toFixed(0)} %` : '—');
  for (const side of sides.filter((side) => coverage[side.label])) {
    const { quiet, scripts } = coverage[side.label];
    console.log(
      `\nCoverage, ${side.label}: bytes of each script's source never executed from navigation until the network ` +
        `was quiet (one untimed load)${quiet ? '' : ', capped: the network never went quiet'}.\n`,
    );
    const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
    printTable(
      ['script', 'realm', 'bytes', 'never executed', 'unused'],
      [
        ...scripts.map((script) => [
          script.script,
          script.realm,
          kB(script.bytes),
          kB(script.unused),
          percent(script.unused, script.bytes),
        ]),
        ['all', '', kB(sum('bytes')), kB(sum('unused')), percent(sum('unused'), sum('bytes'))],
      ],
    );
  }
}

/**
 * The budget table of `--check`: each budget of bench/budgets.json, the new side's figure and whether it holds.
 * @param {Array<{ label: string, budget: string, measured: string, met: boolean }>} rows from checkBudgets
 * @param {string} against what was judged, and the ref the ratios divide by
 */
export function printBudgets(rows, against) {
  const missed = rows.filter((row) => !row.met).length;
  console.log(`\nBudgets ${against}.\n`);
  printTable(
    ['figure', 'budget', 'measured', 'met?'],
    rows.map((row) => [row.label, row.budget, row.measured, row.met ? 'yes' : 'NO']),
  );
  console.log(missed === 0 ? '\nEvery budget met.' : `\n${missed} of ${rows.length} budgets missed: exit code 1.`);
}

const seconds = (value) => (value === null ? '—' : `${value.toFixed(value < 10 ? 2 : 1)} s`);
const MB = (bytes) => (bytes === null ? '—' : `${(bytes / 1e6).toFixed(2)} MB`);
const count = (value) => (value === null ? '—' : String(Math.round(value)));
const allOf = (value) => /^(\d+)\/\1$/.test(String(value));

/**
 * Album mode's rows (issue 17, items 6 and 7): the album side judged against the bundled side of the same run.
 * `budget(value, reference)` says whether the album side keeps the phone budget; rows without one are reported.
 */
export const ALBUM_ROWS = [
  {
    key: 'totalBytes',
    label: 'Whole first load',
    format: kB,
    target: '≤ 400 kB and ≤ 1.1×',
    budget: (v, ref) => v <= 400_000 && v <= WITHIN * ref,
  },
  { key: 'criticalJsGzip', label: 'JS on the critical path (gzip)', format: kB },
  { key: 'liveJsGzip', label: 'JS before the app is live (gzip)', format: kB },
  { key: 'htmlBytes', label: 'First load: HTML (wire)', format: kB },
  { key: 'imageBytes', label: 'First screen: images', format: kB },
  { key: 'fcp', label: 'FCP', format: ms },
  { key: 'lcp', label: 'LCP', format: ms, target: '≤ 1.1×', budget: (v, ref) => v <= WITHIN * ref },
  {
    key: 'tbt',
    label: 'Total blocking time after FCP',
    format: ms,
    target: '≤ 1.1× or + 20 ms',
    budget: (v, ref) => v <= WITHIN * ref || v <= ref + 20,
  },
  // Printed to three decimals: "0" means 0.000 there.
  { key: 'cls', label: 'CLS', format: plain(3), target: '0', budget: (v) => v < 0.0005 },
  { key: 'longestTask', label: 'Longest task after FCP', format: ms },
  { key: 'lighthouse', label: 'Lighthouse mobile performance', format: plain(2) },
  { key: 'flipCaption', label: 'Flip: caption ends on the right photo', format: (v) => v ?? 'n/a', ratio: false },
  { key: 'flipP95', label: 'Flip: keydown Event Timing p95', format: ms },
  { key: 'flipShownMs', label: 'Flip: last press to right image shown', format: ms },
  { key: 'pinchFrameP95', label: 'Pinch and pan: frame p95', format: ms },
  { key: 'pinchFrameMax', label: 'Pinch and pan: longest frame', format: ms },
  { key: 'pinchKept', label: 'Pinch: zoomed, never flipped', format: (v) => v ?? 'n/a', ratio: false },
  {
    key: 'searchOpenBytes',
    label: 'Search: code and index until results (wire)',
    format: kB,
    target: '≤ 60 kB',
    budget: (v) => v <= 60_000,
  },
  { key: 'searchFirstMs', label: 'Search: first keystroke to first results', format: ms },
  { key: 'searchKeys', label: 'Search: keystrokes that showed results', format: (v) => v ?? 'n/a', ratio: false },
  {
    key: 'searchKeyP95',
    label: 'Search: keystroke to results p95',
    format: ms,
    target: '≤ 50 ms',
    budget: (v) => v <= 50,
  },
  { key: 'searchKeyMax', label: 'Search: slowest keystroke to results', format: ms },
  {
    key: 'searchLongestTask',
    label: 'Search: longest task while typing',
    format: ms,
    target: '≤ 50 ms',
    budget: (v) => v <= 50,
  },
  { key: 'playShown', label: 'Play: photos shown of those due', format: (v) => v ?? 'n/a', ratio: false },
  {
    key: 'playLongestTask',
    label: 'Play: longest task while playing (4× CPU)',
    format: ms,
    target: '≤ 50 ms',
    budget: (v) => v <= 50,
  },
  { key: 'memShown', label: 'Memory walk: slides shown', format: (v) => v ?? 'n/a', ratio: false },
  { key: 'heapEarly', label: 'JS heap after 14 flips (after GC)', format: MB },
  { key: 'heapAll', label: 'JS heap after every slide (after GC)', format: MB },
  { key: 'nodesEarly', label: 'DOM nodes after 14 flips', format: count },
  { key: 'nodesAll', label: 'DOM nodes after every slide', format: count },
  { key: 'listenersAll', label: 'Event listeners after every slide', format: count },
  { key: 'playWalkShown', label: 'Play walk: photos shown', format: (v) => v ?? 'n/a', ratio: false },
  { key: 'playHeapEarly', label: 'JS heap after playing 14 photos (after GC)', format: MB },
  {
    key: 'playHeapAll',
    label: 'JS heap after playing every photo (after GC)',
    format: MB,
    target: '≤ 1.1× after 14',
    budget: (v, _ref, own) => typeof own?.playHeapEarly === 'number' && v <= WITHIN * own.playHeapEarly,
  },
  { key: 'playNodesAll', label: 'DOM nodes after playing every photo', format: count },
  { key: 'fullSeconds', label: 'Build from an empty photo cache', format: seconds },
  { key: 'perPhoto', label: 'Build from an empty cache, per photo', format: seconds },
  { key: 'addSeconds', label: 'Build after adding one photo', format: seconds },
  {
    key: 'photosEncoded',
    label: 'Photos encoded by that build',
    format: count,
    ratio: false,
    target: 'only the added one',
    budget: (v) => v === 1,
  },
  { key: 'newCacheFiles', label: 'Files that build added to the cache', format: count, ratio: false },
  { key: 'distBytes', label: 'Output: dist/, every file', format: MB },
  { key: 'pagesBytes', label: 'Output: its HTML pages (with .br, .gz)', format: MB },
];

/**
 * Album mode's table: the bundled side (the reference), the album side, album / bundled, and each budget
 * met or not by the album side. Memory and build rows hold single values or medians like the rest.
 * @param {Array<{ label: string }>} sides [bundled, album]
 * @param {Record<string, Record<string, unknown>>} medians by side label
 * @param {number} early the flip count of the "after 14 flips" rows (the bundled album's size)
 */
export function printAlbumTable(sides, medians, early = 14) {
  const [reference, album] = sides;
  if (!reference || !album) return;
  console.log(
    `\nMedians (build figures: one build each). ${album.label}/${reference.label} divides the album side by the ` +
      `bundled side; "kept?" judges the album side against the phone budgets of issue 17, item 6.\n`,
  );
  printTable(
    ['metric', reference.label, album.label, `${album.label}/${reference.label}`, 'budget', 'kept?'],
    ALBUM_ROWS.map((row) => {
      const ref = medians[reference.label]?.[row.key] ?? null;
      const value = medians[album.label]?.[row.key] ?? null;
      const ratio = row.ratio === false ? null : ratioOf(value, ref);
      let kept = '';
      if (row.budget)
        kept =
          value === null || (typeof value === 'number' && typeof ref !== 'number')
            ? 'no data'
            : row.budget(value, ref, medians[album.label])
              ? 'pass'
              : 'FAIL';
      const label = row.label.replace('14 flips', `${early} flips`).replace('14 photos', `${early} photos`);
      return [
        label,
        row.format(ref),
        row.format(value),
        row.ratio === false ? '' : formatRatio(ratio),
        row.target ?? '',
        kept,
      ];
    }),
  );
  // The output at each size built, per photo: flat when it grows in proportion to the album.
  const outputs = [
    [medians[reference.label]?.photos, medians[reference.label]?.distBytes],
    ...Object.entries(medians[album.label]?.distBytesAt ?? {}),
    [medians[album.label]?.photos, medians[album.label]?.distBytes],
  ].filter(([photos, bytes]) => Number(photos) > 0 && typeof bytes === 'number');
  if (outputs.length > 0)
    console.log(
      `\nOutput (dist/): ${outputs
        .map(([photos, bytes]) => `${photos} photos ${MB(bytes)} (${MB(bytes / Number(photos))} a photo)`)
        .join(', ')}`,
    );
  const shown = [reference, album].map((side) => medians[side.label]?.memShown);
  if (!shown.every(allOf))
    console.log('\nSome slides never showed in the memory walk: its figures are not comparable.');
}

/** A span of seconds in the largest unit that keeps it readable: "41 s", "3.2 h", "2.1 thousand years". */
function span(totalSeconds) {
  const year = 365.25 * 24 * 3600;
  if (totalSeconds < 120) return `${totalSeconds.toFixed(totalSeconds < 10 ? 1 : 0)} s`;
  if (totalSeconds < 2 * 3600) return `${(totalSeconds / 60).toFixed(0)} min`;
  if (totalSeconds < 2 * 86400) return `${(totalSeconds / 3600).toFixed(1)} h`;
  if (totalSeconds < year) return `${(totalSeconds / 86400).toFixed(0)} days`;
  const years = totalSeconds / year;
  for (const [size, word] of [
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ])
    if (years >= size) return `${(years / size).toPrecision(2)} ${word} years`;
  return `${years.toPrecision(2)} years`;
}

// Passwords by how many an attacker must try to be sure of one, for the key's table.
const STRENGTHS = [
  { label: '10^8: the fewest zxcvbn rates 3, the build warns below', guesses: 1e8 },
  { label: '26^8: 8 random lowercase letters', guesses: 26 ** 8 },
  { label: '7776^4: 4 random words of a 7,776-word list', guesses: 7776 ** 4 },
];
const CORES = 1000;

/**
 * The key derivation's table (issue 35): each profile's parameters, first guess, median and spread, guesses a second
 * on one core at its fastest guess (an attacker's core is an idle one), and the time to try every 8-letter password;
 * then the time to try every password of each strength at desktop Node's fastest guess.
 * @param {{ kdf: { memoryKiB: number, iterations: number, parallelism: number }, rounds: number,
 *   profiles: Record<string, { first: number | null, median: number | null, fastest: number | null,
 *   slowest: number | null }> }} result from measureKdf
 * @param {Array<{ key: string, label: string, where: string }>} rows KDF_PROFILES
 */
export function printKdf({ kdf, rounds, profiles }, rows) {
  const lanes = kdf.parallelism === 1 ? '1 lane' : `${String(kdf.parallelism)} lanes`;
  const cost = `${(kdf.memoryKiB / 1024).toFixed(0)} MiB, ${String(kdf.iterations)} passes, ${lanes}`;
  const eightLetters = STRENGTHS[1]?.guesses ?? 0;
  console.log(
    `\nThe key's cost per guess (issue 35): Argon2id as scripts/private/seal.ts seals new locks, a first (cold) guess ` +
      `then ${String(rounds)} timed; the last columns at each row's fastest guess.\n`,
  );
  printTable(
    [
      'profile',
      'runs in',
      'Argon2id',
      'first guess',
      'median',
      'fastest – slowest',
      'guesses/s a core',
      `every 26^8: 1 core / ${String(CORES)} cores`,
    ],
    rows.map(({ key, label, where }) => {
      const { first = null, median = null, fastest = null, slowest = null } = profiles[key] ?? {};
      const seconds = fastest === null ? null : fastest / 1000;
      return [
        label,
        where,
        cost,
        ms(first),
        ms(median),
        fastest === null ? '—' : `${ms(fastest)} – ${ms(slowest)}`,
        seconds === null ? '—' : (1 / seconds).toFixed(2),
        seconds === null ? '—' : `${span(eightLetters * seconds)} / ${span((eightLetters * seconds) / CORES)}`,
      ];
    }),
  );
  const fastest = profiles.node?.fastest ?? null;
  if (fastest === null) return;
  console.log(`\nEvery password of a kind tried at desktop Node's fastest guess (${ms(fastest)}), one core a guess:\n`);
  printTable(
    ['passwords', 'guesses', '1 core', `${String(CORES)} cores`],
    STRENGTHS.map(({ label, guesses }) => [
      label,
      guesses.toExponential(1),
      span((guesses * fastest) / 1000),
      span((guesses * fastest) / 1000 / CORES),
    ]),
  );
}

/**
 * Issue 35, item 6: the private album against the same album public, its build and its opening on the phone profile.
 * @param {ReturnType<typeof import('./private.mjs').privateFigures>} figures
 */
export function printPrivate(figures, rounds) {
  const seconds = (value) => (value === null ? '—' : `${value.toFixed(1)} s`);
  console.log(
    `\nPrivate albums (issue 35): one album public and private, medians of ${String(rounds)} round(s); the ` +
      `opening on the phone profile, from the click on Open.\n`,
  );
  printTable(
    ['figure', 'public', 'private', 'ratio'],
    [
      [
        `build of ${String(figures.buildPhotos ?? '—')} photos (cached encodes)`,
        seconds(figures.buildPublicSeconds),
        seconds(figures.buildPrivateSeconds),
        times(figures.buildRatio),
      ],
      [
        `build of ${String(figures.openPhotos ?? '—')} photos, once (the opening's)`,
        seconds(figures.openBuildPublicSeconds),
        seconds(figures.openBuildPrivateSeconds),
        figures.openBuildPublicSeconds && figures.openBuildPrivateSeconds
          ? times(figures.openBuildPrivateSeconds / figures.openBuildPublicSeconds)
          : '—',
      ],
      [`${String(figures.openPhotos ?? '—')} photos: key (until the vault's registration)`, '', ms(figures.keyMs), ''],
      ['manifest in, from the click', '', ms(figures.manifestMs), ''],
      [
        'first screen (LCP; after the manifest, largest card)',
        ms(figures.publicLcp),
        ms(figures.afterManifestMs),
        times(figures.afterManifestOverPublicLcp),
      ],
      [
        "first screen (LCP image's load; after the manifest, largest card)",
        ms(figures.publicLcpLoaded),
        ms(figures.afterManifestMs),
        times(figures.afterManifestOverPublicLcpLoaded),
      ],
      ['every card in view, after the manifest', '', ms(figures.everyAfterManifestMs), ''],
      [
        'first screen (LCP; after the key, largest card)',
        ms(figures.publicLcp),
        ms(figures.afterKeyMs),
        times(figures.afterKeyOverPublicLcp),
      ],
      ['largest card, from the click', '', ms(figures.fromClickMs), ''],
    ],
  );
}

/**
 * Issue 34, item 5: the places' site built with places off and with `places: town`, from cached encodes.
 * @param {ReturnType<typeof import('./places.mjs').placesFigures>} figures
 */
export function printPlacesBuild(figures, rounds) {
  const seconds = (value) => (value === null ? '—' : `${value.toFixed(1)} s`);
  console.log(`\nPlaces (issue 34): one site built with places off and on, medians of ${String(rounds)} round(s).\n`);
  printTable(
    ['figure', 'places: off', 'places: town', 'ratio'],
    [
      [
        `build of ${String(figures.buildPhotos)} photos with GPS (cached encodes)`,
        seconds(figures.buildOffSeconds),
        seconds(figures.buildTownSeconds),
        times(figures.buildRatio),
      ],
    ],
  );
}
