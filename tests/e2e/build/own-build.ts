// For the build specs: a site built from a folder of the test's own, as an owner builds theirs (PHOTOS_DIR,
// PORTFOLIO_YAML), into a folder of its own, and `npm run photos` on it; each run's exit code and output; such a
// site built and served for a group of tests.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';

/** The repository: builds run from here, with its vite.config.ts. */
export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURES = join(REPO, 'tests', 'fixtures', 'photos');
export const BUNDLED = join(REPO, 'public', 'photos');

export interface Run {
  /** The exit code; null when a signal ended the process. */
  code: number | null;
  /** stdout and stderr, interleaved as they came (two pipes: their order between them may vary). */
  output: string;
  /** stdout alone, in its order. */
  stdout: string;
}

/** Runs `node <args>` in the repository with the extra environment, to its end. */
function runNode(args: readonly string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO,
      env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, stdout }));
  });
}

export interface OwnSite {
  /** The folder of photos (PHOTOS_DIR). */
  photos: string;
  /** The owner's words (PORTFOLIO_YAML). */
  yaml: string;
}

export interface BuildOptions {
  /** The photo cache to build with (PHOTOS_CACHE); the repository's own by default. */
  cache?: string;
}

/** `vite build --outDir <outDir> --emptyOutDir` of the owner's folder and words. */
export function buildSite(site: OwnSite, outDir: string, { cache }: BuildOptions = {}): Promise<Run> {
  return runNode([join(REPO, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    PHOTOS_DIR: site.photos,
    PORTFOLIO_YAML: site.yaml,
    ...(cache === undefined ? {} : { PHOTOS_CACHE: cache }),
  });
}

/** `npm run photos [-- --prune]` on the owner's folder and words. */
export function updatePortfolio(site: OwnSite, ...args: string[]): Promise<Run> {
  return runNode([join(REPO, 'scripts', 'portfolio', 'cli.mjs'), ...args], {
    PHOTOS_DIR: site.photos,
    PORTFOLIO_YAML: site.yaml,
  });
}

/** A fresh folder under the system's temporary folder. */
export function tempFolder(name: string): string {
  return mkdtempSync(join(tmpdir(), `own-photos-${name}-`));
}

/** Copies `from` to `to` (a path inside the photos folder, subfolders made as needed); returns `to`. */
export function copyPhoto(from: string, to: string): string {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
  return to;
}

/** Writes an owner's folder: `files` maps a path inside it to the file to copy; the words go beside it. */
export function ownSite(root: string, files: Record<string, string>, yaml: string): OwnSite {
  const site = { photos: join(root, 'photos'), yaml: join(root, 'portfolio.yaml') };
  mkdirSync(site.photos, { recursive: true });
  for (const [path, from] of Object.entries(files)) copyPhoto(from, join(site.photos, path));
  writeFileSync(site.yaml, yaml);
  return site;
}

// A build of a few cached photos, on a busy machine.
const SERVED_BUILD_TIMEOUT = 300_000;

export interface ServedSite {
  /** The build's folder and what it printed, once the group's first test runs. */
  site: { outDir: string; output: string };
  /** The address of a path on the site. */
  url: (path: string) => string;
}

/**
 * Builds the owner's folder (`files` as ownSite() takes them) before the enclosing group's tests, serves it by the
 * production server while they run, and removes it after them.
 */
export function servedSite(name: string, files: Record<string, string>, yaml: string): ServedSite {
  const site = { outDir: '', output: '' };
  let root = '';
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(SERVED_BUILD_TIMEOUT);
    root = tempFolder(name);
    site.outDir = join(root, 'dist');
    const build = await buildSite(ownSite(root, files, yaml), site.outDir);
    expect(build.code, build.output).toBe(0);
    site.output = build.output;
    server = await startServer({ root: site.outDir, port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return { site, url: (path) => new URL(path, server?.url).href };
}

/** Every file under `dir`, at any depth, relative to it with `/`; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}

export interface FileState {
  bytes: Buffer;
  mtimeMs: number;
}

/** Every file under `dir` with its bytes and modification time. */
export function snapshot(dir: string): Map<string, FileState> {
  return new Map(
    filesUnder(dir).map((path) => [
      path,
      { bytes: readFileSync(join(dir, path)), mtimeMs: statSync(join(dir, path)).mtimeMs },
    ]),
  );
}

/** The distinct lines of a build's output that list a problem (`  - <file>[:line]: <message>. <fix>`). */
export function problemLines(output: string): string[] {
  const lines = output.split(/\r?\n/).filter((line) => /^\s+- \S/.test(line));
  return [...new Set(lines.map((line) => line.replace(/^\s+- /, '')))];
}

/** Whether `lines` appear in `text`'s lines in this order (others may come between them). */
export function inOrder(lines: readonly string[], text: string): { missing?: string } {
  const all = text.split(/\r?\n/);
  let at = 0;
  for (const line of lines) {
    const found = all.indexOf(line, at);
    if (found === -1) return { missing: line };
    at = found + 1;
  }
  return {};
}
