// Reads `language:` (a BCP 47 tag) and `strings:` (the owner's own words, by id), reporting a tag that is not one,
// an id that is not one (with its close match, or every id), and a word that drops or invents a {placeholder}.
import { isMap, isScalar, isSeq } from 'yaml';
import type { WordId, Words } from '../../src/lib/words.ts';
import { placeholdersOf } from '../../src/lib/words.ts';
import { canonicalTag, isWordId, tagNamed, TABLES, WORD_IDS } from '../words/language.ts';
import { EN } from '../words/tables/en.ts';
import type { Entry, Reader } from './read.ts';

const TAG_EXAMPLE = `e.g. \`de\`, \`pt-PT\` or \`ja\`; the interface has words for ${Object.keys(TABLES).join(', ')}`;

/** The language's tag in canonical case; undefined (English) when not written or not a tag, which is reported. */
export function readLanguage(reader: Reader, entry: Entry | undefined): string | undefined {
  const written = reader.text(entry, `Write the language's tag on one line, ${TAG_EXAMPLE}`);
  if (written === undefined || !entry) return undefined;
  const tag = canonicalTag(written);
  if (tag === undefined) {
    const named = tagNamed(written);
    reader.report(
      entry.line,
      `\`language\` is not a language tag: \`${written}\``,
      named === undefined ? `Write a BCP 47 tag, ${TAG_EXAMPLE}` : `Write its tag: \`language: ${named}\``,
    );
  }
  return tag;
}

/** The number of single-letter edits between two words (Levenshtein). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(replace, (previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** The id the owner most likely meant: a few letters off (`next-imgae`), or one word of it (`next`). */
function closeId(id: string): WordId | undefined {
  const wanted = id.toLowerCase().replace(/[\s_]+/g, '-');
  const [best] = WORD_IDS.map((candidate) => ({ candidate, off: distance(wanted, candidate) })).sort(
    (a, b) => a.off - b.off,
  );
  if (best && best.off <= Math.max(1, Math.floor(wanted.length / 4))) return best.candidate;
  const containing = WORD_IDS.filter((candidate) => candidate.split('-').includes(wanted));
  return containing.length === 1 ? containing[0] : undefined;
}

const list = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** The owner's words by id; a wrong id, a value that is not text, or a placeholder out of place is reported. */
export function readStrings(reader: Reader, entry: Entry | undefined): Partial<Words> {
  const strings: Partial<Words> = {};
  const block = entry?.pair.value ?? null;
  // An empty `strings:` (its lines commented out) overrides nothing.
  if (!entry || block === null || (isScalar(block) && block.value === null)) return strings;
  if (!isMap(block)) {
    reader.report(
      entry.line,
      '`strings` should be a set of words, each under its id',
      'Write one word per line, indented under `strings:`, e.g. `next-image: Next photo`',
    );
    return strings;
  }
  for (const pair of block.items) {
    const line = reader.line(pair.key, entry.line);
    const id = isScalar(pair.key) ? String(pair.key.value) : '';
    if (!isWordId(id)) {
      const close = closeId(id);
      reader.report(
        line,
        `unknown word \`${id}\` under \`strings:\``,
        close === undefined
          ? `The words are: ${WORD_IDS.join(', ')}`
          : `Did you mean \`${close}\`? (English: "${EN[close]}")`,
      );
      continue;
    }
    const value = pair.value;
    if (isMap(value) || isSeq(value)) {
      reader.report(
        line,
        `\`${id}\` under \`strings:\` should be text, not ${isSeq(value) ? 'a list' : 'a set of keys'}`,
        `Put the word in quotes, as one starting with { or [ must be: \`${id}: "${EN[id]}"\``,
      );
      continue;
    }
    const scalar = isScalar(value) ? value : undefined;
    const raw = scalar?.value;
    const word =
      typeof raw === 'string' ? raw : typeof raw === 'number' || typeof raw === 'boolean' ? scalar?.source : '';
    if (!word) {
      reader.report(
        line,
        `\`${id}\` under \`strings:\` has no text`,
        `Write the word after \`${id}:\`, or delete the line`,
      );
      continue;
    }
    const wanted = placeholdersOf(EN[id]);
    const given = placeholdersOf(word);
    const dropped = wanted.filter((name) => !given.includes(name));
    const invented = given.filter((name) => !wanted.includes(name));
    const example = `English: "${EN[id]}"`;
    if (dropped.length > 0)
      reader.report(
        line,
        `\`${id}\` under \`strings:\` leaves out ${list(dropped)}`,
        `Keep ${list(dropped)} in it where the value goes (${example})`,
      );
    if (invented.length > 0)
      reader.report(
        line,
        `\`${id}\` under \`strings:\` has ${list(invented)}, which this word never fills in`,
        wanted.length === 0 ? `Write it without braces (${example})` : `Use only ${list(wanted)} (${example})`,
      );
    if (dropped.length === 0 && invented.length === 0) strings[id] = word;
  }
  return strings;
}
