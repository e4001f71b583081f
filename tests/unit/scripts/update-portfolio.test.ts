// @vitest-environment node
// `npm run photos`: new photos join portfolio.yaml with the words they carry; what the owner wrote (words, the
// details turned off) stays, and goes with a photo moved to another folder.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePortfolio } from '../../../scripts/portfolio-yaml/config';
import { updatePortfolio } from '../../../scripts/portfolio/update';

const FIXTURES = 'tests/fixtures/photos';
const OWNED = `# My site
site:
  owner: Jo Lens # that's me
  nav:
    - label: Gallery
      path: /
  details:
    date: false # when is mine to say
    lens: true
photos:
  - file: camera.jpg
    title: Harbour at dawn # my words
    alt: Boats moored in a calm harbour
`;
let dir: string;
let photos: string;
let config: string;
let lines: string[];
const run = (prune = false) =>
  updatePortfolio({
    photosDir: photos,
    configFile: config,
    prune,
    log: (line) => lines.push(line),
    seen: join(dir, 'seen.json'),
  });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'update-'));
  photos = join(dir, 'photos');
  config = join(dir, 'portfolio.yaml');
  mkdirSync(photos);
  copyFileSync(`${FIXTURES}/camera.jpg`, join(photos, 'camera.jpg'));
  writeFileSync(config, OWNED);
  lines = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('updatePortfolio', () => {
  it('adds a new photo with its own words and keeps every line the owner wrote', async () => {
    copyFileSync(`${FIXTURES}/screenshot.png`, join(photos, 'screenshot.png'));
    expect(await run()).toBe(0);
    const text = readFileSync(config, 'utf8');
    expect(text.startsWith(OWNED)).toBe(true);
    expect(text.slice(OWNED.length)).toMatch(/- file: screenshot\.png\n\s+title: Settings screen\n\s+alt: /);
    expect(lines.join('\n')).toMatch(/1 added, 1 kept/);
    // A second run finds nothing to do and writes nothing new.
    expect(await run()).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(text);
  });

  it('reports an entry whose file is gone, and removes it only with --prune', async () => {
    rmSync(join(photos, 'camera.jpg'));
    copyFileSync(`${FIXTURES}/no-exif.png`, join(photos, 'no-exif.png'));
    await run();
    expect(readFileSync(config, 'utf8')).toContain('camera.jpg');
    expect(lines.join('\n')).toMatch(/1 missing.*camera\.jpg/);
    expect(lines.join('\n')).toMatch(/without alt text: no-exif\.png/);
    await run(true);
    expect(readFileSync(config, 'utf8')).not.toContain('camera.jpg');
    expect(readFileSync(config, 'utf8')).toContain('# My site');
  });

  it("says, after what changed, the tags the photos' files carry, spelt as the folder's first photo spells them, and writes none into portfolio.yaml", async () => {
    copyFileSync(`${FIXTURES}/lightroom.jpg`, join(photos, 'lightroom.jpg'));
    copyFileSync(`${FIXTURES}/captureone.jpg`, join(photos, 'captureone.jpg'));
    expect(await run()).toBe(0);
    expect(lines.slice(-3)).toEqual([
      'portfolio.yaml: 2 added, 1 kept, 2 still without alt text: captureone.jpg, lightroom.jpg',
      'Tags: Île de Ré (2), lighthouse (2), Bretagne (1), Harbour & quay (1), Stormy sky (1), Sunset (1) ' +
        '(`tags: false` under `site:` publishes none)',
      // camera.jpg carries a GPS position, which a site with places off publishes nothing of.
      "Places: none published (2 of 3 photos have no GPS position); `places: town` under `site:` publishes each photo's nearest town, never where it was taken",
    ]);
    expect(readFileSync(config, 'utf8')).not.toContain('tags:');
  });

  it('leaves a file with a YAML mistake as it was and says where', async () => {
    writeFileSync(config, `${OWNED}  - file: [oops\n`);
    expect(await run()).toBe(1);
    expect(readFileSync(config, 'utf8')).toBe(`${OWNED}  - file: [oops\n`);
    expect(lines.join('\n')).toMatch(/left as it was.*line/is);
  });
});

describe('updatePortfolio when a photo moves to another folder', () => {
  const WORDS = `${OWNED}    caption: The harbour at Honfleur, an hour before the boats left.\n`;
  /** The owner's words for each photo, as the build reads them. */
  const words = () =>
    parsePortfolio(readFileSync(config, 'utf8')).config?.photos.map(({ file, title, alt, caption }) => ({
      file,
      title,
      alt,
      caption,
    }));
  const MINE = {
    title: 'Harbour at dawn',
    alt: 'Boats moored in a calm harbour',
    caption: 'The harbour at Honfleur, an hour before the boats left.',
  };
  const move = (to: string) => {
    mkdirSync(join(photos, to.split('/')[0] ?? ''), { recursive: true });
    renameSync(join(photos, 'camera.jpg'), join(photos, to));
  };

  beforeEach(async () => {
    writeFileSync(config, WORDS);
    // The run that saw the photo where it was.
    expect(await run()).toBe(0);
    lines = [];
  });

  it('keeps its title, alt and caption under its new path, and says 1 moved', async () => {
    move('macro/camera.jpg');
    expect(await run()).toBe(0);
    expect(words()).toEqual([{ file: 'macro/camera.jpg', ...MINE }]);
    expect(lines.join('\n')).toMatch(
      /portfolio\.yaml: 0 added, 0 kept, 1 moved, with their words \(camera\.jpg → macro\/camera\.jpg\)/,
    );
    // Only the path changed: every other line the owner wrote stays as written, and a new album is listed.
    const text = readFileSync(config, 'utf8');
    expect(text.startsWith(WORDS.replace('- file: camera.jpg', '- file: macro/camera.jpg'))).toBe(true);
    expect(text).toContain('- folder: macro');
    // The next run finds nothing more to do.
    expect(await run()).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(text);
  });

  it('knows it by its content when it was renamed too', async () => {
    move('travel/honfleur.jpg');
    expect(await run()).toBe(0);
    expect(words()).toEqual([{ file: 'travel/honfleur.jpg', ...MINE }]);
  });

  it('treats it as a new photo when its content changed, as it treats any other', async () => {
    rmSync(join(photos, 'camera.jpg'));
    mkdirSync(join(photos, 'macro'));
    copyFileSync(`${FIXTURES}/broken-exif.jpg`, join(photos, 'macro', 'camera.jpg'));
    expect(await run()).toBe(0);
    const [left, added] = words() ?? [];
    expect(left).toEqual({ file: 'camera.jpg', ...MINE });
    expect(added?.file).toBe('macro/camera.jpg');
    expect(added?.title).not.toBe(MINE.title);
    expect(lines.join('\n')).toMatch(/1 added, 0 kept, 1 missing/);
  });

  it('takes the entry of the same file name when no run has seen the photo yet (a fresh install)', async () => {
    rmSync(join(dir, 'seen.json'));
    move('macro/camera.jpg');
    expect(await run()).toBe(0);
    expect(words()).toEqual([{ file: 'macro/camera.jpg', ...MINE }]);
  });
});
