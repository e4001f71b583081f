// Issue 34, item 5: a build with places on against the same site with them off. The places page's own first screen
// is a side of the bench's (sides.mjs); this part times what places cost the owner's build.
import { existsSync, realpathSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alternatedBuilds } from './builds.mjs';
import { median } from './figures.mjs';
import { SideError } from './sides.mjs';

/**
 * `album` (its photos carry GPS) built with `places: off` and with `places: town`, alternately, `rounds` times each
 * after one untimed build of each. Resolves with each way's seconds.
 * @param {{ dir: string, portfolio: string, photos: unknown[] }} album from tests/fixtures/album.mjs
 */
export async function placesBuildSeconds(root, album, rounds, { defer, log }) {
  const work = realpathSync(await mkdtemp(join(tmpdir(), 'bench-places-build-')));
  defer(() => rm(work, { recursive: true, force: true }));
  const words = await readFile(album.portfolio, 'utf8');
  const ways = {};
  for (const places of ['off', 'town']) {
    const portfolio = join(work, `places-${places}.yaml`);
    await writeFile(portfolio, words.replace(/^site:\n/m, `site:\n  places: ${places}\n`));
    ways[places] = { PHOTOS_DIR: album.dir, PORTFOLIO_YAML: portfolio };
  }
  const seconds = await alternatedBuilds(root, join(work, 'dist'), ways, rounds, {
    name: `places build, ${String(album.photos.length)} photos`,
    log,
    check: async (way, dist, what) => {
      if (existsSync(join(dist, 'places.html')) !== (way === 'town'))
        throw new SideError(`${what}: places.html is ${way === 'town' ? 'missing' : 'written with places off'}`);
    },
  });
  return { photos: album.photos.length, seconds };
}

/** Medians of the rounds, and item 5's ratio. */
export function placesFigures({ photos, seconds }) {
  const off = median(seconds.off);
  const town = median(seconds.town);
  return {
    buildPhotos: photos,
    buildOffSeconds: off,
    buildTownSeconds: town,
    buildRatio: off && town ? town / off : null,
  };
}
