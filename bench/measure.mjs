// One measured page load per call, in a fresh browser context (a cold cache) under phone emulation:
// the first screen of the cards view, the slideshow flipping test, its pinch and pan, search typed a key at a time,
// and the album's memory walk.

export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
// The phone's CPU: this many times slower than the machine's, through Emulation.setCPUThrottlingRate.
export const PHONE_CPU = 4;
// Throughputs are in bytes per second: 1.6 Mbit/s down, 750 kbit/s up.
export const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
// For every browser the bench launches: Playwright's own handlers would exit on Ctrl-C before run.mjs has
// removed its temporary worktree. Its exit handler still kills any browser left.
export const LEAVE_SIGNALS = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false };

/**
 * Runs in the page before its own scripts: `Math.random` seeded (so both sides of a round shuffle the photos
 * alike, and LCP, which waits for its card's place in the entrance stagger, compares like with like), then
 * buffered observers for paint, LCP, CLS, long tasks, keydowns and the site's measures.
 * `takeNow`: for a page with scripts off, where this runs after load: the buffered entries are taken in this same
 * call, as the task that would hand them to a callback drops them when no script can run.
 * `inOrder`: draws answered "no swap" before the seeded ones. Fisher–Yates draws from the last place down, so a
 * large album whose first `photos - 14` draws keep their place begins with the same seeded shuffle of its first
 * 14 photos as the 14-photo album does: the two first screens are one arrangement (checked by run.mjs).
 */
