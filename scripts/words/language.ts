// The interface's words for the owner's language: the table that best matches its BCP 47 tag, the owner's
// `strings:` laid over it, and English for any word still missing, which the build names in one warning. Only the
// resolved words ship (in the site data); the tables stay here.
import type { SiteLanguage } from '../../src/lib/site.ts';
import type { WordId, Words } from '../../src/lib/words.ts';
import type { Problem } from '../photos/problems.ts';
import { AR } from './tables/ar.ts';
import { DE } from './tables/de.ts';
import { EN } from './tables/en.ts';
import { ES } from './tables/es.ts';
import { FR } from './tables/fr.ts';
import { HE } from './tables/he.ts';
import { IT } from './tables/it.ts';
import { JA } from './tables/ja.ts';
import { NL } from './tables/nl.ts';
import { PT_BR } from './tables/pt-br.ts';
import { PT } from './tables/pt.ts';
import { ZH_HANS } from './tables/zh-hans.ts';

/** Each table, by the tag it is written for; each has every word (`satisfies Words`). */
export const TABLES: Readonly<Record<string, Words>> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  pt: PT,
  'pt-BR': PT_BR,
  nl: NL,
  ja: JA,
  'zh-Hans': ZH_HANS,
  ar: AR,
  he: HE,
};

/** Every word's id, in the English table's order. */
export const WORD_IDS = Object.keys(EN) as WordId[];

export const isWordId = (id: string): id is WordId => Object.hasOwn(EN, id);

/** Scripts written right to left (ISO 15924 codes). */
const RTL_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Mend', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);

const LANGUAGE_NAMES = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });

/**
 * The tag in canonical case (`pt-pt` → `pt-PT`, `iw` → `he`), or undefined when it is not a tag of a language
 * there is: BCP 47 allows 5-8 letter languages, which no one speaks (`German` is a name, not a tag), and `gr` is no
 * language's code (Greek's is `el`).
 */
export function canonicalTag(tag: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    const language = canonical?.split('-')[0] ?? '';
    return canonical && /^[a-z]{2,3}$/.test(language) && LANGUAGE_NAMES.of(language) ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The table for a tag: its language in the tag's own region (`pt-BR`), else in its script (`zh-CN` → `zh-Hans`),
 * else the language's (`de-AT` → `de`, `pt-PT` → `pt`) when written in the tag's script (`zh-TW`, Traditional
 * Chinese, finds none); undefined when no table fits.
 */
export function tableFor(tag: string): string | undefined {
  const locale = new Intl.Locale(tag);
  const { language, script } = locale.maximize();
  const candidates = [locale.region && `${language}-${locale.region}`, `${language}-${String(script)}`, language];
  return candidates.find(
    (candidate) =>
      candidate && Object.hasOwn(TABLES, candidate) && new Intl.Locale(candidate).maximize().script === script,
  );
}

/** How the site writes the language: its tag, its script's direction, and the locale Intl formats with. */
export function siteLanguage(tag: string): SiteLanguage {
  const locale = new Intl.Locale(tag);
  const dir = RTL_SCRIPTS.has(locale.maximize().script ?? '') ? 'rtl' : 'ltr';
  // Latin digits for Arabic, as the camera details beside them (f/2.8, 1/250 s) are written and as today's Intl
  // writes `ar`: older browsers write ٣ for it, so the choice is pinned. A tag that names its digits keeps them.
  const digits = locale.language === 'ar' && !locale.numberingSystem;
  // A plain `pt` gets the European table (tableFor), but Intl's plain `pt` is Brazilian (8.000, not 8000): the
  // numbers follow the words.
  const european = locale.language === 'pt' && !locale.region;
  const options = { ...(digits && { numberingSystem: 'latn' }), ...(european && { region: 'PT' }) };
  return { tag, dir, locale: digits || european ? new Intl.Locale(tag, options).toString() : tag };
}

export interface ResolvedWords {
  language: SiteLanguage;
  words: Words;
  /** The table the words came from; undefined when the language has none. */
  table: string | undefined;
  /** The ids neither the table nor the owner gave, shown in English. */
  missing: WordId[];
}

/** The words of the language of `tag` (canonical), with the owner's `strings`; `tables` for a test's gaps. */
export function resolveWords(
  tag: string,
  strings: Partial<Words> = {},
  tables: Readonly<Record<string, Partial<Words>>> = TABLES,
): ResolvedWords {
  const table = tableFor(tag);
  const chosen = table === undefined ? {} : (tables[table] ?? {});
  const missing: WordId[] = [];
  const words = { ...EN } as Words;
  for (const id of WORD_IDS) {
    const word = strings[id] ?? chosen[id];
    if (word === undefined) missing.push(id);
    else words[id] = word;
  }
  return { language: siteLanguage(tag), words, table, missing };
}

const languageName = (tag: string): string => LANGUAGE_NAMES.of(tag) ?? tag;

/** The one warning for the words shown in English in a site of another language, naming them; none when complete. */
export function missingWordsWarning(
  { language, table, missing }: ResolvedWords,
  file: string,
  line?: number,
): Problem | undefined {
  if (missing.length === 0) return undefined;
  const count = missing.length === 1 ? '1 word' : `${String(missing.length)} words`;
  const lacking =
    table === undefined
      ? `there are no interface words in ${languageName(language.tag)} (\`${language.tag}\`) yet`
      : `the ${languageName(table)} words lack ${missing.length === 1 ? 'one' : String(missing.length)}`;
  return {
    file,
    ...(line !== undefined && { line }),
    message: `\`language: ${language.tag}\`: ${lacking}, so ${count} show${missing.length === 1 ? 's' : ''} in English: ${missing.join(', ')}`,
    fix: `Write ${missing.length === 1 ? 'it' : 'them'} in your language under \`strings:\`, e.g. \`${missing[0] ?? ''}: …\``,
  };
}

/** A tag for a language's name in English or in itself (`German`, `Deutsch` → `de`), for a fix to suggest. */
export function tagNamed(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return Object.keys(TABLES).find((tag) =>
    ['en', tag].some((inLanguage) => {
      const names = new Intl.DisplayNames(inLanguage, { type: 'language', languageDisplay: 'standard' });
      return [tag, tag.split('-')[0] ?? tag].some((each) => names.of(each)?.toLowerCase() === wanted);
    }),
  );
}
