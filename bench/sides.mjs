// The builds the bench compares ("sides"): a label, the dist folder to serve and the checkout whose server
// serves it: the working tree's dist/ ("new") and a git ref built in a temporary worktree ("before"), or in album
// mode the bundled photos and a generated album, each built and timed into a temporary folder.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import {
  copyFile,
  link,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** @typedef {{ label: string, checkout: string, dist: string, source: string, path?: string, scripts?: boolean }} Side A build to serve, and the page of it measured (the home page unless `path`; with JavaScript disabled when `scripts` is false). */

/** A failure the bench explains in its message: printed without a stack trace. */
export class SideError extends Error {}

/** Commands in progress, each with the promise of its end. */
const children = new Map();

/** Runs a command, its output kept; resolves with its exit code (or the signal that ended it) and output. */
function run(command, args, cwd, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    children.set(
      child,
      new Promise((closed) =>
        child.once('close', (code, signal) => {
          children.delete(child);
          resolve({ code: code ?? signal, output: output.trim() });
          closed(undefined);
        }),
      ),
    );
  });
}

/** Ends the commands still running (Ctrl-C in a terminal reaches them too, a kill of this process alone does not). */
async function stopChildren() {
  for (const child of children.keys()) child.kill('SIGTERM');
  await Promise.all(children.values());
}

/** The working tree's own build, made by `npm run bench` before this runs. */
export function workingTreeSide(root, label = 'new') {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new SideError(`no ${join(dist, 'index.html')}: run \`vite build\` first (npm run bench does)`);
  return { label, checkout: root, dist, source: 'working tree' };
}

/**
 * The working tree's home page loaded with JavaScript disabled (issue 31): what the page shows before any script
 * runs, the limit its LCP is judged against. It is not flipped, pinched, covered nor given to Lighthouse.
 * @returns {Side}
 */
export function scriptsOffSide(root) {
  return { ...workingTreeSide(root, 'scripts off'), scripts: false, source: 'working tree, JavaScript disabled' };
}

/**
 * The working tree's page of its first photo (/p/<id>, issue 18), measured beside the home pages: its first load
 * must keep the home page's budgets. Null for a build without photo pages.
 * @returns {Side | null}
 */
export function photoPageSide(root) {
  const side = workingTreeSide(root, 'photo page');
  const page = existsSync(join(side.dist, 'p'))
    ? readdirSync(join(side.dist, 'p'))
        .filter((file) => file.endsWith('.html'))
        .sort()[0]
    : undefined;
  if (!page) return null;
  const path = `/p/${page.slice(0, -'.html'.length)}`;
  return { ...side, path, source: `working tree, ${path}` };
}

/**
 * The working tree's largest tag page (issue 32: a tag page meets the home page's budgets), or null when it has none.
 * @returns {Side | null}
 */
export function tagPageSide(root) {
  const side = workingTreeSide(root, 'tag page');
  const folder = join(side.dist, 'tags');
  const pages = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.html')) : [];
  const [page] = pages.sort(
    (a, b) => statSync(join(folder, b)).size - statSync(join(folder, a)).size || (a < b ? -1 : 1),
  );
  if (!page) return null;
  const path = `/tags/${encodeURIComponent(page.slice(0, -'.html'.length))}`;
  return { ...side, path, source: `working tree, ${path}` };
}

// The bundled photos in three folders, for the album pages (issue 26): their budgets are the home page's.
const ALBUM_FOLDERS = ['coast', 'city', 'nature'];

/**
 * The albums page and an album's page, measured beside the home pages: the working tree built into a temporary
 * folder from the bundled photos put in three albums, with portfolio.yaml's words for them. `defer(fn)` is handed
 * the folder's removal as soon as it exists.
 * @returns {Promise<Side[]>}
 */
