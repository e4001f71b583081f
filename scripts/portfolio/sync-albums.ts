// `npm run photos`' edit of portfolio.yaml's `albums:`, as it keeps `photos:`: an entry for each new folder of photos
// (its folder and a title from its name, the owner's to change), an entry whose folder is gone reported, and removed
// with prune; every other byte stays as written.
import { isMap, isScalar, isSeq, parseDocument, type Pair } from 'yaml';
import { titleFromName } from '../catalogue/albums.ts';
import { albumOf } from '../photos/scan.ts';
import { applySplices } from './edits.ts';
import { additions, removal } from './insert.ts';
import type { PhotoNode } from '../portfolio-yaml/photos.ts';
import type { Located } from '../portfolio-yaml/read.ts';

export interface AlbumSummary {
  added: string[];
  /** Entries whose folder is gone; removed from the document only with prune. */
  missing: string[];
  pruned: string[];
}

const SECTION = { name: 'albums', key: 'folder' };

/** The entries of a block list of albums, each named by its folder (the same shape as a photos entry's node). */
function albumNodes(value: unknown): PhotoNode[] {
  if (!isSeq(value)) return [];
  return value.items.map((item) => {
    const folder = isMap(item) ? item.get('folder', true) : undefined;
    const [start, end] = (item as Located | null)?.range ?? [0, 0];
    const named = isScalar(folder) && typeof folder.value === 'string' ? folder.value : undefined;
    return { file: named, words: item, start, end, keyed: false };
  });
}

/** The albums of the photos found: the first-level folders of their paths, in the folder's order. */
export function foldersOf(files: readonly string[]): string[] {
  return [...new Set(files.flatMap((file) => albumOf(file) ?? []))];
}

/** `text` with its albums kept; `text` has been checked as YAML already (syncPortfolio). */
export function syncAlbums(
  text: string,
  folders: readonly string[],
  { prune }: { prune: boolean },
): { text: string; summary: AlbumSummary } {
  const root = parseDocument(text).contents;
  const none: AlbumSummary = { added: [], missing: [], pruned: [] };
  if (!isMap(root)) return { text, summary: none };
  const pair = root.items.find((item: Pair) => isScalar(item.key) && item.key.value === SECTION.name);
  const value = pair?.value ?? null;
  const empty = value === null || (isScalar(value) && value.value === null);
  // Anything but a list written a line an entry (or nothing yet) is the owner's to mend: the build says how.
  if (!empty && !(isSeq(value) && (!value.flow || value.items.length === 0))) return { text, summary: none };
  const nodes = albumNodes(value);
  const written = new Set(nodes.flatMap((node) => (node.file === undefined ? [] : [node.file])));
  const gone = nodes.filter((node) => node.file !== undefined && !folders.includes(node.file));
  const added = folders.filter((folder) => !written.has(folder));
  const missing = [...new Set(gone.map((node) => node.file ?? ''))];
  const summary = { added, missing, pruned: prune ? missing : [] };
  const removed = prune ? gone : [];
  if (added.length === 0 && removed.length === 0) return { text, summary };
  const entries = added.map((folder) => ({ file: folder, words: { title: titleFromName(folder) } }));
  const splices = [
    ...removed.map((node) => removal(text, node)),
    ...additions(text, { root, pair, nodes, section: SECTION }, entries),
  ];
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const native = splices.map((splice) => ({ ...splice, insert: splice.insert.replace(/\r?\n/g, eol) }));
  return { text: applySplices(text, native), summary };
}
