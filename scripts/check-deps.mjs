// `npm run deps:check`: the installed runtime tree matches the lockfile, with no missing, invalid or
// extraneous package. `npm ls` lists those, but npm 11 exits 0 on an extraneous one, so read its JSON.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], { encoding: 'utf8' });
let tree;
try {
  tree = JSON.parse(result.stdout);
} catch {
  console.error(`deps:check: npm ls gave no JSON (exit ${result.status})\n${result.stderr}`);
  process.exit(1);
}
const problems = tree.problems ?? [];
if (result.status !== 0 || problems.length > 0) {
  console.error(`deps:check: npm ls --omit=dev found ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`deps:check: ${Object.keys(tree.dependencies ?? {}).length} runtime dependencies, tree clean`);
