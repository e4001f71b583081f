// @vitest-environment node
// `npm run photos`' edit of portfolio.yaml: new photos appended, every byte the owner wrote kept, missing ones reported.
import { describe, expect, it } from 'vitest';
import { parsePortfolio } from '../../../scripts/portfolio-yaml/config';
import { formatSummary } from '../../../scripts/portfolio/summary';
import { syncPortfolio, type FoundPhoto } from '../../../scripts/portfolio/sync';

const EDITED = `# My portfolio, edited by hand.
site:
  owner: Sam Lee          # that's me
  title: 'Sam · Photos'
  nav:
    - label: Home
      path: /

photos:
  # Favourites first.
  - file: a.jpg
    title: "A, my own title"   # I renamed it
    alt: The first photo
    # a note inside the entry
  - file: old.jpg
    title: Old
    alt: Gone now
  - file: b.jpg
    title: B
    # the last entry's note
# the end
`;

const ON_DISK: FoundPhoto[] = [
  { file: 'a.jpg', title: 'a', alt: 'Default alt' },
  { file: 'b.jpg', title: 'b' },
  { file: 'c.jpg', title: 'C', alt: 'Alt C' },
];
const NEW_ENTRY = '  - file: c.jpg\n    title: C\n    alt: Alt C\n';
const OLD_ENTRY = '  - file: old.jpg\n    title: Old\n    alt: Gone now\n';

function sync(text: string, found: readonly FoundPhoto[] = ON_DISK, prune = false) {
  return syncPortfolio(text, found, { prune });
}

describe('syncPortfolio on an edited file', () => {
  it('appends the new photo after the last entry and its note, leaving every other byte as it was', () => {
    const { text } = sync(EDITED);
    expect(text).toBe(EDITED.replace('# the end', `${NEW_ENTRY}# the end`));
    expect(text.replace(NEW_ENTRY, '')).toBe(EDITED);
  });

  it('keeps the old text as a prefix when the photos end the file', () => {
    const before = EDITED.replace('# the end\n', '');
    expect(sync(before).text).toBe(before + NEW_ENTRY);
    expect(sync(before.trimEnd()).text).toBe(`${before}${NEW_ENTRY}`);
  });

  it("never changes an owner's value, even where the photo's defaults now differ", () => {
    const { config, problems } = parsePortfolio(sync(EDITED).text);
    expect(problems).toEqual([]);
    expect(config?.title).toBe('Sam · Photos');
    expect(config?.photos).toEqual([
      { file: 'a.jpg', title: 'A, my own title', alt: 'The first photo' },
      { file: 'old.jpg', title: 'Old', alt: 'Gone now' },
      { file: 'b.jpg', title: 'B' },
      { file: 'c.jpg', title: 'C', alt: 'Alt C' },
    ]);
  });

  it('reports added, kept, missing and the photos still without alt text', () => {
    expect(sync(EDITED).summary).toEqual({
      added: ['c.jpg'],
      kept: ['a.jpg', 'b.jpg'],
      moved: [],
      missing: ['old.jpg'],
      pruned: [],
      withoutAlt: ['b.jpg'],
    });
    const blankAlt = sync(EDITED, [...ON_DISK, { file: 'd.jpg', title: 'D', alt: ' ' }]);
    expect(blankAlt.summary.withoutAlt).toEqual(['b.jpg', 'd.jpg']);
    expect(blankAlt.text).toContain('  - file: d.jpg\n    title: D\n# the end');
  });

  it('removes a missing entry only with prune, and nothing else', () => {
    expect(sync(EDITED).text).toContain(OLD_ENTRY);
    const pruned = sync(EDITED, ON_DISK, true);
    expect(pruned.summary).toMatchObject({ missing: ['old.jpg'], pruned: ['old.jpg'], added: ['c.jpg'] });
    expect(pruned.text).toBe(EDITED.replace(OLD_ENTRY, '').replace('# the end', `${NEW_ENTRY}# the end`));
  });

  it('leaves the text identical when nothing is new, and a second run changes nothing', () => {
    const once = sync(EDITED).text;
    const twice = sync(once);
    expect(twice.text).toBe(once);
    expect(twice.summary.added).toEqual([]);
  });

  it('keeps blank lines between entries when the owner separates them so', () => {
    const spaced = `site:\n  owner: A\nphotos:\n  - file: a.jpg\n    title: A\n\n  - file: b.jpg\n    title: B\n`;
    expect(sync(spaced).text).toBe(`${spaced}\n${NEW_ENTRY}`);
  });

  it('takes one blank line with a pruned entry, so the spacing stays even', () => {
    const entry = (name: string) => `  - file: ${name}.jpg\n    title: ${name}\n`;
    const spaced = `site:\n  owner: A\nphotos:\n${['a', 'old', 'b', 'gone'].map(entry).join('\n')}`;
    const found = [
      { file: 'a.jpg', title: 'a' },
      { file: 'b.jpg', title: 'b' },
    ];
    expect(sync(spaced, found, true).text).toBe(`site:\n  owner: A\nphotos:\n${entry('a')}\n${entry('b')}`);
    const grouped = `photos:\n${entry('a')}\n${entry('old')}${entry('b')}`;
    expect(sync(grouped, found, true).text).toBe(`photos:\n${entry('a')}\n${entry('b')}`);
  });

  it('quotes new words where YAML needs it, so they read back as found', () => {
    const tricky = { file: 'x.jpg', title: 'Yes: no # maybe', alt: 'true', caption: 'Two\nlines' };
    const { config } = parsePortfolio(sync(EDITED, [tricky]).text);
    expect(config?.photos.at(-1)).toEqual(tricky);
  });

  it('throws on a YAML syntax error, listing its line, and changes nothing', () => {
    const broken = EDITED.replace('title: B', 'title: "B');
    expect(() => sync(broken)).toThrow(/left unchanged[\s\S]*portfolio\.yaml:19: YAML syntax error/);
  });
});

