// `npm run bench`: builds side by side under phone emulation in Debian's Chromium, in alternating rounds,
// medians printed as a table and every figure written to bench/results.json (bench/README.md: method).
// `--album N` compares the first 14 photos of a generated album with all N of it instead (issue 17, items 6-8);
// `--check` then judges the new side against bench/budgets.json and exits 1 past any budget (issue 31).
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { addAlbumPhoto, cachedAlbum } from '../tests/fixtures/album.mjs';
import { checkBudgets, readBudgets } from './budgets.mjs';
import { startCountingProxy } from './counting-proxy.mjs';
import { measureCoverage } from './coverage.mjs';
import { KDF_PROFILES, measureKdf } from './kdf.mjs';
import {
  firstScreenFigures,
  flipFigures,
  median,
  memoryFigures,
  pinchFigures,
  playFigures,
  searchFigures,
} from './figures.mjs';
import { LIGHTHOUSE_CATEGORIES, runLighthouse } from './lighthouse.mjs';
import { placesBuildSeconds, placesFigures } from './places.mjs';
import {
  measurePrivateOpening,
  measurePublicAlbum,
  privateBuildSeconds,
  privateFigures,
  privateOpeningBuilds,
} from './private.mjs';
import {
  LEAVE_SIGNALS,
  measureFirstScreen,
  measureFlipping,
  measureMemory,
  measurePlaying,
  measurePinch,
  measureSearch,
  NETWORK,
  PHONE,
} from './measure.mjs';
import {
  albumPagesSides,
  placesPageSide,
  albumSides,
  encodeSeconds,
  photoPageSide,
  refSide,
  scriptsOffSide,
  serveSide,
  SideError,
  tagPageSide,
  workingTreeSide,
} from './sides.mjs';
import {
  ALBUM_ROWS,
  printAlbumTable,
  printBudgets,
  printCoverage,
  printKdf,
  printPlacesBuild,
  printPrivate,
  printTables,
  ROWS,
} from './table.mjs';

const { values: flags } = parseArgs({
  options: {
    before: { type: 'string' },
    album: { type: 'string' },
    'album-size': { type: 'string', default: '4032x3024' },
    rounds: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '1' },
    presses: { type: 'string', default: '40' },
    'encode-rounds': { type: 'string', default: '3' },
    'kdf-rounds': { type: 'string', default: '5' },
    // A build's time moves from run to run by about its budget's margin: with the places' rounds, enough alternated
    // rounds to steady each ratio's median.
    'private-rounds': { type: 'string', default: '5' },
    'private-build-photos': { type: 'string', default: '40' },
    'private-open-photos': { type: 'string', default: '500' },
    'private-only': { type: 'boolean', default: false },
    'places-rounds': { type: 'string', default: '5' },
    check: { type: 'boolean', default: false },
  },
});
const rounds = Math.max(1, Number(flags.rounds) || 3);
const lighthouseRuns = Math.max(0, Number(flags['lighthouse-runs']) || 0);
const presses = Math.max(1, Number(flags.presses) || 40);
const encodeRounds = Math.max(0, Number(flags['encode-rounds']) || 0);
const kdfRounds = Math.max(0, Number(flags['kdf-rounds']) || 0);
const privateRounds = Math.max(0, Number(flags['private-rounds']) || 0);
const placesRounds = Math.max(0, Number(flags['places-rounds']) || 0);
// Only the private album's part: its own builds, no other side, no Lighthouse, no key's cost.
const privateOnly = flags['private-only'];
// Issue 35's private album: built at one size and opened at another (the issue's 500), both 1200x900 photos.
const privateSizes = { build: Number(flags['private-build-photos']), open: Number(flags['private-open-photos']) };
for (const [which, count] of Object.entries(privateSizes))
  if (!(Number.isInteger(count) && count >= 2)) {
    console.error(`bench: --private-${which}-photos takes a number of photos (2 or more), not ${String(count)}`);
    process.exit(2);
  }
