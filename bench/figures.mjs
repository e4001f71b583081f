// Turns the raw records of one page load into the benchmark's figures, and rounds into medians.

/** What a response was for, from its Sec-Fetch-Dest and path. EXIF reads are fetches of /photos/<id>.jpg. */
function category({ path, dest }) {
  const pathname = path.split('?')[0] ?? path;
  if (/favicon/.test(pathname)) return 'other';
  if (dest === 'document' || dest === 'iframe') return 'html';
  if (dest === 'style' || pathname.endsWith('.css')) return 'css';
  if (/worker$|^script$/.test(dest) || /\.m?js$/.test(pathname)) return 'js';
  if (dest === 'image') return 'image';
  if (/^\/photos\/[^/]+\.jpe?g$/i.test(pathname) && (dest === 'empty' || dest === '')) return 'exif';
  return 'other';
}

const photoId = (path) => /\/photos\/([^/?]+)\.jpe?g/i.exec(path)?.[1] ?? path;

/**
 * When the page became live: its `app:hydrate` measure's start; for a page that does not hydrate, its first
 * `cards:paint` or `app:*` measure; null for neither (a build without these marks, or scripts off), so every
 * script the load asked for counts.
 */
function liveAt(measures) {
  const hydrate = measures.find((measure) => measure.name === 'app:hydrate');
  if (hydrate) return hydrate;
  return measures.reduce((first, measure) => (first === null || measure.start < first.start ? measure : first), null);
}

/**
 * Figures of one cold load of the cards view. `gzipSize(path)` gives a script's gzip size. `scripts` is false for a
 * load with JavaScript disabled, which runs no script (its Resource Timing may still list one the parser saw).
 */
export async function firstScreenFigures({ records, probes, quiet }, gzipSize, scripts = true) {
  const bytes = { html: 0, css: 0, js: 0, image: 0, exif: 0, other: 0 };
  const exifPerPhoto = {};
  let exifRequests = 0;
  for (const record of records) {
    const kind = category(record);
    bytes[kind] += record.bodyBytes + record.headerBytes;
    if (kind === 'exif') {
      exifRequests += 1;
      const entry = (exifPerPhoto[photoId(record.path)] ??= { bytes: 0, requests: 0 });
      entry.bytes += record.bodyBytes;
      entry.requests += 1;
    }
  }
  const fcp = probes.fcp;
  // The places page's land: an image of its file once painted, or the path drawn in the page, once in the document.
  const land = probes.landPainted ?? probes.landInserted ?? null;
  // The JavaScript the page needs before it is live: the scripts it asked for before the app began hydrating.
  const live = liveAt(probes.measures ?? []);
  const critical = [
    ...new Set(probes.scripts.filter((script) => live === null || script.start < live.start).map((s) => s.path)),
  ];
  let liveJsGzip = scripts ? 0 : null;
  for (const path of scripts ? critical : []) liveJsGzip += await gzipSize(path);
  // The critical path's: the scripts the page asked for before its first contentful paint.
  const beforePaint = [
    ...new Set(probes.scripts.filter((script) => fcp !== null && script.start < fcp).map((s) => s.path)),
  ];
  let criticalJsGzip = scripts && fcp !== null ? 0 : null;
  for (const path of criticalJsGzip === null ? [] : beforePaint) criticalJsGzip += await gzipSize(path);
  // Lighthouse's rule: only the part of a task after FCP counts, and only its time beyond 50 ms blocks.
  const afterPaint = probes.longTasks
    .map((task) => task.start + task.duration - Math.max(task.start, fcp ?? 0))
    .filter((duration) => duration > 50);
  return {
    quiet,
    imageBytes: bytes.image,
    exifBytes: bytes.exif,
    exifRequests,
    jsBytes: bytes.js,
    cssBytes: bytes.css,
    htmlBytes: bytes.html,
    otherBytes: bytes.other,
    totalBytes: Object.values(bytes).reduce((sum, value) => sum + value, 0),
    requests: records.length,
    criticalScripts: scripts ? beforePaint : [],
    criticalJsGzip,
    liveScripts: scripts ? critical : [],
    liveJsGzip,
    liveUntil: scripts ? (live?.name ?? 'network quiet') : null,
    fcp,
    lcp: probes.lcp,
    // The places page's: the frame that showed its map drawn, land and dots, from the navigation's start (issue 34).
    mapDrawn: land === null || fcp === null ? null : Math.max(fcp, land),
    lcpLoaded: probes.lcpLoaded,
    firstScreen: probes.firstScreen ?? [],
    cls: probes.cls,
    tbt: afterPaint.reduce((sum, duration) => sum + duration - 50, 0),
    longTasks: afterPaint.length,
    longestTask: afterPaint.length ? Math.max(...afterPaint) : 0,
    // Every task from the document's start, not only after FCP: a tap in the first second waits for those too.
    longestTaskFromNav: Math.max(0, ...probes.longTasks.map((task) => task.duration)),
    exifPerPhoto,
  };
}

/** Figures of one flipping test; keydowns under Event Timing's 16 ms floor are not reported and count as 16. */
export function flipFigures({ want, caption, flip, keydowns, sendMs }, presses) {
  const measured = keydowns.map((entry) => entry.duration).sort((a, b) => a - b);
  const all = [...Array(Math.max(0, presses - measured.length)).fill(16), ...measured];
  const p95 = all[Math.ceil(0.95 * all.length) - 1] ?? null;
  return {
    flipCaption: caption === want,
    caption,
    want,
    keysSeen: flip.presses,
    keydownEntries: measured.length,
    flipP95: p95,
    flipMaxKeydown: measured.at(-1) ?? null,
    flipShownMs: flip.done ? flip.ms : null,
    sendMs,
  };
}