export async function albumPagesSides(root, defer) {
  const work = realpathSync(await mkdtemp(join(tmpdir(), 'bench-albums-')));
  defer(async () => {
    await stopChildren();
    await rm(work, { recursive: true, force: true });
  });
  const bundled = join(root, 'public', 'photos');
  const photos = (await filesUnder(bundled)).filter((file) => IMAGE_EXTENSIONS.has(extname(file).toLowerCase()));
  const folderOf = new Map(photos.map((file, i) => [file, ALBUM_FOLDERS[i % ALBUM_FOLDERS.length]]));
  const dir = join(work, 'photos');
  for (const [file, folder] of folderOf) {
    await mkdir(join(dir, folder), { recursive: true });
    await link(join(bundled, file), join(dir, folder, file)).catch(() =>
      copyFile(join(bundled, file), join(dir, folder, file)),
    );
  }
  const words = (await readFile(join(root, 'portfolio.yaml'), 'utf8')).replace(
    /^(\s*-?\s*file:\s*)(\S+)$/gm,
    (line, key, file) => (folderOf.has(file) ? `${key}${folderOf.get(file)}/${file}` : line),
  );
  const portfolio = join(work, 'portfolio.yaml');
  await writeFile(portfolio, words);
  const dist = join(work, 'dist');
  await timedBuild(root, dist, { PHOTOS_DIR: dir, PORTFOLIO_YAML: portfolio }, photos.length, 'albums site');
  if (!existsSync(join(dist, 'albums.html')))
    throw new SideError(`albums site: the build wrote no albums.html into ${dist}`);
  const side = { checkout: root, dist, source: 'working tree, the bundled photos in three albums' };
  return [
    { ...side, label: 'albums page', path: '/albums' },
    { ...side, label: 'album page', path: `/albums/${ALBUM_FOLDERS[0]}` },
  ];
}

/**
 * The places page (issue 34: its map drawn by 1.2 s, within the home page's budgets): the working tree built into a
 * temporary folder from a small generated album whose photos carry GPS, with `places: town`.
 * @param {{ dir: string, portfolio: string, photos: unknown[] }} album from tests/fixtures/album.mjs
 * @returns {Promise<Side>}
 */
export async function placesPageSide(root, album, defer) {
  const work = realpathSync(await mkdtemp(join(tmpdir(), 'bench-places-')));
  defer(async () => {
    await stopChildren();
    await rm(work, { recursive: true, force: true });
  });
  const words = (await readFile(album.portfolio, 'utf8')).replace(/^site:\n/m, 'site:\n  places: town\n');
  const portfolio = join(work, 'portfolio.yaml');
  await writeFile(portfolio, words);
  const dist = join(work, 'dist');
  await timedBuild(
    root,
    dist,
    { PHOTOS_DIR: album.dir, PORTFOLIO_YAML: portfolio },
    album.photos.length,
    'places site',
  );
  if (!existsSync(join(dist, 'places.html')))
    throw new SideError(`places site: the build wrote no places.html into ${dist}`);
  return {
    label: 'places page',
    checkout: root,
    dist,
    path: '/places',
    source: `working tree, /places of ${String(album.photos.length)} generated photos with GPS`,
  };
}

/**
 * `ref` checked out in a temporary git worktree and built there with its own `npx vite build`. It reuses
 * this checkout's node_modules when the two lockfiles are byte-identical, else runs `npm ci` there.
 * `defer(fn)` is handed the worktree's removal as soon as the worktree exists, so a failure or Ctrl-C
 * during the build removes it too.
 * @returns {Promise<Side>}
 */
export async function refSide(root, ref, defer, label = 'before') {
  const parsed = await run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], root);
  if (parsed.code !== 0) throw new SideError(`--before ${ref}: not a commit in this repository`);
  const commit = parsed.output;
  const short = commit.slice(0, 10);
  // The real path: it is how `git worktree list` names it.
  const dir = realpathSync(await mkdtemp(join(tmpdir(), 'bench-before-')));
  defer(() => removeWorktree(root, dir));
  const added = await run('git', ['worktree', 'add', '--detach', dir, commit], root);
  if (added.code !== 0) throw new SideError(`git worktree add for ${ref} (${short}) failed:\n${added.output}`);

  const lockfile = (folder) => readFile(join(folder, 'package-lock.json')).catch(() => null);
  const [theirs, ours] = await Promise.all([lockfile(dir), lockfile(root)]);
  if (theirs !== null && ours !== null && theirs.equals(ours)) {
    console.log(`${ref} (${short}): same package-lock.json, reusing this checkout's node_modules`);
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  } else {
    console.log(`${ref} (${short}): its package-lock.json differs, running npm ci in ${dir}`);
    const installed = await run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    if (installed.code !== 0)
      throw new SideError(`npm ci for ${ref} (${short}) failed (exit ${installed.code}):\n${tail(installed.output)}`);
    await sharePhotoCache(root, dir);
  }

  console.log(`${ref} (${short}): npx vite build in ${dir}`);
  const built = await run('npx', ['vite', 'build'], dir);
  if (built.code !== 0 || !existsSync(join(dir, 'dist', 'index.html')))
    throw new SideError(
      `the build of ${ref} (${short}) failed (npx vite build: exit ${built.code}):\n${tail(built.output)}`,
    );
  return { label, checkout: dir, dist: join(dir, 'dist'), source: ref === commit ? commit : `${ref} (${commit})` };
}