// Enough 12-MP photos that each core gets several; few enough that a round stays under a minute.
const ENCODE_PHOTOS = 6;
// The places page's album: enough towns on several continents to cluster, small enough to build in seconds.
const PLACES_PHOTOS = 40;
const PLACES_ALBUM = { width: 1200, height: 900 };
const root = fileURLToPath(new URL('..', import.meta.url));
// Album mode: the number of photos to generate, or null to compare with --before (default HEAD).
const albumCount = flags.album === undefined ? null : Number(flags.album);
if (albumCount !== null && !(Number.isInteger(albumCount) && albumCount >= 1)) {
  console.error(`bench: --album takes a number of photos (1 or more), not ${flags.album}`);
  process.exit(2);
}
// The album's photos as stored: a camera's 12 MP by default; smaller ones build a large album in reasonable time.
const [albumWidth = 0, albumHeight = 0] = (flags['album-size'] ?? '').split('x').map(Number);
if (!(albumWidth > 0 && albumHeight > 0)) {
  console.error(`bench: --album-size takes WIDTHxHEIGHT (say 1200x900), not ${flags['album-size']}`);
  process.exit(2);
}
const albumSize = { width: albumWidth, height: albumHeight };
if (albumCount !== null && flags.before !== undefined) {
  console.error('bench: --album and --before are two modes; give one');
  process.exit(2);
}
if (privateOnly && (albumCount !== null || flags.check || privateRounds === 0)) {
  console.error('bench: --private-only runs the private album part alone: not with --album, --check or 0 rounds');
  process.exit(2);
}
if (albumCount !== null && flags.check) {
  console.error("bench: --check judges the home page against --before's build; album mode has budgets of its own");
  process.exit(2);
}
// Read first, so a malformed file stops the run before its builds.
const budgets = flags.check
  ? readBudgets(JSON.parse(await readFile(new URL('budgets.json', import.meta.url), 'utf8')))
  : null;

const began = Date.now();
const elapsed = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;

// Undone last first, once, whether the run ends, fails or is interrupted: the browser, the servers, then
// the temporary worktree.
const undo = [];
const defer = (fn) => undo.push(fn);
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    while (undo.length) await Promise.resolve(undo.pop()?.()).catch((error) => console.error('cleanup:', error));
  })());
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });

