// Reads a photo's `tags:`, the owner's own list that stands in for the keywords the file carries.
import { isMap, isScalar, isSeq } from 'yaml';
import { matchKey } from '../../src/lib/collections.ts';
import type { Entry, Reader } from './read.ts';

const FIX = 'Write the tags as a list, e.g. `tags: [Lighthouse, Scotland]`, or `tags: false` for none';

/** A scalar's text as the owner wrote it (`2019` is the tag 2019), trimmed; undefined for anything else. */
function tagText(node: unknown): string | undefined {
  if (!isScalar(node)) return undefined;
  const { value, source } = node;
  const text =
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? source : '';
  return text?.trim() || undefined;
}

/**
 * The owner's tags, each once (`Skye` and `skye` are one tag, spelt as first written); `[]` when they wrote none or
 * `tags: false`. One line of tags may be separated by commas (`tags: Skye, Sea`), as a photo app lists keywords.
 * Undefined when there is no `tags:` or it cannot be read; each wrong part is reported with its line and left out.
 */
export function readTags(reader: Reader, entry: Entry | undefined): string[] | undefined {
  if (!entry) return undefined;
  const { pair, line } = entry;
  const value = pair.value;
  const tags = new Map<string, string>();
  const add = (tag: string) => {
    if (!tags.has(matchKey(tag))) tags.set(matchKey(tag), tag);
  };
  if (isScalar(value) && value.value === false) return [];
  if (isScalar(value) && value.value !== null) {
    const text = value.value === true ? undefined : tagText(value);
    if (text === undefined) {
      reader.report(line, `\`tags\` is ${value.value === true ? 'true' : 'empty'}`, `${FIX}, or delete the line`);
      return undefined;
    }
    for (const part of text.split(',')) if (part.trim()) add(part.trim());
    return [...tags.values()];
  }
  if (!isSeq(value)) {
    const what = isMap(value) ? 'should be a list of tags, not a set of keys' : 'has no tags after it';
    reader.report(line, `\`tags\` ${what}`, FIX);
    return undefined;
  }
  for (const item of value.items) {
    const tag = tagText(item);
    if (tag === undefined) {
      const what = isMap(item) ? 'a set of keys' : isSeq(item) ? 'a list' : 'empty';
      reader.report(reader.line(item, line), `a tag under \`tags\` is ${what}`, `${FIX}; each tag is a word or a few`);
    } else add(tag);
  }
  return [...tags.values()];
}