function installProbes({ view, seed, inOrder = 0, takeNow = false, playEvery = null }) {
  if (view) localStorage.setItem('galleryView', view);
  if (playEvery) {
    // The play walk: Play's interval, like any timer of a second or more, runs out after `playEvery` ms, so
    // playing through 2,000 photos takes minutes, not hours. Each photo's own work is what it always is.
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = (handler, ms, ...rest) => setTimer(handler, ms >= 1000 ? playEvery : ms, ...rest);
  }
  let unshuffled = inOrder;
  // mulberry32: a small, well-mixed 32-bit generator.
  let state = seed >>> 0;
  Math.random = () => {
    if (unshuffled > 0) {
      unshuffled -= 1;
      return 1 - 2 ** -30;
    }
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const probes = {
    fcp: null,
    lcp: null,
    lcpLoaded: null,
    landPainted: null,
    landInserted: null,
    cls: 0,
    longTasks: [],
    keydowns: [],
    measures: [],
  };
  window.__bench = probes;
  const observers = [];
  const observe = (type, onEntry, options = {}) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
      observer.observe({ type, buffered: true, ...options });
      observers.push({ observer, onEntry });
    } catch {
      // An entry type this browser lacks leaves its figure empty.
    }
  };
  // Hands over the entries not yet delivered. With scripts off an observer's callback never runs, but
  // takeRecords() still returns what the buffered observer holds: how the scripts-off side is read.
  window.__benchFlush = () => {
    for (const { observer, onEntry } of observers) observer.takeRecords().forEach(onEntry);
    return window.__bench;
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') probes.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    probes.lcp = entry.startTime;
    // For an image, when its bytes were in: the paint itself can wait for the cards' entrance stagger.
    probes.lcpLoaded = entry.loadTime > 0 ? Math.max(entry.loadTime, probes.fcp ?? 0) : entry.startTime;
    // The places page's map: its land, when it is an image of the land's file, painted (its dots come with the first
    // paint).
    if (entry.element?.classList.contains('places-map-land')) probes.landPainted = entry.startTime;
  });
  // The places page's land drawn in its markup (an inline path, no file to wait for): when it joined the document. In
  // the DOM by the first paint, it is in it.
  if (location.pathname === '/places') {
    const landSeen = new MutationObserver(() => {
      if (!document.querySelector('path.places-map-land')) return;
      probes.landInserted = performance.now();
      landSeen.disconnect();
    });
    landSeen.observe(document, { childList: true, subtree: true });
  }
  // CLS as browsers define it: the worst session window (gaps under 1 s, at most 5 s long).
  let windowValue = 0;
  let windowStart = 0;
  let previous = -Infinity;
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    if (entry.startTime - previous > 1000 || entry.startTime - windowStart > 5000) {
      windowValue = 0;
      windowStart = entry.startTime;
    }
    windowValue += entry.value;
    previous = entry.startTime;
    probes.cls = Math.max(probes.cls, windowValue);
  });
  observe('longtask', (entry) => probes.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  // The site's user timings (src/lib/user-timing.ts), each name's first: when the app began hydrating, or painted.
  observe('measure', (entry) => {
    if (/^app:|^cards:paint$/.test(entry.name) && !probes.measures.some((seen) => seen.name === entry.name))
      probes.measures.push({ name: entry.name, start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observe(
    'event',
    (entry) => {
      if (entry.name === 'keydown') probes.keydowns.push({ start: entry.startTime, duration: entry.duration });
    },
    { durationThreshold: 16 },
  );
  // The slideshow's "Image N / total" line, found by its text alone so markup changes do not break the
  // bench: the last match in document order is the innermost element that holds nothing else.
  // Its numbers are grouped as the site's language writes them ("2,000"): `text` is read without the grouping.
  const pattern = /^Image ([\d,]+) \/ ([\d,]+)$/;
  const textOf = (element) => element.textContent?.trim() ?? '';
  let caption = null;
  window.__benchCaption = () => {
    if (!caption?.isConnected || !pattern.test(textOf(caption)))
      caption = [...document.body.querySelectorAll('*')].findLast((element) => pattern.test(textOf(element))) ?? null;
    const match = caption ? pattern.exec(textOf(caption)) : null;
    if (!match) return null;
    const [index, total] = [match[1], match[2]].map((digits) => Number(digits?.replace(/,/g, '')));
    return { text: `Image ${index} / ${total}`, index, total };
  };
  // The slide's picture: an <img> in the region named "Slideshow" (a <section> with a name is one).
  window.__benchSlideshow = () =>
    document.querySelector('[role="region"][aria-label="Slideshow"], section:not([role])[aria-label="Slideshow"]');
  // The slide's <img> most in view, as in the flipping test: the photo a finger lands on.
  window.__benchSlideImage = () => {
    let best = null;
    let bestArea = 0;
    for (const image of window.__benchSlideshow()?.querySelectorAll('img') ?? []) {
      const box = image.getBoundingClientRect();
      const area =
        Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0)) *
        Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      if (area > bestArea) [best, bestArea] = [image, area];
    }
    return best;
  };
  // For the memory walk: true once the caption reads `want` and the slide's <img> is decoded and painted, false
  // after `timeoutMs`. Defined here, before the page's scripts, so waiting injects nothing into the page.
  window.__benchSlideShown = (want, timeoutMs) =>
    new Promise((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const check = () => {
        const image = window.__benchCaption()?.text === want ? window.__benchSlideImage() : null;
        if (image?.complete && image.naturalWidth > 0) {
          void image
            .decode()
            .catch(() => undefined)
            .then(() => requestAnimationFrame(() => resolve(true)));
          return;
        }
        if (performance.now() > deadline) resolve(false);
        else requestAnimationFrame(check);
      };
      check();
    });
  // For the play walk: every "Image N / total" the slideshow shows from `__benchWatchCaptions()` on.
  window.__benchWatchCaptions = () => {
    const seen = new Set();
    window.__benchCaptionsSeen = seen;
    const note = () => {
      const text = window.__benchCaption()?.text;
      if (text) seen.add(text);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    note();
  };
  if (takeNow) window.__benchFlush();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ARROW_RIGHT = { key: 'ArrowRight', code: 'ArrowRight', windowsVirtualKeyCode: 39, nativeVirtualKeyCode: 39 };

/**
 * Requests in flight as the browser sees them (the page's and its workers'). The proxy alone cannot say
 * when the network is quiet: DevTools throttling holds bytes in the browser long after the server sent them.
 */
function trackRequests(context, proxy, scripts) {
  let inflight = 0;
  let lastActivity = Date.now();
  const start = () => {
    inflight += 1;
    lastActivity = Date.now();
  };
  const end = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  context.on('request', start);
  context.on('requestfinished', end);
  context.on('requestfailed', end);
  const idleFor = (quietMs) => inflight === 0 && Date.now() - lastActivity >= quietMs && proxy.isQuiet(quietMs);
  /**
   * True once nothing has been in flight for `quietMs` and the page's main thread has then gone idle with
   * still nothing new asked for; false if `timeoutMs` ran out first. At 4x CPU the main script can run
   * for seconds with the network silent, and what it renders asks for more. With scripts off nothing runs
   * to ask for more (and requestIdleCallback's callback would never run): the network alone says.
   */
  return async (page, quietMs, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (idleFor(quietMs) && !scripts) return true;
      if (idleFor(quietMs)) {
        const asked = Date.now();
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 10_000 })),
        );
        await sleep(500);
        if (idleFor(quietMs) && lastActivity < asked) return true;
      }
      await sleep(100);
    }
    return false;
  };
}

