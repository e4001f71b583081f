// The photo's details on request: the Info button or i opens a dialog with what the photo's own EXIF says (read by
// the worker from the shipped file); focus moves in and back; Escape closes it; it follows the photo on show.
import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { slideshow } from '../support';

const infoButton = (page: Page) => slideshow(page).getByRole('button', { name: 'Info' });
/** The value the panel gives beside `label`. */
const row = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

/** The original in public/photos, as the owner put it there: what the panel must agree with. */
async function original(id: string) {
  const file = readFileSync(new URL(`../../../public/photos/${id}.jpg`, import.meta.url));
  const exif = (await exifr.parse(file, { tiff: true, exif: true, reviveValues: false })) as Record<string, unknown>;
  const { width, height } = await sharp(file).metadata();
  return { exif, width, height };
}

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`/p/${id}`);
  await expect(infoButton(page)).toBeEnabled();
}

test.describe('the photo’s details', () => {
  test('Info opens them as the photo’s own EXIF says, with focus moving in; Escape closes and returns it', async ({
    page,
  }) => {
    const { exif, width, height } = await original('after-the-rain');
    await open(page, 'after-the-rain');
    await infoButton(page).click();
    const panel = page.getByRole('dialog', { name: 'After the rain' });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(infoButton(page)).toHaveAttribute('aria-expanded', 'true');

    // Named as people say it: the maker once, as written in capitals only when it is initials.
    expect(String(exif.Model)).toBe('PENTAX K-7');
    await expect(row(page, 'Camera')).toHaveText('Pentax K-7');
    await expect(row(page, 'Focal length')).toHaveText(
      `${String(exif.FocalLength)} mm (35mm equivalent: ${String(exif.FocalLengthIn35mmFormat)} mm)`,
    );
    await expect(row(page, 'Exposure')).toHaveText(`1/${Math.round(1 / Number(exif.ExposureTime))} s`);
    await expect(row(page, 'Aperture')).toHaveText(`f/${String(exif.FNumber)}`);
    await expect(row(page, 'ISO')).toHaveText(String(exif.ISO));
    await expect(row(page, 'Exposure compensation')).toHaveText(
      `\u2212${Math.abs(Number(exif.ExposureCompensation)).toFixed(1)} EV`,
    );
    // The camera's own clock, never moved to the visitor's time zone.
    const [date = '', time = ''] = String(exif.DateTimeOriginal).split(' ');
    const [year, month, day] = date.split(':').map(Number);
    await expect(row(page, 'Taken')).toContainText(String(year));
    await expect(row(page, 'Taken')).toContainText(String(day));
    await expect(row(page, 'Taken')).toContainText(time);
    expect(month).toBe(11);
    await expect(row(page, 'Taken')).toContainText('November');
    await expect(row(page, 'Size')).toContainText(`${width.toLocaleString('en')} × ${height.toLocaleString('en')} px`);
    // Nothing the photo does not record, and nothing private.
    await expect(panel.getByRole('term')).toHaveText([
      'Camera',
      'Focal length',
      'Exposure',
      'Aperture',
      'ISO',
      'Exposure compensation',
      'Taken',
      'Size',
      'Tags',
    ]);
    await expect(panel).not.toContainText('Stef Binde');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(infoButton(page)).toBeFocused();
    await expect(infoButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('leaves out what a photo does not record', async ({ page }) => {
    const { exif } = await original('cincinnati-bridge-night');
    await open(page, 'cincinnati-bridge-night');
    await page.keyboard.press('i');
    const panel = page.getByRole('dialog', { name: 'Cincinnati bridge at night' });
    await expect(panel).toBeVisible();
    await expect(row(page, 'Focal length')).toHaveText(`${String(exif.FocalLength)} mm`);
    await expect(row(page, 'Exposure')).toHaveText('4 s');
    await expect(panel.getByRole('term').getByText('Lens', { exact: true })).toHaveCount(0);
    await expect(panel).not.toContainText('35mm equivalent');
  });

  test('i toggles them, and they follow the photo on show', async ({ page }) => {
    await open(page, 'honey-bee');
    await page.keyboard.press('i');
    await expect(page.getByRole('dialog', { name: 'Honey bee' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    // Named after the photo now on show, whose title the slide shows too.
    const title = slideshow(page).getByRole('heading', { level: 2 }).first();
    await expect(title).not.toHaveText('Honey bee');
    await expect(page.getByRole('dialog', { name: (await title.textContent()) ?? '' })).toBeVisible();
    await page.keyboard.press('i');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
