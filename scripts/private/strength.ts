// The build's warning about a private album's weak password: zxcvbn-ts estimates how many guesses would find it,
// which a length rule cannot (a long common phrase is weak; a short random one may not be).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Problem } from '../photos/problems.ts';

// zxcvbn's score 3 is its "safely unguessable" class for a slow hash offline, which Argon2id is; below it, warn.
const STRONG_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

// The dictionaries are large: they load on the first check, so a build without private albums never loads them.
const loadChecker = () =>
  (checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  ));

/**
 * Null for a password zxcvbn rates strong; otherwise a warning saying how cheaply it could be guessed, never the
 * password itself. `context` is what an attacker would try first: the owner's name, the site's and album's titles.
 */
export async function weakPassword(password: string, context: readonly string[] = []): Promise<string | null> {
  // zxcvbn matches each input whole: "Ada Okonkwo" must also be given as "Ada" and "Okonkwo" to catch either.
  const words = context.flatMap((text) => [text, ...text.split(/[^\p{L}\p{N}]+/u)]).filter((word) => word !== '');
  const result = (await loadChecker()).check(password.normalize('NFC'), words);
  if (result.score >= STRONG_SCORE) return null;
  const guesses = `about 10^${String(Math.max(0, Math.round(result.guessesLog10)))} guesses`;
  const time = result.crackTimes.offlineSlowHashingXPerSecond.display;
  const why = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  return (
    `the password is weak: ${guesses} would find it, ${time} for an attacker with the site's files ` +
    `(zxcvbn score ${String(result.score)} of 4).${why}`
  );
}

/** A warning for each weak password of each private album, naming the album, never the password. */
export async function weakPasswordWarnings(
  albums: readonly { folder: string; title?: string; line?: number }[],
  passwords: ReadonlyMap<string, readonly string[]>,
  { configFile, context }: { configFile: string; context: readonly string[] },
): Promise<Problem[]> {
  const warnings: Problem[] = [];
  for (const album of albums) {
    const own = [...context, album.folder, ...(album.title ? [album.title] : [])];
    const found = passwords.get(album.folder) ?? [];
    for (const [index, password] of found.entries()) {
      const weak = await weakPassword(password, own);
      if (!weak) continue;
      const which = found.length > 1 ? ` (its password ${String(index + 1)} of ${String(found.length)})` : '';
      warnings.push({
        file: configFile,
        ...(album.line !== undefined && { line: album.line }),
        message: `private album \`${album.folder}\`${which}: ${weak.replace(/\.$/, '')}`,
        fix: 'Choose a longer password, such as four or five random words, and share it with those who should see the album',
      });
    }
  }
  return warnings;
}