/**
 * A fresh context and page under `network` and `cpuRate`, with the probes installed before the page's scripts.
 * `scripts: false` loads it with JavaScript disabled (the probes are then for the caller to evaluate after load).
 * `onWorker(send)` runs for each dedicated worker while it is held at its start; `send(method, params)` answers
 * with the worker's reply. `workers` lists them as they come: `{ url, send }`.
 */
export async function openPage(
  browser,
  proxy,
  { view, seed, inOrder, network, cpuRate, scripts = true, onWorker, playEvery = null },
) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: scripts });
  const waitQuiet = trackRequests(context, proxy, scripts);
  await context.addInitScript(installProbes, { view: view ?? null, seed, inOrder, playEvery });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  // A worker's replies come back as events of the page's session, by the worker's session and the message's id.
  const replies = new Map();
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const { id, result, error } = JSON.parse(message);
    const key = `${sessionId} ${id}`;
    replies.get(key)?.(error ? Promise.reject(new Error(`${error.message} (${error.code})`)) : result);
    replies.delete(key);
  });
  const workers = [];
  // The page's cache setting does not reach its dedicated workers (the EXIF worker would revalidate the
  // <img>'s copy): each worker is held at start, gets the cache disabled, then runs. Throttling does reach
  // them; a worker target answers emulateNetworkConditions with "Not supported".
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    let id = 0;
    const send = (method, params = {}) => {
      id += 1;
      const reply = new Promise((resolve) => replies.set(`${sessionId} ${id}`, resolve));
      const message = JSON.stringify({ id, method, params });
      return cdp.send('Target.sendMessageToTarget', { sessionId, message }).then(() => reply);
    };
    const isWorker = targetInfo.type === 'worker';
    if (isWorker) workers.push({ url: targetInfo.url, send });
    // A service worker (a private album's vault) fetches on its own: the page's throttling and cache setting are set
    // on it too, or its files would come at the machine's speed.
    const setUp = isWorker
      ? send('Network.enable')
          .then(() => send('Network.setCacheDisabled', { cacheDisabled: true }))
          .then(() => onWorker?.(send))
      : targetInfo.type === 'service_worker'
        ? send('Network.enable')
            .then(() => send('Network.setCacheDisabled', { cacheDisabled: true }))
            .then(() => (network ? send('Network.emulateNetworkConditions', network) : undefined))
        : Promise.resolve();
    void setUp
      .catch(() => undefined)
      .then(() => (waitingForDebugger ? send('Runtime.runIfWaitingForDebugger') : undefined))
      .catch(() => undefined);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp, waitQuiet, workers };
}