const tail = (output) => output.split('\n').slice(-40).join('\n');

// Encoding the photos takes minutes on a 2-core machine, and the cache's keys hold the encoder's version.
async function sharePhotoCache(root, dir) {
  const cache = join(root, 'node_modules', '.cache', 'photo-derivatives');
  if (!existsSync(cache)) return;
  await mkdir(join(dir, 'node_modules', '.cache'), { recursive: true });
  await symlink(realpathSync(cache), join(dir, 'node_modules', '.cache', 'photo-derivatives'), 'dir');
}

async function removeWorktree(root, dir) {
  await stopChildren();
  // The links first, so nothing that removes the folder can reach what they point to; node_modules is
  // either a link to this checkout's (then nothing inside it is ours to touch) or the worktree's own.
  const modules = join(dir, 'node_modules');
  const linked = await lstat(modules).then(
    (stats) => stats.isSymbolicLink(),
    () => false,
  );
  await unlink(linked ? modules : join(modules, '.cache', 'photo-derivatives')).catch(() => undefined);
  await run('git', ['worktree', 'remove', '--force', dir], root);
  await rm(dir, { recursive: true, force: true });
  // Only when the removal above failed: prune acts on every worktree whose folder is gone.
  const listed = await run('git', ['worktree', 'list', '--porcelain'], root);
  if (listed.output.split('\n').includes(`worktree ${dir}`)) await run('git', ['worktree', 'prune'], root);
}

/** Serves a side's dist with its own checkout's server, whose CSP hashes that checkout's inline scripts. */
export async function serveSide(side) {
  const file = join(side.checkout, 'scripts', 'server.mjs');
  const module = existsSync(file) ? await import(pathToFileURL(file).href) : {};
  if (typeof module.startServer !== 'function')
    throw new SideError(`${side.source} has no scripts/server.mjs exporting startServer: the bench cannot serve it`);
  return module.startServer({ root: side.dist });
}

/**
 * @typedef {object} BuildFigures Item 7 of issue 17, for one side of album mode.
 * @property {number} photos in the folder built
 * @property {number} fullSeconds `npx vite build` from an empty photo cache, wall clock
 * @property {number} perPhoto fullSeconds / photos
 * @property {number} cacheFiles what that build left in the cache
 * @property {string} addedFile the photo added for the second build
 * @property {number} addSeconds the build with that photo added, against the same cache
 * @property {number} newCacheFiles files that build added to the cache
 * @property {number} photosEncoded distinct sources among them (cache names start with their source's hash): 1
 *   when only the added photo was encoded
 * @property {number} newShippedFiles files under photos/ in its output that the first build's lacks
 * @property {number} distBytes every file of its output (pages, app, photos and their .br and .gz), in bytes
 * @property {number} pagesBytes its HTML files alone, with their .br and .gz
 * @property {Record<number, number>} [distBytesAt] the output of the album's first photos only, built against its
 *   cache, by photo count: how the output grows with the album (issue 25: in proportion, not with the square)
 */

/** The bytes of every file under `dir`, and of its pages alone. */
async function outputBytes(dir) {
  let all = 0;
  let pages = 0;
  for (const file of await filesUnder(dir)) {
    const { size } = await stat(join(dir, file));
    all += size;
    if (/\.html(?:\.br|\.gz)?$/.test(file)) pages += size;
  }
  return { distBytes: all, pagesBytes: pages };
}

/** Album sizes between the two sides whose output is also measured. */
const MIDDLE_COUNTS = [500];

/** The photo pipeline's settings, which album mode sets itself: never inherited from the shell. */
const PIPELINE_ENV = ['PHOTOS_DIR', 'PORTFOLIO_YAML', 'PHOTOS_CACHE'];
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff', '.heic', '.heif']);

