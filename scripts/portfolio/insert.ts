// Where new entries (photos', albums') go in the owner's text, and which lines a pruned entry takes with it.
import { isCollection, isScalar, isMap, stringify, type Pair, type YAMLMap } from 'yaml';
import { blankLineAbove, column, indent, lineEnd, lineStart, pastComments, type Splice } from './edits.ts';
import type { Located } from '../portfolio-yaml/read.ts';
import type { PhotoNode } from '../portfolio-yaml/photos.ts';

/** A photo to add: its file and the words to write under it. */
export interface NewEntry {
  file: string;
  words: Record<string, string>;
}

/** The document's top-level keys, its section's key (when there is one) and that section's entries. */
export interface PhotosPlace {
  root: YAMLMap;
  pair: Pair | undefined;
  nodes: readonly PhotoNode[];
  /** The section and the key that names an entry in it: `photos:` and `file:` unless said. */
  section?: { name: string; key: string };
}

function startOf(node: unknown): number {
  return (node as Located | null | undefined)?.range?.[0] ?? 0;
}

/** The offset of the "- " before a list entry; the file's key in the keyed form. */
function entryStart(text: string, node: PhotoNode): number {
  if (node.keyed) return node.start;
  let at = node.start - 1;
  while (at >= 0 && /\s/.test(text.charAt(at))) at--;
  return text.charAt(at) === '-' ? at : node.start;
}

/** The end of an entry's lines: past its last value and the comments indented under it. */
function entryEnd(text: string, node: PhotoNode, parentColumn: number): number {
  return pastComments(text, lineEnd(text, Math.max(node.start, node.end - 1)), parentColumn);
}

/** The lines of a pruned entry, with the blank line above it when it separated it from its neighbours. */
export function removal(text: string, node: PhotoNode): Splice {
  const dash = entryStart(text, node);
  let start = lineStart(text, dash);
  const end = entryEnd(text, node, column(text, dash));
  const blankBelow = end === text.length || text.slice(end, lineEnd(text, end)).trim() === '';
  if (blankBelow && blankLineAbove(text, dash)) start = lineStart(text, start - 1);
  return { start, end, insert: '' };
}

/** Each new entry as YAML at column 0, in the section's form; values are quoted only where YAML needs it. */
function entriesText(added: readonly NewEntry[], keyed: boolean, key = 'file'): string[] {
  return added.map(({ file, words }) =>
    stringify(keyed ? { [file]: words } : [{ [key]: file, ...words }], { lineWidth: 0 }),
  );
}

/** The splices that append the new entries after the section's last entry, or start the section. */
export function additions(
  text: string,
  { root, pair, nodes, section = { name: 'photos', key: 'file' } }: PhotosPlace,
  added: readonly NewEntry[],
): Splice[] {
  if (added.length === 0) return [];
  const newline = (at: number) => (at === text.length && text !== '' && !text.endsWith('\n') ? '\n' : '');
  if (!pair) {
    const rootColumn = column(text, startOf(root.items[0]?.key));
    const block = indent(entriesText(added, false, section.key).join(''), rootColumn + 2);
    return [
      {
        start: text.length,
        end: text.length,
        insert: `${newline(text.length)}${indent(`${section.name}:\n`, rootColumn)}${block}`,
      },
    ];
  }
  const keyStart = startOf(pair.key);
  const keyColumn = column(text, keyStart);
  const last = nodes.at(-1);
  const first = nodes[0];
  if (!last || !first) {
    if (isScalar(pair.value) && pair.value.value !== null)
      throw new Error(`portfolio.yaml was left unchanged: \`${section.name}:\` should be a list of entries, not text.`);
    const splices: Splice[] = [];
    if (isCollection(pair.value)) {
      // An empty `[]` or `{}` after `photos:` gives way to the entries on the lines below.
      const [start, end] = pair.value.range ?? [0, 0];
      const spaces = text.slice(lineStart(text, start), start).match(/[ \t]*$/)?.[0].length ?? 0;
      splices.push({ start: start - spaces, end, insert: '' });
    }
    const at = pastComments(text, lineEnd(text, keyStart), keyColumn);
    const block = indent(entriesText(added, false, section.key).join(''), keyColumn + 2);
    return [...splices, { start: at, end: at, insert: newline(at) + block }];
  }
  const itemColumn = column(text, entryStart(text, first));
  const at = entryEnd(text, last, keyColumn);
  const gap = nodes.length > 1 && blankLineAbove(text, entryStart(text, last)) ? '\n' : '';
  const entries = entriesText(added, isMap(pair.value), section.key).map((entry) => gap + indent(entry, itemColumn));
  return [{ start: at, end: at, insert: newline(at) + entries.join('') }];
}