/**
 * Cards view, no scroll, cold cache, phone network and 4x CPU, until the network has been quiet for 2 s.
 * `seed` fixes the shuffle: the same seed gives every side the same order; `inOrder` as installProbes takes it.
 * `firstScreen` is the ids of the cards in view, in order. `path` is the page loaded (the home page by default).
 * `scripts: false` loads it with JavaScript disabled; its probes, evaluated after the network went quiet, read
 * the buffered entries through takeRecords().
 */
export async function measureFirstScreen(browser, proxy, { seed, inOrder = 0, path = '/', scripts = true }) {
  proxy.reset();
  const { context, page, waitQuiet } = await openPage(browser, proxy, {
    view: 'cards',
    seed,
    inOrder,
    network: NETWORK,
    cpuRate: PHONE_CPU,
    scripts,
  });
  try {
    await page.goto(new URL(path, proxy.url).href, { waitUntil: 'load', timeout: 180_000 });
    const quiet = await waitQuiet(page, 2000, 150_000);
    if (!scripts) await page.evaluate(installProbes, { view: null, seed, inOrder, takeNow: true });
    const probes = await page.evaluate(() => ({
      ...window.__benchFlush(),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      firstScreen: [...document.querySelectorAll('.card-grid > .card')]
        .filter((card) => card.getBoundingClientRect().top < innerHeight)
        .map((card) => card.getAttribute('data-photo')),
    }));
    return { quiet, probes, records: proxy.reset() };
  } finally {
    await context.close();
  }
}

/** Arms the in-page clock: from the last press's timestamp to the expected slide decoded and painted. */
function armFlipWatch({ presses, want }) {
  const state = { presses: 0, lastPress: null, done: false, ms: null };
  window.__flip = state;
  let shown;
  window.__flipShown = new Promise((resolve) => (shown = resolve));
  // The slide's <img> most in view, should the region ever hold more than one (a neighbour sliding away).
  const shownImage = () => {
    let best = null;
    let bestArea = 0;
    for (const image of window.__benchSlideshow()?.querySelectorAll('img') ?? []) {
      const box = image.getBoundingClientRect();
      const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      if (width > 0 && height > 0 && width * height > bestArea) {
        best = image;
        bestArea = width * height;
      }
    }
    return best;
  };
  const check = async () => {
    const image = window.__benchCaption()?.text === want ? shownImage() : null;
    if (image?.complete && image.naturalWidth > 0) {
      await image.decode().catch(() => undefined);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      state.ms = performance.now() - state.lastPress;
      state.done = true;
      shown();
      return;
    }
    requestAnimationFrame(check);
  };
  addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'ArrowRight') return;
      state.presses += 1;
      if (state.presses === presses) {
        state.lastPress = event.timeStamp;
        requestAnimationFrame(check);
      }
    },
    { capture: true },
  );
}

/** Slideshow, loaded with its neighbours, then `presses` ArrowRight at `perSecond` under 6x CPU. */
export async function measureFlipping(browser, proxy, { seed, presses = 40, perSecond = 30 }) {
  proxy.reset();
  const { context, page, cdp, waitQuiet } = await openPage(browser, proxy, {
    view: 'slideshow',
    seed,
    network: null,
    cpuRate: 1,
  });
  try {
    await page.goto(proxy.url, { waitUntil: 'load', timeout: 60_000 });
    await waitQuiet(page, 2000, 60_000);
    const { start, region } = await page.evaluate(() => ({
      start: window.__benchCaption(),
      region: window.__benchSlideshow() !== null,
    }));
    if (!start) throw new Error('flipping test: no "Image N / total" caption on the slideshow');
    if (!region) throw new Error('flipping test: no region named "Slideshow" (role=region, aria-label) on the page');
    const want = `Image ${((start.index - 1 + presses) % start.total) + 1} / ${start.total}`;
    await page.evaluate(armFlipWatch, { presses, want });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

    // Presses go out on the clock, never waiting for the page: a slow page must show its backlog.
    const key = ARROW_RIGHT;
    const sent = [];
    const t0 = performance.now();
    for (let i = 0; i < presses; i += 1) {
      const wait = t0 + (i * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }));
      sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }));
    }
    const sendMs = performance.now() - t0;
    await Promise.all(sent);
    // One call that waits in the page, not waitForFunction: that installs Playwright's injected script
    // (a long task at 6x CPU) in the very frames this test measures.
    await page.evaluate(() =>
      Promise.race([window.__flipShown, new Promise((resolve) => setTimeout(resolve, 20_000))]),
    );
    const result = await page.evaluate(() => ({
      flip: window.__flip,
      caption: window.__benchCaption()?.text ?? null,
      keydowns: window.__bench.keydowns,
    }));
    return { want, sendMs, ...result };
  } finally {
    await context.close();
  }
}

