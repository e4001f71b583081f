// @vitest-environment node
// portfolio.yaml read into the site's config: the default file, the lenient forms, and every problem with its line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { albumProblems, parsePortfolio } from '../../../scripts/portfolio-yaml/config';
import { ALL_DETAILS, DETAIL_FIELDS } from '../../../scripts/photos/details';
import { EN } from '../../../scripts/words/tables/en';

/** A site without `language:`: English. */
const ENGLISH = { language: { tag: 'en', dir: 'ltr', locale: 'en' }, words: EN };
// What a portfolio.yaml that says nothing of albums, downloads, the filmstrip, tags or playing gets.
const NO_ALBUMS = {
  albums: [],
  albumsLink: true,
  placesLink: true,
  download: false,
  filmstrip: true,
  tags: true,
  places: 'off',
  slideshowInterval: 5,
  slideshowLoop: false,
};

/** Each problem as `line: message`, the way a test can list them. */
function problemsOf(text: string): string[] {
  return parsePortfolio(text).problems.map(({ line, message }) => `${String(line)}: ${message}`);
}

const SITE = `site:
  owner: Alex Rivera
  nav:
    - label: Gallery
      path: /
`;

const PHOTOS: [string, string, string][] = [
  ['after-the-rain', 'After the rain', 'Storm clouds glowing at sunset over a dark ridge'],
  ['maldives-jetty', 'Maldives jetty', 'A wooden jetty leading to over-water villas in a turquoise lagoon'],
  ['neist-point-lighthouse', 'Neist Point lighthouse', 'Sea cliffs and a white lighthouse at golden hour'],
  ['dark-waters', 'Dark waters', 'Heavy clouds over a beach and surf'],
  ['dark-sunset', 'Dark sunset', 'The moon reflected in a lake behind bare branches at blue dusk'],
  ['colorful-cups', 'Colourful cups', 'Rows of stacked coloured cups seen from above'],
  ['castle-maintenon', 'Castle of Maintenon', 'The brick towers of the Château de Maintenon under a blue sky'],
  ['honey-bee', 'Honey bee', 'A honey bee on a purple aster'],
  ['dew-drop', 'Dew drop', 'A dew drop hanging from a blade of grass'],
  ['panther-chameleon', 'Panther chameleon', 'A female panther chameleon on a branch'],
  ['petal-droplets', 'Petal droplets', 'Water droplets on an orange petal'],
  [
    'cincinnati-bridge-night',
    'Cincinnati bridge at night',
    'The Roebling suspension bridge in Cincinnati, lit at night',
  ],
  ['darkest-hour', 'Darkest hour', 'A misty lake with islands in deep-blue twilight'],
  ['lake-red-hills', 'Lake and red hills', 'A red-earth hill reflected in a still lake'],
];

/** The captions the default site's owner wrote, on five photos of the fourteen. */
const CAPTIONS: Readonly<Record<string, string>> = {
  'neist-point-lighthouse':
    'Neist Point, the most westerly point of the Isle of Skye. Its lighthouse was first lit in 1909.',
  'castle-maintenon':
    'The Château de Maintenon in Eure-et-Loir, France, where Renaissance brick towers stand beside a medieval keep.',
  'honey-bee': 'A honey bee at work on an aster, on the first day of October.',
  'panther-chameleon':
    'A female panther chameleon. The females keep to tans and pinks; the males wear the famous colours.',
  'cincinnati-bridge-night':
    'The Roebling Suspension Bridge over the Ohio, finished in 1866: https://en.wikipedia.org/wiki/John_A._Roebling_Suspension_Bridge',
};

