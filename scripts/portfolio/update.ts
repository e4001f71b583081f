// What `npm run photos` does: finds every photo in the folder with the words it carries, moves the entry of a photo
// moved to another folder, adds the new ones to portfolio.yaml, and reports what is missing or still lacks alt
// text, then the tags and the places the site will publish; the owner's own words are never changed.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { titleFromFileName } from '../catalogue/catalogue.ts';
import { sourceDigest } from '../photos/derivatives.ts';
import { PhotoInputError, readPhotoMetadata, type Position } from '../photos/metadata.ts';
import { inPool } from '../photos/pool.ts';
import { formatProblem } from '../photos/problems.ts';
import { scanPhotos } from '../photos/scan.ts';
import { readSeen, seenFile, writeSeen } from './seen.ts';
import { formatPlaces, formatSummary, formatTags } from './summary.ts';
import { syncPortfolio, type FoundPhoto } from './sync.ts';

interface UpdateOptions {
  photosDir: string;
  configFile: string;
  prune: boolean;
  log?: (line: string) => void;
  /** Where the last run's photos are kept (seen.ts). */
  seen?: string;
}

/** Returns the exit code: 1 when the file could not be updated. */
export async function updatePortfolio({
  photosDir,
  configFile,
  prune,
  log = console.log,
  seen = seenFile(photosDir),
}: UpdateOptions): Promise<number> {
  const scan = await scanPhotos(photosDir);
  for (const problem of [...scan.problems, ...scan.skipped]) log(formatProblem(problem));

  const keywords = new Map<string, string[]>();
  const positions = new Map<string, Position>();
  const found = await inPool(scan.photos, 4, async (photo): Promise<FoundPhoto> => {
    const bytes = await readFile(join(photosDir, photo.path));
    const fallback = { file: photo.path, title: titleFromFileName(photo.path), hash: sourceDigest(bytes) };
    try {
      const { title, alt, caption, keywords: words, position } = await readPhotoMetadata(bytes);
      if (words) keywords.set(photo.path, words);
      if (position) positions.set(photo.path, position);
      return { ...fallback, ...(title && { title }), ...(alt && { alt }), ...(caption && { caption }) };
    } catch (error) {
      // Listed all the same: the owner can still write its words; the build says what is wrong with it.
      if (error instanceof PhotoInputError)
        log(formatProblem({ file: `${photosDir}/${photo.path}`, message: error.message, fix: error.fix }));
      else throw error;
      return fallback;
    }
  });

  let text = '';
  try {
    text = await readFile(configFile, 'utf8');
  } catch {
    log(`${configFile} is new: set your name under site: owner.`);
  }
  let result: ReturnType<typeof syncPortfolio>;
  try {
    result = syncPortfolio(text, found, { prune, seen: await readSeen(seen) });
    if (result.text !== text) await writeFile(configFile, result.text);
  } catch (error) {
    log(`${configFile} was left as it was: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  // Only once portfolio.yaml is up to date: after a run that failed, the next still knows what this one saw moved.
  await writeSeen(seen, found);
  log(formatSummary(result.summary));
  const tags = formatTags(
    result.text,
    found.map(({ file }) => ({ file, keywords: keywords.get(file) })),
  );
  if (tags) log(tags);
  for (const line of formatPlaces(
    result.text,
    found.map(({ file }) => ({ file, position: positions.get(file) })),
  ))
    log(line);
  return 0;
}
