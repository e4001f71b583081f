// A text with the words a search matched marked (<mark>): its words split as the index splits them, each compared
// as the index keeps it (lib/search.ts), so `Île` is marked for a match on `ile`.
import { matchKey } from '../../lib/collections';

/** Runs of spaces and punctuation between words: the index's own split. */
const BETWEEN_WORDS = /([\p{Z}\p{P}\n\r]+)/u;

/** Whether any word of `text` is one of `terms`. */
export function hasMatch(text: string, terms: ReadonlySet<string>): boolean {
  return text.split(BETWEEN_WORDS).some((part) => terms.has(matchKey(part)));
}

export function Marked({ text, terms }: { text: string; terms: ReadonlySet<string> }) {
  return (
    <>
      {text.split(BETWEEN_WORDS).map((part, i) =>
        // Parts alternate word and separator; a word's place is its key among the text's fixed parts.
        terms.has(matchKey(part)) ? <mark key={i}>{part}</mark> : part,
      )}
    </>
  );
}
