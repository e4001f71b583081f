// The albums against the folder: each first-level folder of photos is an album, with the owner's words from
// `albums:` (in their order, the rest after) and defaults from its name and first photo; what `albums:` and the nav
// say that the folders contradict (an unknown folder, a cover outside its album, a nav entry that would list an
// unlisted album, two folders with one address) is a problem with its line and its fix.
import type { Album } from '../../src/lib/albums.ts';
import type { AlbumWords, NavAlbum, PortfolioConfig } from '../portfolio-yaml/types.ts';
import type { Problem } from '../photos/problems.ts';
import { slugOf } from '../photos/scan.ts';

/** A photo of the folder, as the scan lists it. */
export interface FolderPhoto {
  /** Inside public/photos, with `/`: `travel/harbour.heic`. */
  path: string;
  album: string | null;
}

/** The photo a cover names among an album's photos: by its path inside public/photos, or by its file name. */
function coverPhoto<T extends FolderPhoto>(cover: string, folder: string, photos: readonly T[]): T | undefined {
  const inAlbum = photos.filter((photo) => photo.album === folder);
  return (
    inAlbum.find((photo) => photo.path === cover || photo.path === `${folder}/${cover}`) ??
    inAlbum.find((photo) => photo.path.split('/').pop() === cover)
  );
}

/**
 * What `albums:` and the nav say that the folders contradict: an album with no folder, a cover outside its album, a
 * nav entry showing an unlisted album, and two folders whose names make one address.
 */
export function albumListProblems(
  albums: readonly AlbumWords[],
  navAlbums: readonly NavAlbum[],
  photos: readonly FolderPhoto[],
  { file, photosDir }: { file: string; photosDir: string },
): Problem[] {
  const problems: Problem[] = [];
  const folders = [...new Set(photos.flatMap((photo) => (photo.album === null ? [] : [photo.album])))];
  const known = folders.join(', ') || 'none yet';
  for (const album of albums) {
    if (!folders.includes(album.folder)) {
      problems.push({
        file,
        line: album.line,
        message: `album \`${album.folder}\` has no folder ${photosDir}/${album.folder} with photos in it`,
        fix: `Correct the name (the albums are: ${known}), or run \`npm run photos -- --prune\` to remove the entry`,
      });
      continue;
    }
    if (album.cover !== undefined && !coverPhoto(album.cover, album.folder, photos)) {
      const first = photos.find((photo) => photo.album === album.folder)?.path ?? '';
      problems.push({
        file,
        line: album.coverLine ?? album.line,
        message: `the cover \`${album.cover}\` is not a photo in album \`${album.folder}\``,
        fix: `Write one of its photos, e.g. \`cover: ${first}\`, or delete the line to show its first photo`,
      });
    }
  }
  const unlisted = new Set(albums.filter((album) => !album.listed).map((album) => album.folder));
  for (const { album, path, line } of navAlbums) {
    if (!unlisted.has(album)) continue;
    problems.push({
      file,
      line,
      message: `nav entry \`${path}\` shows album \`${album}\`, which is \`listed: false\`: the top bar would list it`,
      fix: 'Delete this nav entry to keep the album unlisted (its own page stays), or make it listed',
    });
  }
  const bySlug = new Map<string, string>();
  for (const folder of folders) {
    const slug = slugOf(folder);
    const clash = bySlug.get(slug);
    const where = `${photosDir}/${folder}/`;
    if (!slug) {
      problems.push({
        file: where,
        message: 'has no letters or digits in its name to make an address from',
        fix: 'Rename the folder',
      });
    } else if (clash !== undefined) {
      problems.push({
        file: where,
        message: `has the same address (/albums/${slug}) as ${photosDir}/${clash}/: names differing only in case, accents or punctuation clash`,
        fix: 'Rename one of the two folders',
      });
    } else bySlug.set(slug, folder);
  }
  return problems;
}

/** `summer_2024` → `Summer 2024`: a title from a name (a file's, an album's folder), for one the owner has not given. */
export function titleFromName(name: string): string {
  const words = name
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : name;
}

/** Every folder of photos as an album: the owner's entries first, in their order, then the rest in the folder's. */
export function albumsOf(config: PortfolioConfig, photos: readonly (FolderPhoto & { id: string })[]): Album[] {
  const folders = [...new Set(photos.flatMap((photo) => (photo.album === null ? [] : [photo.album])))];
  const written = new Map(config.albums.map((entry) => [entry.folder, entry]));
  const order = [
    ...config.albums.map((entry) => entry.folder).filter((folder) => folders.includes(folder)),
    ...folders.filter((folder) => !written.has(folder)),
  ];
  return order.map((folder) => {
    const entry = written.get(folder);
    const chosen = entry?.cover === undefined ? undefined : coverPhoto(entry.cover, folder, photos);
    const cover = chosen ?? photos.find((photo) => photo.album === folder);
    return {
      folder,
      slug: slugOf(folder),
      title: entry?.title ?? titleFromName(folder),
      ...(entry?.description !== undefined && { description: entry.description }),
      cover: cover?.id ?? '',
      ...(entry?.listed === false && { unlisted: true }),
      ...(entry?.order && { order: entry.order }),
    };
  });
}
