// What the photos folder holds: each image file with its id and album (a first-level subfolder), the documents
// that ship beside them (credits, licences), and what is skipped; nothing here reads an image's bytes.
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, posix } from 'node:path';
import type { BuildProblem, Problem } from './problems.ts';

/** What the site takes, by file name; the bytes decide the real format later. */
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff', '.heic', '.heif']);
/** Text that holds a photo's private metadata (an XMP sidecar carries GPS): never shipped. */
const SIDECAR_EXTENSIONS = new Set(['.xmp', '.aae']);

export interface PhotoFile {
  /** Relative to the photos folder, with `/`: `espresso/cup.jpg`. */
  path: string;
  /** The first-level subfolder, or null for a file at the top. */
  album: string | null;
  /** A URL-safe slug of the file name: the photo's name in addresses and in its shipped files. */
  id: string;
}

export interface Scan {
  photos: PhotoFile[];
  /** Text files that ship as they are (CREDITS.md, licences), relative paths. */
  documents: string[];
  /** Files neither shipped nor shown, with why. */
  skipped: Problem[];
  /** Problems that stop the build: clashing ids, an empty folder. */
  problems: BuildProblem[];
}

/** `IMG_0042 (1).HEIC` → `img-0042-1`: a file's name, less its extension, made an address (slugOf). */
export function slugFor(fileName: string): string {
  return slugOf(fileName.slice(0, fileName.length - extname(fileName).length));
}

/** `travel/harbour.heic` → `travel`: the album a photo's path puts it in (its first folder); null at the top. */
export function albumOf(path: string): string | null {
  const slash = path.indexOf('/');
  return slash === -1 ? null : path.slice(0, slash);
}

/** `Été 2024` → `ete-2024`: lower case, accents dropped, any other run of characters a hyphen. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A file of text (UTF-8, no NUL): a document, not media. */
async function isText(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue; // .DS_Store, .gitkeep: the system's, not the owner's
    const path = prefix ? posix.join(prefix, entry.name) : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** Lists `dir` (public/photos); `shown` is how the owner knows that folder, for messages. */
export async function scanPhotos(dir: string, shown = dir): Promise<Scan> {
  const scan: Scan = { photos: [], documents: [], skipped: [], problems: [] };
  let files: string[];
  try {
    files = await filesUnder(dir);
  } catch {
    files = [];
  }
  const byId = new Map<string, string>();
  for (const path of files) {
    const name = posix.basename(path);
    const extension = extname(name).toLowerCase();
    const file = `${shown}/${path}`;
    if (IMAGE_EXTENSIONS.has(extension)) {
      const id = slugFor(name);
      const clash = byId.get(id);
      if (!id) {
        scan.problems.push({
          kind: 'name',
          file,
          message: 'has no letters or digits in its name to make an address from',
          fix: 'Rename it.',
        });
      } else if (clash) {
        scan.problems.push({
          kind: 'name',
          file,
          message: `has the same address (/${id}) as ${shown}/${clash}: names differing only in case, accents or punctuation clash`,
          fix: 'Rename one of the two files.',
        });
      } else {
        byId.set(id, path);
        scan.photos.push({ path, album: albumOf(path), id });
      }
    } else if (!SIDECAR_EXTENSIONS.has(extension) && (await isText(join(dir, path)))) {
      scan.documents.push(path);
    } else {
      scan.skipped.push({
        file,
        message: 'is not a photo the site can show, so it is not published',
        fix: 'Export it as JPEG, PNG, WebP, AVIF, TIFF or HEIC to show it, or move it out of the folder.',
      });
    }
  }
  if (scan.photos.length === 0 && scan.problems.length === 0) {
    scan.problems.push({
      kind: 'folder',
      file: `${shown}/`,
      message: 'holds no photos',
      fix: 'Put your photos (JPEG, PNG, WebP, AVIF, TIFF or HEIC) in it; each subfolder is an album.',
    });
  }
  return scan;
}