/**
 * Figures of one search (measureSearch): what opening it cost on the wire (every response but the found photos:
 * its code and index, as served), the first results from the first keystroke (code and index still to come), and
 * with the index loaded, each keystroke to the frame showing its results (p95, slowest, how many keystrokes showed
 * results) and the longest task while typing. A keystroke starts at its keydown: the `search:results` measure starts
 * at the input event that follows it, once the browser has put the letter in the field.
 * @param {{ opened: boolean, query?: string, coldFrom?: number, warmFrom?: number,
 *   results?: Array<{ start: number, duration: number }>, keys?: number[],
 *   longTasks?: Array<{ start: number, duration: number }>,
 *   records?: Array<{ dest: string, bodyBytes: number, headerBytes: number }> }} search what measureSearch saw
 */
export function searchFigures({
  opened,
  query = '',
  coldFrom = 0,
  warmFrom = 0,
  results = [],
  keys = [],
  longTasks = [],
  records = [],
}) {
  if (!opened) return { searchOpenBytes: null, searchFirstMs: null, searchKeyP95: null, searchLongestTask: null };
  const bytes = (kept) => records.filter(kept).reduce((sum, record) => sum + record.bodyBytes + record.headerBytes, 0);
  const first = results.find((result) => result.start >= coldFrom && result.start < warmFrom);
  const warm = results.filter((result) => result.start >= warmFrom);
  // From the last key pressed by the measure's start (none seen: the measure's own start).
  const keyBefore = (start) => keys.filter((key) => key <= start).at(-1) ?? start;
  const durations = warm
    .map((result) => result.start + result.duration - keyBefore(result.start))
    .sort((a, b) => a - b);
  const typing = longTasks.filter((task) => task.start + task.duration > warmFrom);
  return {
    searchOpenBytes: bytes((record) => record.dest !== 'image'),
    searchFoundBytes: bytes((record) => record.dest === 'image'),
    searchFirstMs: first ? first.start + first.duration - coldFrom : null,
    searchKeysShown: warm.length,
    searchKeysTyped: query.length,
    searchKeyP95: durations[Math.ceil(0.95 * durations.length) - 1] ?? null,
    searchKeyMax: durations.at(-1) ?? null,
    searchLongestTask: typing.length > 0 ? Math.max(...typing.map((task) => task.duration)) : 0,
  };
}

/** Figures of one pinch and pan: the intervals between consecutive frames, and whether it zoomed and never flipped. */
export function pinchFigures({ frames, flipped, flippedAt, scale, pan, start, caption, pointers, sendMs }) {
  const intervals = frames
    .slice(1)
    .map((time, i) => time - (frames[i] ?? time))
    .sort((a, b) => a - b);
  const zoomed = scale > 1;
  return {
    pinchFrameP95: intervals[Math.ceil(0.95 * intervals.length) - 1] ?? null,
    pinchFrameMax: intervals.at(-1) ?? null,
    pinchFrames: intervals.length,
    // Frames that missed the 20 ms budget: with whole vsyncs, what the p95 hides or shows.
    pinchLateFrames: intervals.filter((interval) => interval > 20).length,
    pinchScale: scale,
    pinchPan: pan,
    pinchZoomed: zoomed,
    pinchFlipped: flipped,
    pinchFlippedAt: flippedAt,
    pinchKept: zoomed && !flipped,
    pinchCaption: { start, end: caption },
    pinchPointers: pointers,
    pinchSendMs: sendMs,
  };
}

export function median(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : ((numbers[middle - 1] ?? 0) + (numbers[middle] ?? 0)) / 2;
}

/**
 * Figures of the slideshow playing (measurePlaying): photos shown of those due and the longest task from the press
 * on; for the play walk (`walk`), the JS heap, DOM nodes and listeners after load, after `early` photos and at the
 * album's end, as the memory walk's.
 */
export function playFigures(played, walk = false, early = 14) {
  if (!played) return {};
  const { flips, missed, readings, longestTask } = played;
  if (!walk) return { playShown: `${flips - missed}/${flips}`, playLongestTask: longestTask };
  const at = (flip) => readings[flip] ?? { jsHeap: null, nodes: null, listeners: null };
  const end = at(flips);
  return {
    playWalkShown: `${flips - missed}/${flips}`,
    playHeapLoaded: at(0).jsHeap,
    playHeapEarly: at(Math.min(early, flips)).jsHeap,
    playHeapAll: end.jsHeap,
    playNodesAll: end.nodes,
    playListenersAll: end.listeners,
  };
}

/**
 * Figures of one memory walk: JS heap (bytes), DOM nodes and event listeners after `early` flips (the bundled
 * album's size, so both sides compare like with like) and after every slide; slides that never showed.
 */
export function memoryFigures({ total, flips, missed, readings, seconds }, early) {
  const at = (flip) => readings[flip] ?? { jsHeap: null, nodes: null, listeners: null };
  const first = at(Math.min(early, flips));
  const last = at(flips);
  return {
    memSlides: total,
    memShown: `${flips - missed}/${flips}`,
    heapLoaded: at(0).jsHeap,
    heapEarly: first.jsHeap,
    heapAll: last.jsHeap,
    nodesLoaded: at(0).nodes,
    nodesEarly: first.nodes,
    nodesAll: last.nodes,
    listenersEarly: first.listeners,
    listenersAll: last.listeners,
    memSeconds: seconds,
  };
}