/** The tags the default site's owner gave each photo. */
const TAGS: Readonly<Record<string, string[]>> = {
  'after-the-rain': ['Sunset', 'Clouds'],
  'maldives-jetty': ['Sea', 'Travel'],
  'neist-point-lighthouse': ['Lighthouse', 'Sea', 'Scotland'],
  'dark-waters': ['Sea', 'Clouds'],
  'dark-sunset': ['Dusk', 'Lakes', 'Moon'],
  'colorful-cups': ['Still life'],
  'castle-maintenon': ['Architecture', 'France', 'Travel'],
  'honey-bee': ['Close-up', 'Insects', 'Flowers'],
  'dew-drop': ['Close-up'],
  'panther-chameleon': ['Close-up', 'Animals'],
  'petal-droplets': ['Close-up', 'Flowers'],
  'cincinnati-bridge-night': ['Architecture', 'Night'],
  'darkest-hour': ['Dusk', 'Lakes'],
  'lake-red-hills': ['Lakes'],
};

describe('the default portfolio.yaml', () => {
  it("reproduces today's site: owner, title, description, three nav entries and the 14 photos' words", () => {
    const { config, problems, navAlbums } = parsePortfolio(readFileSync('portfolio.yaml', 'utf8'));
    expect(problems).toEqual([]);
    expect(navAlbums).toEqual([]);
    expect(config).toEqual({
      owner: 'Alex Rivera',
      title: 'Alex Rivera · Photography',
      description: 'Photographs by Alex Rivera: landscapes, seascapes and close-ups.',
      nav: [
        { label: 'Gallery', path: '/' },
        { label: 'Espresso', path: '/espresso' },
        { label: 'Running', path: '/running' },
      ],
      details: ALL_DETAILS,
      ...ENGLISH,
      ...NO_ALBUMS,
      photos: PHOTOS.map(([id, title, alt]) => ({
        file: `${id}.jpg`,
        title,
        alt,
        ...(CAPTIONS[id] !== undefined && { caption: CAPTIONS[id] }),
        tags: TAGS[id],
      })),
    });
  });

  it('turns the date off once its commented `details:` example is uncommented', () => {
    const text = readFileSync('portfolio.yaml', 'utf8');
    const example = /^ {2}# details:\n {2}# {3}date: false\n/m;
    expect(text).toMatch(example);
    const { config, problems } = parsePortfolio(text.replace(example, '  details:\n    date: false\n'));
    expect(problems).toEqual([]);
    expect(config?.details).toEqual({ ...ALL_DETAILS, date: false });
  });
});

describe('the default portfolio.yaml, its download, filmstrip and albums examples uncommented', () => {
  it('offers downloads, drops the filmstrip and the albums link, and reads the album as written', () => {
    const text = readFileSync('portfolio.yaml', 'utf8')
      .replace(/^ {2}# (download: true|albums-link: false|filmstrip: false)$/gm, '  $1')
      .replace(/^# (albums:| {2}.*)$/gm, '$1');
    const { config, problems } = parsePortfolio(text);
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ download: true, albumsLink: false, filmstrip: false });
    expect(config?.albums).toEqual([
      expect.objectContaining({ folder: 'travel', title: 'On the road', cover: 'travel/harbour.jpg', listed: false }),
    ]);
  });
});

