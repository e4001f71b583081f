// Reads portfolio.yaml into the site's config, listing every problem with its line and the fix.
import { isMap, parseDocument } from 'yaml';
import { fill } from '../../src/lib/words.ts';
import type { Problem } from '../photos/problems.ts';
import { missingWordsWarning, resolveWords } from '../words/language.ts';
import { readAlbums } from './albums.ts';
import { readDetails } from './details.ts';
import { readLanguage, readStrings } from './language.ts';
import { readNav } from './nav.ts';
import { readPhotos } from './photos.ts';
import { readPlaces } from './places.ts';
import { lineIndex, Reader, syntaxProblems, type Entry } from './read.ts';
import { readSlideshow } from './slideshow.ts';
import type { NavAlbum, PortfolioConfig } from './types.ts';

export type { NavEntry, PhotoWords, PortfolioConfig } from './types.ts';
export { albumProblems } from './nav.ts';

const SITE_KEYS = [
  'owner',
  'title',
  'description',
  'url',
  'language',
  'strings',
  'nav',
  'albums-link',
  'download',
  'filmstrip',
  'details',
  'tags',
  'places',
  'places-link',
  'slideshow-interval',
  'slideshow-loop',
] as const;
// The site's keys are also accepted at the top level, as a photographer reading the issue may write them.
const ROOT_KEYS = ['site', 'albums', 'photos', ...SITE_KEYS] as const;
const START_FIX =
  'Start with `site:` holding `owner:` and `nav:`, then `photos:`; the default portfolio.yaml shows how';

export interface ParsedPortfolio {
  /** Null when a problem leaves no usable site (a syntax error, no owner, no nav); otherwise bad parts are left out. */
  config: PortfolioConfig | null;
  problems: Problem[];
  /** Worth saying, not worth stopping for: the words a language's table lacks, shown in English. */
  warnings: Problem[];
  /** Each nav entry's album with its line: the caller checks them against public/photos (see albumProblems). */
  navAlbums: NavAlbum[];
}

function isWebAddress(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The site's keys, from `site:` or the top level, each from one place only. */
function siteKeys(reader: Reader, top: Map<string, Entry>): Map<string, Entry> {
  const site = top.get('site');
  const value = site?.pair.value ?? null;
  const nested = isMap(value) ? reader.keys(value, SITE_KEYS, ' under `site:`') : new Map<string, Entry>();
  if (site && !isMap(value))
    reader.report(site.line, '`site` should be a set of keys', 'Indent `owner:`, `nav:` and the rest under `site:`');
  const keys = new Map<string, Entry>();
  for (const key of SITE_KEYS) {
    const inside = nested.get(key);
    const outside = top.get(key);
    if (inside && outside)
      reader.report(
        outside.line,
        `\`${key}\` is given twice: here and under \`site:\` (line ${String(inside.line)})`,
        'Keep the one under `site:` and delete this one',
      );
    const chosen = inside ?? outside;
    if (chosen) keys.set(key, chosen);
  }
  return keys;
}

export function parsePortfolio(text: string, file = 'portfolio.yaml'): ParsedPortfolio {
  const doc = parseDocument(text);
  if (doc.errors.length > 0)
    return { config: null, problems: syntaxProblems(doc, text, file), warnings: [], navAlbums: [] };
  const reader = new Reader(file, lineIndex(text));
  const root = doc.contents;
  if (!isMap(root)) {
    const what = root === null ? 'has no settings in it' : 'should be a set of keys such as `site:` and `photos:`';
    reader.report(reader.line(root), what, START_FIX);
    return { config: null, problems: reader.problems, warnings: [], navAlbums: [] };
  }
  const top = reader.keys(root, ROOT_KEYS, '');
  const keys = siteKeys(reader, top);
  const siteLine = top.get('site')?.line ?? 1;
  const owner = reader.text(keys.get('owner'), 'Write your name on one line, e.g. `owner: Alex Rivera`');
  if (!keys.has('owner')) reader.report(siteLine, '`owner` is missing', 'Add `owner: Your Name` under `site:`');
  const oneLine = (key: string) => `Write the ${key} on one line after \`${key}:\`, in quotes if it has ": " in it`;
  const title = reader.text(keys.get('title'), oneLine('title'));
  const description = reader.text(keys.get('description'), oneLine('description'));
  const url = reader.text(keys.get('url'), 'Write the address on one line, e.g. `url: https://example.com`');
  const urlEntry = keys.get('url');
  if (url !== undefined && urlEntry && !isWebAddress(url))
    reader.report(
      urlEntry.line,
      `\`url\` is not a web address: \`${url}\``,
      'Write the full address, starting with https://',
    );
  const { nav, albums: navAlbums } = readNav(reader, keys.get('nav'), siteLine);
  const albumsLink = reader.flag(
    keys.get('albums-link'),
    'Write `albums-link: false` to leave the albums page out of the top bar, or delete the line',
  );
  const placesLink = reader.flag(
    keys.get('places-link'),
    'Write `places-link: false` to leave the places page out of the top bar, or delete the line',
  );
  const download = reader.flag(
    keys.get('download'),
    'Write `download: true` to offer each photo for download, or delete the line',
  );
  const filmstrip = reader.flag(
    keys.get('filmstrip'),
    'Write `filmstrip: false` to show no strip of thumbnails under the slide, or delete the line',
  );
  const tags = reader.flag(keys.get('tags'), 'Write `tags: false` to publish no tags, or delete the line');
  const details = readDetails(reader, keys.get('details'));
  const places = readPlaces(reader, keys.get('places'), ' under `site:`');
  const slideshow = readSlideshow(reader, keys);
  const languageEntry = keys.get('language');
  const resolved = resolveWords(readLanguage(reader, languageEntry) ?? 'en', readStrings(reader, keys.get('strings')));
  const missing = missingWordsWarning(resolved, file, languageEntry?.line);
  const warnings = missing ? [missing] : [];
  const photos = readPhotos(reader, top.get('photos'));
  const albums = readAlbums(reader, top.get('albums'));
  if (owner === undefined || nav === null) return { config: null, problems: reader.problems, warnings, navAlbums };
  const { language, words } = resolved;
  const config: PortfolioConfig = {
    owner,
    title: title ?? fill(words['site-title'], { owner }),
    description: description ?? fill(words['site-description'], { owner }),
    nav,
    details,
    language,
    words,
    photos,
    albums,
    albumsLink: albumsLink ?? true,
    placesLink: placesLink ?? true,
    download: download ?? false,
    filmstrip: filmstrip ?? true,
    tags: tags ?? true,
    places: places ?? 'off',
    ...slideshow,
  };
  if (url !== undefined && isWebAddress(url)) config.url = url;
  return { config, problems: reader.problems, warnings, navAlbums };
}
