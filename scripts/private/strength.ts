// The build's warning about a private album's weak password: zxcvbn-ts estimates how many guesses would find it,
// which a length rule cannot (a long common phrase is weak; a short random one may not be). The check runs in a
// worker thread (strength.worker.mjs), so the build goes on while zxcvbn loads its dictionaries; a build keeps each
// verdict under the password's Argon2id key, so a rebuild with the same passwords loads no zxcvbn at all.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cachePath, store } from '../photos/derivatives.ts';
import type { Problem } from '../photos/problems.ts';
import { threadAnswer } from './thread-answer.ts';

// zxcvbn's score 3 is its "safely unguessable" class for a slow hash offline, which Argon2id is; below it, warn.
const STRONG_SCORE = 3;

/** zxcvbn's verdict on one password. */
interface Verdict {
  score: number;
  guessesLog10: number;
  /** How long the guesses take at a slow hash's rate offline, in zxcvbn's words. */
  time: string;
  warning: string | null;
}

/**
 * Where a build keeps verdicts (`dir`), and each private album's passwords' Argon2id keys, in its passwords' order
 * (`keys`, by folder): a verdict's name is drawn from its key, so finding a password from a name costs what finding it
 * from the shipped lock does.
 */
export interface KeptVerdicts {
  dir: string;
  keys: ReadonlyMap<string, readonly Uint8Array[]>;
}

/** What zxcvbn is given for one password: it matches each input whole, so "Ada Okonkwo" goes as "Ada" and "Okonkwo" too. */
const checkOf = ({ password, context }: { password: string; context: readonly string[] }) => ({
  password: password.normalize('NFC'),
  words: context.flatMap((text) => [text, ...text.split(/[^\p{L}\p{N}]+/u)]).filter((word) => word !== ''),
});

/** zxcvbn's verdict on each password, with what an attacker would try first for it, from a worker thread. */
function verdicts(data: readonly ReturnType<typeof checkOf>[]): Promise<Verdict[]> {
  return threadAnswer(new URL('./strength.worker.mjs', import.meta.url), data, 'the password check');
}

/** Null for a password zxcvbn rates strong; otherwise how cheaply it could be guessed, never the password itself. */
function warningOf({ score, guessesLog10, time, warning }: Verdict): string | null {
  if (score >= STRONG_SCORE) return null;
  const guesses = `about 10^${String(Math.max(0, Math.round(guessesLog10)))} guesses`;
  const why = warning ? ` ${warning}` : '';
  return (
    `the password is weak: ${guesses} would find it, ${time} for an attacker with the site's files ` +
    `(zxcvbn score ${String(score)} of 4).${why}`
  );
}

const isVerdict = (value: unknown): value is Verdict =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Verdict).score === 'number' &&
  typeof (value as Verdict).guessesLog10 === 'number' &&
  typeof (value as Verdict).time === 'string';

/**
 * Each check's verdict: those `kept` holds read back, the rest from zxcvbn in one worker thread and kept. A verdict is
 * named by its password's key and what zxcvbn was given with it (the site's words change it).
 */
async function keptVerdicts(
  checks: readonly { folder: string; index: number; data: ReturnType<typeof checkOf> }[],
  kept: KeptVerdicts | undefined,
): Promise<(Verdict | undefined)[]> {
  const names = checks.map(({ folder, index, data }) => {
    const key = kept?.keys.get(folder)?.[index];
    if (!key) return undefined;
    const hash = createHash('sha256').update(key).update(JSON.stringify(data.words));
    return `${hash.digest('hex').slice(0, 32)}.verdict.json`;
  });
  const found = await Promise.all(
    names.map(async (name) => {
      if (!kept || !name) return undefined;
      const value = await readFile(cachePath(kept.dir, name), 'utf8')
        .then((text): unknown => JSON.parse(text))
        .catch(() => undefined);
      return isVerdict(value) ? value : undefined;
    }),
  );
  const missing = checks.filter((_, i) => !found[i]);
  if (missing.length === 0) return found;
  const made = await verdicts(missing.map(({ data }) => data));
  let next = 0;
  const all = found.map((verdict) => verdict ?? made[next++]);
  const keep = names.flatMap((name, i) => {
    const verdict = all[i];
    if (!kept || !name || found[i] || !verdict) return [];
    // A verdict not kept is made again next time.
    return [store(kept.dir, name, new TextEncoder().encode(JSON.stringify(verdict))).catch(() => undefined)];
  });
  await Promise.all(keep);
  return all;
}

/**
 * A warning for each weak password of each private album, naming the album, never the password; all checked in one
 * worker thread, each with what an attacker would try first (the owner's name, the site's and album's titles), or
 * read back from `kept`. Never rejects: a check that could not run is a warning of its own.
 */
export async function weakPasswordWarnings(
  albums: readonly { folder: string; title?: string; line?: number }[],
  passwords: ReadonlyMap<string, readonly string[]>,
  { configFile, context, kept }: { configFile: string; context: readonly string[]; kept?: KeptVerdicts },
): Promise<Problem[]> {
  const checks = albums.flatMap((album) => {
    const own = [...context, album.folder, ...(album.title ? [album.title] : [])];
    const found = passwords.get(album.folder) ?? [];
    return found.map((password, index) => ({
      album,
      folder: album.folder,
      data: checkOf({ password, context: own }),
      index,
      of: found.length,
    }));
  });
  if (checks.length === 0) return [];
  const at = (album: { line?: number }) => ({
    file: configFile,
    ...(album.line !== undefined && { line: album.line }),
  });
  let found: (Verdict | undefined)[];
  try {
    found = await keptVerdicts(checks, kept);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const fix = 'Run `npm ci` to reinstall the build’s tools, then build again';
    return [
      {
        ...at(checks[0]?.album ?? {}),
        message: `private albums' passwords were not checked for strength: ${why}`,
        fix,
      },
    ];
  }
  return checks.flatMap(({ album, index, of }, i) => {
    const weak = found[i] ? warningOf(found[i]) : null;
    if (!weak) return [];
    const which = of > 1 ? ` (its password ${String(index + 1)} of ${String(of)})` : '';
    return [
      {
        ...at(album),
        message: `private album \`${album.folder}\`${which}: ${weak.replace(/\.$/, '')}`,
        fix: 'Choose a longer password, such as four or five random words, and share it with those who should see the album',
      },
    ];
  });
}
