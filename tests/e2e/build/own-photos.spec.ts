// "Make it yours": the site built from an owner's own folder of photos and portfolio.yaml (PHOTOS_DIR,
// PORTFOLIO_YAML), each build in a folder of its own served by the production server; a folder the build
// refuses; and `npm run photos` on an owner's edited portfolio.yaml.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import exifr from 'exifr';
import { parse as parseYaml } from 'yaml';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';
import {
  card,
  cardList,
  cards,
  collectConsole,
  expectImagesLoaded,
  isShippedJpeg,
  mainNav,
  PHOTO_IDS,
  photoById,
  slide,
  slideshow,
  TALL_VIEWPORT,
} from '../support';
import {
  buildSite,
  BUNDLED,
  copyPhoto,
  filesUnder,
  FIXTURES,
  inOrder,
  ownSite,
  problemLines,
  REPO,
  snapshot,
  tempFolder,
  updatePortfolio,
  type FileState,
  type OwnSite,
  type Run,
} from './own-build';
import { EVERY_BLOCK, KEPT_TAGS } from './shipped-metadata';

// A build takes seconds with the derivative cache warm, a minute or more cold (the bundled photos are large).
const BUILD_TIMEOUT = 180_000;

const fixture = (name: string): string => join(FIXTURES, name);
const bundled = (name: string): string => join(BUNDLED, name);

/** The photo ids of the cards the page shows, sorted. */
async function cardIds(page: Page): Promise<string[]> {
  const ids = await cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-photo') ?? ''));
  return ids.toSorted();
}

/** The HTML a path answers with, parsed in the page: its <title> and meta description as built. */
async function builtHead(page: Page, url: string): Promise<{ title: string; description: string | null }> {
  const html = await (await fetch(url)).text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return {
      title: doc.title,
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    };
  }, html);
}

// --- 1. A folder of every kind of photo, with a portfolio.yaml that lists none of them ---------------------

interface Expected {
  /** The file in the owner's folder, and where it was copied from. */
  file: string;
  from: string;
  title: string;
  alt: string;
  /** The camera details parts; none for a photo without (usable) EXIF. */
  details: readonly string[];
}

/** What each photo's own metadata says (tests/fixtures/photos/README.md), keyed by the id its file name makes. */
const MIXED: Record<string, Expected> = {
  camera: {
    file: 'camera.jpg',
    from: fixture('camera.jpg'),
    // IPTC ObjectName (stored with spaces around it) and Caption-Abstract, in UTF-8.
    title: 'Harbour at dawn',
    alt: 'Fishing boats moored at Honfleur at first light — a calm sea.',
    details: ['35mm', '1/250 s', 'f/2.8'],
  },
  'broken-exif': {
    file: 'broken-exif.jpg',
    from: fixture('broken-exif.jpg'),
    title: 'Broken but shown',
    alt: 'Broken but shown',
    details: [],
  },
  'castle-maintenon': {
    file: 'castle-maintenon.jpg',
    from: bundled('castle-maintenon.jpg'),
    title: 'Castle maintenon',
    alt: 'Castle maintenon',
    details: photoById('castle-maintenon').details,
  },
  'lake-red-hills': {
    file: 'lake-red-hills.jpg',
    from: bundled('lake-red-hills.jpg'),
    title: 'Lake red hills',
    alt: 'Lake red hills',
    details: photoById('lake-red-hills').details,
  },
  screenshot: {
    file: 'screenshot.png',
    from: fixture('screenshot.png'),
    title: 'Settings screen',
    alt: "A phone's settings screen with Wi-Fi turned on.",
    details: ['26mm', '1/50 s', 'f/1.7'],
  },
  'no-exif': { file: 'no-exif.png', from: fixture('no-exif.png'), title: 'No exif', alt: 'No exif', details: [] },
  iphone: {
    file: 'iphone.heic',
    from: fixture('iphone.heic'),
    title: 'Iphone',
    alt: 'Iphone',
    // f 178/100: one decimal.
    details: ['24mm', '1/120 s', 'f/1.8'],
  },
  export: {
    file: 'export.webp',
    from: fixture('export.webp'),
    title: 'Honey bee',
    alt: 'A honey bee on a lavender flower.',
    details: ['85mm', '1/1000 s', 'f/4'],
  },
  // Renamed: export.avif would have the same address as export.webp. Its XMP holds a description only.
  street: {
    file: 'street.avif',
    from: fixture('export.avif'),
    title: 'Street',
    alt: 'A quiet street after the rain.',
    details: ['50mm', '1/60 s', 'f/5.6'],
  },
  scan: {
    file: 'scan.tif',
    from: fixture('scan.tif'),
    title: 'Grandmother, 1962',
    alt: 'A woman in a summer dress on the steps of a house.',
    details: ['50mm', '1/125 s', 'f/8'],
  },
};
const MIXED_IDS = Object.keys(MIXED).toSorted();
const MIXED_OWNER = 'Sam Okafor';
const MINIMAL_YAML = `site:\n  owner: ${MIXED_OWNER}\n  nav:\n    - label: Gallery\n      path: /\n`;

