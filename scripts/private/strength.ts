// The build's warning about a private album's weak password: zxcvbn-ts estimates how many guesses would find it,
// which a length rule cannot (a long common phrase is weak; a short random one may not be). The check runs in a
// worker thread (strength.worker.mjs), so the build goes on while zxcvbn loads its dictionaries.
import { Worker } from 'node:worker_threads';
import type { Problem } from '../photos/problems.ts';

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

/** zxcvbn's verdict on each password, with what an attacker would try first for it, from a worker thread. */
function verdicts(checks: readonly { password: string; context: readonly string[] }[]): Promise<Verdict[]> {
  // zxcvbn matches each input whole: "Ada Okonkwo" must also be given as "Ada" and "Okonkwo" to catch either.
  const data = checks.map(({ password, context }) => ({
    password: password.normalize('NFC'),
    words: context.flatMap((text) => [text, ...text.split(/[^\p{L}\p{N}]+/u)]).filter((word) => word !== ''),
  }));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./strength.worker.mjs', import.meta.url), { workerData: data });
    worker.once('message', (found: Verdict[]) => resolve(found));
    worker.once('error', reject);
    // After its answer, a no-op; before it, the thread died without one.
    worker.once('exit', (code) => reject(new Error(`the password check stopped (exit code ${String(code)})`)));
  });
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

/**
 * A warning for each weak password of each private album, naming the album, never the password; all checked in one
 * worker thread, each with what an attacker would try first (the owner's name, the site's and album's titles). Never
 * rejects: a check that could not run is a warning of its own.
 */
export async function weakPasswordWarnings(
  albums: readonly { folder: string; title?: string; line?: number }[],
  passwords: ReadonlyMap<string, readonly string[]>,
  { configFile, context }: { configFile: string; context: readonly string[] },
): Promise<Problem[]> {
  const checks = albums.flatMap((album) => {
    const own = [...context, album.folder, ...(album.title ? [album.title] : [])];
    const found = passwords.get(album.folder) ?? [];
    return found.map((password, index) => ({ album, password, context: own, index, of: found.length }));
  });
  if (checks.length === 0) return [];
  const at = (album: { line?: number }) => ({
    file: configFile,
    ...(album.line !== undefined && { line: album.line }),
  });
  let found: Verdict[];
  try {
    found = await verdicts(checks);
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
