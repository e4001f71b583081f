// Issue 35, item 6: a private album against the same album public — its build timed, and its opening on the phone
// profile (the key, then the first screen of cards) beside the public album page's LCP.
import { existsSync, realpathSync } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alternatedBuilds, timedBuild } from './builds.mjs';
import { median } from './figures.mjs';
import { measureFirstScreen, NETWORK, openPage, PHONE_CPU } from './measure.mjs';
import { SideError } from './sides.mjs';

/** The album's folder, so its page is /albums/family and its password PORTFOLIO_PASSWORD_FAMILY. */
const PRIVATE_FOLDER = 'family';
const PASSWORD_ENV = `PORTFOLIO_PASSWORD_${PRIVATE_FOLDER.toUpperCase()}`;
// A strong passphrase, as an owner would choose: the build derives its key whatever the password's strength.
const PASSWORD = 'copper-lantern-orbit-meadow-quietly';

/**
 * A site of `album`'s photos, all but the first in `family/` and the first at the root (a site with a private album
 * has public photos too), in `work`, with a portfolio.yaml for each side: the album entry public, and private.
 */
async function writeSite(work, album) {
  const photos = join(work, 'photos');
  const [first, ...rest] = album.photos.map((photo) => photo.file);
  await mkdir(join(photos, PRIVATE_FOLDER), { recursive: true });
  if (first) await link(join(album.dir, first), join(photos, first));
  for (const file of rest) await link(join(album.dir, file), join(photos, PRIVATE_FOLDER, file));
  const words = await readFile(album.portfolio, 'utf8');
  const entry = `albums:\n  - folder: ${PRIVATE_FOLDER}\n    title: Summer at the lake\n`;
  const portfolios = { public: join(work, 'public.yaml'), private: join(work, 'private.yaml') };
  await writeFile(portfolios.public, words.replace(/^photos:/m, `${entry}photos:`));
  await writeFile(portfolios.private, words.replace(/^photos:/m, `${entry}    private: true\nphotos:`));
  return { photos, portfolios, albumPhotos: rest.length };
}

/** The settings of one side's build: its portfolio.yaml, and for the private side its password. */
const settingsOf = (site, side) => ({
  PHOTOS_DIR: site.photos,
  PORTFOLIO_YAML: site.portfolios[side],
  ...(side === 'private' && { [PASSWORD_ENV]: PASSWORD }),
});

/** What the private build must have written: the album's page and sealed files, and no public photo of it. */
async function checkPrivateBuild(dist, what) {
  const page = await readFile(join(dist, 'albums', `${PRIVATE_FOLDER}.html`), 'utf8').catch(() => '');
  if (!existsSync(join(dist, 'sealed')) || !/type="password"/.test(page))
    throw new SideError(`${what}: no sealed/ folder or no password form in albums/${PRIVATE_FOLDER}.html`);
}

/**
 * Item 6's build figure: the same site built public and private, alternately, `rounds` times each after one
 * untimed build of each (the photos encoded and the private key derived into the shared cache, as on any rebuild),
 * so both time the pipeline and Vite, not AVIF. Resolves with each side's seconds.
 */
export async function privateBuildSeconds(root, album, rounds, { defer, log }) {
  const work = realpathSync(await mkdtemp(join(tmpdir(), 'bench-private-build-')));
  defer(() => rm(work, { recursive: true, force: true }));
  const site = await writeSite(work, album);
  const seconds = await alternatedBuilds(
    root,
    join(work, 'dist'),
    { public: settingsOf(site, 'public'), private: settingsOf(site, 'private') },
    rounds,
    {
      name: `private album build, ${site.albumPhotos} photos`,
      log,
      check: (side, dist, what) => (side === 'private' ? checkPrivateBuild(dist, what) : Promise.resolve()),
    },
  );
  return { photos: site.albumPhotos, seconds };
}

