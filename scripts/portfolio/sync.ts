// `npm run photos`' edit of portfolio.yaml: moves the entry of a photo moved to another folder (moves.ts), appends new
// photos, reports (and on prune removes) missing ones; then the same for albums (sync-albums.ts).
import { isMap, isScalar, isSeq, parseDocument, stringify, type Pair } from 'yaml';
import { formatProblem } from '../photos/problems.ts';
import { applySplices } from './edits.ts';
import { additions, removal, type NewEntry } from './insert.ts';
import { movesOf, type Move } from './moves.ts';
import { photoNodes, type PhotoNode } from '../portfolio-yaml/photos.ts';
import { syntaxProblems, type Located } from '../portfolio-yaml/read.ts';
import { starterText } from './starter.ts';
import { foldersOf, syncAlbums, type AlbumSummary } from './sync-albums.ts';

/** A photo file on disk with the words derived from it (file name, EXIF), as the caller computed them. */
export interface FoundPhoto {
  file: string;
  title: string;
  alt?: string;
  caption?: string;
  /** What names its content: a hash of its bytes, when they could be read. */
  hash?: string;
}

export interface SyncOptions {
  prune: boolean;
  /** Each photo's content hash by its path, as the last run found them: how a moved photo is known. */
  seen?: ReadonlyMap<string, string>;
}

export interface SyncSummary {
  added: string[];
  kept: string[];
  /** Entries now naming the photo's new path: it moved (or was renamed) with its content unchanged. */
  moved: { from: string; to: string }[];
  /** Entries whose file is gone; removed from the document only with prune. */
  missing: string[];
  pruned: string[];
  /** Photos on disk with alt text neither in portfolio.yaml nor among their defaults. */
  withoutAlt: string[];
  /** The albums' entries, where one was added or is missing. */
  albums?: AlbumSummary;
}

const FILE = 'portfolio.yaml';

function hasText(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}

function writtenAlt(words: unknown): boolean {
  const alt = isMap(words) ? words.get('alt', true) : undefined;
  return isScalar(alt) && hasText(alt.value);
}

/** The words written for a new photo: the defaults, without empty ones (an empty value is a build problem). */
function newEntry({ file, title, alt, caption }: FoundPhoto): NewEntry {
  const words: Record<string, string> = { title };
  if (alt !== undefined && hasText(alt)) words.alt = alt;
  if (caption !== undefined && hasText(caption)) words.caption = caption;
  return { file, words };
}

/** A scalar written as YAML reads it back: quoted where it must be. */
const scalar = (text: string) => stringify(text, { lineWidth: 0 }).trimEnd();

/** A flow-style photos section (`[...]`) rewritten whole: its items kept, moved or dropped, the new ones appended. */
function rewriteFlow(
  text: string,
  value: unknown,
  nodes: PhotoNode[],
  { removed, moves, added }: { removed: PhotoNode[]; moves: Move<FoundPhoto>[]; added: NewEntry[] },
) {
  const gone = new Set(removed.map((node) => nodes.indexOf(node)));
  const keep = (_: unknown, index: number) => !gone.has(index);
  const movedTo = new Map(moves.map(({ node, photo }) => [nodes.indexOf(node), photo.file]));
  let replacement: string;
  if (isSeq(value)) {
    value.items.forEach((item, index) => {
      const to = movedTo.get(index);
      if (to !== undefined && isMap(item)) item.set('file', to);
    });
    const items = [...value.items.filter(keep), ...added.map(({ file, words }) => ({ file, ...words }))];
    replacement = stringify(items, { collectionStyle: 'flow', lineWidth: 0 });
  } else {
    const pairs = isMap(value) ? value.items : [];
    const entries: Record<string, unknown> = {};
    pairs.forEach((pair, index) => {
      if (keep(pair, index))
        entries[movedTo.get(index) ?? String(isScalar(pair.key) ? pair.key.value : '')] = pair.value;
    });
    for (const { file, words } of added) entries[file] = words;
    replacement = stringify(entries, { collectionStyle: 'flow', lineWidth: 0 });
  }
  const [start, end] = (value as Located).range ?? [0, 0];
  return text.slice(0, start) + replacement.trimEnd() + text.slice(end);
}

