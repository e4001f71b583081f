// F and I on any keyboard: the key in F's or I's place opens fullscreen or the photo's details on an Arabic layout
// (which types ب and ه there) and with Caps Lock on, as the letter does on a Latin layout.
import { expect, test, type Page } from '@playwright/test';
import { slideshow } from '../support';

const inFullscreen = (page: Page) =>
  page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null);

/**
 * Presses the key at `code` on a layout that types `key` there, as the keyboard sends it (the DevTools protocol: a
 * trusted press); returns the key and code the page saw, so the test knows which layout it pressed on.
 */
async function pressOnLayout(page: Page, key: string, code: string): Promise<{ key: string; code: string }> {
  await page.evaluate(() => {
    window.addEventListener(
      'keydown',
      (event) => Object.assign(window, { lastKey: { key: event.key, code: event.code } }),
      { once: true, capture: true },
    );
  });
  const cdp = await page.context().newCDPSession(page);
  // The US layout's key code for that place: what Windows sends for a letter key whatever the layout.
  const windowsVirtualKeyCode = code.charCodeAt(3);
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, text: key, windowsVirtualKeyCode });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode });
  await cdp.detach();
  return page.evaluate(() => (window as unknown as { lastKey: { key: string; code: string } }).lastKey);
}

async function open(page: Page): Promise<void> {
  await page.goto('/p/honey-bee');
  await expect(slideshow(page).getByRole('button', { name: 'Info' })).toBeEnabled();
}

for (const [layout, f, i] of [
  ['an Arabic layout', 'ب', 'ه'],
  ['Caps Lock on', 'F', 'I'],
] as const) {
  test(`F and I open fullscreen and the photo’s details with ${layout}`, async ({ page }) => {
    await open(page);
    expect(await pressOnLayout(page, f, 'KeyF')).toEqual({ key: f, code: 'KeyF' });
    await expect.poll(() => inFullscreen(page)).toBe('Slideshow');
    expect(await pressOnLayout(page, i, 'KeyI')).toEqual({ key: i, code: 'KeyI' });
    await expect(page.getByRole('dialog', { name: 'Honey bee' })).toBeVisible();
    await expect(slideshow(page).getByRole('button', { name: 'Info' })).toHaveAttribute('aria-expanded', 'true');
    // And again, each closes what it opened.
    await pressOnLayout(page, i, 'KeyI');
    await expect(page.getByRole('dialog')).toBeHidden();
    await pressOnLayout(page, f, 'KeyF');
    await expect.poll(() => inFullscreen(page)).toBeNull();
  });
}