/**
 * The opening test's two builds of the same album (its photos encoded into the shared cache on the first run).
 * @returns {Promise<{ photos: number, public: string, private: string, seconds: { public: number, private: number } }>}
 *   the dist folders, and each build's seconds (one build each: a second reading of the build's cost, at this size)
 */
export async function privateOpeningBuilds(root, album, { defer, log }) {
  const work = realpathSync(await mkdtemp(join(tmpdir(), 'bench-private-open-')));
  defer(() => rm(work, { recursive: true, force: true }));
  const site = await writeSite(work, album);
  const dists = {
    photos: site.albumPhotos,
    public: join(work, 'public'),
    private: join(work, 'private'),
    seconds: { public: 0, private: 0 },
  };
  for (const side of /** @type {const} */ (['public', 'private'])) {
    const what = `private album opening, ${site.albumPhotos} photos ${side}`;
    const taken = await timedBuild(root, dists[side], settingsOf(site, side), what);
    if (side === 'private') await checkPrivateBuild(dists[side], what);
    dists.seconds[side] = taken;
    log(`${what}: built in ${taken.toFixed(1)} s`);
  }
  return dists;
}

/** The public album page's first screen on the phone profile, as the bench's other first screens: its LCP. */
export async function measurePublicAlbum(browser, proxy, { seed }) {
  const load = await measureFirstScreen(browser, proxy, { seed, path: `/albums/${PRIVATE_FOLDER}` });
  return { lcp: load.probes.lcp, lcpLoaded: load.probes.lcpLoaded, quiet: load.quiet };
}

/**
 * Runs in the page before its scripts: notes the Open button's click, the service worker's registration (asked for
 * once the key is derived: open-vault.ts), and from the click on, every frame, whether the first screen's cards are
 * shown: the largest card image in view loaded, decoded and a frame painted after it (LCP's equivalent: LCP entries
 * stop at the first input), then every card image in view likewise.
 */
