// The interface's words in the owner's language, as the build resolved them (site.words): say('next-image'),
// say('counter', { index: 3, count: 14 }), numbers written in the language's digits.
import { SITE } from '../lib/portfolio';
import { fill, type WordId, type WordValues } from '../lib/words';

export function say(id: WordId, values?: WordValues): string {
  return fill(SITE.words[id], values, SITE.language.locale);
}
