// @vitest-environment node
// `npm run photos`: new photos join portfolio.yaml with the words they carry; what the owner wrote (words, the
// details turned off) stays.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  updatePortfolio({ photosDir: photos, configFile: config, prune, log: (line) => lines.push(line) });

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

  it('leaves a file with a YAML mistake as it was and says where', async () => {
    writeFileSync(config, `${OWNED}  - file: [oops\n`);
    expect(await run()).toBe(1);
    expect(readFileSync(config, 'utf8')).toBe(`${OWNED}  - file: [oops\n`);
    expect(lines.join('\n')).toMatch(/left as it was.*line/is);
  });
});
