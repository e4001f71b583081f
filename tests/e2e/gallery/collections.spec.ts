// Finding a photo among the others (issue 32): /tags lists every tag with its count in alphabetical order; a tag's,
// a camera's and a year's page show exactly their photos as cards, real pages with scripts off too; a photo opened
// from one flips within it; the details panel links a photo's tags, camera and year to their pages.
import { expect, test, type Page } from '@playwright/test';
import { cards, currentSlide, OWNER_NAME, readStored, setSavedView, slideCaption, slideshow } from '../support';

/** The demo's tags (portfolio.yaml), each with its photos. */
const TAGS: Record<string, string[]> = {
  Animals: ['panther-chameleon'],
  Architecture: ['castle-maintenon', 'cincinnati-bridge-night'],
  'Close-up': ['honey-bee', 'dew-drop', 'panther-chameleon', 'petal-droplets'],
  Clouds: ['after-the-rain', 'dark-waters'],
  Dusk: ['dark-sunset', 'darkest-hour'],
  Flowers: ['honey-bee', 'petal-droplets'],
  France: ['castle-maintenon'],
  Insects: ['honey-bee'],
  Lakes: ['dark-sunset', 'darkest-hour', 'lake-red-hills'],
  Lighthouse: ['neist-point-lighthouse'],
  Moon: ['dark-sunset'],
  Night: ['cincinnati-bridge-night'],
  Scotland: ['neist-point-lighthouse'],
  Sea: ['maldives-jetty', 'neist-point-lighthouse', 'dark-waters'],
  'Still life': ['colorful-cups'],
  Sunset: ['after-the-rain'],
  Travel: ['maldives-jetty', 'castle-maintenon'],
};

const photosWord = (count: number) => `${String(count)} ${count === 1 ? 'photo' : 'photos'}`;

/** The photo ids of the page's cards, sorted. */
const cardIds = async (page: Page) =>
  (await cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-photo') ?? ''))).sort();

const infoButton = (page: Page) => slideshow(page).getByRole('button', { name: 'Info' });

test.describe('tags, cameras and years', () => {
  test('/tags lists every tag with its count, alphabetically, each a link to its page', async ({ page }) => {
    await page.goto('/tags');
    await expect(page).toHaveTitle(`Tags - ${OWNER_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links).toHaveText(Object.entries(TAGS).map(([tag, ids]) => `${tag} ${photosWord(ids.length)}`));
    await links.filter({ hasText: 'Still life' }).click();
    await expect(page).toHaveURL('/tags/still-life');
    await expect(page.getByRole('heading', { level: 1, name: 'Still life' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
  });

  test('a tag’s page shows exactly its photos as cards; one opened flips within them, and Back returns', async ({
    page,
  }) => {
    await page.goto('/tags/close-up');
    await expect(page).toHaveTitle(`Close-up - ${OWNER_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Close-up' })).toBeVisible();
    // Over its name, a link to every tag: the way to /tags.
    await expect(page.getByRole('main').getByRole('link', { name: 'Tags', exact: true })).toHaveAttribute(
      'href',
      '/tags',
    );
    await expect(page.getByText(photosWord(4), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    expect(await cardIds(page)).toEqual([...(TAGS['Close-up'] ?? [])].sort());

    await cards(page)
      .first()
      .getByRole('button', { name: /^Open .+ in the slideshow$/ })
      .click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(slideCaption(page)).toHaveText('Image 1 / 4');
    const seen = new Set<string>();
    for (let step = 0; step < 4; step++) {
      seen.add(await currentSlide(page));
      await page.keyboard.press('ArrowRight');
      await expect(slideCaption(page)).toHaveText(`Image ${String(((step + 1) % 4) + 1)} / 4`);
    }
    expect([...seen].sort()).toEqual([...(TAGS['Close-up'] ?? [])].sort());
    await page.goBack();
    await expect(page).toHaveURL('/tags/close-up');
    await expect(cards(page)).toHaveCount(4);
  });

  test('a returning visitor whose saved view is the slideshow gets a tag’s page as cards, and the cards after', async ({
    page,
  }) => {
    await setSavedView(page, 'slideshow');
    await page.goto('/tags/sea');
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Open .+ in the slideshow$/ })).toHaveCount(3); // the app is live
    await expect(page).toHaveURL('/tags/sea');
    await expect.poll(() => readStored(page, 'galleryView')).toBe('cards');
  });

  test('an address naming no tag finds no page; a camera’s page shows exactly its photos', async ({ page }) => {
    await page.goto('/tags/no-such-tag');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.goto('/cameras/nikon-df');
    await expect(page.getByRole('heading', { level: 1, name: 'Nikon Df' })).toBeVisible();
    expect(await cardIds(page)).toEqual(['neist-point-lighthouse', 'petal-droplets']);
  });

  test('the details panel links the photo’s tags, camera and year to their pages', async ({ page }) => {
    await page.goto('/p/honey-bee');
    await expect(infoButton(page)).toBeEnabled();
    await infoButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Honey bee' });
    await expect(panel.getByRole('link')).toHaveText(['Nikon D50', /\d{4}/, 'Close-up', 'Insects', 'Flowers']);
    await panel.getByRole('link', { name: 'Insects' }).click();
    await expect(page).toHaveURL('/tags/insects');
    expect(await cardIds(page)).toEqual(['honey-bee']);

    await page.goBack();
    await expect(infoButton(page)).toBeEnabled();
    await infoButton(page).click();
    await page.getByRole('dialog', { name: 'Honey bee' }).getByRole('link', { name: 'Nikon D50' }).click();
    await expect(page).toHaveURL('/cameras/nikon-d50');
    expect(await cardIds(page)).toEqual(['honey-bee']);
  });
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('a tag’s page and the tags page are real pages: cards with links, and every tag linked', async ({ page }) => {
    await page.goto('/tags/lakes');
    await expect(page).toHaveTitle(`Lakes - ${OWNER_NAME}`);
    await expect(cards(page)).toHaveCount(3);
    expect(await cardIds(page)).toEqual([...(TAGS.Lakes ?? [])].sort());
    await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /^\/p\//);

    await page.goto('/tags');
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(Object.keys(TAGS).length);
    await page.getByRole('link', { name: 'Sea 3 photos' }).click();
    await expect(page).toHaveURL('/tags/sea');
    await expect(cards(page)).toHaveCount(3);
  });
});