export function syncPortfolio(
  text: string,
  found: readonly FoundPhoto[],
  options: SyncOptions,
): { text: string; summary: SyncSummary } {
  const photos = syncPhotos(text, found, options);
  const albums = syncAlbums(photos.text, foldersOf(found.map((photo) => photo.file)), options);
  const { added, missing } = albums.summary;
  if (added.length === 0 && missing.length === 0) return photos;
  return { text: albums.text, summary: { ...photos.summary, albums: albums.summary } };
}

function syncPhotos(
  text: string,
  found: readonly FoundPhoto[],
  { prune, seen = new Map() }: SyncOptions,
): { text: string; summary: SyncSummary } {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    const problems = syntaxProblems(doc, text, FILE);
    const list = problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n');
    throw new Error(`${FILE} was left unchanged: fix its YAML syntax first.\n${list}`);
  }
  const root = doc.contents;
  if (root === null) return syncPhotos(starterText(text), found, { prune, seen });
  if (!isMap(root))
    throw new Error(`${FILE} was left unchanged: it should be a set of keys such as \`site:\` and \`photos:\`.`);
  const pair = root.items.find((item: Pair) => isScalar(item.key) && item.key.value === 'photos');
  const nodes = photoNodes(pair?.value ?? null);
  const written = new Map<string, PhotoNode[]>();
  for (const node of nodes)
    if (node.file !== undefined) written.set(node.file, [...(written.get(node.file) ?? []), node]);
  const photos = [...new Map(found.map((photo) => [photo.file, photo])).values()];
  const onDisk = new Set(photos.map((photo) => photo.file));
  const moves = movesOf(
    nodes.filter((node) => node.file !== undefined && !onDisk.has(node.file)),
    photos.filter((photo) => !written.has(photo.file)),
    seen,
  );
  const movedNodes = new Set(moves.map(({ node }) => node));
  const movedPhotos = new Set(moves.map(({ photo }) => photo));
  for (const { node, photo } of moves) written.set(photo.file, [node]);
  const gone = nodes.filter((node) => node.file !== undefined && !onDisk.has(node.file) && !movedNodes.has(node));
  const missing = [...new Set(gone.map((node) => node.file ?? ''))];
  const isNew = (photo: FoundPhoto) => !written.has(photo.file);
  const summary: SyncSummary = {
    added: photos.filter(isNew).map((photo) => photo.file),
    kept: photos.filter((photo) => !isNew(photo) && !movedPhotos.has(photo)).map((photo) => photo.file),
    moved: moves.map(({ node, photo }) => ({ from: node.file ?? '', to: photo.file })),
    missing,
    pruned: prune ? missing : [],
    withoutAlt: photos
      .filter((photo) => !hasText(photo.alt) && !(written.get(photo.file) ?? []).some((node) => writtenAlt(node.words)))
      .map((photo) => photo.file),
  };
  const removed = prune ? gone : [];
  const added = photos.filter(isNew).map(newEntry);
  if (added.length === 0 && removed.length === 0 && moves.length === 0) return { text, summary };
  const value = pair?.value ?? null;
  if ((isSeq(value) || isMap(value)) && value.flow && value.items.length > 0)
    return { text: rewriteFlow(text, value, nodes, { removed, moves, added }), summary };
  const renames = moves.flatMap(({ node, photo }) =>
    node.fileAt ? [{ start: node.fileAt[0], end: node.fileAt[1], insert: scalar(photo.file) }] : [],
  );
  const splices = [
    ...renames,
    ...removed.map((node) => removal(text, node)),
    ...additions(text, { root, pair, nodes }, added),
  ];
  // New lines end the way the owner's editor ends them.
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const native = splices.map((splice) => ({ ...splice, insert: splice.insert.replace(/\r?\n/g, eol) }));
  return { text: applySplices(text, native), summary };
}