/** What must never ship, as the fixtures hold it: the serial number, GPS as rationals, XMP and IPTC. */
const PRIVATE_BYTES: Record<string, Buffer> = {
  serial: Buffer.from('SN-4417-XT5', 'latin1'),
  'GPS tag name': Buffer.from('GPSLatitude', 'latin1'),
  'GPS latitude (little-endian rationals)': rationals([51, 1, 30, 1, 1234, 100], 'LE'),
  'GPS latitude (big-endian rationals)': rationals([51, 1, 30, 1, 1234, 100], 'BE'),
  XMP: Buffer.from('x:xmpmeta', 'latin1'),
  'IPTC (Photoshop APP13)': Buffer.from('Photoshop 3.0', 'latin1'),
};

function rationals(values: readonly number[], order: 'LE' | 'BE'): Buffer {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, i) =>
    order === 'LE' ? bytes.writeUInt32LE(value, i * 4) : bytes.writeUInt32BE(value, i * 4),
  );
  return bytes;
}

/** All a shipped photo's EXIF may hold but the orientation, which only a JPEG shipped as it was keeps. */
const CAMERA_TAGS = [...KEPT_TAGS.ifd0, ...KEPT_TAGS.exif].filter((tag) => tag !== 'Orientation');

/** The URL paths the worker has read EXIF from, by its `exif:read` measures (taken before each result is sent). */
async function exifReads(page: Page): Promise<string[]> {
  const worker = page.workers()[0];
  if (!worker) return [];
  const urls = await worker.evaluate(() =>
    performance.getEntriesByName('exif:read').map((entry) => {
      const detail = (entry as PerformanceMeasure).detail as { url?: string } | null;
      return String(detail?.url);
    }),
  );
  return [...new Set(urls.map((url) => new URL(url, 'http://localhost').pathname))].toSorted();
}

