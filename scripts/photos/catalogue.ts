// The site's catalogue, derived: the photos folder, each photo's own metadata and the owner's words in
// portfolio.yaml (which always win), checked as a whole so every problem is reported in one run.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteLanguage } from '../../src/lib/site.ts';
import type { Words } from '../../src/lib/words.ts';
import { albumProblems, parsePortfolio, type NavEntry, type PhotoWords } from '../portfolio/config.ts';
import { withDetails, type Details } from './details.ts';
import { PhotoInputError, readPhotoMetadata, type PhotoMetadata } from './metadata.ts';
import { inPool } from './pool.ts';
import { PortfolioError, type Problem } from './problems.ts';
import { scanPhotos, type PhotoFile } from './scan.ts';

export interface CataloguePhoto extends PhotoFile, PhotoMetadata {
  title: string;
  alt: string;
  caption?: string;
  bytes: Buffer;
  /** When the file last changed: a feed's date for a photo that does not say when it was taken. */
  modified: Date;
}

export interface CatalogueSite {
  owner: string;
  title: string;
  description: string;
  url?: string;
  nav: NavEntry[];
  language: SiteLanguage;
  /** The interface's words, resolved for the site's language: the only ones that ship. */
  words: Words;
}

export interface Catalogue {
  site: CatalogueSite;
  /** Which photo details ship: each photo's `camera` and `taken` already leave out those turned off. */
  details: Details;
  photos: CataloguePhoto[];
  /** Text files shipped as they are (CREDITS.md, licences), relative to the photos folder. */
  documents: string[];
  /** Worth saying, not worth stopping for: no alt text, a skipped file, an entry with no file. */
  warnings: Problem[];
}

export interface CatalogueOptions {
  /** Where the originals are, as the owner knows it (public/photos). */
  photosDir: string;
  configFile: string;
  /** Files read and parsed at once. */
  concurrency?: number;
}

/** `IMG_0042` → `IMG 0042`, `after-the-rain` → `After the rain`: a title from a file name, for a photo without one. */
export function titleFromFileName(path: string): string {
  const name = (path.split('/').pop() ?? path).replace(/\.[^.]+$/, '');
  const words = name
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : name;
}

/** The owner's entry for a file: by its path in the folder, or by its bare name when that is unambiguous. */
function wordsFinder(entries: readonly PhotoWords[]) {
  const byPath = new Map(entries.map((entry) => [entry.file, entry]));
  return (photo: PhotoFile): PhotoWords | undefined =>
    byPath.get(photo.path) ?? byPath.get(photo.path.split('/').pop() ?? '');
}

/** Reads and checks everything; throws `PortfolioError` listing every problem, or returns the catalogue. */
export async function loadCatalogue({ photosDir, configFile, concurrency = 4 }: CatalogueOptions): Promise<Catalogue> {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];

  let configText = '';
  try {
    configText = await readFile(configFile, 'utf8');
  } catch {
    problems.push({ file: configFile, message: 'is missing', fix: 'Run `npm run photos` to write one, then edit it.' });
  }
  const parsed = parsePortfolio(configText, configFile);
  const { config, albums: navAlbums } = parsed;
  problems.push(...parsed.problems);
  warnings.push(...parsed.warnings);

  const scan = await scanPhotos(photosDir);
  problems.push(...scan.problems);
  warnings.push(...scan.skipped);

  const read = await inPool(scan.photos, concurrency, async (file) => {
    const path = `${photosDir}/${file.path}`;
    try {
      const [bytes, { mtime }] = await Promise.all([
        readFile(join(photosDir, file.path)),
        stat(join(photosDir, file.path)),
      ]);
      return { file, bytes, modified: mtime, metadata: await readPhotoMetadata(bytes) };
    } catch (error) {
      // Whatever a decoder refuses is the file's fault as far as the owner can act on it.
      const known = error instanceof PhotoInputError;
      problems.push({
        file: path,
        message: known
          ? error.message
          : `could not be read (${error instanceof Error ? error.message : String(error)})`,
        fix: known ? error.fix : 'Export the photo again from your photo app, or remove it from the folder.',
      });
      return undefined;
    }
  });

  const albums = new Set(scan.photos.flatMap((photo) => (photo.album ? [photo.album] : [])));
  problems.push(...albumProblems(navAlbums, albums, configFile));

  if (problems.length > 0 || !config) throw new PortfolioError(problems);

  const find = wordsFinder(config.photos);
  const photos: CataloguePhoto[] = [];
  const withoutAlt: string[] = [];
  for (const entry of read) {
    if (!entry) continue;
    const { file, bytes, modified, metadata } = entry;
    const words = find(file);
    const title = words?.title ?? metadata.title ?? titleFromFileName(file.path);
    const alt = words?.alt ?? metadata.alt;
    const caption = words?.caption ?? metadata.caption;
    if (!alt) withoutAlt.push(file.path);
    // A detail turned off is gone from here on: no page, feed or shipped file can show it.
    const { taken, ...known } = { ...metadata, camera: withDetails(metadata.camera, config.details) };
    const shown = { ...known, ...(config.details.date && taken && { taken }) };
    photos.push({ ...file, ...shown, title, alt: alt ?? title, ...(caption && { caption }), bytes, modified });
  }

  if (withoutAlt.length > 0) {
    warnings.push({
      file: configFile,
      message: `has no alt text for ${withoutAlt.join(', ')}: people who cannot see ${withoutAlt.length === 1 ? 'it hear only its title' : 'them hear only their titles'}`,
      fix: 'Describe what each photo shows under `alt:` in its entry (`npm run photos` adds the entries).',
    });
  }

  const onDisk = new Set(scan.photos.flatMap((photo) => [photo.path, photo.path.split('/').pop() ?? '']));
  const gone = config.photos.filter((entry) => !onDisk.has(entry.file)).map((entry) => entry.file);
  if (gone.length > 0) {
    warnings.push({
      file: configFile,
      message: `lists ${gone.length === 1 ? 'a photo' : `${String(gone.length)} photos`} not in ${photosDir}: ${gone.join(', ')}`,
      fix: 'Run `npm run photos -- --prune` to remove them.',
    });
  }

  const { owner, title, description, url, nav, language, words } = config;
  const site = { owner, title, description, ...(url && { url }), nav, language, words };
  return { site, details: config.details, photos, documents: scan.documents, warnings };
}
