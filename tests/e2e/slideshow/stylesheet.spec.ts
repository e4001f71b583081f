// The slideshow's styles come with the page: each part's CSS sits beside it in src/app/slideshow/, and the build puts
// every rule the preview and the slideshow need in the page's own stylesheet, since one added later restyles the
// whole page and the switch to Slides would wait for it. Only the details panel's rules and the key sheet's come on
// their own, when each is first opened.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const ASSETS = join('dist', 'assets');
const stylesheets = () => readdirSync(ASSETS).filter((file) => file.endsWith('.css'));

test('a photo’s page links one stylesheet, which holds the rules of every part of the slideshow', () => {
  const html = readFileSync(join('dist', 'p', 'honey-bee.html'), 'utf8');
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]);
  expect(links).toHaveLength(1);
  const css = readFileSync(join(ASSETS, links[0] ?? ''), 'utf8');
  // The layout, the slide, the stage, Previous and Next, the toolbar, the details line: one rule of each.
  for (const selector of [
    '.slideshow-fullscreen',
    '.slide-box-picked',
    '.slide-track',
    '.slide-button',
    '.slide-tool',
  ]) {
    expect(css, selector).toContain(selector);
  }
  expect(css).toContain('.camera-details-separator');
  expect(css).not.toContain('.photo-info');
});

test('the slideshow’s chunk brings no stylesheet; the details panel’s and the key sheet’s bring their own', () => {
  const names = stylesheets().map((file) => file.replace(/-[\w-]{8}\.css$/, ''));
  expect(names.sort()).toEqual(['index', 'info-panel', 'key-sheet']);
  const panel = readFileSync(join(ASSETS, stylesheets().find((file) => file.startsWith('info-panel-')) ?? ''), 'utf8');
  expect(panel).toContain('.photo-info');
});
