// Ships public/ as it is (the favicon), except public/photos, whose originals are never shipped as they are:
// the photo pipeline writes what ships of them. Vite's own public copy cannot leave a folder out. The dev server
// serves the same files from the folder.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';

export function publicFiles({ dir = 'public', skip = 'photos' } = {}): Plugin {
  return {
    name: 'public-files',
    configureServer(server) {
      const files = sirv(dir, { dev: true });
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith(`/${skip}/`)) return next();
        files(req, res, next);
      });
    },
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