/** Files under `dir`, relative, without dot files (the site's scan skips them too); none if it is missing. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** `from` copied into `to` as hard links (a second name, no bytes copied); copied where linking fails. */
async function linkTree(from, to) {
  for (const file of await filesUnder(from)) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await link(join(from, file), join(to, file)).catch(() => copyFile(join(from, file), join(to, file)));
  }
}

/**
 * `npx vite build` of this checkout into `outDir` with the pipeline's `settings`, which must ship at least an
 * image file per photo of the folder (`photos`); resolves with its seconds.
 */
async function timedBuild(root, outDir, settings, photos, what) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !PIPELINE_ENV.includes(name)));
  Object.assign(env, settings);
  console.log(`${what}: npx vite build --outDir ${outDir}`);
  const began = performance.now();
  const built = await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], root, env);
  const seconds = (performance.now() - began) / 1000;
  if (built.code !== 0 || !existsSync(join(outDir, 'index.html')))
    throw new SideError(`${what} failed (npx vite build: exit ${built.code}):\n${tail(built.output)}`);
  // A build that put its photos elsewhere (say, a fixed dist/) would be measured without them.
  const images = (await filesUnder(join(outDir, 'photos'))).filter((file) => /\.(?:jpe?g|avif|webp)$/i.test(file));
  if (images.length < photos)
    throw new SideError(
      `${what}: the build wrote ${images.length} image files into ${join(outDir, 'photos')}, ` +
        `fewer than the ${photos} photos it was given`,
    );
  console.log(`${what}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/**
 * Issue 25, item 3: each side's seconds to encode a 12-MP photo from an empty cache, as a list of rounds. Each
 * side's own checkout builds the same generated album, sides alternating round by round so a busier machine weighs
 * on both; a round is a build from an empty photo cache less the same build again from the full cache, over the
 * photos, so Vite's own time is left out. `defer(fn)` is handed the folder's removal.
 * @param {Side[]} sides those with a checkout of their own (one per checkout)
 * @param {{ dir: string, portfolio: string, photos: unknown[] }} album from tests/fixtures/album.mjs
 * @param {number} rounds
 * @param {(fn: () => unknown) => void} defer
 * @returns {Promise<Record<string, number[]>>}
 */
export async function encodeSeconds(sides, album, rounds, defer) {
  const work = realpathSync(await mkdtemp(join(tmpdir(), 'bench-encode-')));
  defer(async () => {
    await stopChildren();
    await rm(work, { recursive: true, force: true });
  });
  const photos = album.photos.length;
  const seconds = Object.fromEntries(sides.map((side) => [side.label, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const side of sides) {
      const cache = join(work, 'cache');
      const settings = { PHOTOS_DIR: album.dir, PORTFOLIO_YAML: album.portfolio, PHOTOS_CACHE: cache };
      const what = `${side.label}, ${photos} photos of 12 MP, round ${round}/${rounds}`;
      const empty = await timedBuild(side.checkout, join(work, 'dist'), settings, photos, `${what}, empty cache`);
      const cached = await timedBuild(side.checkout, join(work, 'dist'), settings, photos, `${what}, cached`);
      seconds[side.label]?.push((empty - cached) / photos);
      await rm(cache, { recursive: true, force: true });
    }
  }
  return seconds;
}

/**
 * Album mode's two sides, built by this checkout into a temporary folder: the bundled photos (public/photos and
 * portfolio.yaml, as `npm run build` does) and the generated album (PHOTOS_DIR, PORTFOLIO_YAML). Each is built
 * from an empty photo cache of its own (PHOTOS_CACHE) and timed; then one photo is added to a copy of its
 * folder and the build timed again against that cache, which must gain the added photo's files and no others.
 * `defer(fn)` is handed the folder's removal as soon as it exists.
 * @param {string} root
 * @param {{ dir: string, portfolio: string, photos: unknown[] }} album from tests/fixtures/album.mjs
 * @param {(fn: () => unknown) => void} defer
 * @param {(dir: string, index: number) => Promise<{ file: string }>} addPhoto writes photo `index` into `dir`
 * @returns {Promise<{ sides: Side[], builds: Record<string, BuildFigures> }>}
 */
export async function albumSides(root, album, defer, addPhoto) {
  const work = realpathSync(await mkdtemp(join(tmpdir(), 'bench-album-')));
  defer(async () => {
    await stopChildren();
    await rm(work, { recursive: true, force: true });
  });
  // The small side is the album's own first photos, so both sides show photos alike and differ only in number.
  const bundledCount = (await filesUnder(join(root, 'public', 'photos'))).filter((file) =>
    IMAGE_EXTENSIONS.has(extname(file).toLowerCase()),
  ).length;
  // In the catalogue's order (scripts/photos/scan.ts), so the small side is the album's first photos as it lists them.
  const albumFiles = (await filesUnder(album.dir)).sort((a, b) => a.localeCompare(b));
  const smallDir = join(work, 'small-photos');
  await mkdir(smallDir, { recursive: true });
  for (const file of albumFiles.slice(0, bundledCount)) await link(join(album.dir, file), join(smallDir, file));
  const count = album.photos.length;
  const specs = [
    { name: 'bundled', label: `${bundledCount} photos`, dir: smallDir, portfolio: album.portfolio },
    { name: 'album', label: `${count} photos`, dir: album.dir, portfolio: album.portfolio },
  ];
  /** @type {Side[]} */
  const sides = [];
  /** @type {Record<string, BuildFigures>} */
  const builds = {};
  for (const { name, label, dir, portfolio } of specs) {
    const photos = name === 'bundled' ? Math.min(bundledCount, count) : count;
    const cache = join(work, `${name}-cache`);
    const dist = join(work, name);
    const folder = { PHOTOS_DIR: dir, PORTFOLIO_YAML: portfolio };
    const fullSeconds = await timedBuild(
      root,
      dist,
      { ...folder, PHOTOS_CACHE: cache },
      photos,
      `${label}, empty cache`,
    );
    const cached = await filesUnder(cache);
    if (cached.length === 0)
      throw new SideError(
        `the build left nothing in PHOTOS_CACHE (${cache}): vite.config.ts must pass process.env.PHOTOS_CACHE ` +
          "to the photo pipeline's cacheDir for the bench to time a build from an empty cache",
      );

    const plusDir = join(work, `${name}-plus-one-photos`);
    const plusDist = join(work, `${name}-plus-one`);
    await linkTree(dir, plusDir);
    const added = await addPhoto(plusDir, photos);
    const addSeconds = await timedBuild(
      root,
      plusDist,
      { PHOTOS_DIR: plusDir, PORTFOLIO_YAML: portfolio, PHOTOS_CACHE: cache },
      photos + 1,
      `${label} + ${added.file}`,
    );
    const before = new Set(cached);
    const newFiles = (await filesUnder(cache)).filter((file) => !before.has(file));
    const shipped = new Set(await filesUnder(join(dist, 'photos')));
    const newShipped = (await filesUnder(join(plusDist, 'photos'))).filter((file) => !shipped.has(file));
    // Only the figures are kept: a 500-photo build is gigabytes.
    await Promise.all([plusDir, plusDist].map((folder) => rm(folder, { recursive: true, force: true })));

    // The output of the album's first photos, built against the cache just filled (nothing to encode).
    const distBytesAt = {};
    for (const middle of name === 'album' ? MIDDLE_COUNTS.filter((n) => n > bundledCount && n < count) : []) {
      const middleDir = join(work, `album-${middle}-photos`);
      const middleDist = join(work, `album-${middle}`);
      await mkdir(middleDir, { recursive: true });
      for (const file of albumFiles.slice(0, middle)) await link(join(dir, file), join(middleDir, file));
      const settings = { PHOTOS_DIR: middleDir, PORTFOLIO_YAML: portfolio, PHOTOS_CACHE: cache };
      await timedBuild(root, middleDist, settings, middle, `first ${middle} photos`);
      distBytesAt[middle] = (await outputBytes(middleDist)).distBytes;
      await Promise.all([middleDir, middleDist].map((folder) => rm(folder, { recursive: true, force: true })));
    }

    builds[label] = {
      ...(await outputBytes(dist)),
      ...(Object.keys(distBytesAt).length > 0 && { distBytesAt }),
      photos,
      fullSeconds,
      perPhoto: fullSeconds / photos,
      cacheFiles: cached.length,
      addedFile: added.file,
      addSeconds,
      newCacheFiles: newFiles.length,
      photosEncoded: new Set(newFiles.map((file) => /^[0-9a-f]{64}/.exec(file)?.[0] ?? file)).size,
      newShippedFiles: newShipped.length,
    };
    sides.push({ label, checkout: root, dist, source: name === 'bundled' ? 'public/photos, portfolio.yaml' : dir });
  }
  return { sides, builds };
}