test.describe('a site built from a folder of my own photos, of every kind, that portfolio.yaml does not list', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: TALL_VIEWPORT });

  let root = '';
  let site: OwnSite;
  let outDir = '';
  let build: Run;
  let buildStarted = 0;
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    root = tempFolder('mixed');
    site = ownSite(root, Object.fromEntries(Object.values(MIXED).map(({ file, from }) => [file, from])), MINIMAL_YAML);
    outDir = join(root, 'dist');
    buildStarted = Date.now();
    build = await buildSite(site, outDir);
    expect(build.code, build.output).toBe(0);
    server = await startServer({ root: outDir, port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const url = (path: string): string => new URL(path, server?.url).href;

  test('shows every photo as a card, named after its file, with the title and alt text it carries', async ({
    page,
  }) => {
    await page.goto(url('/'));
    await expect(cards(page)).toHaveCount(MIXED_IDS.length);
    expect(await cardIds(page)).toEqual(MIXED_IDS);
    for (const [id, { title, alt }] of Object.entries(MIXED)) {
      await expect(card(page, id).getByRole('button'), id).toHaveAccessibleName(`Open ${title} in the slideshow`);
      await expect(card(page, id).locator('img'), id).toHaveAttribute('alt', alt);
    }
    // Every card's picture arrives: its derivatives were built and shipped.
    await expectImagesLoaded(cardList(page).locator('img'), MIXED_IDS.length);
  });

  test('shows under each card the details its EXIF holds; none, and no warning, without EXIF or with it broken', async ({
    page,
  }) => {
    const warnings = collectConsole(page, 'warning');
    await page.goto(url('/'));
    // Every photo's shipped JPEG has been read by the worker (the measure precedes the result it sends)...
    await expect.poll(() => exifReads(page)).toEqual(MIXED_IDS.map((id) => `/photos/${id}.jpg`).toSorted());
    // ...and every result that has details has landed.
    for (const [id, { details }] of Object.entries(MIXED)) {
      if (details.length > 0)
        await expect(card(page, id).locator('.camera-details'), id).toHaveText(details.join(' · '));
    }
    await expect(card(page, 'no-exif').locator('.camera-details')).toHaveCount(0);
    // The build ships broken-exif.jpg without its broken EXIF block (scripts/photos/decode.ts), so the browser
    // finds no EXIF in it: no details and nothing logged, exactly as for a photo that never had EXIF.
    await expect(card(page, 'broken-exif').locator('.camera-details')).toHaveCount(0);
    await expect(page.locator('.camera-details')).toHaveCount(MIXED_IDS.length - 2);
    expect(warnings).toEqual([]);
  });

  test('opens /?photo=iphone in the slideshow on the HEIC photo, with its details', async ({ page }) => {
    await page.goto(url('/?photo=iphone'));
    await expect(slide(page)).toHaveAttribute('data-photo', 'iphone');
    await expect(slideshow(page).locator('.camera-details')).toHaveText('24mm | 1/120 s | f/1.8');
    await expect(page).toHaveTitle(`Slides: Iphone - ${MIXED_OWNER}`);
  });

  test('gives a photo dated only by CreateDate that date in its panel, linked to the year page it is on', async ({
    page,
  }) => {
    await page.goto(url('/years/2024'));
    await expect(card(page, 'export')).toBeVisible();
    await page.goto(url('/p/export'));
    await slideshow(page).getByRole('button', { name: 'Info' }).click();
    const taken = page
      .getByRole('dialog')
      .locator('div')
      .filter({ has: page.getByRole('term').getByText('Taken', { exact: true }) })
      .getByRole('definition');
    await expect(taken).toContainText('May 1, 2024');
    await expect(taken.getByRole('link')).toHaveAttribute('href', '/years/2024');
  });

  test('ships no location, serial number, XMP or IPTC in any photo file, and only the kept tags in EXIF', async () => {
    const files = filesUnder(join(outDir, 'photos'));
    const jpegs = files.filter(isShippedJpeg);
    expect(jpegs.toSorted()).toEqual(MIXED_IDS.map((id) => `${id}.jpg`));
    expect(files.filter((file) => file.endsWith('.avif')).length).toBeGreaterThanOrEqual(MIXED_IDS.length);
    for (const file of files.filter((name) => /\.(?:jpg|avif)$/.test(name))) {
      const bytes = readFileSync(join(outDir, 'photos', file));
      const found = ((await exifr.parse(bytes, EVERY_BLOCK)) ?? {}) as Record<string, Record<string, unknown>>;
      for (const block of ['gps', 'xmp', 'iptc', 'ifd1', 'interop', 'makerNote'])
        expect(found[block], `${file} ${block}`).toBeUndefined();
      const tags = Object.values(found).flatMap((block) => Object.keys(block));
      // A JPEG shipped as it was keeps its orientation (its pixels are stored as taken); others are re-encoded upright.
      const id = file.replace(/\.jpg$/, '');
      const allowed =
        file.endsWith('.jpg') && MIXED[id]?.file.endsWith('.jpg') ? [...CAMERA_TAGS, 'Orientation'] : CAMERA_TAGS;
      expect(
        tags.filter((tag) => !allowed.includes(tag)),
        file,
      ).toEqual([]);
      if (file.endsWith('.avif')) expect(tags, file).toEqual([]);
    }
    // A photo without usable EXIF ships a block of its pixel size all the same, so the browser reads only its start.
    for (const id of ['no-exif', 'broken-exif']) {
      const found = (await exifr.parse(readFileSync(join(outDir, 'photos', `${id}.jpg`)), EVERY_BLOCK)) as unknown;
      expect(found, id).toEqual({ exif: { ExifImageWidth: 160, ExifImageHeight: 120 } });
    }
    // And nothing private in the bytes of any file the build wrote.
    for (const file of filesUnder(outDir)) {
      const bytes = readFileSync(join(outDir, file));
      for (const [what, needle] of Object.entries(PRIVATE_BYTES))
        expect(bytes.includes(needle), `${what} in ${file}`).toBe(false);
    }
  });

  test('says once that link previews and the feed need the site’s url, and writes no sitemap or feed', () => {
    expect(build.output.match(/the site has no `url`/g)).toHaveLength(1);
    expect(existsSync(join(outDir, 'feed.xml'))).toBe(false);
    expect(existsSync(join(outDir, 'sitemap.xml'))).toBe(false);
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
  });

  test('ships none of the originals: no file equal to one, no HEIC, PNG or TIFF', () => {
    const shipped = filesUnder(outDir);
    expect(shipped.filter((file) => file.startsWith('photos/') && isShippedJpeg(file))).toHaveLength(MIXED_IDS.length);
    // The site's own icon aside, a PNG of the build's.
    expect(shipped.filter((file) => /\.(?:heic|heif|png|tiff?)$/i.test(file) && file !== 'favicon.png')).toEqual([]);
    const originals = Object.values(MIXED).map(({ from }) => readFileSync(from));
    const sizes = new Set(originals.map((bytes) => bytes.length));
    for (const file of shipped) {
      const path = join(outDir, file);
      if (!sizes.has(statSync(path).size)) continue;
      const bytes = readFileSync(path);
      expect(
        originals.some((original) => original.equals(bytes)),
        `${file} is an original`,
      ).toBe(false);
    }
  });

  test('writes its photos into the folder it was told to build into, not into the repository’s dist', () => {
    const mainPhotos = join(REPO, 'dist', 'photos');
    // Only photos of this folder, none of the repository's own, written while this build ran.
    const mine = MIXED_IDS.filter((id) => !PHOTO_IDS.includes(id));
    const strays = existsSync(mainPhotos)
      ? filesUnder(mainPhotos).filter(
          (file) =>
            mine.some((id) => file.startsWith(`${id}.`) || file.startsWith(`${id}-`)) &&
            statSync(join(mainPhotos, file)).mtimeMs >= buildStarted,
        )
      : [];
    expect(strays).toEqual([]);
    expect(filesUnder(join(outDir, 'photos')).filter(isShippedJpeg)).toHaveLength(MIXED_IDS.length);
  });
});