/** Every round's figures, every Lighthouse run and the coverage load, by side label. */
const results = {};
const lighthouse = {};
const coverage = {};
let sides = [];
let chromiumVersion = null;
/** Album mode: the album as generated, and each side's build figures by label. */
let album = null;
let builds = {};
/** Album mode: the memory walk's first reading, after as many flips as the bundled album has photos. */
let early = 14;
/** Before mode: each checkout's seconds to encode a 12-MP photo from an empty cache, a value a round, by label. */
let encode = {};
/** Issue 35: one password guess's cost with the shipped Argon2id parameters, per profile (kdf.mjs); null if skipped. */
let kdf = null;
/** Issue 35, item 6: the private album's builds and openings, and their medians; null if skipped. */
let privateAlbum = null;
/** Issue 34's build with places on against off: each way's seconds and their medians. */
let placesBuild = null;
try {
  // The first side is the reference the table divides by; a side is a label and a dist folder.
  if (privateOnly) sides = [];
  else if (albumCount === null) {
    const photoPage = photoPageSide(root);
    const tagPage = tagPageSide(root);
    sides = [
      await refSide(root, flags.before ?? 'HEAD', defer),
      workingTreeSide(root),
      scriptsOffSide(root),
      ...(photoPage ? [photoPage] : []),
      ...(tagPage ? [tagPage] : []),
      ...(await albumPagesSides(root, defer)),
      await placesPageSide(root, await cachedAlbum(PLACES_PHOTOS, PLACES_ALBUM), defer),
    ];
    if (encodeRounds > 0) {
      const photos = await cachedAlbum(ENCODE_PHOTOS, { log: (line) => console.log(`[${elapsed()}] ${line}`) });
      // The photo page is the new side's checkout again.
      encode = await encodeSeconds(
        sides.filter((side) => side.path === undefined && side.scripts !== false),
        photos,
        encodeRounds,
        defer,
      );
    }
  } else {
    album = await cachedAlbum(albumCount, { ...albumSize, log: (line) => console.log(`[${elapsed()}] ${line}`) });
    if (album.generated > 0)
      console.log(
        `[${elapsed()}] album: ${album.generated} photos in ${album.seconds.toFixed(0)} s, ` +
          `${(album.seconds / album.generated).toFixed(2)} s a photo`,
      );
    ({ sides, builds } = await albumSides(root, album, defer, (dir, index) => addAlbumPhoto(dir, index, albumSize)));
    early = builds[sides[0]?.label ?? '']?.photos ?? early;
  }
  const served = [];
  for (const side of sides) {
    const server = await serveSide(side);
    defer(() => server.close());
    const proxy = await startCountingProxy(server.url);
    defer(() => proxy.close());
    served.push({ side, server, proxy });
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, ...LEAVE_SIGNALS });
  defer(() => browser.close());
  chromiumVersion = browser.version();

  // A script as served, read from the server behind the proxy (so not counted as traffic), and gzipped at level 9.
  const sources = new Map();
  const sourceFor = (server) => async (path) => {
    const key = `${server.url}${path}`;
    if (!sources.has(key)) {
      const response = await fetch(key, { headers: { 'accept-encoding': 'identity' } });
      sources.set(key, Buffer.from(await response.arrayBuffer()));
    }
    return sources.get(key);
  };
  const gzipSizeFor = (server) => async (path) => gzipSync(await sourceFor(server)(path), { level: 9 }).length;

  for (const { side } of served) {
    results[side.label] = [];
    lighthouse[side.label] = [];
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const { side, server, proxy } of served) {
      // Album mode: every side's first screen is the same shuffle of the album's first photos (installProbes).
      const inOrder = album ? (builds[side.label]?.photos ?? early) - early : 0;
      const scripts = side.scripts !== false;
      const load = await measureFirstScreen(browser, proxy, { seed: round, inOrder, path: side.path, scripts });
      const figures = await firstScreenFigures(load, gzipSizeFor(server), scripts);
      results[side.label].push(figures);
      const warning = load.quiet ? '' : ' (network never went quiet: capped)';
      if (!scripts) {
        console.log(
          `[${elapsed()}] round ${round}/${rounds} ${side.label}: ${(figures.totalBytes / 1000).toFixed(0)} kB, ` +
            `LCP ${figures.lcp === null ? 'none' : `${Math.round(figures.lcp)} ms`}${warning}`,
        );
        continue;
      }
      Object.assign(figures, flipFigures(await measureFlipping(browser, proxy, { seed: round, presses }), presses));
      Object.assign(figures, pinchFigures(await measurePinch(browser, proxy, { seed: round })));
      // Search opens from the home page's cards.
      if (side.path === undefined)
        Object.assign(figures, searchFigures(await measureSearch(browser, proxy, { seed: round })));
      // Playing: at the site's interval on the home page; through the whole album in album mode.
      if (side.path === undefined)
        Object.assign(figures, playFigures(await measurePlaying(browser, proxy, { seed: round, photos: 3 })));
      if (album) {
        Object.assign(
          figures,
          memoryFigures(await measureMemory(browser, proxy, { seed: round, checkpoints: [early] }), early),
          playFigures(await measurePlaying(browser, proxy, { seed: round, early }), true, early),
        );
      }
      const memory = album
        ? `, ${figures.memShown} slides shown, heap ${(figures.heapAll / 1e6).toFixed(1)} MB and ` +
          `${figures.nodesAll} nodes after every slide`
        : '';
      console.log(
        `[${elapsed()}] round ${round}/${rounds} ${side.label}: ${(figures.totalBytes / 1000).toFixed(0)} kB, ` +
          `flip ${figures.flipCaption ? 'right' : 'WRONG'} photo, pinch frame p95 ` +
          `${figures.pinchFrameP95?.toFixed(1) ?? '—'} ms (longest ${figures.pinchFrameMax?.toFixed(1) ?? '—'}), ` +
          `${figures.pinchZoomed ? `zoomed ${figures.pinchScale.toFixed(2)}×` : 'not zoomed'}, ` +
          `${figures.pinchFlipped ? 'flipped' : 'not flipped'}${memory}${warning}`,
      );
    }
  }
  // Untimed: coverage slows every script it watches.
  for (const { side, server, proxy } of album ? [] : served.filter(({ side }) => side.scripts !== false)) {
    const sourceOf = async (path) => (await sourceFor(server)(path)).toString('utf8');
    coverage[side.label] = await measureCoverage(browser, proxy, { seed: 1, path: side.path, sourceOf });
    const unused = coverage[side.label].scripts.reduce((sum, script) => sum + script.unused, 0);
    console.log(`[${elapsed()}] coverage ${side.label}: ${(unused / 1000).toFixed(0)} kB of script never ran`);
  }
  for (let run = 1; run <= lighthouseRuns; run += 1) {
    for (const { side, server } of served.filter(({ side }) => side.scripts !== false)) {
      const url = new URL(side.path ?? '/', server.url).href;
      let result = await runLighthouse(url);
      // A run that failed to record the page (NO_NAVSTART on a busy machine) says nothing of it: once more.
      if (result.runtimeError) {
        console.log(`[${elapsed()}] Lighthouse ${side.label}: ${result.runtimeError}; running it again`);
        result = await runLighthouse(url);
      }
      lighthouse[side.label].push(result);
      const scores = Object.entries(result.scores).map(([id, score]) => `${id} ${score?.toFixed(2) ?? '—'}`);
      const error = result.runtimeError ? ` (${result.runtimeError})` : '';
      console.log(`[${elapsed()}] Lighthouse ${run}/${lighthouseRuns} ${side.label}: ${scores.join(', ')}${error}`);
    }
  }
  // Issue 35, item 6: after the other pages, with none of them open; in the before mode only.
  if (albumCount === null && privateRounds > 0) {
    const log = (line) => console.log(`[${elapsed()}] ${line}`);
    const options = { defer, log };
    const albumOf = (count) => cachedAlbum(count, { ...PLACES_ALBUM, log });
    const build = await privateBuildSeconds(root, await albumOf(privateSizes.build), privateRounds, options);
    const dists = await privateOpeningBuilds(root, await albumOf(privateSizes.open), options);
    const proxies = {};
    for (const side of /** @type {const} */ (['public', 'private'])) {
      const server = await serveSide({ label: side, checkout: root, dist: dists[side], source: 'working tree' });
      defer(() => server.close());
      proxies[side] = await startCountingProxy(server.url);
      defer(() => proxies[side].close());
    }
    const opening = { photos: dists.photos, buildSeconds: dists.seconds, public: [], private: [] };
    for (let round = 1; round <= privateRounds; round += 1) {
      const shown = await measurePublicAlbum(browser, proxies.public, { seed: round });
      const opened = await measurePrivateOpening(browser, proxies.private, { seed: round });
      opening.public.push(shown);
      opening.private.push(opened);
      const at = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
      log(
        `private album round ${round}/${privateRounds}: public LCP ${at(shown.lcp)}; private key ${at(opened.keyMs)}, ` +
          `first screen ${at(opened.afterManifestMs)} after the manifest (${at(opened.fromClickMs)} from the click)`,
      );
    }
    privateAlbum = { build, opening };
    privateAlbum.medians = privateFigures(privateAlbum);
  }
  // Issue 34, item 5: what places cost the owner's build; in the before mode only.
  if (albumCount === null && placesRounds > 0 && !privateOnly) {
    const log = (line) => console.log(`[${elapsed()}] ${line}`);
    const album = await cachedAlbum(PLACES_PHOTOS, { ...PLACES_ALBUM, log });
    const build = await placesBuildSeconds(root, album, placesRounds, { defer, log });
    placesBuild = { ...build, medians: placesFigures(build) };
  }
  // Last, every page closed: a guess's time is its core's alone, so none of the bench's own work should share it.
  if (kdfRounds > 0 && !privateOnly)
    kdf = await measureKdf(browser, { rounds: kdfRounds, log: (line) => console.log(`[${elapsed()}] ${line}`) });
} catch (error) {
  // Once interrupted, what fails next (a build or a page closed under it) is only the interruption.
  if (!interrupted) {
    if (!(error instanceof SideError)) throw error;
    console.error(`\nbench: ${error.message}`);
  }
  process.exitCode = 1;
} finally {
  await cleanUp();
}
if (process.exitCode) process.exit();

