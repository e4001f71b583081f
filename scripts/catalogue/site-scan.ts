// The site scan and check, which every problem of the owner's comes out of at once: portfolio.yaml read, private
// albums' passwords found, and the photos folder listed, reading no photo (each problem kept), then every photo
// checked (photos/check.ts); any problem of either stops the build, listed together, else the checked photos make the
// catalogue (catalogue.ts).
import { readFile } from 'node:fs/promises';
import { checkPhotos, type CheckOptions } from '../photos/check.ts';
import { ofKind, PortfolioError, type BuildProblem } from '../photos/problems.ts';
import { scanPhotos } from '../photos/scan.ts';
import { albumProblems, parsePortfolio } from '../portfolio-yaml/config.ts';
import { readAlbumPasswords } from '../private/passwords.ts';
import { weakPasswordWarnings, type KeptVerdicts } from '../private/strength.ts';
import type { PortfolioConfig } from '../portfolio-yaml/types.ts';
import type { Problem } from '../photos/problems.ts';
import { albumListProblems } from './albums.ts';
import { catalogueOf, type Catalogue, type SiteOptions, type SiteScan } from './catalogue.ts';

/** Reads portfolio.yaml and lists the photos folder, reading no photo: every problem of either is kept. */
export async function scanSite({ photosDir, configFile }: SiteOptions): Promise<SiteScan> {
  const problems: BuildProblem[] = [];
  let configText = '';
  try {
    configText = await readFile(configFile, 'utf8');
  } catch {
    const fix = 'Run `npm run photos` to write one, then edit it.';
    problems.push({ kind: 'yaml', file: configFile, message: 'is missing', fix });
  }
  const parsed = parsePortfolio(configText, configFile);
  problems.push(...ofKind('yaml', parsed.problems));
  const scan = await scanPhotos(photosDir);
  problems.push(...scan.problems);
  const albums = new Set(scan.photos.flatMap((photo) => (photo.album ? [photo.album] : [])));
  problems.push(...ofKind('album', albumProblems(parsed.navAlbums, albums, configFile)));
  if (parsed.config) {
    const found = albumListProblems(parsed.config.albums, parsed.navAlbums, scan.photos, {
      file: configFile,
      photosDir,
    });
    problems.push(...ofKind('album', found));
  }
  const warnings = [...parsed.warnings, ...scan.skipped];
  const secret = parsed.config ? await privateAlbums(parsed.config, configFile) : undefined;
  problems.push(...ofKind('private', secret?.problems ?? []));
  const passwords = secret?.passwords ?? new Map<string, string[]>();
  const passwordWarnings = secret?.warnings ?? (() => Promise.resolve([]));
  const { photos: files, documents } = scan;
  return { config: parsed.config, files, documents, warnings, problems, passwords, passwordWarnings };
}

/**
 * The private albums' checks: a password for each, given outside portfolio.yaml, and a warning for a weak one, which
 * comes while the build goes on, checked once.
 */
async function privateAlbums(
  config: PortfolioConfig,
  configFile: string,
): Promise<{
  passwords: Map<string, string[]>;
  problems: Problem[];
  warnings: (kept?: KeptVerdicts) => Promise<Problem[]>;
}> {
  const albums = config.albums.filter((album) => album.private);
  if (albums.length === 0) return { passwords: new Map(), problems: [], warnings: () => Promise.resolve([]) };
  const { passwords, problems } = await readAlbumPasswords(albums, configFile);
  const context = [config.owner, config.title];
  let checked: Promise<Problem[]> | undefined;
  const warnings = (kept?: KeptVerdicts) =>
    (checked ??= weakPasswordWarnings(albums, passwords, { configFile, context, ...(kept && { kept }) }));
  return { passwords, problems, warnings };
}

/** Checks every photo the scan found; throws PortfolioError listing the scan's problems and every photo's. */
export async function checkSite(scan: SiteScan, options: SiteOptions & CheckOptions): Promise<Catalogue> {
  const { checked, problems } = await checkPhotos(scan.files, options);
  const all = [...scan.problems, ...problems];
  if (all.length > 0 || !scan.config) throw new PortfolioError(all);
  return catalogueOf(scan, scan.config, checked, options);
}