// --- 2. An album, and the site's words ----------------------------------------------------------------------

const ALBUM_OWNER = 'Mira Castellanos';
const ALBUM_TITLE = 'Mira Castellanos · Cups & light';
const ALBUM_DESCRIPTION = 'Cups, coffee and morning light, photographed by Mira Castellanos.';
const ALBUM_URL = 'https://mira.example';
const ALBUM_YAML = `# Mira's portfolio.
site:
  owner: ${ALBUM_OWNER}
  title: ${ALBUM_TITLE}
  description: ${ALBUM_DESCRIPTION}
  url: ${ALBUM_URL}/
  nav:
    - label: Everything
      path: /
    - label: Cups
      path: /cups
      album: cups
`;
const CUPS = ['colorful-cups', 'dew-drop'];
const EVERYTHING = [...CUPS, 'camera', 'castle-maintenon'].toSorted();

test.describe('a site with an album, in the words of its portfolio.yaml', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: TALL_VIEWPORT });

  let root = '';
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    root = tempFolder('album');
    // JPEGs only: they are stripped in memory, so a build running beside this one never shares a cache file.
    const site = ownSite(
      root,
      {
        'camera.jpg': fixture('camera.jpg'),
        'castle-maintenon.jpg': bundled('castle-maintenon.jpg'),
        'cups/colorful-cups.jpg': bundled('colorful-cups.jpg'),
        'cups/dew-drop.jpg': bundled('dew-drop.jpg'),
      },
      ALBUM_YAML,
    );
    const outDir = join(root, 'dist');
    const build = await buildSite(site, outDir);
    expect(build.code, build.output).toBe(0);
    server = await startServer({ root: outDir, port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const url = (path: string): string => new URL(path, server?.url).href;

  test('shows only the album’s photos on /cups, and every photo on /', async ({ page }) => {
    const response = await page.goto(url('/cups'));
    expect(response?.status()).toBe(200);
    await expect(mainNav(page).getByRole('link', { name: 'Cups' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(CUPS.length);
    expect(await cardIds(page)).toEqual(CUPS);
    await expect(card(page, 'colorful-cups').locator('.camera-details')).toHaveText(
      photoById('colorful-cups').details.join(' · '),
    );

    await mainNav(page).getByRole('link', { name: 'Everything' }).click();
    await expect(page).toHaveURL(url('/'));
    await expect(cards(page)).toHaveCount(EVERYTHING.length);
    expect(await cardIds(page)).toEqual(EVERYTHING);

    await page.goto(url('/'));
    await expect(cards(page)).toHaveCount(EVERYTHING.length);
    expect(await cardIds(page)).toEqual(EVERYTHING);
  });

  test('shows the nav labels of portfolio.yaml, and its owner in the header and the footer', async ({ page }) => {
    await page.goto(url('/cups'));
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(['Everything', 'Cups']);
    expect(await links.evaluateAll((items) => items.map((item) => item.getAttribute('href')))).toEqual(['/', '/cups']);
    await expect(page.getByRole('banner').getByRole('link', { name: ALBUM_OWNER, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(ALBUM_OWNER);
    await expect(page.getByText('Alex Rivera')).toHaveCount(0);
  });

  test('writes a sitemap, robots.txt and an Atom feed of every photo, newest first, at the configured url', async ({
    page,
  }) => {
    /** The file as the server sends it, checked as XML by Chromium's parser; the text of every `selector`. */
    const xml = async (path: string, selector: string) => {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(200);
      const source = await response.text();
      return page.evaluate(
        ({ text, query }) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          if (doc.querySelector('parsererror')) return null;
          return [...doc.querySelectorAll(query)].map((element) => element.textContent);
        },
        { text: source, query: selector },
      );
    };
    const photoPages = EVERYTHING.map((id) => `${ALBUM_URL}/p/${id}`);
    const locs = await xml('/sitemap.xml', 'url > loc');
    // The album's own page and the albums page are listed whether or not a nav entry shows the album.
    const albumPages = [`${ALBUM_URL}/albums`, `${ALBUM_URL}/albums/cups`];
    // And each page of photos sharing a camera, a lens or a year (their own test: collections.spec.ts), each served.
    const collection = new RegExp(`^${ALBUM_URL}/(tags|cameras|lenses|years)(/|$)`);
    const shared = (locs ?? []).filter((loc) => collection.test(loc));
    expect(shared.some((loc) => loc.startsWith(`${ALBUM_URL}/years/`))).toBe(true);
    for (const loc of shared) expect((await fetch(url(loc.slice(ALBUM_URL.length)))).status, loc).toBe(200);
    expect(locs?.filter((loc) => !collection.test(loc)).toSorted()).toEqual(
      [`${ALBUM_URL}/`, `${ALBUM_URL}/cups`, ...albumPages, ...photoPages].toSorted(),
    );

    const entries = await xml('/feed.xml', 'entry > id');
    expect(entries?.toSorted()).toEqual(photoPages.toSorted());
    const dates = ((await xml('/feed.xml', 'entry > updated')) ?? []).map((date) => Date.parse(date));
    expect(dates.every((date) => Number.isFinite(date))).toBe(true);
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));
    const feed = await (await fetch(url('/feed.xml'))).text();
    const enclosures = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return [...doc.querySelectorAll('entry > link[rel="enclosure"]')].map((link) => link.getAttribute('href'));
    }, feed);
    expect(enclosures).toHaveLength(EVERYTHING.length);
    for (const href of enclosures)
      expect(href).toMatch(new RegExp(`^${ALBUM_URL}/photos/[a-z0-9-]+-\\d+\\.[0-9a-f]{8}\\.jpg$`));
    expect((await fetch(url('/feed.xml'))).headers.get('content-type')).toMatch(/^application\/atom\+xml/);

    expect(await (await fetch(url('/robots.txt'))).text()).toContain(`Sitemap: ${ALBUM_URL}/sitemap.xml`);
  });

  test("gives each photo's page its absolute address and preview image", async ({ page }) => {
    const html = await (await fetch(url('/p/camera'))).text();
    const head = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return {
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ogUrl: doc.querySelector('meta[property="og:url"]')?.getAttribute('content'),
        image: doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
        title: doc.title,
      };
    }, html);
    expect(head.canonical).toBe(`${ALBUM_URL}/p/camera`);
    expect(head.ogUrl).toBe(`${ALBUM_URL}/p/camera`);
    expect(head.title).toBe(`Harbour at dawn · ${ALBUM_OWNER}`);
    expect(head.image.startsWith(`${ALBUM_URL}/photos/camera-`)).toBe(true);
    // The same file is served from this build.
    const image = await fetch(url(new URL(head.image).pathname));
    expect(image.status).toBe(200);
  });

  test('opens a photo of the album at its own address and flips through the album only', async ({ page }) => {
    await page.goto(url('/cups'));
    await card(page, 'dew-drop').getByRole('button').click();
    await expect(page).toHaveURL(url('/p/dew-drop'));
    await expect(slideshow(page).getByText(/^Image \d \/ 2$/)).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Cups' })).toHaveClass(/nav-button-current/);
    await page.keyboard.press('ArrowRight');
    await expect(slide(page)).toHaveAttribute('data-photo', 'colorful-cups');
    await expect(page).toHaveURL(url('/p/colorful-cups'));
    await page.goBack();
    await expect(page).toHaveURL(url('/cups'));
    await expect(card(page, 'colorful-cups').getByRole('button')).toBeFocused();
  });

  test('gives every page the title and description of portfolio.yaml', async ({ page }) => {
    await page.goto(url('/'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ALBUM_DESCRIPTION);
    for (const path of ['/', '/cups']) {
      expect(await builtHead(page, url(path)), path).toEqual({ title: ALBUM_TITLE, description: ALBUM_DESCRIPTION });
    }
  });
});