function armOpening() {
  const state = { click: null, register: null, cards: null, largest: null, every: null, inView: 0 };
  window.__private = state;
  const container = navigator.serviceWorker;
  if (container) {
    const register = container.register.bind(container);
    container.register = (...args) => {
      state.register ??= performance.now();
      return register(...args);
    };
  }
  const painted = (images) =>
    Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(
      () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
  const loaded = (image) => image.complete && image.naturalWidth > 0;
  let waiting = false;
  const check = () => {
    const inView = [];
    // Cards in document order are in reading order: the first below the screen ends the first screen.
    for (const image of document.querySelectorAll('li.card img')) {
      const box = image.getBoundingClientRect();
      if (box.top >= innerHeight) break;
      const area =
        Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0)) *
        Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      if (area > 0) inView.push({ image, area });
    }
    if (inView.length > 0) state.cards ??= performance.now();
    const largest = inView.reduce((best, each) => (each.area > (best?.area ?? 0) ? each : best), null);
    if (!waiting && state.largest === null && largest && loaded(largest.image)) {
      waiting = true;
      void painted([largest.image]).then((at) => ((state.largest = at), (waiting = false)));
    }
    if (!waiting && state.largest !== null && inView.every(({ image }) => loaded(image))) {
      state.inView = inView.length;
      void painted(inView.map(({ image }) => image)).then((at) => (state.every = at));
      return;
    }
    requestAnimationFrame(check);
  };
  addEventListener(
    'click',
    (event) => {
      if (state.click !== null || !(event.target instanceof Element) || !event.target.closest('form')) return;
      if (event.target.closest('button')?.textContent?.trim() !== 'Open') return;
      state.click = event.timeStamp;
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

/**
 * The private album page on the phone profile, in a fresh context (no service worker, no cache): the password typed,
 * Open clicked, and from the click the key (until the service worker's registration), the manifest's response, and
 * the first screen's cards shown. Times are the page's own clock, in ms.
 */
export async function measurePrivateOpening(browser, proxy, { seed, timeoutMs = 120_000 }) {
  proxy.reset();
  const { context, page, waitQuiet } = await openPage(browser, proxy, {
    view: 'cards',
    seed,
    network: NETWORK,
    cpuRate: PHONE_CPU,
  });
  try {
    await context.addInitScript(armOpening);
    await page.goto(new URL(`/albums/${PRIVATE_FOLDER}`, proxy.url).href, { waitUntil: 'load', timeout: 180_000 });
    // The form submits once the app runs (vault-page.tsx): as a visitor would, the password goes in after the load.
    await waitQuiet(page, 1000, 60_000);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.waitForFunction(() => window.__private?.every !== null, null, { timeout: timeoutMs, polling: 500 });
    const state = await page.evaluate(() => {
      const manifest = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.endsWith('/manifest.json'));
      const images = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/private/') && entry !== manifest);
      return {
        ...window.__private,
        manifestStart: manifest?.startTime ?? null,
        manifestEnd: manifest?.responseEnd ?? null,
        imagesFetched: images.length,
        imageBytes: images.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        imagesEnd: Math.max(...images.map((entry) => entry.responseEnd)),
      };
    });
    const from = (end, start) => (end === null || start === null ? null : end - start);
    return {
      keyMs: from(state.register, state.click),
      manifestMs: from(state.manifestEnd, state.click),
      afterManifestMs: from(state.largest, state.manifestEnd),
      everyAfterManifestMs: from(state.every, state.manifestEnd),
      fromClickMs: from(state.largest, state.click),
      // The "after that": from the key, so the manifest's own fetch through the vault counts too.
      afterKeyMs: from(state.largest, state.register),
      inView: state.inView,
      imagesFetched: state.imagesFetched,
      imageBytes: state.imageBytes,
      // The album's files as the page had them from the manifest on: bytes a second, the throttle's check.
      imagesMs: from(state.imagesEnd, state.manifestEnd),
    };
  } finally {
    await context.close();
  }
}

/** Medians of the rounds, and item 6's two ratios. */
export function privateFigures({ build, opening }) {
  const buildPublic = median(build?.seconds.public ?? []);
  const buildPrivate = median(build?.seconds.private ?? []);
  const pick = (key) => median((opening?.private ?? []).map((round) => round[key]).filter((v) => v !== null));
  const publicLcp = median((opening?.public ?? []).map((round) => round.lcp).filter((v) => v !== null));
  const publicLoaded = median((opening?.public ?? []).map((round) => round.lcpLoaded).filter((v) => v !== null));
  const afterManifest = pick('afterManifestMs');
  return {
    buildPhotos: build?.photos ?? null,
    buildPublicSeconds: buildPublic,
    buildPrivateSeconds: buildPrivate,
    buildRatio: buildPublic && buildPrivate ? buildPrivate / buildPublic : null,
    openPhotos: opening?.photos ?? null,
    openBuildPublicSeconds: opening?.buildSeconds.public ?? null,
    openBuildPrivateSeconds: opening?.buildSeconds.private ?? null,
    publicLcp,
    publicLcpLoaded: publicLoaded,
    keyMs: pick('keyMs'),
    manifestMs: pick('manifestMs'),
    afterManifestMs: afterManifest,
    everyAfterManifestMs: pick('everyAfterManifestMs'),
    fromClickMs: pick('fromClickMs'),
    afterKeyMs: pick('afterKeyMs'),
    afterKeyOverPublicLcp: publicLcp && pick('afterKeyMs') ? pick('afterKeyMs') / publicLcp : null,
    afterManifestOverPublicLcp: publicLcp && afterManifest ? afterManifest / publicLcp : null,
    // Like with like: the public LCP waits for the cards' entrance stagger, the private figure only for the image.
    afterManifestOverPublicLcpLoaded: publicLoaded && afterManifest ? afterManifest / publicLoaded : null,
  };
}
