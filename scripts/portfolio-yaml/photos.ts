// Reads the photos section, a list of entries or a block keyed by file, into each photo's words.
import { isMap, isScalar, isSeq, type Pair } from 'yaml';
import type { Entry, Located, Reader } from './read.ts';
import { readPlace } from './places.ts';
import { readTags } from './tags.ts';
import type { PhotoWords } from './types.ts';

const WORD_KEYS = ['title', 'alt', 'caption'] as const;
const FILE_HINT = "the photo's path inside public/photos, like `after-the-rain.jpg` or `espresso/cup.jpg`";
const ENTRY_EXAMPLE = 'e.g. `- file: cup.jpg` with `title:` and `alt:` lines under it';

/** One entry of the photos section as written: its file (when it names one), its words and where it sits. */
export interface PhotoNode {
  file: string | undefined;
  /** The entry's keys: the list item itself, or the value under the file's key. */
  words: unknown;
  /** Offsets of the entry's first character and the end of its last value. */
  start: number;
  end: number;
  /** The file's key in the keyed form, whose `file:` is implied. */
  keyed: boolean;
  /** Where the file is written: its `file:` value, or its key in the keyed form. */
  fileAt?: [number, number];
}

/** Where a parsed node starts and where its value ends; nothing for a node the parser did not place. */
function span(node: unknown): [number, number] | undefined {
  const range = (node as Located | null | undefined)?.range;
  return range ? [range[0], range[1]] : undefined;
}

/** The entries of a photos value in either form; empty for anything else. */
export function photoNodes(value: unknown): PhotoNode[] {
  if (isSeq(value))
    return value.items.map((item) => {
      const file = isMap(item) ? item.get('file', true) : undefined;
      const [start, end] = span(item) ?? [0, 0];
      const named = isScalar(file) && typeof file.value === 'string' ? file.value : undefined;
      const fileAt = span(file);
      return { file: named, words: item, start, end, keyed: false, ...(fileAt && { fileAt }) };
    });
  if (!isMap(value)) return [];
  return value.items.map((pair: Pair) => {
    const key = isScalar(pair.key) ? pair.key : undefined;
    const [start, keyEnd] = span(key) ?? [0, 0];
    const end = span(pair.value)?.[1] ?? keyEnd;
    const file = typeof key?.value === 'string' ? key.value : undefined;
    return { file, words: pair.value, start, end, keyed: true, ...(key && { fileAt: [start, keyEnd] }) };
  });
}

/** Why a file path cannot name a photo inside public/photos, if it cannot. */
function fileFault(file: string): string | undefined {
  if (file.startsWith('/') || file.startsWith('public/')) return 'should be a path inside public/photos';
  if (file.includes('\\') || file.split('/').some((part) => ['', '.', '..'].includes(part)))
    return 'should be a path inside public/photos, its parts separated by /';
  return undefined;
}

export function readPhotos(reader: Reader, entry: Entry | undefined): PhotoWords[] {
  const value = entry?.pair.value ?? null;
  if (!entry || value === null || (isScalar(value) && value.value === null)) return [];
  if (!isSeq(value) && !isMap(value)) {
    reader.report(entry.line, '`photos` should be a list of entries', `Start each entry with "- ", ${ENTRY_EXAMPLE}`);
    return [];
  }
  const photos: PhotoWords[] = [];
  const seen = new Map<string, number>();
  for (const node of photoNodes(value)) {
    const line = reader.line({ range: [node.start, node.end, node.end] }, entry.line);
    const keyed = node.keyed && (node.words === null || (isScalar(node.words) && node.words.value === null));
    if (!keyed && !isMap(node.words)) {
      reader.report(line, `a photos entry should be a set of keys such as file:, title: and alt:`, ENTRY_EXAMPLE);
      continue;
    }
    const known = node.keyed ? [...WORD_KEYS, 'tags', 'place'] : ['file', ...WORD_KEYS, 'tags', 'place'];
    const keys = isMap(node.words) ? reader.keys(node.words, known, ' in a photos entry') : new Map<string, Entry>();
    const file = node.keyed ? node.file : reader.text(keys.get('file'), `Write ${FILE_HINT}`);
    if (file === undefined) {
      if (!node.keyed && !keys.has('file'))
        reader.report(line, 'a photos entry has no `file`', `Add \`file:\` with ${FILE_HINT}`);
      else if (node.keyed)
        reader.report(line, 'a photos key is not a file name', `Write ${FILE_HINT}, followed by a colon`);
      continue;
    }
    const fault = fileFault(file);
    const first = seen.get(file);
    if (fault) reader.report(line, `photo file \`${file}\` ${fault}`, `Write ${FILE_HINT}`);
    else if (first !== undefined)
      reader.report(
        line,
        `\`${file}\` is listed twice in photos (first at line ${String(first)})`,
        'Keep one entry per photo, with all its words',
      );
    else seen.set(file, line);
    const words: PhotoWords = { file };
    for (const key of WORD_KEYS) {
      const text = reader.text(
        keys.get(key),
        `Write the ${key} on one line after \`${key}:\`, in quotes if it has ": " in it`,
      );
      if (text !== undefined) words[key] = text;
    }
    const tags = readTags(reader, keys.get('tags'));
    if (tags) words.tags = tags;
    const place = readPlace(reader, keys.get('place'));
    if (place !== undefined) words.place = place;
    if (!fault && first === undefined) photos.push(words);
  }
  return photos;
}