// --- 3. A folder the build refuses ----------------------------------------------------------------------------

test.describe('a build from a folder with files it cannot take', () => {
  test.describe.configure({ mode: 'serial' });

  let root = '';
  let site: OwnSite;
  let outDir = '';
  let before: Map<string, FileState>;
  let refused: Run;

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    root = tempFolder('refused');
    // First a good build into the folder...
    site = ownSite(root, { 'honey-bee.jpg': bundled('honey-bee.jpg') }, MINIMAL_YAML);
    outDir = join(root, 'dist');
    const good = await buildSite(site, outDir);
    expect(good.code, good.output).toBe(0);
    before = snapshot(outDir);
    // ...then the owner adds an empty file, a text file named .jpg and two files with the same address.
    writeFileSync(join(site.photos, 'empty.jpg'), '');
    writeFileSync(join(site.photos, 'notes.jpg'), 'Remember to print the harbour one.\n');
    copyPhoto(bundled('dew-drop.jpg'), join(site.photos, 'Dew Drop.jpg'));
    copyPhoto(bundled('dew-drop.jpg'), join(site.photos, 'dew-drop.jpg'));
    refused = await buildSite(site, outDir);
  });
  test.afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  test('fails, listing every problem with the file at fault and the fix', () => {
    expect(refused.code, refused.output).not.toBe(0);
    expect(refused.code, refused.output).not.toBeNull();
    expect(refused.output).toContain('The site was not built: 3 problems to fix (the last build is left as it was).');
    const lines = problemLines(refused.output);
    expect(lines, refused.output).toHaveLength(3);
    const photo = (name: string): string => join(site.photos, name);
    const lineFor = (name: string): string => lines.find((line) => line.startsWith(`${photo(name)}: `)) ?? '';
    // `<file>[:line]: <message>. <fix>`, the fix a sentence of its own.
    const shape = /^.+?: .+\. [A-Z][^]*[.!?]$/;
    for (const line of lines) expect(line).toMatch(shape);

    expect(lineFor('empty.jpg')).toMatch(/: is empty \(0 bytes\)\. /);
    expect(lineFor('notes.jpg')).toMatch(/: is not an image\b.*\. (Remove|Export)/);
    const clash = lines.find((line) => line.includes('/dew-drop')) ?? '';
    const [first, second] = [photo('Dew Drop.jpg'), photo('dew-drop.jpg')];
    expect(clash.startsWith(`${first}: `) || clash.startsWith(`${second}: `), clash).toBe(true);
    expect(clash).toContain(first);
    expect(clash).toContain(second);
    expect(clash).toMatch(/\. Rename\b/);
  });

  test('leaves the last good build in that folder exactly as it was', () => {
    expect(before.has('index.html')).toBe(true);
    const after = snapshot(outDir);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [path, { bytes, mtimeMs }] of before) {
      const now = after.get(path);
      expect(now?.bytes.equals(bytes), `${path} changed`).toBe(true);
      expect(now?.mtimeMs, `${path} was rewritten`).toBe(mtimeMs);
    }
  });
});