describe('the default portfolio.yaml, its language examples uncommented', () => {
  it('speaks the language and the owner’s words they show', () => {
    const text = readFileSync('portfolio.yaml', 'utf8')
      .replace(/^ {2}# language: en\n/m, '  language: de\n')
      .replace(
        /^ {2}# strings:\n {2}# {3}slides: (.*)\n {2}# {3}counter: (.*)\n/m,
        '  strings:\n    slides: $1\n    counter: $2\n',
      );
    const { config, problems } = parsePortfolio(text);
    expect(problems).toEqual([]);
    expect(config?.language.tag).toBe('de');
    expect(config?.words).toMatchObject({ slides: 'Slideshow', counter: 'Photo {index} of {count}', cards: 'Kacheln' });
  });
});

describe('parsePortfolio: what the owner may write', () => {
  it('fills the title and description from the owner, and leaves out what was not written', () => {
    const { config, problems } = parsePortfolio(SITE);
    expect(problems).toEqual([]);
    expect(config).toEqual({
      owner: 'Alex Rivera',
      title: 'Alex Rivera · Photography',
      description: 'Photographs by Alex Rivera.',
      nav: [{ label: 'Gallery', path: '/' }],
      details: ALL_DETAILS,
      ...ENGLISH,
      ...NO_ALBUMS,
      photos: [],
    });
  });

  it('turns off the details written `false` under `details:`, under `site:` or at the top level', () => {
    const off = { ...ALL_DETAILS, date: false, 'exposure-compensation': false };
    const lines = '  details:\n    date: false\n    exposure-compensation: false\n    camera: true\n';
    expect(parsePortfolio(SITE + lines)).toMatchObject({ problems: [], config: { details: off } });
    expect(parsePortfolio(SITE + lines.replace(/^ {2}/gm, ''))).toMatchObject({
      problems: [],
      config: { details: off },
    });
    // Every line of the block commented out: every detail stays on.
    const empty = parsePortfolio(`${SITE}  details:\n    # date: false\n`);
    expect(empty).toMatchObject({ problems: [], config: { details: ALL_DETAILS } });
  });

  it('knows each detail by its name in the README', () => {
    const every = DETAIL_FIELDS.map((field) => `    ${field}: false\n`).join('');
    const { config, problems } = parsePortfolio(`${SITE}  details:\n${every}`);
    expect(problems).toEqual([]);
    expect(DETAIL_FIELDS).toEqual([
      ...['camera', 'lens', 'focal-length', 'exposure', 'aperture', 'iso', 'exposure-compensation', 'date'],
      'size',
    ]);
    expect(Object.values(config?.details ?? {})).toEqual(DETAIL_FIELDS.map(() => false));
  });

  it('takes the url, the albums (with their lines, for the caller to check) and a caption', () => {
    const espresso = '    - label: Espresso\n      path: /espresso\n      album: espresso\n';
    const photos = 'photos:\n  - file: espresso/cup.jpg\n    title: Cup\n    caption: Long words\n';
    const { config, problems, navAlbums } = parsePortfolio(SITE + espresso + photos);
    expect(problems).toEqual([]);
    expect(config?.nav[1]).toEqual({ label: 'Espresso', path: '/espresso', album: 'espresso' });
    expect(config?.photos).toEqual([{ file: 'espresso/cup.jpg', title: 'Cup', caption: 'Long words' }]);
    expect(navAlbums).toEqual([{ album: 'espresso', path: '/espresso', line: 8 }]);
    const withUrl = parsePortfolio(SITE.replace('  nav:', '  url: https://alex.example\n  nav:'));
    expect(withUrl.config?.url).toBe('https://alex.example');
  });

  it("accepts the site's keys at the top level and photos keyed by file; a number is text as written", () => {
    const text = `owner: Alex Rivera\ndescription: Mine\nnav:\n  - label: Gallery\n    path: /\nphotos:\n  cup.jpg:\n    title: 1984\n    alt: A cup\n  bare.jpg:\n`;
    const { config, problems } = parsePortfolio(text);
    expect(problems).toEqual([]);
    expect(config?.description).toBe('Mine');
    expect(config?.photos).toEqual([{ file: 'cup.jpg', title: '1984', alt: 'A cup' }, { file: 'bare.jpg' }]);
  });

  it('reports a nav album with no folder, naming the folders there are', () => {
    const albums = [{ album: 'espreso', path: '/espresso', line: 7 }];
    const [problem, ...rest] = albumProblems(albums, new Set(['espresso', 'running']));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'portfolio.yaml', line: 7 });
    expect(problem?.message).toContain('public/photos/espreso');
    expect(problem?.fix).toContain('espresso, running');
    expect(albumProblems(albums, new Set(['espreso']))).toEqual([]);
  });
});

