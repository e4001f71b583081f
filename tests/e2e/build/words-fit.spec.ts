// Every word fits its control in each of the twelve languages at 320, 390 and 1280 px: the top bar (the owner's
// name, the nav and the albums link) and the view tabs, the slideshow's buttons and details line, the details panel's
// close button and labels, and the buttons of the not-found and error pages; and no text in a script without capitals
// (Arabic, Hebrew, Chinese, Japanese) is letter-spaced. Each language's site is built once, from three bundled photos
// in two albums with downloads on, and one page shows each screen at every width in turn.
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TABLES, tableFor } from '../../../scripts/words/language';
import type { Words } from '../../../src/lib/words';
import { wordsThatDoNotFit } from '../support';
import { BUNDLED, servedSite } from './own-build';

/** A small phone, today's common phone, a laptop. */
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const FILES = {
  'macro/honey-bee.jpg': join(BUNDLED, 'honey-bee.jpg'),
  'macro/dew-drop.jpg': join(BUNDLED, 'dew-drop.jpg'),
  'travel/castle-maintenon.jpg': join(BUNDLED, 'castle-maintenon.jpg'),
};
const IDS = ['honey-bee', 'dew-drop', 'castle-maintenon'] as const;
/** The fields honey-bee.jpg's EXIF fills in the details panel. */
const HONEY_BEE_ROWS = 7;

interface Language {
  tag: string;
  /** An owner's name as people of the language write theirs, some long. */
  owner: string;
  /** The nav: the home page, then the close-ups album's page (whose title it is). */
  nav: [string, string];
  /** The other album's title. */
  travel: string;
  titles: [string, string, string];
}

const LANGUAGES: readonly Language[] = [
  {
    tag: 'en',
    owner: 'Alexandra Whitfield',
    nav: ['Gallery', 'Close-ups'],
    travel: 'Travels',
    titles: ['Honey bee', 'Dew drop', 'Château de Maintenon'],
  },
  {
    tag: 'de',
    owner: 'Johanna Schwarzenberger',
    nav: ['Galerie', 'Makrofotografie'],
    travel: 'Reisen',
    titles: ['Honigbiene', 'Tautropfen', 'Schloss Maintenon'],
  },
  {
    tag: 'fr',
    owner: 'Margaux Delacroix-Fontaine',
    nav: ['Galerie', 'Gros plans'],
    travel: 'Voyages',
    titles: ['Abeille', 'Goutte de rosée', 'Château de Maintenon'],
  },
  {
    tag: 'es',
    owner: 'María José Fernández',
    nav: ['Galería', 'Primeros planos'],
    travel: 'Viajes',
    titles: ['Abeja', 'Gota de rocío', 'Castillo de Maintenon'],
  },
  {
    tag: 'it',
    owner: 'Giulia Santangelo',
    nav: ['Galleria', 'Macrofotografia'],
    travel: 'Viaggi',
    titles: ['Ape', 'Goccia di rugiada', 'Castello di Maintenon'],
  },
  {
    tag: 'pt',
    owner: 'Inês Vasconcelos',
    nav: ['Galeria', 'Grandes planos'],
    travel: 'Viagens',
    titles: ['Abelha', 'Gota de orvalho', 'Castelo de Maintenon'],
  },
  {
    tag: 'pt-BR',
    owner: 'Ana Beatriz Oliveira',
    nav: ['Galeria', 'Fotos de perto'],
    travel: 'Viagens',
    titles: ['Abelha', 'Gota de orvalho', 'Castelo de Maintenon'],
  },
  {
    tag: 'nl',
    owner: 'Sanne van der Meulen',
    nav: ['Galerij', 'Macrofotografie'],
    travel: 'Reizen',
    titles: ['Honingbij', 'Dauwdruppel', 'Kasteel van Maintenon'],
  },
  {
    tag: 'ja',
    owner: '佐藤 花子',
    nav: ['ギャラリー', '接写'],
    travel: '旅',
    titles: ['ミツバチ', '露のしずく', 'マントノン城'],
  },
  {
    tag: 'zh-CN',
    owner: '王小明',
    nav: ['图库', '微距'],
    travel: '旅行',
    titles: ['蜜蜂', '露珠', '曼特农城堡'],
  },
  {
    tag: 'ar',
    owner: 'ليلى حداد',
    nav: ['المعرض', 'تصوير عن قرب'],
    travel: 'أسفار',
    titles: ['نحلة العسل', 'قطرة ندى', 'قصر مانتونون'],
  },
  {
    tag: 'he',
    owner: 'נועה לוי',
    nav: ['גלריה', 'צילום תקריב'],
    travel: 'מסעות',
    titles: ['דבורת דבש', 'טיפת טל', 'טירת מנטנון'],
  },
];

function yamlFor({ tag, owner, nav, travel, titles }: Language): string {
  const photos = IDS.map(
    (id, i) => `  - file: ${id}.jpg\n    title: ${titles[i] ?? id}\n    alt: ${titles[i] ?? id}\n`,
  );
  return (
    `site:\n  owner: ${owner}\n  language: ${tag}\n  download: true\n  nav:\n` +
    `    - label: ${nav[0]}\n      path: /\n    - label: ${nav[1]}\n      path: /macro\n      album: macro\n` +
    `albums:\n  - folder: macro\n    title: ${nav[1]}\n  - folder: travel\n    title: ${travel}\n` +
    `photos:\n${photos.join('')}`
  );
}

function wordsOf(tag: string): Words {
  const table = TABLES[tableFor(tag) ?? ''];
  if (!table) throw new Error(`no table for ${tag}`);
  return table;
}

