// The builds the bench compares ("sides"): a label, the dist folder to serve and the checkout whose server
// serves it. Today the working tree's dist/ ("new") and a git ref built in a temporary worktree ("before").
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readFile, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** @typedef {{ label: string, checkout: string, dist: string, source: string }} Side */

/** A failure the bench explains in its message: printed without a stack trace. */
export class SideError extends Error {}

/** Commands in progress, each with the promise of its end. */
const children = new Map();

/** Runs a command, its output kept; resolves with its exit code (or the signal that ended it) and output. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
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
