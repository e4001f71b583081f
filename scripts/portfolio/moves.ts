// A photo moved to another folder (or renamed) keeps its entry: an entry whose file is gone belongs to a photo found
// without one when it has the content `npm run photos` last saw at the entry's path, or, where it saw none there (a
// fresh install), the same file name, as the build matches an entry by its file name. A photo whose content changed
// is a new photo. Photos' words and settings are the photo's, not the folder's, so the whole entry goes with it.
import type { PhotoNode } from '../portfolio-yaml/photos.ts';

/** A photo on disk, with what names its content (a hash of its bytes) when it could be read. */
interface Found {
  file: string;
  hash?: string;
}

export interface Move<Photo extends Found> {
  node: PhotoNode;
  photo: Photo;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The moves among `gone` (entries whose file is gone) and `unlisted` (photos with no entry); each taken once. */
export function movesOf<Photo extends Found>(
  gone: readonly PhotoNode[],
  unlisted: readonly Photo[],
  seen: ReadonlyMap<string, string>,
): Move<Photo>[] {
  const moves: Move<Photo>[] = [];
  const taken = new Set<Photo>();
  const count = new Map<string, number>();
  for (const { file } of gone) if (file !== undefined) count.set(file, (count.get(file) ?? 0) + 1);
  for (const node of gone) {
    const { file } = node;
    // An entry given twice is the owner's to mend: the build says so.
    if (file === undefined || count.get(file) !== 1) continue;
    const hash = seen.get(file);
    const same = (photo: Photo) => (hash === undefined ? fileName(photo.file) === fileName(file) : photo.hash === hash);
    const [photo, ...others] = unlisted.filter((each) => !taken.has(each) && same(each));
    if (!photo || others.length > 0) continue;
    taken.add(photo);
    moves.push({ node, photo });
  }
  return moves;
}
