// index.html as the site serves it: its %SITE_*% fields filled from portfolio.yaml (on a dev server too), and, in
// a build, the home page made of the index.html Vite built: its data, its prerendered cards and the pre-paint script.
import type { Site } from '../../src/lib/site.ts';
import { PORTFOLIO_ID } from '../../src/lib/page-names.ts';
import { escapeMarkup } from '../escape.mjs';
import { deferAppEntry, injectPrerender, type RenderedPages } from './render.ts';

/** index.html's %SITE_TITLE%, %SITE_DESCRIPTION%, %SITE_LANG% and %SITE_DIR%, from the site. */
export function siteFields(html: string, site: Site): string {
  const values: Record<string, string> = {
    SITE_TITLE: site.title,
    SITE_DESCRIPTION: site.description,
    SITE_LANG: site.language.tag,
    SITE_DIR: site.language.dir,
  };
  return html.replace(/%(SITE_[A-Z_]+)%/g, (match, key: string) => escapeMarkup(values[key] ?? match));
}

/**
 * The home page: the built index.html with the page's data last in the body (a large album makes it the page's
 * largest part: there it never delays the head's stylesheet), then its cards and the script showing them, which
 * also runs the app, whose script the head no longer names.
 */
export function homePage(indexHtml: string, pages: Pick<RenderedPages, 'home' | 'script'>, data: string): string {
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('index.html must close its <body>');
  const script = `<script type="application/json" id="${PORTFOLIO_ID}">${data}</script>`;
  // On a line of its own, as index.html's other tags are.
  const withData = `${indexHtml.slice(0, bodyEnd)}  ${script}\n  ${indexHtml.slice(bodyEnd)}`;
  const deferred = deferAppEntry(withData);
  return injectPrerender(deferred.html, pages.home, pages.script, deferred.entry);
}
