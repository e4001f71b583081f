// What `npm run photos` does: finds every photo in the folder with the words it carries, adds the new ones to
// portfolio.yaml, and reports what is missing or still lacks alt text; the owner's own words are never changed.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { titleFromFileName } from '../catalogue/catalogue.ts';
import { PhotoInputError, readPhotoMetadata } from '../photos/metadata.ts';
import { inPool } from '../photos/pool.ts';
import { formatProblem } from '../photos/problems.ts';
import { scanPhotos } from '../photos/scan.ts';
import { formatSummary } from './summary.ts';
import { syncPortfolio, type FoundPhoto } from './sync.ts';

interface UpdateOptions {
  photosDir: string;
  configFile: string;
  prune: boolean;
  log?: (line: string) => void;
}

/** Returns the exit code: 1 when the file could not be updated. */
export async function updatePortfolio({
  photosDir,
  configFile,
  prune,
  log = console.log,
}: UpdateOptions): Promise<number> {
  const scan = await scanPhotos(photosDir);
  for (const problem of [...scan.problems, ...scan.skipped]) log(formatProblem(problem));

  const found = await inPool(scan.photos, 4, async (photo): Promise<FoundPhoto> => {
    const fallback = { file: photo.path, title: titleFromFileName(photo.path) };
    try {
      const { title, alt, caption } = await readPhotoMetadata(await readFile(join(photosDir, photo.path)));
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
  try {
    const result = syncPortfolio(text, found, { prune });
    if (result.text !== text) await writeFile(configFile, result.text);
    log(formatSummary(result.summary));
    return 0;
  } catch (error) {
    log(`${configFile} was left as it was: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