describe('parsePortfolio: tags', () => {
  const photo = (tags: string) => `${SITE}photos:\n  - file: skye.jpg\n    tags: ${tags}\n`;
  const tagsOf = (text: string) => parsePortfolio(text).config?.photos[0]?.tags;

  it("takes a photo's tags as a list, in either form, each once whatever its case or accents", () => {
    expect(tagsOf(photo('[Lighthouse, Île de Ré, lighthouse, ile de re]'))).toEqual(['Lighthouse', 'Île de Ré']);
    expect(tagsOf(`${SITE}photos:\n  - file: skye.jpg\n    tags:\n      - " Skye "\n      - 灯台\n`)).toEqual([
      'Skye',
      '灯台',
    ]);
    expect(parsePortfolio(`${SITE}photos:\n  skye.jpg:\n    tags: [Skye]\n`).config?.photos).toEqual([
      { file: 'skye.jpg', tags: ['Skye'] },
    ]);
  });

  it('takes one line of tags as a photo app lists them, a number as written, and `[]` or `false` as none', () => {
    expect(tagsOf(photo('Scotland'))).toEqual(['Scotland']);
    expect(tagsOf(photo('Scotland, 2019, scotland,'))).toEqual(['Scotland', '2019']);
    expect(tagsOf(photo('[2019, 1.50]'))).toEqual(['2019', '1.50']);
    expect(tagsOf(photo('[]'))).toEqual([]);
    expect(tagsOf(photo('false'))).toEqual([]);
    expect(problemsOf(photo('true'))).toEqual(['8: `tags` is true']);
    expect(tagsOf(`${SITE}photos:\n  - file: skye.jpg\n`)).toBeUndefined();
  });

  it('publishes tags unless `tags: false` is written under `site:` or at the top level', () => {
    expect(parsePortfolio(SITE).config?.tags).toBe(true);
    expect(parsePortfolio(`${SITE}  tags: false\n`)).toMatchObject({ problems: [], config: { tags: false } });
    expect(parsePortfolio(`${SITE}tags: false\n`)).toMatchObject({ problems: [], config: { tags: false } });
    expect(problemsOf(`${SITE}  tags: no\n`)).toEqual(['6: `tags` should be true or false, not `no`']);
  });

  it('shows the filmstrip unless `filmstrip: false` is written, and names the file and the fix for anything else', () => {
    expect(parsePortfolio(SITE).config?.filmstrip).toBe(true);
    expect(parsePortfolio(`${SITE}  filmstrip: false\n`)).toMatchObject({ problems: [], config: { filmstrip: false } });
    expect(parsePortfolio(`${SITE}filmstrip: false\n`)).toMatchObject({ problems: [], config: { filmstrip: false } });
    const [problem, ...others] = parsePortfolio(`${SITE}  filmstrip: off\n`).problems;
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      file: 'portfolio.yaml',
      line: 6,
      message: '`filmstrip` should be true or false, not `off`',
    });
    expect(problem?.fix).toContain('`filmstrip: false`');
  });

  it('reports every wrong tag with its line and the form a list takes, keeping the right ones', () => {
    const text =
      `${SITE}photos:\n  - file: a.jpg\n    tags:\n      - Skye\n      - place: Skye\n      - [a, b]\n      -\n` +
      `  - file: b.jpg\n    tags:\n      place: Skye\n  - file: c.jpg\n    tags:\n  - file: d.jpg\n    tags: ""\n`;
    const { problems, config } = parsePortfolio(text);
    expect(problems.map(({ line, message }) => `${String(line)}: ${message}`)).toEqual([
      '10: a tag under `tags` is a set of keys',
      '11: a tag under `tags` is a list',
      '12: a tag under `tags` is empty',
      '14: `tags` should be a list of tags, not a set of keys',
      '17: `tags` has no tags after it',
      '19: `tags` is empty',
    ]);
    expect(problems.every(({ fix }) => fix.includes('`tags: [Lighthouse, Scotland]`'))).toBe(true);
    expect(config?.photos.map((entry) => entry.tags)).toEqual([['Skye'], undefined, undefined, undefined]);
  });
});