const medians = {};
for (const { label, scripts } of sides) {
  const rows = results[label] ?? [];
  const entry = {};
  for (const { key } of album ? [...ROWS, ...ALBUM_ROWS] : ROWS)
    entry[key] = median(rows.map((figures) => figures[key]));
  // Slides shown over every round, as "shown/due".
  const sumShown = (key) => {
    const counted = rows.filter((figures) => typeof figures[key] === 'string');
    if (counted.length === 0) return null;
    const [shown, due] = counted
      .map((figures) => figures[key].split('/').map(Number))
      .reduce(([a, b], [c = 0, d = 0]) => [a + c, b + d], [0, 0]);
    return `${shown}/${due}`;
  };
  entry.playShown = sumShown('playShown');
  if (album) {
    Object.assign(entry, builds[label]);
    entry.memShown = sumShown('memShown');
    entry.playWalkShown = sumShown('playWalkShown');
  }
  entry.liveUntil = [...new Set(rows.map((figures) => figures.liveUntil).filter(Boolean))].join(' or ') || null;
  entry.encodeSeconds = median(encode[label] ?? []);
  entry.lighthouse = median((lighthouse[label] ?? []).map((run) => run.score));
  // Each category's median and its worst run: a budget of 1.00 must hold in every run.
  for (const [id, key] of Object.entries(LIGHTHOUSE_CATEGORIES)) {
    const scores = (lighthouse[label] ?? [])
      .map((run) => run.scores?.[id])
      .filter((score) => typeof score === 'number');
    entry[`lighthouse${key}`] = scores.length > 0 ? { median: median(scores), min: Math.min(...scores) } : null;
  }
  // With scripts off there is no slideshow to flip or pinch.
  const share = (key) =>
    scripts === false ? null : `${rows.filter((figures) => figures[key] === true).length}/${rows.length}`;
  entry.flipCaption = share('flipCaption');
  entry.pinchKept = share('pinchKept');
  // Keystrokes whose results showed, over every round's search.
  const searched = rows.filter((figures) => typeof figures.searchKeysTyped === 'number');
  entry.searchKeys =
    searched.length === 0
      ? null
      : `${searched.reduce((sum, figures) => sum + figures.searchKeysShown, 0)}/` +
        `${searched.reduce((sum, figures) => sum + figures.searchKeysTyped, 0)}`;
  const photos = new Set(rows.flatMap((figures) => Object.keys(figures.exifPerPhoto)));
  entry.exifPerPhoto = Object.fromEntries(
    [...photos].sort().map((id) => [
      id,
      {
        bytes: median(rows.map((figures) => figures.exifPerPhoto[id]?.bytes ?? 0)),
        requests: median(rows.map((figures) => figures.exifPerPhoto[id]?.requests ?? 0)),
      },
    ]),
  );
  medians[label] = entry;
}
// The home page with its scripts against the same page without: the physical limit of its LCP.
const scriptsOff = sides.find((side) => side.scripts === false);
if (scriptsOff && medians.new) {
  const [lcp, limit] = [medians.new.lcp, medians[scriptsOff.label]?.lcp];
  medians.new.lcpOverScriptsOff = typeof lcp === 'number' && typeof limit === 'number' ? lcp / limit : null;
}
const before = sides[0];
const check =
  budgets && before
    ? checkBudgets(budgets, {
        figures: {
          ...medians.new,
          kdf: kdf?.profiles ?? null,
          private: privateAlbum?.medians ?? null,
          places: placesBuild?.medians ?? null,
        },
        before: { label: before.label, figures: medians[before.label] ?? {} },
      })
    : null;