/**
 * The texts in a script without capitals that are letter-spaced: spacing pulls joined Arabic letters apart and sets
 * Hebrew, Chinese and Japanese ones adrift.
 */
function spacedUncasedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const uncased = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    const spaced: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode;
      const spacing = text.parentElement && getComputedStyle(text.parentElement).letterSpacing;
      if (uncased.test(text.textContent ?? '') && spacing !== 'normal' && spacing !== '0px')
        spaced.push(`“${text.textContent}”: ${spacing}`);
    }
    return spaced;
  });
}

/** Every way the words of `groups` do not fit, at each width in turn, the page staying as it is. */
async function misfitsAtEveryWidth(page: Page, groups: readonly Locator[]): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const found = [];
    for (const group of groups) found.push(...(await wordsThatDoNotFit(group)));
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (sideways > 0) found.push(`the page scrolls ${String(sideways)} px sideways`);
    found.push(...(await spacedUncasedTexts(page)).map((text) => `${text} is letter-spaced`));
    problems.push(...found.map((problem) => `${String(viewport.width)} px: ${problem}`));
  }
  return problems;
}

/** The top bar's links (the owner's name, the nav, the albums link) and, on the home page's screens, its tabs. */
const topBar = (page: Page) => ({
  links: page.getByRole('banner').getByRole('link'),
  tabs: page.getByRole('banner').getByRole('tab'),
});

for (const language of LANGUAGES) {
  test.describe(`a site in ${language.tag}`, () => {
    // The layout at rest: an entrance's slide from the side is no word's place.
    test.use({ reducedMotion: 'reduce', viewport: VIEWPORTS[0] });
    const { url } = servedSite(`words-fit-${language.tag}`, FILES, yamlFor(language));
    const words = wordsOf(language.tag);

    test('fits every word in its control on every screen, at 320, 390 and 1280 px', async ({ page }) => {
      // Five screens, each at three widths, on a machine shared with other builds.
      test.setTimeout(90_000);
      // Every page's misfits, said at the end, so one run names them all.
      const problems: string[] = [];
      const measure = async (screen: string, groups: readonly Locator[]) => {
        const found = await misfitsAtEveryWidth(page, groups);
        problems.push(...found.map((problem) => `${screen}, ${problem}`));
      };
      const { links, tabs } = topBar(page);

      await test.step('the cards: the top bar, the view tabs and the skip link', async () => {
        // The slideshow's code never arrives, so Slides shows the error screen after.
        await page.route(/\/assets\/slideshow-[\w-]+\.js$/, (route) => route.abort());
        await page.goto(url('/'));
        // The owner's name, the two nav entries and the albums link; the two tabs.
        await expect(links).toHaveText([language.owner, ...language.nav, words.albums]);
        await expect(tabs).toHaveText([words.cards, words.slides]);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: words['skip-to-content'] });
        await expect(skip).toBeFocused();
        await measure('cards', [links, tabs, skip]);
      });

      await test.step('the error screen', async () => {
        await tabs.filter({ hasText: words.slides }).click();
        const alert = page.getByRole('alert');
        await expect(alert.getByRole('heading', { name: words['error-heading'] })).toBeVisible();
        const reload = alert.getByRole('button', { name: words['reload-page'] });
        const back = alert.getByRole('link', { name: words['back-to-gallery'] });
        await expect(reload).toBeVisible();
        await expect(back).toBeVisible();
        await measure('error screen', [links, tabs, reload, back]);
      });

      await test.step('the not-found page', async () => {
        await page.goto(url('/albums/no-such-album'));
        await expect(page.getByRole('heading', { name: words['not-found-heading'] })).toBeVisible();
        const home = page.getByRole('main').getByRole('link', { name: words['back-to-gallery'] });
        await expect(home).toBeVisible();
        await measure('not-found page', [links, home]);
      });

      await page.unrouteAll();
      const slideshow = page.getByRole('region', { name: words.slideshow });
      const toolbar = page.getByRole('toolbar', { name: words.toolbar });
      // The details line has no role: its parts keep whole, so a long part must still fit its line.
      const slideshowWords = [
        slideshow.getByRole('button'),
        toolbar.getByRole('combobox'),
        toolbar.getByRole('link'),
        slideshow.locator('.slide-details'),
      ];

      await test.step('the slideshow: its buttons and details line', async () => {
        await page.goto(url('/p/honey-bee'));
        await expect(toolbar.getByRole('button', { name: words.info })).toBeEnabled();
        // Previous and Next, Thumbnails, Play, Zoom, Fullscreen, Info, Share, the key sheet's; Download.
        await expect(slideshow.getByRole('button')).toHaveCount(9);
        await expect(toolbar.getByRole('combobox', { name: words['play-interval'] })).toBeVisible();
        await expect(toolbar.getByRole('link', { name: words.download })).toBeVisible();
        await expect(slideshow.locator('.slide-details .camera-details-part')).toHaveCount(3);
        await measure('slideshow', [links, tabs, ...slideshowWords]);
      });

      await test.step('the details panel: its close button and labels', async () => {
        await toolbar.getByRole('button', { name: words.info }).click();
        const panel = page.getByRole('dialog', { name: language.titles[0] });
        const labels = panel.getByRole('term');
        await expect(labels).toHaveCount(HONEY_BEE_ROWS);
        const close = panel.getByRole('button', { name: words['close-details'] });
        await measure('details panel', [close, labels, ...slideshowWords]);
      });

      expect(problems).toEqual([]);
    });
  });
}
