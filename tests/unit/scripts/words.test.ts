// @vitest-environment node
// The interface's words: which table a language tag gets, its direction and digits, every table against the English
// one, the owner's words over a table, and the one warning for the words shown in English.
import { describe, expect, it } from 'vitest';
import { fill, placeholdersOf, pluralsOf, type WordId } from '../../../src/lib/words';
import {
  canonicalTag,
  missingWordsWarning,
  resolveWords,
  siteLanguage,
  tableFor,
  TABLES,
  WORD_IDS,
} from '../../../scripts/words/language';
import { EN } from '../../../scripts/words/tables/en';

describe('tableFor', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['fr-CA', 'fr'],
    ['es-MX', 'es'],
    ['it', 'it'],
    ['pt', 'pt'],
    ['pt-PT', 'pt'],
    ['pt-AO', 'pt'],
    ['pt-BR', 'pt-BR'],
    ['nl-BE', 'nl'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['he', 'he'],
    ['he-IL', 'he'],
  ])('gives %s the %s table', (tag, table) => {
    expect(tableFor(tag)).toBe(table);
  });

  it.each([
    ['zh-TW', 'Traditional Chinese, not written in the Simplified table’s script'],
    ['zh-Hant', 'Traditional Chinese'],
    ['fa', 'a language without a table'],
    ['sr-Latn', 'a language without a table'],
  ])('gives %s no table (%s)', (tag) => {
    expect(tableFor(tag)).toBeUndefined();
  });
});

describe('canonicalTag', () => {
  it('writes a tag in its canonical case and the current code for an old one', () => {
    expect(canonicalTag('PT-pt')).toBe('pt-PT');
    expect(canonicalTag('zh-hans-cn')).toBe('zh-Hans-CN');
    expect(canonicalTag('iw')).toBe('he');
  });

  it.each(['German', 'de_DE', 'gr', 'en-', '', 'x-private'])('takes %j for no language tag', (written) => {
    expect(canonicalTag(written)).toBeUndefined();
  });
});

describe('siteLanguage', () => {
  it.each(['ar', 'ar-EG', 'he', 'fa', 'ur', 'yi'])('reads %s right to left', (tag) => {
    expect(siteLanguage(tag).dir).toBe('rtl');
  });

  it.each(['en', 'de', 'ja', 'zh-CN', 'az-Latn'])('reads %s left to right', (tag) => {
    expect(siteLanguage(tag).dir).toBe('ltr');
  });

  it('writes Arabic numbers in Latin digits unless the tag names its own', () => {
    expect(siteLanguage('ar').locale).toBe('ar-u-nu-latn');
    expect(siteLanguage('ar-EG').locale).toBe('ar-EG-u-nu-latn');
    expect(fill('{count}', { count: 14 }, siteLanguage('ar-EG').locale)).toBe('14');
    expect(siteLanguage('ar-EG-u-nu-arab').locale).toBe('ar-EG-u-nu-arab');
    expect(fill('{count}', { count: 14 }, siteLanguage('ar-EG-u-nu-arab').locale)).toBe('١٤');
    expect(siteLanguage('de-AT')).toEqual({ tag: 'de-AT', dir: 'ltr', locale: 'de-AT' });
  });

  it('writes a plain pt’s numbers as Portugal does, as its words are (Intl’s plain pt is Brazil’s)', () => {
    expect(siteLanguage('pt').locale).toBe('pt-PT');
    expect(tableFor('pt')).toBe('pt');
    const inPortugal = new Intl.NumberFormat('pt-PT').format(8000);
    expect(inPortugal).not.toBe(new Intl.NumberFormat('pt').format(8000));
    expect(fill('{count}', { count: 8000 }, siteLanguage('pt').locale)).toBe(inPortugal);
    expect(siteLanguage('pt-BR').locale).toBe('pt-BR');
    expect(siteLanguage('pt-AO').locale).toBe('pt-AO');
  });
});

describe('fill', () => {
  it('fills each placeholder, numbers in the locale’s digits and grouping', () => {
    expect(fill('Image {index} / {count}', { index: 3, count: 1234 }, 'de')).toBe('Image 3 / 1.234');
    expect(fill('Open {title} in the slideshow', { title: 'Honey {bee}' })).toBe('Open Honey {bee} in the slideshow');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(fill('{index} of {count}', { index: 1 })).toBe('1 of {count}');
  });

  it('lists a word’s placeholders once each, in order', () => {
    expect(placeholdersOf('{count}枚中{index}枚目 {count}')).toEqual(['count', 'index']);
    expect(placeholdersOf('{title}: {count, plural, one {# photo} other {# photos}}')).toEqual(['title', 'count']);
  });

  it('picks a plural’s form by the language’s rule for the number, an exact =N first', () => {
    const photos = '{count, plural, one {# photo} other {# photos}}';
    expect(fill(photos, { count: 1 }, 'en')).toBe('1 photo');
    expect(fill(photos, { count: 1234 }, 'en')).toBe('1,234 photos');
    expect(fill('{count, plural, =0 {none} one {# photo} other {# photos}}', { count: 0 }, 'en')).toBe('none');
    expect(fill(TABLES.fr?.['photo-count'] ?? '', { count: 1_000_000 }, 'fr')).toBe('1\u202f000\u202f000 de photos');
    expect(fill(TABLES.ar?.['photo-count'] ?? '', { count: 2 }, 'ar-u-nu-latn')).toBe('صورتان');
    expect(fill(TABLES.ar?.['photo-count'] ?? '', { count: 5 }, 'ar-u-nu-latn')).toBe('5 صور');
    expect(fill(TABLES.ar?.['photo-count'] ?? '', { count: 11 }, 'ar-u-nu-latn')).toBe('11 صورة');
  });

  it('leaves a plural it has no number for as written', () => {
    expect(fill('{count, plural, other {# photos}}', {})).toBe('{count, plural, other {# photos}}');
  });
});

