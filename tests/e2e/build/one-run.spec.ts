// One build names every problem: a folder holding an empty file, a text file named .jpg, a JPEG cut short in its
// image data, a JPEG whose image data is whole but that has no EOI, and a PNG whose eXIf chunk follows its image
// data. The first build names exactly the three bad ones, once each, and nothing of our code; with them gone, the
// next build passes, saying so in one line, and the PNG shows its camera details.
import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';
import { cutShort, fixture, PHONE_CAMERA, pngWithExifAfterImage, withoutEnd } from '../../fixtures/photos/edits';
import { card, cards, TALL_VIEWPORT } from '../support';
import { BUNDLED, buildSite, ownSite, problemLines, tempFolder, type OwnSite, type Run } from './own-build';

// A build takes seconds with the derivative cache warm, a minute or more cold.
const BUILD_TIMEOUT = 180_000;
const YAML = 'site:\n  owner: Sam Okafor\n  nav:\n    - label: Gallery\n      path: /\n';
const BAD = ['empty.jpg', 'notes.jpg', 'cut.jpg'];

test.describe('a folder with every kind of trouble, built twice', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: TALL_VIEWPORT });

  let root = '';
  let site: OwnSite;
  let refused: Run;
  let built: Run;
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(2 * BUILD_TIMEOUT);
    root = tempFolder('one-run');
    site = ownSite(root, {}, YAML);
    const put = (name: string, bytes: Uint8Array | string) => writeFileSync(join(site.photos, name), bytes);
    put('empty.jpg', '');
    put('notes.jpg', 'Remember to print the harbour one.\n');
    put('cut.jpg', cutShort(readFileSync(join(BUNDLED, 'honey-bee.jpg'))));
    put('harbour.jpg', withoutEnd(fixture('camera.jpg')));
    put('screenshot.png', pngWithExifAfterImage(fixture('no-exif.png'), PHONE_CAMERA));
    const outDir = join(root, 'dist');
    refused = await buildSite(site, outDir, { cache: join(root, 'cache') });
    for (const name of BAD) unlinkSync(join(site.photos, name));
    built = await buildSite(site, outDir, { cache: join(root, 'cache') });
    expect(built.code, built.output).toBe(0);
    server = await startServer({ root: outDir, port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the first build names exactly the three bad files, once each, with the fix, and exits 1', () => {
    expect(refused.code, refused.output).toBe(1);
    const lines = problemLines(refused.output);
    expect(lines.map((line) => line.split(': ')[0]).toSorted()).toEqual(
      BAD.map((name) => join(site.photos, name)).toSorted(),
    );
    for (const name of BAD) {
      expect(refused.output.split(join(site.photos, name)).length - 1, name).toBe(1);
    }
    expect(lines.find((line) => line.includes('empty.jpg'))).toMatch(/is empty \(0 bytes\)\. Export/);
    expect(lines.find((line) => line.includes('notes.jpg'))).toMatch(/is not an image\b.*\. Remove/);
    expect(lines.find((line) => line.includes('cut.jpg'))).toMatch(/is damaged or cut short.*\. Export/);
    expect(refused.output).toMatch(/^Damaged or empty \(2\):$/m);
    expect(refused.output).toMatch(/^Not a photo the site can take \(1\):$/m);
    expect(refused.output.trimEnd().split('\n').at(-1)).toBe(
      'The site was not built: 3 problems to fix (the last build is left as it was).',
    );
  });

  test('the first build prints nothing of the code under Vite’s heading: no stack trace, no bundler error', () => {
    // Vite's own error path: its heading, then the error as it prints itself (the owner's list).
    expect(refused.output).toMatch(/^error during build:\n(Damaged or empty|Not a photo the site can take) \(/m);
    expect(refused.output).not.toMatch(/^\s+at /m);
    expect(refused.output).not.toMatch(/Build failed with|Getter\/Setter|aggregateBindingErrors|PortfolioError|\{$/m);
  });

  test('the next build ends with one summary line, and has no line for each photo', () => {
    const lines = built.output.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^2 photos: 2 encoded, 0 reused from the cache, in \d+ s\.$/);
    expect(built.output).not.toMatch(/\/p\/(harbour|screenshot)\.html/);
    expect(built.output).not.toMatch(/^\s+at /m);
  });

  test('shows both photos, the PNG with the camera details of its eXIf chunk', async ({ page }) => {
    await page.goto(new URL('/', server?.url).href);
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, 'screenshot').locator('.camera-details')).toHaveText('26mm · 1/500 s · f/4.9');
    await expect(card(page, 'harbour').locator('.camera-details')).toHaveText('35mm · 1/250 s · f/2.8');
  });
});
