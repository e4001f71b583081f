// @vitest-environment node
// The weak-password warning (scripts/private/strength.ts): zxcvbn's estimate of the guesses, not a length rule.
import { describe, expect, it } from 'vitest';
import { weakPasswordWarnings } from '../../../scripts/private/strength';

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

  it('counts the owner’s own words as guessable', async () => {
    const context = ['Ada Okonkwo', 'Ravensworth'];
    expect(await weakPassword('OkonkwoRavensworth')).toBeNull();
    expect(await weakPassword('OkonkwoRavensworth', context)).not.toBeNull();
  });
});
