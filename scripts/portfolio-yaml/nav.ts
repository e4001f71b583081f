// Reads and checks the nav list: each entry's label, path, album and order, and the albums the caller must find on disk.
import { isMap, isSeq } from 'yaml';
import { COLLECTION_KINDS } from '../../src/lib/paths.ts';
import type { Problem } from '../photos/problems.ts';
import { readOrder } from './order.ts';
import type { Entry, Reader } from './read.ts';
import type { NavAlbum, NavEntry } from './types.ts';

const NAV_KEYS = ['label', 'path', 'album', 'order'] as const;
const PLAIN_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
// First segments the built site serves its own files and pages from (/albums: the albums page and each album's; /tags
// and the other pages of photos sharing a value, lib/paths.ts; /search).
const RESERVED = ['photos', 'assets', 'p', 'albums', 'search', ...COLLECTION_KINDS];
const NAV_EXAMPLE = 'e.g. `- label: Gallery` with `path: /` under it';

/** The path a photographer most likely meant: `Espresso/` → `/espresso`. */
function plainPath(path: string): string {
  const segments = path
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, ''));
  return `/${segments.filter(Boolean).join('/')}`;
}

/** Where the album names a folder inside public/photos; otherwise what is wrong with it. */
function albumFault(album: string): string | undefined {
  if (album.startsWith('public/') || album.startsWith('/')) return 'should be a folder name inside public/photos';
  const segments = album.split(/[/\\]/);
  if (album.includes('\\') || segments.some((segment) => ['', '.', '..'].includes(segment)))
    return 'should be a folder inside public/photos, its parts separated by /';
  return undefined;
}

export function readNav(
  reader: Reader,
  entry: Entry | undefined,
  siteLine: number,
): { nav: NavEntry[] | null; albums: NavAlbum[] } {
  const albums: NavAlbum[] = [];
  if (!entry) {
    reader.report(siteLine, '`nav` is missing', `Add a \`nav:\` list with at least one entry, ${NAV_EXAMPLE}`);
    return { nav: null, albums };
  }
  const list = entry.pair.value;
  if (!isSeq(list) || list.items.length === 0) {
    const what = isSeq(list) || list === null ? 'is empty' : 'should be a list';
    reader.report(
      entry.line,
      `\`nav\` ${what}`,
      `Give \`nav:\` at least one entry, each starting with "- ", ${NAV_EXAMPLE}`,
    );
    return { nav: null, albums };
  }
  const nav: NavEntry[] = [];
  const seen = new Map<string, number>();
  for (const item of list.items) {
    const line = reader.line(item, entry.line);
    if (!isMap(item)) {
      reader.report(line, 'a nav entry should have a `label:` and a `path:`', NAV_EXAMPLE);
      continue;
    }
    const keys = reader.keys(item, NAV_KEYS, ' in a nav entry');
    const label = reader.text(keys.get('label'), 'Write the menu label on one line, e.g. `label: Espresso`');
    const path = reader.text(keys.get('path'), 'Write the page path on one line, e.g. `path: /espresso`');
    const album = reader.text(keys.get('album'), 'Write the folder name on one line, e.g. `album: espresso`');
    const order = readOrder(reader, keys.get('order'), `nav entry \`${path ?? label ?? '(no path)'}\``);
    const missing = (['label', 'path'] as const).filter((key) => !keys.has(key));
    for (const key of missing)
      reader.report(line, `a nav entry has no \`${key}\``, `Add \`${key}:\` to it, ${NAV_EXAMPLE}`);
    const pathLine = keys.get('path')?.line ?? line;
    if (path !== undefined && !PLAIN_PATH.test(path)) {
      const what = path.startsWith('/') ? 'is not a plain lowercase path' : 'should start with /';
      reader.report(
        pathLine,
        `nav path \`${path}\` ${what}`,
        `Write it as \`${plainPath(path)}\`: lowercase letters, digits and hyphens between slashes`,
      );
    } else if (path !== undefined && RESERVED.includes(path.split('/')[1] ?? '')) {
      reader.report(
        pathLine,
        `nav path \`${path}\` is taken by the site's own files`,
        `Choose a path that does not start with ${RESERVED.map((name) => `/${name}`).join(', ')}`,
      );
    } else if (path !== undefined && seen.has(path)) {
      reader.report(
        pathLine,
        `nav path \`${path}\` is used twice (first at line ${String(seen.get(path))})`,
        'Give each nav entry its own path, or delete one of them',
      );
    } else if (path !== undefined) seen.set(path, pathLine);
    const albumEntry = keys.get('album');
    const fault = album === undefined ? undefined : albumFault(album);
    if (albumEntry && fault)
      reader.report(
        albumEntry.line,
        `album \`${String(album)}\` ${fault}`,
        'Write just the folder, like `album: espresso` for public/photos/espresso',
      );
    if (label === undefined || path === undefined) continue;
    if (album !== undefined && albumEntry && !fault) albums.push({ album, path, line: albumEntry.line });
    nav.push({ label, path, ...(album !== undefined && !fault && { album }), ...(order && { order }) });
  }
  return { nav, albums };
}

/** A problem for each nav album with no folder of that name in public/photos (`existing`: e.g. `espresso`, `trips/japan`). */
export function albumProblems(
  albums: readonly NavAlbum[],
  existing: ReadonlySet<string>,
  file = 'portfolio.yaml',
): Problem[] {
  const known = [...existing].sort().join(', ') || 'none yet';
  return albums
    .filter(({ album }) => !existing.has(album))
    .map(({ album, path, line }) => ({
      file,
      line,
      message: `nav entry \`${path}\` shows album \`${album}\`, but there is no folder public/photos/${album}`,
      fix: `Create that folder and put its photos in it, correct the name (albums: ${known}), or delete the \`album:\` line to show every photo`,
    }));
}