// Album mode: rounds whose first screens showed the same photos in the same places on both sides.
const paired = album
  ? (results[sides[0]?.label ?? ''] ?? []).filter(
      (figures, round) =>
        figures.firstScreen.length > 0 &&
        figures.firstScreen.join() === results[sides[1]?.label ?? '']?.[round]?.firstScreen.join(),
    ).length
  : null;

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    memoryGB: Math.round(totalmem() / 1e9),
    node: process.version,
    chromium: chromiumVersion,
  },
  mode: album ? 'album' : privateOnly ? 'private' : 'before',
  ...(album && { pairedFirstScreens: paired }),
  sides: sides.map(({ label, source }) => ({ label, source })),
  ...(album && {
    album: {
      dir: album.dir,
      photos: album.photos.length,
      size: albumSize,
      withGps: album.withGps.length,
      portrait: album.portrait.length,
      withoutAlt: album.withoutAlt.length,
    },
    builds,
  }),
  settings: {
    rounds,
    encodeRounds,
    encodePhotos: ENCODE_PHOTOS,
    kdfRounds,
    privateRounds,
    placesRounds,
    privatePhotos: privateSizes,
    lighthouseRuns,
    presses,
    pressesPerSecond: 30,
    phone: PHONE,
    network: NETWORK,
    cpuThrottling: { load: 4, flipping: 6, pinch: 4 },
  },
  medians,
  ...(check && { check }),
  rounds: results,
  encode,
  kdf,
  private: privateAlbum,
  places: placesBuild,
  lighthouse,
  coverage,
  durationSeconds: Math.round((Date.now() - began) / 1000),
};
await writeFile(`${root}bench/results.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${sides.map(({ label, source }) => `${label}: ${source}`).join('\n')}`);
if (album) {
  printAlbumTable(sides, medians, early);
  console.log(
    paired === rounds
      ? `\nEvery round's first screen was one arrangement on both sides: LCP compares like with like.`
      : `\nOnly ${paired} of ${rounds} rounds showed both sides the same first screen: LCP is not paired.`,
  );
} else {
  printTables(sides, medians);
  printCoverage(sides, coverage);
}
if (kdf) printKdf(kdf, KDF_PROFILES);
if (privateAlbum?.medians) printPrivate(privateAlbum.medians, privateRounds);
if (placesBuild?.medians) printPlacesBuild(placesBuild.medians, placesRounds);
console.log(
  privateOnly
    ? `\nThe private album part alone, ${elapsed()}; figures in bench/results.json`
    : `\n${rounds} round(s) each, ${lighthouseRuns} Lighthouse run(s) each, ${elapsed()}; figures in bench/results.json`,
);
if (check) {
  printBudgets(check, `of bench/budgets.json, judging new (the home page); ${before?.label} is ${before?.source}`);
  if (!check.every((row) => row.met)) process.exitCode = 1;
}
