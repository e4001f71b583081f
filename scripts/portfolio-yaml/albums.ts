// Reads the `albums:` list: each folder's title, description, cover, order and whether it is listed, as written; a wrong key,
// a folder that is not one directly inside public/photos or one given twice is a problem with its line and its fix.
// What the folders say of it is scripts/catalogue/albums.ts's.
import { isMap, isScalar, isSeq } from 'yaml';
import { readOrder } from './order.ts';
import { readPlaces } from './places.ts';
import type { Entry, Reader } from './read.ts';
import type { AlbumWords } from './types.ts';

const ALBUM_KEYS = [
  'folder',
  'title',
  'description',
  'cover',
  'listed',
  'order',
  'places',
  'private',
  'title-hidden',
  // Read only to refuse: a private album's password never goes in portfolio.yaml.
  'password',
  'passwords',
] as const;
const ALBUM_EXAMPLE = 'e.g. `- folder: travel` with `title:` under it';

/** The entries of `albums:` as written, in order; an entry missing its folder, or one given twice, is left out. */
export function readAlbums(reader: Reader, entry: Entry | undefined): AlbumWords[] {
  const value = entry?.pair.value ?? null;
  if (!entry || value === null || (isScalar(value) && value.value === null)) return [];
  if (!isSeq(value)) {
    reader.report(entry.line, '`albums` should be a list of albums', `Start each album with "- ", ${ALBUM_EXAMPLE}`);
    return [];
  }
  const albums: AlbumWords[] = [];
  const seen = new Map<string, number>();
  for (const item of value.items) {
    const line = reader.line(item, entry.line);
    if (!isMap(item)) {
      reader.report(line, 'an album should be a set of keys such as folder: and title:', ALBUM_EXAMPLE);
      continue;
    }
    const keys = reader.keys(item, ALBUM_KEYS, ' in an album');
    const folder = reader.text(keys.get('folder'), 'Write the folder inside public/photos, e.g. `folder: travel`');
    const words: Partial<Record<'title' | 'description' | 'cover', string>> = {};
    for (const key of ['title', 'description', 'cover'] as const) {
      const text = reader.text(
        keys.get(key),
        `Write the ${key} on one line after \`${key}:\`, in quotes if it has ": "`,
      );
      if (text !== undefined) words[key] = text;
    }
    const listed = reader.flag(
      keys.get('listed'),
      'Write `listed: false` to keep the album off the albums page, the nav and the home page, or delete the line',
    );
    const order = readOrder(reader, keys.get('order'), `album \`${folder ?? '(no folder)'}\``);
    const places = readPlaces(reader, keys.get('places'), ' in an album');
    const secret = reader.flag(
      keys.get('private'),
      'Write `private: true` to publish the album only encrypted, opened with its password, or delete the line',
    );
    const titleHidden = reader.flag(
      keys.get('title-hidden'),
      "Write `title-hidden: true` to keep a private album's title off its password page, or delete the line",
    );
    for (const key of ['password', 'passwords'] as const) {
      const written = keys.get(key);
      // Never quoted back: the problem names the line, not the password.
      if (written)
        reader.report(
          written.line,
          `album \`${folder ?? '(no folder)'}\` has a password in portfolio.yaml, which is published with the site's source`,
          'Delete the line, change that password, and give the new one in passwords.yaml beside portfolio.yaml (which .gitignore lists) or in the environment variable PORTFOLIO_PASSWORD_ and the folder in capitals',
        );
    }
    if (folder === undefined) {
      if (!keys.has('folder'))
        reader.report(line, 'an album has no `folder`', `Add \`folder:\` to it, ${ALBUM_EXAMPLE}`);
      continue;
    }
    const folderLine = keys.get('folder')?.line ?? line;
    const fault = folderFault(folder);
    if (fault) {
      reader.report(folderLine, `album folder \`${folder}\` ${fault.message}`, fault.fix);
      continue;
    }
    const first = seen.get(folder);
    if (first !== undefined) {
      reader.report(
        folderLine,
        `album \`${folder}\` is listed twice in albums (first at line ${String(first)})`,
        'Keep one entry per album, with all its words',
      );
      continue;
    }
    seen.set(folder, folderLine);
    const coverLine = keys.get('cover')?.line;
    albums.push({
      folder,
      ...words,
      listed: listed ?? true,
      ...(order && { order }),
      ...(places && { places }),
      ...(secret && { private: true }),
      ...(titleHidden && { titleHidden: true }),
      line: folderLine,
      ...(coverLine !== undefined && { coverLine }),
    });
  }
  return albums;
}

/** Why a folder cannot be an album, if it cannot: albums are the folders directly inside public/photos. */
function folderFault(folder: string): { message: string; fix: string } | undefined {
  if (!/[/\\]/.test(folder) && folder !== '.' && folder !== '..') return undefined;
  const parts = folder.split(/[/\\]/).filter((part) => part && part !== '.' && part !== '..');
  const inside =
    parts[0] === 'public' && parts[1] === 'photos' ? parts.slice(2) : parts[0] === 'photos' ? parts.slice(1) : parts;
  const name = inside[0];
  const whole = inside.length > 1 ? ' (an album is a folder directly inside public/photos, subfolders and all)' : '';
  return {
    message: 'is not a folder directly inside public/photos',
    fix: name ? `Write just the folder's name${whole}: \`folder: ${name}\`` : "Write just the folder's name",
  };
}
