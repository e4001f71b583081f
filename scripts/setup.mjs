// Installs what is missing, so `npm start` and `npm test` work on a fresh clone: node_modules (`npm ci`) when
// out of step with the lockfile, and with --browser Debian's Chromium (browser downloads fail here).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';

const STAMP = 'node_modules/.installed-lockfile-sha256';

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`setup: '${command} ${args.join(' ')}' failed`);
    process.exit(result.status ?? 1);
  }
}

const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
if (!existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== lockHash) {
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(STAMP, lockHash);
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const apt = (...args) => (userInfo().uid === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
    apt('update');
    apt('install', '-y', 'chromium');
  }
}
