// @vitest-environment node
// portfolio.yaml's `albums:` against the folder: what is read as written, each album with its defaults in the owner's
// order, and what the folders contradict, each with its line and its fix.
import { describe, expect, it } from 'vitest';
import { albumListProblems, albumsOf } from '../../../scripts/catalogue/albums';
import { parsePortfolio } from '../../../scripts/portfolio-yaml/config';

const SITE = 'site:\n  owner: Jo\n  nav:\n    - label: Gallery\n      path: /\n';
const PHOTOS = [
  { path: 'a.jpg', album: null, id: 'a' },
  { path: 'travel/harbour.jpg', album: 'travel', id: 'harbour' },
  { path: 'travel/bridge.jpg', album: 'travel', id: 'bridge' },
  { path: 'summer_2024/cake.jpg', album: 'summer_2024', id: 'cake' },
];
const WHERE = { file: 'portfolio.yaml', photosDir: 'public/photos' };

function parsed(albums: string) {
  const { config, problems } = parsePortfolio(`${SITE}albums:\n${albums}`);
  if (!config) throw new Error(problems.map(({ message }) => message).join('; '));
  return { config, problems };
}

describe('the albums: list', () => {
  it('reads each album’s folder, title, description, cover and listed, with their lines', () => {
    const { config, problems } = parsed(
      '  - folder: travel\n    title: On the road\n    description: Along the coast.\n    cover: bridge.jpg\n' +
        '  - folder: summer_2024\n    listed: false\n',
    );
    expect(problems).toEqual([]);
    expect(config.albums).toEqual([
      {
        folder: 'travel',
        title: 'On the road',
        description: 'Along the coast.',
        cover: 'bridge.jpg',
        listed: true,
        line: 7,
        coverLine: 10,
      },
      { folder: 'summer_2024', listed: false, line: 11 },
    ]);
  });

  it('reports a folder given as a path, an album given twice and a listed that is not true or false', () => {
    const { problems } = parsePortfolio(
      `${SITE}albums:\n  - folder: public/photos/travel\n  - folder: x\n  - folder: x\n  - folder: y\n    listed: no\n`,
    );
    expect(problems.map(({ line, message }) => `${String(line)}: ${message}`)).toEqual([
      '7: album folder `public/photos/travel` is not a folder directly inside public/photos',
      '9: album `x` is listed twice in albums (first at line 8)',
      '11: `listed` should be true or false, not `no`',
    ]);
    expect(problems[0]?.fix).toContain('`folder: travel`');
  });
});

describe('albumsOf', () => {
  it('gives every folder an album: the owner’s first, in their order, then the rest, with defaults', () => {
    const { config } = parsed(
      '  - folder: summer_2024\n    listed: false\n  - folder: travel\n    cover: bridge.jpg\n',
    );
    expect(albumsOf(config, PHOTOS)).toEqual([
      { folder: 'summer_2024', slug: 'summer-2024', title: 'Summer 2024', cover: 'cake', unlisted: true },
      { folder: 'travel', slug: 'travel', title: 'Travel', cover: 'bridge' },
    ]);
    const { config: bare } = parsed('  []\n');
    expect(albumsOf(bare, PHOTOS).map(({ folder, cover }) => [folder, cover])).toEqual([
      ['travel', 'harbour'],
      ['summer_2024', 'cake'],
    ]);
  });
});

describe('albumListProblems', () => {
  it('names the file, line and fix of an album with no folder, and of a cover outside its album', () => {
    const { config } = parsed('  - folder: travle\n  - folder: travel\n    cover: cake.jpg\n');
    const problems = albumListProblems(config.albums, [], PHOTOS, WHERE);
    expect(problems).toEqual([
      {
        file: 'portfolio.yaml',
        line: 7,
        message: 'album `travle` has no folder public/photos/travle with photos in it',
        fix: 'Correct the name (the albums are: travel, summer_2024), or run `npm run photos -- --prune` to remove the entry',
      },
      {
        file: 'portfolio.yaml',
        line: 9,
        message: 'the cover `cake.jpg` is not a photo in album `travel`',
        fix: 'Write one of its photos, e.g. `cover: travel/harbour.jpg`, or delete the line to show its first photo',
      },
    ]);
  });

  it('refuses a nav entry that would list an unlisted album, and two folders with one address', () => {
    const { config } = parsed('  - folder: travel\n    listed: false\n');
    const nav = [{ album: 'travel', path: '/travel', line: 3 }];
    const clash = [...PHOTOS, { path: 'Travel/x.jpg', album: 'Travel', id: 'x' }];
    const messages = albumListProblems(config.albums, nav, clash, WHERE).map(
      ({ file, message }) => `${file}: ${message}`,
    );
    expect(messages).toEqual([
      'portfolio.yaml: nav entry `/travel` shows album `travel`, which is `listed: false`: the top bar would list it',
      'public/photos/Travel/: has the same address (/albums/travel) as public/photos/travel/: names differing only in case, accents or punctuation clash',
    ]);
  });
});