/**
 * Arms the in-page watch just before the gesture: a requestAnimationFrame loop noting every frame's time, a
 * MutationObserver noting any change of the caption's text (a pinch must never flip), and pointer counts.
 * `window.__pinchStop()` stops it a frame later and returns all of it with the photo's scale, in one call.
 */
function armPinchWatch() {
  const image = window.__benchSlideImage();
  const start = window.__benchCaption()?.text ?? null;
  const armed = performance.now();
  const state = { frames: [], flippedAt: null, pointers: { down: 0, cancel: 0 }, running: true };
  const captionWatch = new MutationObserver(() => {
    if (window.__benchCaption()?.text !== start) state.flippedAt ??= performance.now() - armed;
  });
  captionWatch.observe(document.body, { childList: true, characterData: true, subtree: true });
  // Counted, not handled: a pointercancel says the browser took the touches for its own scrolling.
  const count = (event) => {
    if (event.type === 'pointerdown') state.pointers.down += 1;
    else state.pointers.cancel += 1;
  };
  for (const type of ['pointerdown', 'pointercancel']) addEventListener(type, count, { capture: true, passive: true });
  const tick = (time) => {
    if (!state.running) return;
    state.frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__pinchStop = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        state.running = false;
        captionWatch.disconnect();
        for (const type of ['pointerdown', 'pointercancel']) removeEventListener(type, count, { capture: true });
        const caption = window.__benchCaption()?.text ?? null;
        // The photo's scale, whatever the transform's form (the length of the matrix's first column), and its pan.
        const matrix = new DOMMatrixReadOnly(image ? getComputedStyle(image).transform : 'none');
        resolve({
          frames: state.frames,
          flipped: state.flippedAt !== null || caption !== start,
          // When the caption first changed, in ms from arming (just before the first touch): the pinch or the pan.
          flippedAt: state.flippedAt,
          pointers: state.pointers,
          start,
          caption,
          scale: Math.hypot(matrix.a, matrix.b),
          pan: { x: matrix.e, y: matrix.f },
        });
      }),
    );
}

/**
 * The touches of the pinch and pan test, on the clock at `hz`, each `{ at, params }` for Input.dispatchTouchEvent
 * (`at` in ms): two fingers 80 px apart at (x, y) spread to 280 px in half a second and lift; a tenth of a
 * second later one finger pans 200 px diagonally through (x, y) in half a second and lifts.
 */
function pinchAndPanTouches({ x, y }, hz = 60) {
  const frame = 1000 / hz;
  const moves = Math.round(hz / 2);
  const touches = [];
  const at = (ms, type, points) =>
    touches.push({ at: ms, params: { type, touchPoints: points.map(([px, py, id]) => ({ x: px, y: py, id })) } });
  const fingers = (half) => [
    [x - half, y, 0],
    [x + half, y, 1],
  ];
  at(0, 'touchStart', fingers(40));
  for (let i = 1; i <= moves; i += 1) at(i * frame, 'touchMove', fingers(40 + (100 * i) / moves));
  at((moves + 1) * frame, 'touchEnd', []);
  const panStart = (moves + 1) * frame + 100;
  const reach = 200 / Math.SQRT2;
  const finger = (share) => [[x + reach * (share - 0.5), y + reach * (share - 0.5), 2]];
  at(panStart, 'touchStart', finger(0));
  for (let i = 1; i <= moves; i += 1) at(panStart + i * frame, 'touchMove', finger(i / moves));
  at(panStart + (moves + 1) * frame, 'touchEnd', []);
  return touches;
}

