// Private albums (issue 35), as far as they are built: the build stops for a private album without a password, and
// with one (from a git-ignored passwords.yaml) builds the site with nothing of the album in it, saying so.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSite, filesUnder, FIXTURES, ownSite, tempFolder } from './own-build';

// Two small photos on a busy machine.
const BUILD_TIMEOUT = 300_000;
const YAML =
  'site:\n  owner: Jo Example\n  nav:\n    - label: Gallery\n      path: /\n' +
  'albums:\n  - folder: family\n    title: Summer at the lake\n    private: true\n';

test.describe('a private album', () => {
  let root = '';
  test.beforeEach(() => {
    test.setTimeout(BUILD_TIMEOUT);
    root = tempFolder('private');
  });
  test.afterEach(() => rmSync(root, { recursive: true, force: true }));
  const site = () =>
    ownSite(
      root,
      { 'harbour.jpg': join(FIXTURES, 'camera.jpg'), 'family/beach.jpg': join(FIXTURES, 'camera.jpg') },
      YAML,
    );

  test('stops the build without a password, naming the album and where a password goes', async () => {
    const build = await buildSite(site(), join(root, 'dist'));
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('Private albums and their passwords (1):');
    expect(build.output).toContain('album `family` is private but has no password');
    expect(build.output).toContain('PORTFOLIO_PASSWORD_FAMILY');
  });

  test('with its password, builds the site with nothing of the album in any file', async () => {
    const own = site();
    writeFileSync(join(root, 'passwords.yaml'), 'family: copper-lantern-orbit-meadow-quietly\n');
    writeFileSync(join(root, '.gitignore'), 'passwords.yaml\n');
    const dist = join(root, 'dist');
    const build = await buildSite(own, dist);
    expect(build.code, build.output).toBe(0);
    expect(build.output).toContain('album `family` is private: its 1 photo is left out of the site entirely');
    const files = filesUnder(dist);
    expect(files.some((file) => file.startsWith('photos/harbour'))).toBe(true);
    for (const text of ['beach', 'Summer at the lake', 'copper-lantern'])
      expect(
        files.filter((file) => file.includes(text) || readFileSync(join(dist, file)).toString('latin1').includes(text)),
        text,
      ).toEqual([]);
  });
});
