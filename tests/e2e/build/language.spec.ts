// `language:` in portfolio.yaml: a site built in German (with a word of the owner's own under `strings:`), one in
// Japanese and one in Arabic, each from three bundled photos into a folder of its own, served by the production
// server. Every word and number a visitor sees or hears is the language's, every page says its lang (and, in
// Arabic, dir), and in Arabic the keys, the swipe, the layout and each line's characters follow the reading order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EN } from '../../../scripts/words/tables/en';
import { pluralsOf } from '../../../src/lib/words';
import { FR } from '../../../scripts/words/tables/fr';
import { touchDrag } from '../support';
import { BUNDLED, filesUnder, servedSite } from './own-build';

const IDS = ['castle-maintenon', 'dew-drop', 'honey-bee'] as const;
type Id = (typeof IDS)[number];
const FILES = {
  ...Object.fromEntries(IDS.map((id) => [`${id}.jpg`, join(BUNDLED, `${id}.jpg`)])),
  'CREDITS.md': join(BUNDLED, 'CREDITS.md'),
};

interface Language {
  tag: string;
  owner: string;
  /** The home page's nav label and another page's. */
  nav: [string, string];
  titles: Record<Id, string>;
  /** Each photo's details line, in the language's words and numbers. */
  details: Record<Id, readonly string[]>;
  /** Lines under `site:` beside `language:`. */
  extra?: string;
}

function yamlFor({ tag, owner, nav, titles, extra = '' }: Language): string {
  const photos = IDS.map((id) => `  - file: ${id}.jpg\n    title: ${titles[id]}\n    alt: ${titles[id]} (alt)\n`);
  return (
    `site:\n  owner: ${owner}\n  language: ${tag}\n${extra}  nav:\n` +
    `    - label: ${nav[0]}\n      path: /\n    - label: ${nav[1]}\n      path: /more\nphotos:\n${photos.join('')}`
  );
}

/** Builds the language's site and serves it; the test's `url()` and the build's output. */
const ownLanguageSite = (language: Language) => servedSite(`language-${language.tag}`, FILES, yamlFor(language));

/** What a visitor sees or hears of the interface: the title, the text, and names and role descriptions. */
function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label], [aria-roledescription]')].flatMap((element) => [
      element.getAttribute('aria-label') ?? '',
      element.getAttribute('aria-roledescription') ?? '',
    ]);
    return [document.title, ...document.body.innerText.split('\n'), ...named].map((text) => text.trim());
  });
}

/** The units' words, written with the same symbols in many languages ("1/250 s", "f/2.8"): not English as such. */
const SYMBOLS = new Set(['seconds', 'f-number', 'pixel-size', 'megapixels', 'exposure-value']);

/**
 * Each English word that `texts` hold, placeholders standing for any text; none for a site in another language. A
 * word with no letters of its own (`, `, `{title} - {owner}`) has nothing to translate.
 */