describe('syncPortfolio on other shapes of photos', () => {
  const site = 'site:\n  owner: A\n  nav:\n    - label: Home\n      path: /\n';

  it('appends to photos keyed by file in that form', () => {
    const keyed = `${site}photos:\n  a.jpg:\n    title: A # mine\n`;
    expect(sync(keyed).text).toBe(`${keyed}  b.jpg:\n    title: b\n  c.jpg:\n    title: C\n    alt: Alt C\n`);
  });

  it('creates the photos list when absent, or fills an empty one', () => {
    expect(sync(site, ON_DISK.slice(2)).text).toBe(`${site}photos:\n${NEW_ENTRY}`);
    expect(sync(`${site}photos: [] # none yet\n`, ON_DISK.slice(2)).text).toBe(
      `${site}photos: # none yet\n${NEW_ENTRY}`,
    );
    expect(sync(`photos:\n${site}`, ON_DISK.slice(2)).text).toBe(`photos:\n${NEW_ENTRY}${site}`);
  });

  it('rewrites a flow-style list whole, keeping what it held', () => {
    const { text } = sync(`${site}photos: [{ file: a.jpg, title: Mine }]\n`, ON_DISK, true);
    expect(parsePortfolio(text).config?.photos.map(({ file, title }) => `${file}=${String(title)}`)).toEqual([
      'a.jpg=Mine',
      'b.jpg=b',
      'c.jpg=C',
    ]);
  });

  it('moves an entry in each form by its file alone, keeping its words and notes', () => {
    const moved: FoundPhoto[] = [{ file: 'macro/a.jpg', title: 'a', hash: 'aaa' }];
    const seen = new Map([['a.jpg', 'aaa']]);
    const move = (text: string) => syncPortfolio(text, moved, { prune: false, seen });
    const keyed = `${site}photos:\n  a.jpg: # the bee\n    title: A # mine\n`;
    expect(move(keyed).text).toBe(
      keyed.replace('  a.jpg:', '  macro/a.jpg:') + 'albums:\n  - folder: macro\n    title: Macro\n',
    );
    const flow = move(`${site}photos: [{ file: a.jpg, title: Mine }]\n`).text;
    expect(parsePortfolio(flow).config?.photos).toEqual([{ file: 'macro/a.jpg', title: 'Mine' }]);
    const { summary } = move(`${site}photos:\n  - file: 'a.jpg'\n    title: Mine\n`);
    expect(summary).toMatchObject({ added: [], kept: [], moved: [{ from: 'a.jpg', to: 'macro/a.jpg' }], missing: [] });
  });

  it('moves no entry to a photo that two could be, nor one of a photo whose content is not what it was', () => {
    const twice: FoundPhoto[] = [
      { file: 'x/a.jpg', title: 'a', hash: 'aaa' },
      { file: 'y/a.jpg', title: 'a', hash: 'aaa' },
    ];
    const text = `${site}photos:\n  - file: a.jpg\n    title: Mine\n`;
    expect(syncPortfolio(text, twice, { prune: false, seen: new Map([['a.jpg', 'aaa']]) }).summary.moved).toEqual([]);
    const changed: FoundPhoto[] = [{ file: 'x/a.jpg', title: 'a', hash: 'bbb' }];
    const { summary } = syncPortfolio(text, changed, { prune: false, seen: new Map([['a.jpg', 'aaa']]) });
    expect(summary).toMatchObject({ added: ['x/a.jpg'], moved: [], missing: ['a.jpg'] });
  });

  it('writes a starter file with a comment header, a placeholder owner and the Gallery entry', () => {
    const { text } = sync('', ON_DISK.slice(2));
    const header = text.split('\n').filter((line) => line.startsWith('#'));
    expect(header.length).toBeGreaterThanOrEqual(3);
    expect(header.length).toBeLessThanOrEqual(5);
    expect(parsePortfolio(text)).toMatchObject({
      problems: [],
      config: { owner: 'Your Name', nav: [{ label: 'Gallery', path: '/' }], photos: [{ file: 'c.jpg', title: 'C' }] },
    });
  });
});