/**
 * Slideshow, loaded as for the flipping test, then at 4x CPU a pinch on the slide's photo and a one-finger pan
 * (pinchAndPanTouches), with every frame's time from just before the first touch until just after the last.
 * The context has touch from the start (PHONE): the gesture library decides at load whether there is a
 * touchscreen, and without one a pinch is not a pinch.
 */
export async function measurePinch(browser, proxy, { seed }) {
  proxy.reset();
  const { context, page, cdp, waitQuiet } = await openPage(browser, proxy, {
    view: 'slideshow',
    seed,
    network: null,
    cpuRate: 1,
  });
  try {
    await page.goto(proxy.url, { waitUntil: 'load', timeout: 60_000 });
    await waitQuiet(page, 2000, 60_000);
    // The slideshow's code may still be on its way when the network goes quiet on a busy machine: wait for its caption.
    await page.waitForFunction(() => window.__benchCaption(), null, { timeout: 30_000 }).catch(() => undefined);
    const found = await page.evaluate(() => {
      const box = window.__benchSlideImage()?.getBoundingClientRect();
      return {
        touch: 'ontouchstart' in window,
        caption: window.__benchCaption(),
        region: window.__benchSlideshow() !== null,
        // The centre of the photo's part in view.
        centre: box && {
          x: (Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2,
          y: (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2,
        },
      };
    });
    if (!found.touch) throw new Error('pinch test: the page has no touch events (the context needs hasTouch)');
    if (!found.caption) throw new Error('pinch test: no "Image N / total" caption on the slideshow');
    if (!found.region) throw new Error('pinch test: no region named "Slideshow" (role=region, aria-label) on the page');
    if (!found.centre) throw new Error('pinch test: no photo in view in the region named "Slideshow"');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(armPinchWatch);

    // Touches go out on the clock, never waiting for the page: a slow page must show its dropped frames.
    const sent = [];
    const t0 = performance.now();
    for (const { at, params } of pinchAndPanTouches(found.centre)) {
      const wait = t0 + at - performance.now();
      if (wait > 0) await sleep(wait);
      sent.push(cdp.send('Input.dispatchTouchEvent', params));
    }
    const sendMs = performance.now() - t0;
    await Promise.all(sent);
    // One call that waits in the page, as in the flipping test: no injected script in the frames measured.
    const result = await page.evaluate(() => window.__pinchStop());
    return { sendMs, ...result };
  } finally {
    await context.close();
  }
}

/** After a garbage collection, the page's JS heap, DOM nodes and event listeners as DevTools counts them. */
async function readMemory(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? null;
  return { jsHeap: value('JSHeapUsedSize'), nodes: value('Nodes'), listeners: value('JSEventListeners') };
}

/**
 * The memory walk: the slideshow at full speed (no throttling), then ArrowRight once per slide, each waited
 * for until its photo is shown, through every slide of the album. After load (0), after each flip count in
 * `checkpoints` and after the last flip, a garbage collection, then the page's JS heap and DOM nodes as
 * DevTools counts them.
 * @param {{ seed: number, checkpoints: number[], flips?: number }} options `flips` defaults to the album's size
 */
export async function measureMemory(browser, proxy, { seed, checkpoints, flips }) {
  proxy.reset();
  const { context, page, cdp, waitQuiet } = await openPage(browser, proxy, {
    view: 'slideshow',
    seed,
    network: null,
    cpuRate: 1,
  });
  try {
    await page.goto(proxy.url, { waitUntil: 'load', timeout: 60_000 });
    // A large album reads ahead for a while; the walk starts once that is over (or after 3 minutes).
    await waitQuiet(page, 2000, 180_000);
    const start = await page.evaluate(() => window.__benchCaption());
    if (!start) throw new Error('memory walk: no "Image N / total" caption on the slideshow');
    await cdp.send('Performance.enable');
    const read = () => readMemory(cdp);
    const total = flips ?? start.total;
    /** @type {Record<number, { jsHeap: number | null, nodes: number | null, listeners: number | null }>} */
    const readings = { 0: await read() };
    let missed = 0;
    const t0 = performance.now();
    for (let flip = 1; flip <= total; flip += 1) {
      const want = `Image ${((start.index - 1 + flip) % start.total) + 1} / ${start.total}`;
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...ARROW_RIGHT });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...ARROW_RIGHT });
      if (!(await page.evaluate(([text, ms]) => window.__benchSlideShown(text, ms), [want, 10_000]))) missed += 1;
      if (checkpoints.includes(flip) || flip === total) readings[flip] = await read();
    }
    return { total: start.total, flips: total, missed, readings, seconds: (performance.now() - t0) / 1000 };
  } finally {
    await context.close();
  }
}

