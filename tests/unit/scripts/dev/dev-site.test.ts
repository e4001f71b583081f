// @vitest-environment node
// The site as `npm run dev` serves it: ready before any photo is encoded, each fill added as the background makes
// it, run again on a change to the words or the folder, and what the owner must fix named as the build names it,
// until it is fixed.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devSite, type DevSite, type DevSiteOptions } from '../../../../scripts/dev/dev-site';
import { STEPS } from '../../../../scripts/pipeline/pipeline';
import type { CataloguePhoto } from '../../../../scripts/catalogue/catalogue';
import { PortfolioError } from '../../../../scripts/photos/problems';
import { cutShort } from '../../../fixtures/photos/edits';

let dir = '';
let options: DevSiteOptions;
let site: DevSite | undefined;
const words = (owner: string) =>
  `site:\n  owner: ${owner}\n  nav:\n    - label: Gallery\n      path: /\nphotos:\n  - file: harbour.jpg\n    title: Harbour at dawn\n`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dev-site-'));
  mkdirSync(join(dir, 'photos'));
  copyFileSync('tests/fixtures/photos/camera.jpg', join(dir, 'photos', 'harbour.jpg'));
  copyFileSync('tests/fixtures/photos/screenshot.png', join(dir, 'photos', 'phone.png'));
  writeFileSync(join(dir, 'portfolio.yaml'), words('Sam Okafor'));
  options = {
    photosDir: join(dir, 'photos'),
    configFile: join(dir, 'portfolio.yaml'),
    cacheDir: join(dir, 'cache'),
    concurrency: 1,
  };
});
afterEach(() => {
  site?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An encode that ends only when the test says, with the fill it is given. */
function heldEncode() {
  const started: string[] = [];
  const ends = new Map<string, (fill: string) => void>();
  return {
    started,
    encode: (photo: CataloguePhoto) =>
      new Promise<string>((resolve) => {
        started.push(photo.id);
        ends.set(photo.id, resolve);
      }),
    finish: (id: string, fill: string) => ends.get(id)?.(fill),
  };
}

const fills = async (served: DevSite) =>
  (await served.current()).portfolio.photos.map(({ id, fill }) => [id, fill ?? null]);

describe('devSite', () => {
  it('has the catalogue ready before any photo is encoded, and adds each fill once the background has made it', async () => {
    const held = heldEncode();
    const encoded: string[] = [];
    site = devSite({ ...options, encode: held.encode }, { encoded: (photo) => encoded.push(photo.id) });
    expect(await fills(site)).toEqual([
      ['harbour', null],
      ['phone', null],
    ]);
    expect(held.started).toEqual(['harbour']);
    held.finish('harbour', 'linear-gradient(#102030, #405060)');
    await expect.poll(() => encoded).toEqual(['harbour']);
    expect(await fills(site)).toEqual([
      ['harbour', 'linear-gradient(#102030, #405060)'],
      ['phone', null],
    ]);
  });

  it('shows the new words after a change to portfolio.yaml, and says the site changed', async () => {
    const changed: string[] = [];
    site = devSite(
      { ...options, encode: heldEncode().encode },
      { changed: (built) => changed.push(built.portfolio.site.owner) },
    );
    await site.current();
    writeFileSync(options.configFile, words('Ada Lovelace'));
    await site.refresh();
    expect((await site.current()).portfolio.site.owner).toBe('Ada Lovelace');
    expect(changed).toEqual(['Sam Okafor', 'Ada Lovelace']);
  });

  it('names a mistake in portfolio.yaml with its line as the build does, and recovers once it is fixed', async () => {
    const failed: unknown[] = [];
    site = devSite({ ...options, encode: heldEncode().encode }, { failed: (error) => failed.push(error) });
    await site.current();
    writeFileSync(options.configFile, words('Sam Okafor').replace('    title: Harbour at dawn', '    title: [Harbour'));
    await expect(site.refresh()).rejects.toBeInstanceOf(PortfolioError);
    await expect(site.current()).rejects.toBeInstanceOf(PortfolioError);
    const [error] = failed;
    expect(error).toBeInstanceOf(PortfolioError);
    expect((error as PortfolioError).problems).toEqual([
      expect.objectContaining({ kind: 'yaml', file: options.configFile, line: 9 }),
    ]);
    writeFileSync(options.configFile, words('Sam Okafor'));
    await site.refresh();
    expect((await site.current()).portfolio.photos).toHaveLength(2);
  });

  it('names a photo the background cannot decode as the build does, until it is taken out', async () => {
    writeFileSync(join(options.photosDir, 'cut.jpg'), cutShort(readFileSync('public/photos/honey-bee.jpg')));
    const failed: unknown[] = [];
    site = devSite(options, { failed: (error) => failed.push(error) });
    await site.idle();
    expect(failed).toHaveLength(1);
    expect((failed[0] as PortfolioError).problems).toEqual([
      expect.objectContaining({ kind: 'damaged', file: `${options.photosDir}/cut.jpg` }),
    ]);
    await expect(site.current()).rejects.toBeInstanceOf(PortfolioError);
    unlinkSync(join(options.photosDir, 'cut.jpg'));
    await site.refresh();
    expect((await site.current()).portfolio.photos.map((photo) => photo.id)).toEqual(['harbour', 'phone']);
  });

  it('runs a burst of changes as the run under way and one more, and shows only the last', async () => {
    let scans = 0;
    const changed: string[] = [];
    const steps = STEPS.map((step) =>
      step.name === 'scan'
        ? { ...step, run: (...args: Parameters<typeof step.run>) => ((scans += 1), step.run(...args)) }
        : step,
    );
    site = devSite(
      { ...options, steps, encode: heldEncode().encode },
      { changed: (built) => changed.push(built.portfolio.site.owner) },
    );
    writeFileSync(options.configFile, words('Ada Lovelace'));
    const runs = [site.refresh(), site.refresh(), site.refresh()];
    await Promise.all(runs);
    expect(scans).toBe(2);
    expect(changed).toEqual(['Ada Lovelace']);
  });
});