describe('parsePortfolio: problems, each with its line', () => {
  it('lists every YAML syntax error with its line, and gives no config', () => {
    const { config, problems } = parsePortfolio(`${SITE}  owner: Again\nphotos:\n  - file: "a.jpg\n`);
    expect(config).toBeNull();
    expect(problems.map(({ line }) => line)).toEqual(expect.arrayContaining([6, 8]));
    expect(
      problems.every(({ message, file }) => message.startsWith('YAML syntax error') && file === 'portfolio.yaml'),
    ).toBe(true);
    expect(problems.find(({ line }) => line === 6)?.message).toContain('Map keys must be unique');
    expect(problems.find(({ line }) => line === 8)?.message).toContain('never closed');
    expect(parsePortfolio('site:\n\towner: A\n', 'my.yaml').problems[0]).toMatchObject({ file: 'my.yaml', line: 2 });
  });

  it('reports an unknown key with its line and the keys allowed there', () => {
    const { problems } = parsePortfolio(`${SITE}  colour: red\nphotos:\n  - file: a.jpg\n    titel: A\n`);
    expect(problems.map(({ line, message }) => `${String(line)}: ${message}`)).toEqual([
      '6: unknown key `colour` under `site:`',
      '9: unknown key `titel` in a photos entry',
    ]);
    expect(problems[0]?.fix).toContain(
      'owner, title, description, url, language, strings, nav, albums-link, download, filmstrip, details',
    );
    expect(problemsOf(`${SITE}theme: dark\n`)).toEqual(['6: unknown key `theme`']);
  });

  it('reports a missing or empty owner and nav, and gives no config', () => {
    expect(problemsOf('site:\n  nav:\n    - label: Gallery\n      path: /\n')).toEqual(['1: `owner` is missing']);
    expect(problemsOf(SITE.replace('Alex Rivera', '""'))).toEqual(['2: `owner` is empty']);
    expect(problemsOf('site:\n  owner: A\n')).toEqual(['1: `nav` is missing']);
    expect(problemsOf('site:\n  owner: A\n  nav: []\n')).toEqual(['3: `nav` is empty']);
    expect(parsePortfolio('site:\n  owner: A\n').config).toBeNull();
    expect(problemsOf('')).toEqual(['1: has no settings in it']);
  });

  it('reports wrong types', () => {
    expect(problemsOf(SITE.replace('Alex Rivera', '[Alex, Rivera]'))).toEqual([
      '2: `owner` should be text, not a list',
    ]);
    expect(problemsOf(`${SITE}  title:\n    main: A\n`)).toEqual(['6: `title` should be text, not a set of keys']);
    expect(problemsOf('site:\n  owner: A\n  nav: Gallery\n')).toEqual(['3: `nav` should be a list']);
    expect(problemsOf(`${SITE}photos: all\n`)).toEqual(['6: `photos` should be a list of entries']);
    expect(problemsOf(`${SITE}photos:\n  - a.jpg\n`)).toEqual([
      '7: a photos entry should be a set of keys such as file:, title: and alt:',
    ]);
    expect(problemsOf(`${SITE}  url: example.com\n`)).toEqual(['6: `url` is not a web address: `example.com`']);
  });

  it('reports nav paths that are not plain, reserved or repeated, suggesting the plain one', () => {
    const entry = (path: string) => `    - label: X\n      path: ${path}\n`;
    const text = SITE + ['espresso', '/Espresso/', '/photos', '/p/1', '/assets', '/', '/albums'].map(entry).join('');
    const { problems } = parsePortfolio(text);
    expect(problems.map(({ line, message }) => `${String(line)}: ${message}`)).toEqual([
      '7: nav path `espresso` should start with /',
      '9: nav path `/Espresso/` is not a plain lowercase path',
      "11: nav path `/photos` is taken by the site's own files",
      "13: nav path `/p/1` is taken by the site's own files",
      "15: nav path `/assets` is taken by the site's own files",
      '17: nav path `/` is used twice (first at line 5)',
      "19: nav path `/albums` is taken by the site's own files",
    ]);
    expect(problems[1]?.fix).toContain('`/espresso`');
    expect(problemsOf(`${SITE}    - label: X\n`)).toEqual(['6: a nav entry has no `path`']);
  });

  it('reports a photos entry without a file, a file listed twice and empty words', () => {
    const text = `${SITE}photos:\n  - title: No file\n  - file: a.jpg\n  - file: a.jpg\n    alt: ""\n  - file: /abs.jpg\n`;
    expect(problemsOf(text)).toEqual([
      '7: a photos entry has no `file`',
      '9: `a.jpg` is listed twice in photos (first at line 8)',
      '10: `alt` is empty',
      '11: photo file `/abs.jpg` should be a path inside public/photos',
    ]);
    expect(parsePortfolio(text).config?.photos).toEqual([{ file: 'a.jpg' }]);
  });

  it('reports an unknown detail and a detail not turned on or off, listing the details, all in one run', () => {
    const text = `${SITE}  details:\n    gps: false\n    date: no\n    iso: "false"\n    lens:\n    size: false\n`;
    const { config, problems } = parsePortfolio(text);
    expect(problems.map(({ line, message }) => `${String(line)}: ${message}`)).toEqual([
      '7: unknown key `gps` under `details:`',
      '8: `date` under `details:` should be true or false, not `no`',
      '9: `iso` under `details:` should be true or false',
      '10: `lens` under `details:` should be true or false',
    ]);
    expect(problems[0]?.fix).toContain(
      'camera, lens, focal-length, exposure, aperture, iso, exposure-compensation, date, size',
    );
    expect(problems[1]?.fix).toBe('Write `date: false` to leave it out of every photo, or delete the line to keep it');
    expect(problems.every(({ file }) => file === 'portfolio.yaml')).toBe(true);
    // The rest of the file still reads: the details written right are taken, the wrong ones left on.
    expect(config?.details).toEqual({ ...ALL_DETAILS, size: false });
  });

  it('reports a `details:` that is not a set of details, naming them', () => {
    const [problem, ...rest] = parsePortfolio(`${SITE}  details: false\n`).problems;
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ line: 6, message: '`details` should be a set of details, each turned on or off' });
    expect(problem?.fix).toContain('`date: false`');
    expect(problem?.fix).toContain('camera, lens, focal-length');
    expect(problemsOf(`${SITE}  details:\n    - date\n`)).toEqual([
      '6: `details` should be a set of details, each turned on or off',
    ]);
  });

  it('reports a key given both at the top level and under site', () => {
    expect(problemsOf(`owner: Sam\n${SITE}`)).toEqual(['1: `owner` is given twice: here and under `site:` (line 3)']);
  });

  it('lists several problems of one text at once, in order, each with its fix', () => {
    const text = `site:\n  colour: red\n  nav:\n    - label: Home\n      path: home\nphotos:\n  - title: T\n`;
    const { problems, config } = parsePortfolio(text);
    expect(problems.map(({ line, message }) => `${String(line)}: ${message}`)).toEqual([
      '2: unknown key `colour` under `site:`',
      '1: `owner` is missing',
      '5: nav path `home` should start with /',
      '7: a photos entry has no `file`',
    ]);
    expect(problems.every(({ fix }) => fix.length > 10)).toBe(true);
    expect(config).toBeNull();
  });
});

