// Ships public/ as it is (the favicon), except public/photos, whose originals are never shipped as they are:
// the photo pipeline writes what ships of them. Vite's own public copy cannot leave a folder out.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export function publicFiles({ dir = 'public', skip = 'photos' } = {}): Plugin {
  return {
    name: 'public-files',
    apply: 'build',
    // As assets of the bundle, so the compression plugin writes their .br and .gz as it does for the rest.
    async generateBundle() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        const path = join(entry.parentPath, entry.name);
        const fileName = path
          .slice(dir.length + 1)
          .split('\\')
          .join('/');
        if (!entry.isFile() || fileName.split('/')[0] === skip) continue;
        this.emitFile({ type: 'asset', fileName, source: await readFile(path) });
      }
    },
  };
}