const SPACE = { key: ' ', code: 'Space', windowsVirtualKeyCode: 32, nativeVirtualKeyCode: 32 };

/**
 * The slideshow playing from its first photo, once loaded. `photos` set: at 4x CPU on the phone network, Space, then
 * the site's own interval until `photos` more have shown; every long task from the press on. `photos` null: the play
 * walk, at full speed with every interval cut to `playEvery` ms, to the album's end (Play stops there), a garbage
 * collection and the JS heap, DOM nodes and listeners after load (0), after `early` photos and at the end, as the
 * memory walk's. Null for a build without Play.
 * @param {{ seed: number, photos?: number | null, early?: number, playEvery?: number }} options
 */
export async function measurePlaying(browser, proxy, { seed, photos = null, early = 14, playEvery = 100 }) {
  proxy.reset();
  const walk = photos === null;
  // Loaded at full speed, as the flipping test's slideshow is: what is measured is the playing.
  const { context, page, cdp, waitQuiet } = await openPage(browser, proxy, {
    view: 'slideshow',
    seed,
    network: null,
    cpuRate: 1,
    playEvery: walk ? playEvery : null,
  });
  try {
    await page.goto(proxy.url, { waitUntil: 'load', timeout: 60_000 });
    // A large album reads ahead for a while (the memory walk's wait).
    await waitQuiet(page, 2000, 180_000);
    if (!walk) {
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const start = await page.evaluate(() => window.__benchCaption());
    if (!start) throw new Error('play: no "Image N / total" caption on the slideshow');
    await cdp.send('Performance.enable');
    const read = () => readMemory(cdp);
    // A build from before Play: nothing to measure.
    const canPlay = await page.evaluate(() => document.querySelector('[aria-keyshortcuts~="Space"]') !== null);
    if (!canPlay) return null;
    const readings = walk ? { 0: await read() } : {};
    const pressed = await page.evaluate(() => {
      window.__benchWatchCaptions();
      return performance.now();
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...SPACE });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...SPACE });
    const flips = walk ? start.total - start.index : photos;
    const last = start.index + flips;
    const t0 = performance.now();
    // Minutes at most: a walk's photo takes well under a second, the site's interval a few seconds.
    const deadline = t0 + (walk ? flips * 1000 + 60_000 : flips * 15_000 + 30_000);
    let index = start.index;
    while (index < last && performance.now() < deadline) {
      await sleep(walk ? 1000 : 250);
      index = (await page.evaluate(() => window.__benchCaption()?.index)) ?? index;
      if (walk && readings[early] === undefined && index - start.index >= early) readings[early] = await read();
    }
    const seconds = (performance.now() - t0) / 1000;
    if (walk) readings[flips] = await read();
    const { seen, longTasks } = await page.evaluate(() => ({
      seen: window.__benchCaptionsSeen.size,
      longTasks: window.__benchFlush().longTasks,
    }));
    const playing = longTasks.filter((task) => task.start >= pressed).map((task) => task.duration);
    return {
      total: start.total,
      flips,
      // The first photo was on show before the press.
      missed: Math.max(0, flips - (seen - 1)),
      readings,
      seconds,
      longestTask: Math.max(0, ...playing),
    };
  } finally {
    await context.close();
  }
}

