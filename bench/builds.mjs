// Builds of one site in two ways, timed side by side: each way built once untimed (its photos encoded into the
// shared cache, as on any rebuild), then the two alternated round by round, so a busier moment weighs on both and
// the pipeline is compared, not AVIF. The private album's part and the places' part each time theirs so.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SideError } from './sides.mjs';

// The pipeline's settings and any album password the shell holds: each build sets its own.
const OWN_ENV = /^(?:PHOTOS_DIR|PORTFOLIO_YAML|PHOTOS_CACHE|PORTFOLIO_PASSWORD_.*)$/;

/** Runs `npx vite build` of `root` into `outDir` with `settings`; resolves with its wall-clock seconds. */
export function timedBuild(root, outDir, settings, what) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !OWN_ENV.test(name)));
  Object.assign(env, settings);
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const seconds = (performance.now() - began) / 1000;
      if (code === 0 && existsSync(join(outDir, 'index.html'))) resolve(seconds);
      else {
        const tail = output.trim().split('\n').slice(-30).join('\n');
        reject(new SideError(`${what} failed (npx vite build: exit ${code ?? signal}):\n${tail}`));
      }
    });
  });
}

/**
 * Each way's build seconds over `rounds` alternated rounds, after one untimed round. `ways` maps a way's name to its
 * build settings; `check(way, dist, what)` rejects a build that did not do what its way should; `name` says which
 * part builds, for the log and any error.
 * @returns {Promise<Record<string, number[]>>}
 */
export async function alternatedBuilds(root, dist, ways, rounds, { name, log, check }) {
  const seconds = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
  for (let round = 0; round <= rounds; round += 1) {
    for (const [way, settings] of Object.entries(ways)) {
      const what = `${name} ${way}, ${round === 0 ? 'warming' : `round ${round}/${rounds}`}`;
      const taken = await timedBuild(root, dist, settings, what);
      await check(way, dist, what);
      if (round > 0) seconds[way].push(taken);
      log(`${what}: ${taken.toFixed(1)} s`);
    }
  }
  await rm(dist, { recursive: true, force: true });
  return seconds;
}