describe('syncPortfolio on a file that turns photo details off', () => {
  const nav = '  nav:\n    - label: Home\n      path: /\n';
  const details = '  # Keep when and where out of it.\n  details:\n    date: false # not the date\n    camera: false\n';
  const entry = (name: string) => `  - file: ${name}.jpg\n    title: ${name}\n`;
  const found = (...names: string[]) => names.map((name) => ({ file: `${name}.jpg`, title: name }));

  it.each([
    ['under `site:`, before the photos', `site:\n  owner: A\n${details}${nav}photos:\n${entry('old')}`],
    [
      'at the top level, after the photos',
      `site:\n  owner: A\n${nav}photos:\n${entry('old')}${details.replace(/^ {2}/gm, '')}`,
    ],
    ['at the end of `site:`, with no photos yet', `site:\n  owner: A\n${nav}${details}`],
  ])('keeps its `details:` lines as written %s, adding and pruning around them', (_, text) => {
    const { text: synced } = sync(text, found('new'), true);
    // The comment, `details:` and both of its lines, together and byte for byte.
    const written = text.split('\n').filter((line) => /Keep when|details:|date: false|camera: false/.test(line));
    expect(written).toHaveLength(4);
    expect(synced).toContain(written.join('\n'));
    expect(synced).toContain(entry('new'));
    expect(synced).not.toContain(entry('old'));
    const { config, problems } = parsePortfolio(synced);
    expect(problems).toEqual([]);
    expect(config?.details).toMatchObject({ date: false, camera: false, lens: true });
    expect(config?.photos).toEqual([{ file: 'new.jpg', title: 'new' }]);
    expect(sync(synced, found('new')).text).toBe(synced);
  });
});

describe('formatSummary', () => {
  it('says what was added, kept and is missing, how to prune, and what lacks alt text', () => {
    const summary = {
      added: ['c.jpg'],
      kept: ['a.jpg', 'b.jpg'],
      moved: [],
      missing: ['old.jpg'],
      pruned: [],
      withoutAlt: ['b.jpg'],
    };
    expect(formatSummary(summary)).toBe(
      'portfolio.yaml: 1 added, 2 kept, 1 missing (run npm run photos -- --prune to remove: old.jpg), ' +
        '1 still without alt text: b.jpg',
    );
    expect(formatSummary({ ...summary, pruned: ['old.jpg'], withoutAlt: [] })).toBe(
      'portfolio.yaml: 1 added, 2 kept, 1 removed (file gone: old.jpg)',
    );
    expect(formatSummary({ ...summary, moved: [{ from: 'bee.jpg', to: 'macro/bee.jpg' }], withoutAlt: [] })).toBe(
      'portfolio.yaml: 1 added, 2 kept, 1 moved, with their words (bee.jpg → macro/bee.jpg), ' +
        '1 missing (run npm run photos -- --prune to remove: old.jpg)',
    );
  });
});

describe('syncPortfolio on albums', () => {
  const FOUND: FoundPhoto[] = [
    { file: 'a.jpg', title: 'a', alt: 'A' },
    { file: 'travel/b.jpg', title: 'b', alt: 'B' },
    { file: 'summer_2024/c.jpg', title: 'c', alt: 'C' },
  ];

  it('adds an entry for each new folder, its title from its name, and keeps the owner’s entries as written', () => {
    const text = `${EDITED}albums:\n  - folder: travel\n    title: On the road   # mine\n`;
    const { text: synced, summary } = sync(text, FOUND);
    expect(synced).toContain('  - folder: travel\n    title: On the road   # mine\n  - folder: summer_2024\n');
    expect(summary.albums).toEqual({ added: ['summer_2024'], missing: [], pruned: [] });
    const { config, problems } = parsePortfolio(synced);
    expect(problems).toEqual([]);
    expect(config?.albums.map(({ folder, title }) => [folder, title])).toEqual([
      ['travel', 'On the road'],
      ['summer_2024', 'Summer 2024'],
    ]);
    expect(sync(synced, FOUND).text).toBe(synced);
  });

  it('starts the albums list when the file has none', () => {
    const { text } = sync(EDITED, FOUND);
    expect(text).toMatch(/\nalbums:\n {2}- folder: travel\n {4}title: Travel\n {2}- folder: summer_2024\n/);
    expect(parsePortfolio(text).problems).toEqual([]);
  });

  it('reports an album whose folder is gone, and removes it only with prune', () => {
    const text = `${EDITED}albums:\n  - folder: travel\n  - folder: old\n    listed: false\n`;
    const kept = sync(text, FOUND);
    expect(kept.text).toContain('  - folder: old\n');
    expect(kept.summary.albums?.missing).toEqual(['old']);
    expect(formatSummary(kept.summary)).toContain('1 albums missing (run npm run photos -- --prune to remove: old)');
    const pruned = sync(text, FOUND, true);
    expect(pruned.text).not.toContain('folder: old');
    expect(pruned.text).not.toContain('listed: false');
    expect(pruned.text).toContain('  - folder: travel\n');
  });

  it('says nothing of albums where the folder has none', () => {
    expect(sync(EDITED).summary.albums).toBeUndefined();
  });
});