// --- 4. `npm run photos` on an owner's portfolio.yaml ---------------------------------------------------------

const EDITED_YAML = `# Robin's portfolio. I edit this by hand; npm run photos keeps what I write.
site:
  owner: Robin Hale # that's me
  # The top bar: just the one page.
  nav:
    - label: Home
      path: /

# My photos, best first.
photos:
  - file: camera.jpg
    # Named and described by me, not by the camera.
    title: "Honfleur, before the boats left"
    alt: Fishing boats in a calm harbour at first light, the sea flat
  - file: castle-maintenon.jpg
    title: Castle maintenon
`;

interface PhotoEntry {
  file: string;
  title?: string;
  alt?: string;
  caption?: string;
}
const entries = (text: string): PhotoEntry[] => (parseYaml(text) as { photos: PhotoEntry[] }).photos;

test.describe('npm run photos on a portfolio.yaml the owner has edited', () => {
  test.describe.configure({ mode: 'serial' });

  let root = '';
  let site: OwnSite;
  const yaml = (): string => readFileSync(site.yaml, 'utf8');

  test.beforeAll(() => {
    root = tempFolder('words');
    site = ownSite(
      root,
      { 'camera.jpg': fixture('camera.jpg'), 'castle-maintenon.jpg': bundled('castle-maintenon.jpg') },
      EDITED_YAML,
    );
    // The owner adds a photo to the folder.
    copyPhoto(fixture('export.webp'), join(site.photos, 'export.webp'));
  });
  test.afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  test('adds the new photo with the words it carries, changing no line the owner wrote', async () => {
    const run = await updatePortfolio(site);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('1 added, 2 kept');
    const text = yaml();
    expect(inOrder(EDITED_YAML.trimEnd().split('\n'), text)).toEqual({});
    expect(entries(text)).toEqual([
      {
        file: 'camera.jpg',
        title: 'Honfleur, before the boats left',
        alt: 'Fishing boats in a calm harbour at first light, the sea flat',
      },
      { file: 'castle-maintenon.jpg', title: 'Castle maintenon' },
      {
        file: 'export.webp',
        title: 'Honey bee',
        alt: 'A honey bee on a lavender flower.',
        caption: 'Lavender in the garden, late June.',
      },
    ]);
    // Only the new entry's lines were added.
    const added = text.split('\n').length - EDITED_YAML.split('\n').length;
    expect(added).toBeGreaterThanOrEqual(3);
    expect(added).toBeLessThanOrEqual(5);
  });

  test('changes nothing when run again', async () => {
    const before = yaml();
    const run = await updatePortfolio(site);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('0 added, 3 kept');
    expect(yaml()).toBe(before);
  });

  test('reports a photo whose file is gone as missing, and removes its entry only with --prune', async () => {
    unlinkSync(join(site.photos, 'castle-maintenon.jpg'));
    const before = yaml();
    const reported = await updatePortfolio(site);
    expect(reported.code, reported.output).toBe(0);
    expect(reported.output).toMatch(/1 missing \(run npm run photos -- --prune to remove: castle-maintenon\.jpg\)/);
    expect(yaml()).toBe(before);

    const pruned = await updatePortfolio(site, '--prune');
    expect(pruned.code, pruned.output).toBe(0);
    expect(pruned.output).toContain('1 removed (file gone: castle-maintenon.jpg)');
    const text = yaml();
    expect(entries(text).map((entry) => entry.file)).toEqual(['camera.jpg', 'export.webp']);
    // Every other line stays, in order: only the entry's own lines went.
    const entryLines = ['  - file: castle-maintenon.jpg', '    title: Castle maintenon'];
    const kept = before
      .trimEnd()
      .split('\n')
      .filter((line) => !entryLines.includes(line));
    expect(inOrder(kept, text)).toEqual({});
    expect(text.split('\n').length).toBe(before.split('\n').length - entryLines.length);
  });

  test('moves the entry of a photo moved into a folder, with the words the owner wrote, and says so', async () => {
    mkdirSync(join(site.photos, 'harbour'));
    renameSync(join(site.photos, 'camera.jpg'), join(site.photos, 'harbour', 'camera.jpg'));
    const run = await updatePortfolio(site);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('0 added, 1 kept, 1 moved, with their words (camera.jpg → harbour/camera.jpg)');
    const text = yaml();
    expect(entries(text)[0]).toEqual({
      file: 'harbour/camera.jpg',
      title: 'Honfleur, before the boats left',
      alt: 'Fishing boats in a calm harbour at first light, the sea flat',
    });
    expect(entries(text)).toHaveLength(2);
    expect(text).toContain('    # Named and described by me, not by the camera.\n');
  });
});