describe('parsePortfolio: the owner’s language and words', () => {
  it('takes `language:`, under `site:` or at the top level, for the words, the tag and the default title', () => {
    const { config, problems, warnings } = parsePortfolio(`${SITE}  language: de-at\n`);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(config?.language).toEqual({ tag: 'de-AT', dir: 'ltr', locale: 'de-AT' });
    expect(config?.words['next-image']).toBe('Nächstes Bild');
    expect(config?.title).toBe('Alex Rivera · Fotografie');
    expect(config?.description).toBe('Fotografien von Alex Rivera.');
    const top = parsePortfolio(`language: ja\n${SITE}`);
    expect(top.problems).toEqual([]);
    expect(top.config?.words['previous-image']).toBe('前の写真');
  });

  it('reads Arabic right to left, with Latin digits', () => {
    expect(parsePortfolio(`${SITE}  language: ar\n`).config?.language).toEqual({
      tag: 'ar',
      dir: 'rtl',
      locale: 'ar-u-nu-latn',
    });
  });

  it('lays `strings:` over the table, and a word with its placeholders kept', () => {
    const strings = '  strings:\n    slides: Slideshow\n    counter: "Photo {index} of {count}"\n';
    const { config, problems } = parsePortfolio(`${SITE}  language: en-GB\n${strings}`);
    expect(problems).toEqual([]);
    expect(config?.words.slides).toBe('Slideshow');
    expect(config?.words.counter).toBe('Photo {index} of {count}');
    expect(config?.words.cards).toBe('Cards');
    // Commented out entirely: nothing overridden.
    expect(parsePortfolio(`${SITE}  strings:\n    # slides: Show\n`)).toMatchObject({ problems: [], config: ENGLISH });
  });

  it('reports a language that is not a tag, with its line, suggesting the tag for a name', () => {
    const { config, problems } = parsePortfolio(`${SITE}  language: German\n`);
    expect(problems).toEqual([
      {
        file: 'portfolio.yaml',
        line: 6,
        message: '`language` is not a language tag: `German`',
        fix: 'Write its tag: `language: de`',
      },
    ]);
    // The rest of the site still reads, in English.
    expect(config?.language.tag).toBe('en');
    const [typo] = parsePortfolio(`${SITE}  language: de_DE\n`).problems;
    expect(typo?.message).toBe('`language` is not a language tag: `de_DE`');
    expect(typo?.fix).toContain('`pt-PT`');
    expect(problemsOf(`${SITE}  language: [de, fr]\n`)).toEqual(['6: `language` should be text, not a list']);
  });

  it('warns once, naming the words shown in English, for a language without a table of words', () => {
    const { problems, warnings, config } = parsePortfolio(`${SITE}  language: fa\n  strings:\n    cards: کارت‌ها\n`);
    expect(problems).toEqual([]);
    expect(config?.language.dir).toBe('rtl');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: 'portfolio.yaml', line: 6 });
    expect(warnings[0]?.message).toContain('skip-to-content, main-nav');
    expect(warnings[0]?.message).not.toContain(' cards,');
  });

  it('reports an unknown word with its close match, or every word there is', () => {
    const text = `${SITE}  strings:\n    next-imgae: Next\n    Slides: Show\n    colour: red\n    next: Onwards\n`;
    const { problems, config } = parsePortfolio(text);
    expect(problems.map(({ line, message }) => `${String(line)}: ${message}`)).toEqual([
      '7: unknown word `next-imgae` under `strings:`',
      '8: unknown word `Slides` under `strings:`',
      '9: unknown word `colour` under `strings:`',
      '10: unknown word `next` under `strings:`',
    ]);
    expect(problems[0]?.fix).toBe('Did you mean `next-image`? (English: "Next image")');
    expect(problems[1]?.fix).toBe('Did you mean `slides`? (English: "Slides")');
    expect(problems[2]?.fix).toContain('The words are: skip-to-content, main-nav, photo-credits,');
    expect(problems[2]?.fix).toContain('site-description');
    expect(problems[3]?.fix).toBe('Did you mean `next-image`? (English: "Next image")');
    expect(config?.words['next-image']).toBe('Next image');
  });

  it('reports a word that leaves out or invents a placeholder, and keeps the table’s word', () => {
    const text = `${SITE}  language: de\n  strings:\n    counter: Bild {index}\n    open-photo: "{titel} öffnen"\n    zoom: "Zoom {level}"\n    share: ""\n`;
    const { problems, config } = parsePortfolio(text);
    expect(problems.map(({ line, message }) => `${String(line)}: ${message}`)).toEqual([
      '8: `counter` under `strings:` leaves out {count}',
      '9: `open-photo` under `strings:` leaves out {title}',
      '9: `open-photo` under `strings:` has {titel}, which this word never fills in',
      '10: `zoom` under `strings:` has {level}, which this word never fills in',
      '11: `share` under `strings:` has no text',
    ]);
    expect(problems[0]?.fix).toBe('Keep {count} in it where the value goes (English: "Image {index} / {count}")');
    expect(problems[2]?.fix).toBe('Use only {title} (English: "Open {title} in the slideshow")');
    expect(problems[3]?.fix).toBe('Write it without braces (English: "Zoom")');
    expect(config?.words.counter).toBe('Bild {index} / {count}');
    expect(config?.words.share).toBe('Teilen');
  });

  it('reports `strings:` that is not a set of words, and a word that is not text', () => {
    expect(problemsOf(`${SITE}  strings:\n    - slides: Show\n`)).toEqual([
      '6: `strings` should be a set of words, each under its id',
    ]);
    // Unquoted, a word starting with a placeholder reads as a set of keys.
    const [problem] = parsePortfolio(`${SITE}  strings:\n    slide-position: {index} sur {count}\n`).problems;
    expect(problem?.line).toBe(7);
    const unquoted = parsePortfolio(`${SITE}  strings:\n    slide-position: {index}\n`).problems;
    expect(unquoted).toEqual([
      {
        file: 'portfolio.yaml',
        line: 7,
        message: '`slide-position` under `strings:` should be text, not a set of keys',
        fix: 'Put the word in quotes, as one starting with { or [ must be: `slide-position: "{index} of {count}"`',
      },
    ]);
  });
});

