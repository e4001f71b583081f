// The production build's shape: what the main thread loads holds no EXIF parsing code; the worker does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const DIST = 'dist';
// Messages only exifr's TIFF parser carries.
const EXIFR_MARKERS = ['IFD0 offset points to outside of file', 'Invalid TIFF value offset'];

/** The chunks the page itself loads: the entry scripts of index.html and everything they import. */
function mainThreadChunks(): Set<string> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const seen = new Set<string>();
  while (pending.length > 0) {
    const chunk = pending.pop() ?? '';
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    const code = readFileSync(join(DIST, chunk), 'utf8');
    // Static and dynamic imports; `new Worker(new URL(...))` is a different realm and is not followed.
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      pending.push(`assets/${match[1] ?? ''}`);
    }
  }
  return seen;
}

test.describe('build output', () => {
  test('keeps exifr out of every chunk the main thread loads', () => {
    const chunks = mainThreadChunks();
    // The entry and the motion features it loads after first paint, at least.
    expect(chunks.size).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks) {
      const code = readFileSync(join(DIST, chunk), 'utf8');
      for (const marker of EXIFR_MARKERS) expect(code, `${chunk} contains exifr`).not.toContain(marker);
    }
  });

  test('ships exifr in the worker realm only', () => {
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    const main = mainThreadChunks();
    const withExifr = assets.filter((name) =>
      EXIFR_MARKERS.some((marker) => readFileSync(join(DIST, 'assets', name), 'utf8').includes(marker)),
    );
    expect(withExifr).toHaveLength(1);
    expect(main.has(`assets/${withExifr[0] ?? ''}`)).toBe(false);
    expect(assets.some((name) => name.startsWith('exif.worker-'))).toBe(true);
  });

  test('copies the 14 originals and their credits unchanged', () => {
    const photos = readdirSync(join(DIST, 'photos')).filter((name) => name.endsWith('.jpg'));
    expect(photos).toHaveLength(14);
    for (const name of photos) {
      expect(readFileSync(join(DIST, 'photos', name)).equals(readFileSync(join('public', 'photos', name)))).toBe(true);
    }
    expect(readFileSync(join(DIST, 'photos', 'CREDITS.md'), 'utf8')).toContain('Photo credits');
  });
});
