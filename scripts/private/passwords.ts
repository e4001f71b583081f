// Where a private album's passwords come from, never portfolio.yaml: an environment variable named after the album,
// or a passwords.yaml beside portfolio.yaml that git ignores. Each mistake is a problem naming where to mend it;
// no problem ever quotes a password.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Problem } from '../photos/problems.ts';
import { gitIgnores, PASSWORDS_FILE, readPasswordsFile } from './passwords-file.ts';

/** An album marked private in portfolio.yaml, with the line its entry starts on. */
export interface PrivateAlbum {
  folder: string;
  line?: number;
}

export interface AlbumPasswords {
  /** Each private album's passwords, NFC and without repeats; an album with none is absent and has a problem. */
  passwords: Map<string, string[]>;
  problems: Problem[];
}

const PREFIX = 'PORTFOLIO_PASSWORD_';

/** The variable that holds an album's passwords: `PORTFOLIO_PASSWORD_` and the folder, upper-case, `_` for the rest. */
export const passwordVariable = (folder: string): string => PREFIX + folder.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** The passwords a variable holds, one a line. */
const splitLines = (value: string | undefined) => (value ?? '').split(/\r?\n/).filter((line) => line !== '');

/** What the build reads the passwords from; each file's text as found, absent when the file is. */
interface PasswordSources {
  env: Readonly<Record<string, string | undefined>>;
  /** portfolio.yaml as the owner knows it, for the problems that point into it. */
  configFile: string;
  passwordsFile: string;
  passwordsText?: string;
  /** Whether git ignores passwords.yaml, as the .gitignore files above it say; undefined when none names it. */
  ignored?: boolean;
}

/** Each private album's passwords from the environment and passwords.yaml, with every problem found. Pure. */
function albumPasswords(albums: readonly PrivateAlbum[], sources: PasswordSources): AlbumPasswords {
  const { env, configFile, passwordsFile, passwordsText } = sources;
  const problems: Problem[] = [];
  const fromFile = passwordsText === undefined ? undefined : readPasswordsFile(passwordsText, passwordsFile);
  if (fromFile) {
    problems.push(...fromFile.problems);
    if (sources.ignored !== true)
      problems.push({
        file: passwordsFile,
        message: 'is not ignored by git, so its passwords could be committed and published with the site',
        fix: `Add a line \`${PASSWORDS_FILE}\` to .gitignore beside it (and, if git already tracks it, run \`git rm --cached ${PASSWORDS_FILE}\` and change the passwords)`,
      });
  }
  const byVariable = new Map<string, PrivateAlbum[]>();
  for (const album of albums) {
    const variable = passwordVariable(album.folder);
    byVariable.set(variable, [...(byVariable.get(variable) ?? []), album]);
  }

  const passwords = new Map<string, string[]>();
  for (const album of albums) {
    const variable = passwordVariable(album.folder);
    const sharing = byVariable.get(variable) ?? [];
    const fromEnv = splitLines(env[variable]);
    if (sharing.length > 1 && fromEnv.length > 0) {
      const others = sharing.filter((other) => other !== album).map((other) => `\`${other.folder}\``);
      problems.push({
        file: variable,
        message: `names album \`${album.folder}\` and ${others.join(', ')} alike, so it cannot say whose passwords it holds`,
        fix: `Unset it and give these albums their passwords in ${PASSWORDS_FILE}`,
      });
      continue;
    }
    const all = [...fromEnv, ...(fromFile?.entries.get(album.folder) ?? [])].map((password) =>
      password.normalize('NFC'),
    );
    if (all.length > 0) passwords.set(album.folder, [...new Set(all)]);
    else
      problems.push({
        file: configFile,
        ...(album.line !== undefined && { line: album.line }),
        message: `album \`${album.folder}\` is private but has no password`,
        fix: `Set the environment variable ${variable} to its password (several on lines of their own), or add \`${album.folder}: your password\` to ${PASSWORDS_FILE} beside ${configFile}`,
      });
  }

  // A password for an album that is not private most likely means `private: true` was forgotten: its photos would ship
  // in the clear, which the owner did not mean.
  const forgotten = (where: string) =>
    `Add \`private: true\` to the album's entry under \`albums:\` in ${configFile}, or remove ${where}`;
  for (const [folder, line] of fromFile?.lines ?? [])
    if (!albums.some((album) => album.folder === folder))
      problems.push({
        file: passwordsFile,
        line,
        message: `album \`${folder}\` has a password, but ${configFile} marks no album of that folder private`,
        fix: forgotten('its entry here'),
      });
  for (const variable of Object.keys(env))
    if (variable.startsWith(PREFIX) && !byVariable.has(variable) && splitLines(env[variable]).length > 0)
      problems.push({
        file: variable,
        message: `is set, but ${configFile} marks no album of that name private`,
        fix: forgotten('the variable'),
      });
  return { passwords, problems };
}

/** The private albums' passwords for a build of `configFile`: passwords.yaml beside it, and the environment. */
export async function readAlbumPasswords(
  albums: readonly PrivateAlbum[],
  configFile: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<AlbumPasswords> {
  const passwordsFile = join(dirname(configFile), PASSWORDS_FILE);
  const passwordsText = existsSync(passwordsFile) ? await readFile(passwordsFile, 'utf8') : undefined;
  const ignored = passwordsText === undefined ? undefined : await gitIgnores(passwordsFile);
  return albumPasswords(albums, {
    env,
    configFile,
    passwordsFile,
    ...(passwordsText !== undefined && { passwordsText }),
    ...(ignored !== undefined && { ignored }),
  });
}