describe('parsePortfolio: how the slideshow plays', () => {
  it('shows each photo 5 s and stops at the last unless the owner says otherwise', () => {
    expect(parsePortfolio(SITE).config).toMatchObject({ slideshowInterval: 5, slideshowLoop: false });
    const written = parsePortfolio(`${SITE}  slideshow-interval: 8\n  slideshow-loop: true\n`);
    expect(written.problems).toEqual([]);
    expect(written.config).toMatchObject({ slideshowInterval: 8, slideshowLoop: true });
    expect(parsePortfolio(`${SITE}slideshow-interval: 2.5\n`).config).toMatchObject({ slideshowInterval: 2.5 });
  });

  it('reads the commented examples in the default portfolio.yaml once uncommented', () => {
    const text = readFileSync('portfolio.yaml', 'utf8').replace(/^ {2}# (slideshow-[a-z]+: .+)$/gm, '  $1');
    const { config, problems } = parsePortfolio(text);
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ slideshowInterval: 8, slideshowLoop: true });
  });

  it('reports an interval that is not seconds in range and a loop not true or false, naming the file', () => {
    const { problems, config } = parsePortfolio(`${SITE}  slideshow-interval: 5s\n  slideshow-loop: yes\n`);
    expect(problems.map(({ file, line, message }) => `${file}:${String(line)}: ${message}`)).toEqual([
      'portfolio.yaml:6: `slideshow-interval` should be a number of seconds from 1 to 60, not `5s`',
      'portfolio.yaml:7: `slideshow-loop` should be true or false, not `yes`',
    ]);
    expect(problems[0]?.fix).toContain('e.g. `slideshow-interval: 8`');
    expect(problems[1]?.fix).toContain('slideshow-loop: true');
    expect(config).toMatchObject({ slideshowInterval: 5, slideshowLoop: false });
    expect(problemsOf(`${SITE}  slideshow-interval: 0\n`)).toEqual([
      '6: `slideshow-interval` should be a number of seconds from 1 to 60, not `0`',
    ]);
    expect(problemsOf(`${SITE}  slideshow-interval: 600\n`)).toHaveLength(1);
  });
});