describe('the English table', () => {
  it('holds the spec’s words', () => {
    expect(fill(EN.counter, { index: 3, count: 14 })).toBe('Image 3 / 14');
    expect(EN['previous-image']).toBe('Previous image');
    expect(EN['next-image']).toBe('Next image');
    expect(EN['key-hint']).toBe('Use arrow keys to navigate');
    expect([EN.cards, EN.slides]).toEqual(['Cards', 'Slides']);
  });
});

/** The words many languages write as English does: a separator, a place beside its country, and units' symbols ("1/250 s", "f/2.8", "EV"). */
const SYMBOLS = new Set<WordId>([
  'list-separator',
  'place-in',
  'map-place',
  'seconds',
  'f-number',
  'pixel-size',
  'megapixels',
  'exposure-value',
  // Keycaps: many languages' keyboards print these as English ones do.
  'key-home',
  'key-end',
  'key-escape',
]);

describe.each(Object.entries(TABLES))('the %s table', (tag, table) => {
  // Every word is there: each table `satisfies Words`, so the compiler requires it.
  it('has no word the interface does not use', () => {
    expect(Object.keys(table).filter((id) => !WORD_IDS.includes(id as WordId))).toEqual([]);
  });

  it('fills in exactly the placeholders the English word does', () => {
    for (const id of WORD_IDS) {
      const word = table[id];
      expect(placeholdersOf(word).toSorted(), `${tag}: ${id}`).toEqual(placeholdersOf(EN[id]).toSorted());
      expect(word.trim(), `${tag}: ${id}`).not.toBe('');
    }
  });

  it('gives each plural a form for every plural category of its language', () => {
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    for (const id of WORD_IDS) {
      for (const { forms } of pluralsOf(table[id]))
        expect([...forms.keys()].toSorted(), `${tag}: ${id}`).toEqual(expect.arrayContaining([...categories]));
    }
  });

  it('words each thing in its own language (only a few, such as ISO or Albums, as in English)', () => {
    if (tag === 'en') return;
    const same = WORD_IDS.filter((id) => table[id] === EN[id] && !SYMBOLS.has(id));
    expect(same.length, `${tag}: ${same.join(', ')}`).toBeLessThanOrEqual(5);
  });
});

describe('resolveWords', () => {
  it('takes the table’s words, the owner’s over them', () => {
    const { words, table, missing, language } = resolveWords('de-AT', { 'next-image': 'Weiter' });
    expect(table).toBe('de');
    expect(language).toEqual({ tag: 'de-AT', dir: 'ltr', locale: 'de-AT' });
    expect(words['next-image']).toBe('Weiter');
    expect(words['previous-image']).toBe('Vorheriges Bild');
    expect(missing).toEqual([]);
  });

  it('shows in English each word a table lacks, and names them once in one warning', () => {
    const gaps = { ...TABLES, de: { ...TABLES.de, counter: undefined, 'key-hint': undefined } };
    const resolved = resolveWords('de', {}, gaps);
    expect(resolved.words.counter).toBe('Image {index} / {count}');
    expect(resolved.words['key-hint']).toBe('Use arrow keys to navigate');
    expect(resolved.words.cards).toBe('Kacheln');
    expect(resolved.missing).toEqual(['counter', 'key-hint']);
    const warning = missingWordsWarning(resolved, 'portfolio.yaml', 3);
    expect(warning).toMatchObject({ file: 'portfolio.yaml', line: 3 });
    expect(warning?.message).toBe(
      '`language: de`: the German words lack 2, so 2 words show in English: counter, key-hint',
    );
    expect(warning?.fix).toContain('`strings:`');
  });

  it('shows a language without a table in English, less the words its owner wrote', () => {
    const resolved = resolveWords('fa', { cards: 'کارت‌ها' });
    expect(resolved.table).toBeUndefined();
    expect(resolved.language.dir).toBe('rtl');
    expect(resolved.words.cards).toBe('کارت‌ها');
    expect(resolved.words.slides).toBe('Slides');
    expect(resolved.missing).toHaveLength(WORD_IDS.length - 1);
    expect(resolved.missing).not.toContain('cards');
    expect(missingWordsWarning(resolved, 'portfolio.yaml')?.message).toMatch(
      /^`language: fa`: there are no interface words in Persian \(`fa`\) yet, so \d+ words show in English: skip-to-content, /,
    );
  });

  it('warns of nothing when every word is there', () => {
    expect(missingWordsWarning(resolveWords('ja'), 'portfolio.yaml')).toBeUndefined();
    expect(missingWordsWarning(resolveWords('en-GB'), 'portfolio.yaml')).toBeUndefined();
  });
});