async function englishWords(page: Page, except: readonly string[] = []): Promise<string[]> {
  const texts = await interfaceTexts(page);
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  // A plural is each of its forms, its number standing for any text.
  const forms = (word: string) => {
    const plurals = pluralsOf(word);
    return plurals.length === 0 ? [word] : plurals.flatMap((plural) => [...plural.forms.values()]);
  };
  return Object.entries(EN)
    .filter(([id]) => !SYMBOLS.has(id))
    .map(([, word]) => word)
    .flatMap((word) => forms(word).map((form) => form.replace(/#/g, '{count}')))
    .filter((word) => !except.includes(word) && /\p{L}/u.test(word.replace(/\{[a-z]+\}/g, '')))
    .filter((word) => {
      const pattern = word
        .split(/\{[a-z]+\}/)
        .map(escape)
        .join('.+');
      const found = new RegExp(`(?:^|[^\\p{L}])${pattern}(?:$|[^\\p{L}])`, 'u');
      return texts.some((text) => found.test(text));
    });
}

/** The photo ids in the order the cards show them (the list's name is the language's). */
const cardOrder = async (page: Page): Promise<string[]> => {
  const cards = page.locator('.card-grid > .card');
  await expect(cards).toHaveCount(IDS.length);
  return cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-photo') ?? ''));
};
/** A photo's details line in the language. */
const detailsIn = (language: Language, id: string): readonly string[] => language.details[id as Id];

/**
 * The horizontal middle, on screen, of each of `runs`, found one after the other in the element's text (its
 * logical order): in a right-to-left line they come out decreasing, in a left-to-right one increasing.
 */
function runCentres(element: Locator, runs: readonly string[]): Promise<number[]> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const text = nodes.map((node) => node.data).join('');
    const at = (offset: number): [Text, number] => {
      let rest = offset;
      for (const node of nodes) {
        if (rest <= node.data.length) return [node, rest];
        rest -= node.data.length;
      }
      throw new Error(`no offset ${String(offset)} in "${text}"`);
    };
    let from = 0;
    return wanted.map((run) => {
      const start = text.indexOf(run, from);
      if (start === -1) throw new Error(`no "${run}" after ${String(from)} in "${text}"`);
      from = start + run.length;
      const range = document.createRange();
      range.setStart(...at(start));
      range.setEnd(...at(from));
      const rects = [...range.getClientRects()];
      return (Math.min(...rects.map((rect) => rect.left)) + Math.max(...rects.map((rect) => rect.right))) / 2;
    });
  }, runs);
}

