// @vitest-environment node
// Where a private album's passwords come from (scripts/private/passwords.ts): its variable, passwords.yaml beside
// portfolio.yaml, both; and each mistake as a problem that names where to mend it and never quotes a password.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passwordVariable, readAlbumPasswords, type AlbumPasswords } from '../../../scripts/private/passwords';

let dir = '';
let configFile = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passwords-'));
  // The top of a repository: the search for .gitignore files stops here.
  mkdirSync(join(dir, '.git'));
  configFile = join(dir, 'portfolio.yaml');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
const ALBUMS = [
  { folder: 'family', line: 12 },
  { folder: 'trip-2024', line: 20 },
];
/** Each problem as one line, its file named as the folder's. */
const lines = ({ problems }: AlbumPasswords) =>
  problems.map(({ file, line, message }) =>
    `${file}${line ? `:${String(line)}` : ''}: ${message}`.replaceAll(dir, '.'),
  );

describe('passwordVariable', () => {
  it('names the album in upper case, anything but a letter or digit as _', () => {
    expect(passwordVariable('trip-2024')).toBe('PORTFOLIO_PASSWORD_TRIP_2024');
    expect(passwordVariable('café')).toBe('PORTFOLIO_PASSWORD_CAF_');
  });
});

describe('readAlbumPasswords', () => {
  it('reads each album’s passwords from its variable, one a line', async () => {
    const env = { PORTFOLIO_PASSWORD_FAMILY: 'first one\r\nsecond one\n', PORTFOLIO_PASSWORD_TRIP_2024: 'trip' };
    const read = await readAlbumPasswords(ALBUMS, configFile, env);
    expect(read.problems).toEqual([]);
    expect(read.passwords).toEqual(
      new Map([
        ['family', ['first one', 'second one']],
        ['trip-2024', ['trip']],
      ]),
    );
  });

  it('reads passwords.yaml beside portfolio.yaml, a password or a list, and adds the variable’s', async () => {
    write('.gitignore', 'node_modules/\npasswords.yaml\n');
    write('passwords.yaml', 'family: "one: quoted"\ntrip-2024:\n  - 2024\n  - another\n');
    const read = await readAlbumPasswords(ALBUMS, configFile, { PORTFOLIO_PASSWORD_FAMILY: 'from env\none: quoted' });
    expect(read.problems).toEqual([]);
    expect(read.passwords.get('family')).toEqual(['from env', 'one: quoted']);
    expect(read.passwords.get('trip-2024')).toEqual(['2024', 'another']);
  });

  it('reports a private album with no password at its line in portfolio.yaml, naming both ways to give one', async () => {
    const read = await readAlbumPasswords(ALBUMS, configFile, { PORTFOLIO_PASSWORD_FAMILY: 'set' });
    expect(lines(read)).toEqual(['./portfolio.yaml:20: album `trip-2024` is private but has no password']);
    expect(read.problems[0]?.fix).toContain('PORTFOLIO_PASSWORD_TRIP_2024');
    expect(read.problems[0]?.fix).toContain('passwords.yaml');
    expect(read.passwords.has('trip-2024')).toBe(false);
  });

  it('reports a passwords.yaml that git does not ignore, whatever else is right', async () => {
    write('.gitignore', 'node_modules/\n');
    write('passwords.yaml', 'family: secret one\ntrip-2024: secret two\n');
    const read = await readAlbumPasswords(ALBUMS, configFile, {});
    expect(lines(read)).toEqual([
      './passwords.yaml: is not ignored by git, so its passwords could be committed and published with the site',
    ]);
    expect(read.problems[0]?.fix).toMatch(/Add a line `passwords\.yaml` to \.gitignore/);
  });

  it('takes the last line of .gitignore that names passwords.yaml, in the folder above too', async () => {
    mkdirSync(join(dir, 'site'));
    write('.gitignore', '/passwords.yaml\n**/passwords.yaml\n');
    write('site/.gitignore', 'passwords.yaml\n!passwords.yaml\n');
    write('site/passwords.yaml', 'family: secret one\n');
    const read = await readAlbumPasswords([ALBUMS[0] ?? { folder: '' }], join(dir, 'site/portfolio.yaml'), {});
    expect(lines(read)).toEqual([expect.stringMatching(/^\.\/site\/passwords\.yaml: is not ignored by git/)]);
    write('site/.gitignore', '# nothing on passwords here\n');
    expect(
      (await readAlbumPasswords([ALBUMS[0] ?? { folder: '' }], join(dir, 'site/portfolio.yaml'), {})).problems,
    ).toEqual([]);
  });

  it('reports a password for an album not marked private, whose photos would ship in the clear', async () => {
    write('.gitignore', 'passwords.yaml\n');
    write('passwords.yaml', 'family: secret one\ntrip-2024: secret two\nholiday: secret three\n');
    const read = await readAlbumPasswords(ALBUMS, configFile, { PORTFOLIO_PASSWORD_WORK: 'secret four' });
    expect(lines(read)).toEqual([
      './passwords.yaml:3: album `holiday` has a password, but ./portfolio.yaml marks no album of that folder private',
      'PORTFOLIO_PASSWORD_WORK: is set, but ./portfolio.yaml marks no album of that name private',
    ]);
  });

  it('reports mistakes in passwords.yaml with their lines, and never quotes a password', async () => {
    write('.gitignore', 'passwords.yaml\n');
    write('passwords.yaml', 'family:\n  - secret one\n  - nested: secret two\ntrip-2024: ""\n');
    const read = await readAlbumPasswords(ALBUMS, configFile, {});
    expect(lines(read)).toEqual([
      './passwords.yaml:1: album `family` has an empty password or one that is not plain text',
      './passwords.yaml:4: album `trip-2024` has an empty password or one that is not plain text',
      './portfolio.yaml:12: album `family` is private but has no password',
      './portfolio.yaml:20: album `trip-2024` is private but has no password',
    ]);
    expect(JSON.stringify(read.problems)).not.toMatch(/secret/);
  });

  it('reports a syntax error in passwords.yaml at its line', async () => {
    write('.gitignore', 'passwords.yaml\n');
    write('passwords.yaml', 'family: one\nfamily: two\n');
    const read = await readAlbumPasswords([], configFile, {});
    expect(lines(read)).toEqual([expect.stringMatching(/^\.\/passwords\.yaml:2: YAML syntax error/)]);
  });

  it('refuses a variable that names two albums alike', async () => {
    const albums = [{ folder: 'trip-1' }, { folder: 'trip_1' }];
    const read = await readAlbumPasswords(albums, configFile, { PORTFOLIO_PASSWORD_TRIP_1: 'secret' });
    expect(lines(read)).toEqual([
      'PORTFOLIO_PASSWORD_TRIP_1: names album `trip-1` and `trip_1` alike, so it cannot say whose passwords it holds',
      'PORTFOLIO_PASSWORD_TRIP_1: names album `trip_1` and `trip-1` alike, so it cannot say whose passwords it holds',
    ]);
  });
});