/**
 * Arms the in-page watch for search, just before `/`: each `search:results` measure (src/app/search, from the
 * field's input event to the frame showing what it found), the time of each key pressed in the search field (its
 * keydown, which comes a task before that input event), and every long task from here on. `__searchField()`
 * resolves true once the search field has focus (false after 30 s), `__searchFound(query)` once `query`'s results
 * showed (or after 20 s), with everything seen.
 */
function armSearchWatch() {
  const state = { armed: performance.now(), results: [], keys: [], longTasks: [] };
  addEventListener(
    'keydown',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'search') state.keys.push(event.timeStamp);
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'search:results')
        state.results.push({ start: entry.startTime, duration: entry.duration, ...entry.detail });
  }).observe({ type: 'measure' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  const until = (done, ms) =>
    new Promise((resolve) => {
      const start = performance.now();
      const check = () => {
        if (done()) resolve(true);
        else if (performance.now() - start > ms) resolve(false);
        else requestAnimationFrame(check);
      };
      check();
    });
  window.__searchField = () =>
    until(() => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'search', 30_000);
  // The results of `query` typed since the last call: the first pass's, then the second's.
  let since = 0;
  window.__searchFound = async (query) => {
    await until(() => state.results.some((result) => result.query === query && result.start >= since), 20_000);
    since = performance.now();
    return state;
  };
}

/**
 * Search on the phone profile (phone network, 4x CPU): the home page's cards loaded and quiet, then `/` and `query`
 * typed a key at a time at `perSecond`, on the clock, twice: first with search's code and index still to come
 * (`coldFrom`), then again into the emptied field (`warmFrom`), each keystroke now answered by the loaded index.
 * Every `search:results` measure and long task seen, and every response from `/` on (`records`: search's code and
 * index, and the found photos). `opened: false` on a site without search (no button named Search in the top bar).
 */
export async function measureSearch(browser, proxy, { seed, query = 'lighthouse', perSecond = 5 }) {
  proxy.reset();
  const { context, page, waitQuiet } = await openPage(browser, proxy, {
    view: 'cards',
    seed,
    network: NETWORK,
    cpuRate: PHONE_CPU,
  });
  const type = async () => {
    const t0 = performance.now();
    for (const [i, char] of [...query].entries()) {
      const wait = t0 + (i * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      await page.keyboard.type(char);
    }
    return page.evaluate((query) => window.__searchFound(query), query);
  };
  try {
    await page.goto(proxy.url, { waitUntil: 'load', timeout: 180_000 });
    await waitQuiet(page, 2000, 150_000);
    const offered = await page.evaluate(
      () => document.querySelector('header button[aria-label="Search"], header a[aria-label="Search"]') !== null,
    );
    if (!offered) return { opened: false };
    await page.evaluate(armSearchWatch);
    proxy.reset();
    await page.keyboard.press('/');
    if (!(await page.evaluate(() => window.__searchField()))) return { opened: false };
    const coldFrom = await page.evaluate(() => performance.now());
    await type();
    await waitQuiet(page, 1000, 60_000);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    const warmFrom = await page.evaluate(() => performance.now());
    const state = await type();
    await waitQuiet(page, 1000, 60_000);
    return { opened: true, query, coldFrom, warmFrom, ...state, records: proxy.reset() };
  } finally {
    await context.close();
  }
}
