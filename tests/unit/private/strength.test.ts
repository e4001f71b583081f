// @vitest-environment node
// The weak-password warning (scripts/private/strength.ts): zxcvbn's estimate of the guesses, not a length rule.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { weakPasswordWarnings, type KeptVerdicts } from '../../../scripts/private/strength';

/** The warning for an album whose one password is `password`, without the album's name before it; null if none. */
async function weakPassword(password: string, context: readonly string[] = []): Promise<string | null> {
  const passwords = new Map([['family', [password]]]);
  const [warning] = await weakPasswordWarnings([{ folder: 'family' }], passwords, {
    configFile: 'portfolio.yaml',
    context,
  });
  return warning ? warning.message.replace(/^private album `family`: /, '') : null;
}

describe('weakPasswordWarnings', () => {
  it('warns of a common password with its estimated guesses, without quoting it', async () => {
    const warning = await weakPassword('password1');
    expect(warning).toMatch(/^the password is weak: about 10\^\d+ guesses would find it/);
    expect(warning).not.toContain('password1');
  });

  it('accepts a long random passphrase', async () => {
    expect(await weakPassword('vivid-oyster-canal-mellow-ruin')).toBeNull();
  });

  describe('with verdicts kept under the passwords’ keys', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const STRONG = 'vivid-oyster-canal-mellow-ruin';
    const check = (kept: KeptVerdicts) =>
      weakPasswordWarnings([{ folder: 'family' }], new Map([['family', [STRONG]]]), {
        configFile: 'portfolio.yaml',
        context: [],
        kept,
      });
    const keyed = (byte: number): KeptVerdicts => ({
      dir,
      keys: new Map([['family', [new Uint8Array(32).fill(byte)]]]),
    });
    // The one verdict kept, rewritten as zxcvbn's lowest score: read back, it proves zxcvbn was not asked again.
    const rewriteAsWeak = () => {
      const [name] = readdirSync(dir);
      if (!name) throw new Error('no verdict was kept');
      writeFileSync(join(dir, name), JSON.stringify({ score: 0, guessesLog10: 2, time: 'instant', warning: null }));
    };

    it('keeps each verdict under its key and reads it back instead of asking zxcvbn', async () => {
      dir = mkdtempSync(join(tmpdir(), 'verdicts-'));
      expect(await check(keyed(1))).toEqual([]);
      expect(readdirSync(dir)).toHaveLength(1);
      rewriteAsWeak();
      const [warning] = await check(keyed(1));
      expect(warning?.message).toMatch(/the password is weak: about 10\^2 guesses/);
    });

    it('asks zxcvbn again for another key, or for a verdict it cannot read', async () => {
      dir = mkdtempSync(join(tmpdir(), 'verdicts-'));
      await check(keyed(1));
      rewriteAsWeak();
      expect(await check(keyed(2))).toEqual([]);
      expect(readdirSync(dir)).toHaveLength(2);
      for (const name of readdirSync(dir)) writeFileSync(join(dir, name), '{ not json');
      expect(await check(keyed(1))).toEqual([]);
    });
  });

  it('counts the owner’s own words as guessable', async () => {
    const context = ['Ada Okonkwo', 'Ravensworth'];
    expect(await weakPassword('OkonkwoRavensworth')).toBeNull();
    expect(await weakPassword('OkonkwoRavensworth', context)).not.toBeNull();
  });
});
