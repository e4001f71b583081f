// @vitest-environment node
// A private album at the site's scan (scripts/catalogue/site-scan.ts): its password from outside portfolio.yaml or
// the build stops, a password written in portfolio.yaml refused without being quoted, a weak one warned of, and its
// photos kept apart from the site's catalogue, for the build to seal.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSite, scanSite } from '../../../scripts/catalogue/site-scan';

const STRONG = 'copper-lantern-orbit-meadow-quietly';
let dir = '';
let options: { photosDir: string; configFile: string };

const yaml = (album: string) =>
  writeFileSync(
    options.configFile,
    `site:\n  owner: Jo Lens\n  nav:\n    - label: Gallery\n      path: /\nalbums:\n  - folder: family\n${album}`,
  );

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'private-'));
  options = { photosDir: join(dir, 'photos'), configFile: join(dir, 'portfolio.yaml') };
  for (const path of ['family/beach.jpg', 'harbour.jpg']) {
    mkdirSync(join(options.photosDir, path, '..'), { recursive: true });
    copyFileSync('tests/fixtures/photos/camera.jpg', join(options.photosDir, path));
  }
  vi.stubEnv('PORTFOLIO_PASSWORD_FAMILY', '');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a private album', () => {
  it('keeps its photos apart from every other part of the catalogue, with its passwords', async () => {
    yaml('    private: true\n    order: newest\n');
    vi.stubEnv('PORTFOLIO_PASSWORD_FAMILY', STRONG);
    const scan = await scanSite(options);
    expect(scan.problems).toEqual([]);
    expect(scan.files.map((file) => file.path).sort()).toEqual(['family/beach.jpg', 'harbour.jpg']);
    const catalogue = await checkSite(scan, { ...options, cacheDir: join(dir, 'cache'), concurrency: 2 });
    expect(catalogue.photos.map((photo) => photo.id)).toEqual(['harbour']);
    expect(catalogue.albums).toEqual([]);
    expect(catalogue.vaults).toEqual([
      expect.objectContaining({
        album: expect.objectContaining({ folder: 'family' }) as unknown,
        passwords: [STRONG],
        titleHidden: false,
      }),
    ]);
    expect(catalogue.vaults[0]?.photos.map((photo) => photo.id)).toEqual(['beach']);
    // Ranked among themselves: no gap in the site's ranks counts the album's photos.
    expect(catalogue.photos[0]?.ranks).toEqual({ newest: 0 });
    expect(catalogue.vaults[0]?.photos[0]?.ranks).toEqual({ newest: 0 });
  });

  it('stops the build without a password, naming the variable and passwords.yaml', async () => {
    yaml('    private: true\n');
    const { problems } = await scanSite(options);
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'private',
        line: 7,
        message: 'album `family` is private but has no password',
        fix: expect.stringContaining('PORTFOLIO_PASSWORD_FAMILY') as unknown,
      }),
    ]);
  });

  it('refuses a password written in portfolio.yaml, never quoting it', async () => {
    yaml('    private: true\n    password: hunter2-sunset\n');
    vi.stubEnv('PORTFOLIO_PASSWORD_FAMILY', STRONG);
    const { problems } = await scanSite(options);
    expect(problems.map(({ kind, line }) => [kind, line])).toEqual([['yaml', 9]]);
    expect(JSON.stringify(problems)).not.toContain('hunter2');
    expect(problems[0]?.message).toContain('has a password in portfolio.yaml');
  });

  it('warns of a weak password, naming the album and not the password', async () => {
    yaml('    private: true\n');
    vi.stubEnv('PORTFOLIO_PASSWORD_FAMILY', 'family2024');
    const { problems, passwordWarnings } = await scanSite(options);
    expect(problems).toEqual([]);
    const warnings = await passwordWarnings();
    const weak = warnings.filter((warning) => warning.message.includes('the password is weak'));
    expect(weak).toHaveLength(1);
    expect(weak[0]?.message).toMatch(/^private album `family`: the password is weak/);
    expect(JSON.stringify(warnings)).not.toContain('family2024');
  });
});