/** The element's text as shown, less the invisible isolate marks (U+2066–U+2069) that keep its runs in order. */
const shownText = async (element: Locator) => ((await element.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');

const decreasing = (values: readonly number[]) => values.every((value, i) => i === 0 || value < (values[i - 1] ?? 0));
const increasing = (values: readonly number[]) => values.every((value, i) => i === 0 || value > (values[i - 1] ?? 0));

// --- German, with the owner's own word for Share -----------------------------------------------------------

const GERMAN: Language = {
  tag: 'de',
  owner: 'Lena Vogel',
  nav: ['Start', 'Mehr'],
  titles: { 'castle-maintenon': 'Schloss Maintenon', 'dew-drop': 'Tautropfen', 'honey-bee': 'Honigbiene' },
  details: {
    'castle-maintenon': ['62 mm', '1/1250 s', 'f/5,6'],
    'dew-drop': ['75 mm', '1/200 s', 'f/7,1'],
    'honey-bee': ['270 mm', '1/1000 s', 'f/5,6'],
  },
  extra: '  strings:\n    share: Weitergeben\n',
};

test.describe('a site in German, with a word of its owner’s own', () => {
  test.describe.configure({ mode: 'serial' });
  const { site, url } = ownLanguageSite(GERMAN);

  test('says lang="de" on every page, the photos’ own and the not-found page fetched without a script too', async ({
    request,
  }) => {
    for (const path of ['/', '/more', '/p/honey-bee', '/no-such-page']) {
      const html = await (await request.get(url(path))).text();
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="de" dir="ltr"/);
    }
    // The photo's page, as the build drew it: its slideshow's words are German before any script runs.
    const photoPage = await (await request.get(url('/p/honey-bee'))).text();
    for (const word of ['aria-label="Vorheriges Bild"', 'aria-label="Nächstes Bild"', 'Mit den Pfeiltasten blättern'])
      expect(photoPage).toContain(word);
    expect(photoPage).toContain('aria-roledescription="Karussell"');
    expect(photoPage).not.toContain('Previous image');
  });

  test('shows every word of the cards in German', async ({ page }) => {
    await page.goto(url('/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Kacheln – Lena Vogel');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link')).toHaveText(['Start', 'Mehr']);
    const tabs = page.getByRole('tablist', { name: 'Galerieansicht' }).getByRole('tab');
    await expect(tabs).toHaveText(['Kacheln', 'Diashow']);
    await expect(page.getByRole('list', { name: 'Fotos' }).getByRole('listitem')).toHaveCount(3);
    for (const title of Object.values(GERMAN.titles))
      await expect(page.getByRole('button', { name: `${title} in der Diashow öffnen` })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveText('Bildnachweise');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    expect(await englishWords(page)).toEqual([]);
  });

  test('shows and says every word of the slideshow and its details in German, and the owner’s own', async ({
    page,
  }) => {
    await page.goto(url('/'));
    const order = await cardOrder(page);
    const [first = '', second = ''] = order;
    await page.getByRole('button', { name: `${GERMAN.titles[first as Id]} in der Diashow öffnen` }).click();
    const slideshow = page.getByRole('region', { name: 'Diashow' });
    await expect(slideshow).toHaveAttribute('aria-roledescription', 'Karussell');
    await expect(slideshow.getByText('Bild 1 / 3', { exact: true })).toBeVisible();
    await expect(slideshow.getByRole('button', { name: 'Nächstes Bild' })).toBeEnabled();
    await page.keyboard.press('ArrowRight');
    await expect(slideshow.getByText('Bild 2 / 3', { exact: true })).toBeVisible();
    // Said once flipping rests, with the photo's camera details.
    await expect(slideshow.getByRole('status')).toHaveText(['Bild 2 von 3', ...detailsIn(GERMAN, second)].join(', '));
    await expect(slideshow.locator('[aria-roledescription="Bild"]')).toHaveAttribute('aria-label', '2 von 3');
    await expect(page).toHaveTitle(`Diashow: ${GERMAN.titles[second as Id]} – Lena Vogel`);
    await expect(slideshow.getByRole('button', { name: 'Vorheriges Bild' })).toBeVisible();
    await expect(slideshow.getByText('Mit den Pfeiltasten blättern')).toBeVisible();
    const tools = slideshow.getByRole('toolbar', { name: 'Foto' }).getByRole('button');
    await expect(tools).toHaveText(['Abspielen', 'Zoomen', 'Vollbild', 'Info', 'Weitergeben']);

    // Info is German too.
    expect(await englishWords(page, ['Info'])).toEqual([]);
  });

  test('labels the photo’s details in German and writes its date as German does', async ({ page }) => {
    await page.goto(url('/p/castle-maintenon'));
    const info = page.getByRole('toolbar', { name: 'Foto' }).getByRole('button', { name: 'Info' });
    await expect(info).toBeEnabled();
    await info.click();
    const panel = page.getByRole('dialog', { name: 'Schloss Maintenon' });
    await expect(panel.locator('dt')).toHaveText([
      'Kamera',
      'Brennweite',
      'Belichtungszeit',
      'Blende',
      'ISO',
      'Belichtungskorrektur',
      'Aufgenommen',
      'Größe',
    ]);
    await expect(panel.locator('[data-field="exposure"] dd')).toHaveText('1/1250 s');
    await expect(panel.locator('[data-field="aperture"] dd')).toHaveText('f/5,6');
    await expect(panel.locator('[data-field="exposure-compensation"] dd')).toHaveText('0 EV');
    await expect(panel.locator('[data-field="date"] dd')).toHaveText('12. April 2008 um 14:28:38');
    await expect(panel.locator('[data-field="size"] dd')).toHaveText('1.024 × 681 px (0,7 MP)');
    await expect(panel.getByRole('button', { name: 'Details schließen' })).toBeVisible();
    expect(await englishWords(page, ['Info', 'ISO'])).toEqual([]);
  });

  test('shows the not-found page in German', async ({ page }) => {
    const response = await page.goto(url('/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByText('Unter /no-such-page gibt es keine Seite.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Galerie' })).toBeVisible();
    await expect(page).toHaveTitle('Seite nicht gefunden – Lena Vogel');
    expect(await englishWords(page)).toEqual([]);
  });

  test('ships the German words alone: no other table’s, in no file', () => {
    const shipped = filesUnder(site.outDir)
      .filter((file) => /\.(?:html|js|json|xml)$/.test(file))
      .map((file) => readFileSync(join(site.outDir, file), 'utf8'))
      .join('\n');
    expect(shipped).toContain('Vorheriges Bild');
    for (const other of [EN['previous-image'], FR['previous-image'], EN['key-hint'], FR['key-hint'], '前の写真'])
      expect(shipped).not.toContain(other);
    // Every word was in the table: no warning of words shown in English.
    expect(site.output).not.toContain('show in English');
  });
});

// --- Japanese ----------------------------------------------------------------------------------------------------

const JAPANESE: Language = {
  tag: 'ja',
  owner: '佐藤 花',
  nav: ['ホーム', 'その他'],
  titles: { 'castle-maintenon': 'マントノン城', 'dew-drop': '朝露', 'honey-bee': 'ミツバチ' },
  details: {
    'castle-maintenon': ['62mm', '1/1250秒', 'F5.6'],
    'dew-drop': ['75mm', '1/200秒', 'F7.1'],
    'honey-bee': ['270mm', '1/1000秒', 'F5.6'],
  },
};

test.describe('a site in Japanese', () => {
  test.describe.configure({ mode: 'serial' });
  const { url } = ownLanguageSite(JAPANESE);

  test('says lang="ja" on every page, fetched without a script', async ({ request }) => {
    for (const path of ['/', '/more', '/p/dew-drop', '/no-such-page']) {
      const html = await (await request.get(url(path))).text();
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="ja" dir="ltr"/);
    }
    expect(await (await request.get(url('/p/dew-drop'))).text()).toContain('aria-label="次の写真"');
  });

  test('shows and says every word in Japanese, the cards, the slideshow and the not-found page', async ({ page }) => {
    await page.goto(url('/'));
    await expect(page).toHaveTitle('一覧 - 佐藤 花');
    await expect(page.getByRole('tablist', { name: 'ギャラリーの表示' }).getByRole('tab')).toHaveText([
      '一覧',
      'スライドショー',
    ]);
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveText('写真のクレジット');
    const [first = '', second = ''] = await cardOrder(page);
    expect(await englishWords(page)).toEqual([]);

    await page.getByRole('button', { name: `「${JAPANESE.titles[first as Id]}」をスライドショーで開く` }).click();
    const slideshow = page.getByRole('region', { name: 'スライドショー' });
    await expect(slideshow.getByText('1 / 3 枚', { exact: true })).toBeVisible();
    await expect(slideshow.getByRole('button', { name: '次の写真' })).toBeEnabled();
    await slideshow.getByRole('button', { name: '次の写真' }).click();
    await expect(slideshow.getByText('2 / 3 枚', { exact: true })).toBeVisible();
    await expect(slideshow.getByRole('status')).toHaveText(['3枚中2枚目', ...detailsIn(JAPANESE, second)].join('、'));
    await expect(slideshow.getByRole('button', { name: '前の写真' })).toBeVisible();
    await expect(slideshow.getByText('矢印キーで前後の写真に移動できます')).toBeVisible();
    await expect(slideshow.getByRole('toolbar', { name: '写真' }).getByRole('button')).toHaveText([
      '再生',
      'ズーム',
      '全画面',
      '情報',
      '共有',
    ]);
    await expect(page).toHaveTitle(`スライドショー：${JAPANESE.titles[second as Id]} - 佐藤 花`);
    expect(await englishWords(page)).toEqual([]);

    await page.goto(url('/no-such-page'));
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ギャラリーに戻る' })).toBeVisible();
    expect(await englishWords(page)).toEqual([]);
  });
});

// --- Arabic, right to left -------------------------------------------------------------------------------------

const ARABIC: Language = {
  tag: 'ar',
  owner: 'ليلى حداد',
  nav: ['الرئيسية', 'المزيد'],
  titles: { 'castle-maintenon': 'قصر مانتونون', 'dew-drop': 'قطرة ندى', 'honey-bee': 'نحلة العسل' },
  details: {
    'castle-maintenon': ['62 مم', '1/1250 ث', 'f/5.6'],
    'dew-drop': ['75 مم', '1/200 ث', 'f/7.1'],
    'honey-bee': ['270 مم', '1/1000 ث', 'f/5.6'],
  },
};

test.describe('a site in Arabic, read right to left, on a touch screen', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });
  const { url } = ownLanguageSite(ARABIC);
  const counter = (page: Page, n: number) =>
    page.getByRole('region', { name: 'عرض الشرائح' }).getByText(`الصورة ${String(n)} من 3`, { exact: true });
  const shown = (page: Page) => page.locator('.slide-frame').getAttribute('data-photo');

  test('says lang="ar" dir="rtl" on every page, fetched without a script', async ({ request }) => {
    for (const path of ['/', '/p/dew-drop', '/no-such-page']) {
      const html = await (await request.get(url(path))).text();
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl"/);
    }
  });

  test('shows the next photo on ← (forward in reading order) and the one before on →; Home and End as ever', async ({
    page,
  }) => {
    await page.goto(url('/'));
    const order = await cardOrder(page);
    await page.getByRole('list', { name: 'الصور' }).getByRole('button').first().click();
    const slideshow = page.getByRole('region', { name: 'عرض الشرائح' });
    await expect(counter(page, 1)).toBeVisible();
    await expect(slideshow.getByRole('button', { name: 'الصورة التالية' })).toBeEnabled();
    expect(await shown(page)).toBe(order[0]);
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page, 2)).toBeVisible();
    expect(await shown(page)).toBe(order[1]);
    await expect(slideshow.getByRole('status')).toHaveText(
      ['الصورة 2 من 3', ...detailsIn(ARABIC, order[1] ?? '')].join('، '),
    );
    await page.keyboard.press('ArrowRight');
    await expect(counter(page, 1)).toBeVisible();
    await page.keyboard.press('ArrowRight'); // back from the first wraps to the last
    await expect(counter(page, 3)).toBeVisible();
    expect(await shown(page)).toBe(order[2]);
    await page.keyboard.press('Home');
    await expect(counter(page, 1)).toBeVisible();
    await page.keyboard.press('End');
    await expect(counter(page, 3)).toBeVisible();
  });

  test('puts Previous on the right and Next on the left, their chevrons pointing outwards', async ({ page }) => {
    await page.goto(url('/p/dew-drop'));
    const slideshow = page.getByRole('region', { name: 'عرض الشرائح' });
    const previousButton = slideshow.getByRole('button', { name: 'الصورة السابقة' });
    const nextButton = slideshow.getByRole('button', { name: 'الصورة التالية' });
    // The prerendered slide gives way to the slideshow's own as its code arrives: compare the pair on screen.
    const previousOnTheRight = async () => {
      const [previous, next] = await Promise.all([previousButton.boundingBox(), nextButton.boundingBox()]);
      return previous && next ? previous.x > next.x : null;
    };
    await expect.poll(previousOnTheRight).toBe(true);
    await expect(slideshow.locator('.slide-button-previous svg')).toHaveCSS('scale', '-1 1');
    // The details line's parts follow the line (the focal length first, on the right), each in its own direction:
    // "75" right of its "مم", "7.1" right of "f/".
    const parts = slideshow.locator('.slide-details .camera-details-part');
    await expect(parts).toHaveText(detailsIn(ARABIC, 'dew-drop'));
    const [focal, , aperture] = await parts.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().x),
    );
    expect(focal ?? 0).toBeGreaterThan(aperture ?? 0);
    expect(decreasing(await runCentres(parts.nth(0), ['75', 'مم']))).toBe(true);
    expect(decreasing(await runCentres(parts.nth(1), ['1/200', 'ث']))).toBe(true);
    expect(increasing(await runCentres(parts.nth(2), ['f', '/', '7.1']))).toBe(true);
  });

  test('shows the next photo on a swipe to the right, and the one before on a swipe to the left', async ({ page }) => {
    await page.goto(url('/p/dew-drop'));
    const slideshow = page.getByRole('region', { name: 'عرض الشرائح' });
    await expect(slideshow.getByRole('button', { name: 'الصورة التالية' })).toBeEnabled();
    const box = await page.locator('.slide-stage').boundingBox();
    if (!box) throw new Error('no slide stage');
    const y = box.y + box.height / 2;
    const [left, right] = [box.x + box.width * 0.25, box.x + box.width * 0.75];
    const caption = slideshow.getByText(/^الصورة \d من 3$/);
    const at = Number(/(\d) من/.exec((await caption.textContent()) ?? '')?.[1]);
    await touchDrag(page, { x: left, y }, { x: right, y }, 6);
    await expect(counter(page, (at % 3) + 1)).toBeVisible();
    await touchDrag(page, { x: right, y }, { x: left, y }, 6);
    await expect(counter(page, at)).toBeVisible();
  });

  test('reads the details panel’s focal lengths right to left, each length one run with its مم', async ({ page }) => {
    await page.goto(url('/p/dew-drop'));
    const info = page.getByRole('toolbar', { name: 'الصورة' }).getByRole('button', { name: 'معلومات' });
    await expect(info).toBeEnabled();
    await info.click();
    const focal = page.getByRole('dialog', { name: 'قطرة ندى' }).locator('[data-field="focal-length"] dd');
    await expect.poll(() => shownText(focal)).toBe('50 مم (ما يعادل 35 مم: 75 مم)');
    // In reading order: the actual length, its مم, the words of the equivalent, the equivalent and its مم; on
    // screen each comes left of the one before, and the digits of a number run left to right inside it.
    const runs = ['50', 'مم', 'ما يعادل', '35', 'مم', '75', 'مم'];
    expect(decreasing(await runCentres(focal, runs)), runs.join(' ')).toBe(true);
    expect(increasing(await runCentres(focal, ['5', '0']))).toBe(true);
    const panel = page.getByRole('dialog');
    expect(await shownText(panel.locator('[data-field="exposure"] dd'))).toBe('1/200 ث');
    expect(await shownText(panel.locator('[data-field="aperture"] dd'))).toBe('f/7.1');
  });

  test('shows the address of a missing page left to right, in its place in the sentence', async ({ page }) => {
    const response = await page.goto(url('/albums/x'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
    const sentence = page.getByText('لا توجد صفحة على العنوان');
    await expect(sentence).toContainText('/albums/x');
    // The path's characters run left to right: "/" leftmost, then "albums", "/", "x".
    const path = ['/', 'a', 'l', 'b', 'u', 'm', 's', '/', 'x'];
    expect(increasing(await runCentres(sentence.locator('code'), path)), path.join(' ')).toBe(true);
    // The sentence reads right to left around it: its opening words right of the path, its close left of it.
    const [opening, address, close] = await runCentres(sentence, ['العنوان', '/albums/x', '.']);
    expect(decreasing([opening ?? 0, address ?? 0, close ?? 0])).toBe(true);
  });

  test('moves between the view tabs with ← to the next and → to the one before', async ({ page }) => {
    await page.goto(url('/'));
    const tabs = page.getByRole('tablist', { name: 'طريقة عرض المعرض' });
    await tabs.getByRole('tab', { name: 'شبكة' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'شرائح' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'شرائح' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'شبكة' })).toHaveAttribute('aria-selected', 'true');
    expect(await englishWords(page)).toEqual([]);
  });
});
