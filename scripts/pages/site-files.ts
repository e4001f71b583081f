// Writes what crawlers and feed readers look for beside the pages: robots.txt always; sitemap.xml and the Atom
// feed.xml when portfolio.yaml gives the site's `url`, which both must name in full (without it, the build says
// so once and writes neither).
import type { Plugin } from 'vite';
import { paths } from '../../src/lib/paths.ts';
import type { PhotoPipeline } from '../photos/vite-plugin.ts';
import { atomFeed } from './feed.ts';
import { absoluteUrl, photoDescription } from './photo-page.ts';
import { robotsTxt, sitemap } from './sitemap.ts';

export const NO_URL_WARNING =
  'portfolio.yaml: the site has no `url`, so link previews name their image from the site root, and sitemap.xml ' +
  'and feed.xml are not written. Add the address the site is published at under `site:`, e.g. ' +
  '`url: https://example.com`.';

export function siteFiles(photos: PhotoPipeline, configFile = 'portfolio.yaml'): Plugin {
  return {
    name: 'site-files',
    apply: 'build',
    async generateBundle() {
      const { catalogue, plans } = await photos.planned();
      const { site } = catalogue;
      const emit = (fileName: string, source: string) => this.emitFile({ type: 'asset', fileName, source });
      if (!site.url) {
        this.warn(NO_URL_WARNING.replace('portfolio.yaml', configFile));
        emit('robots.txt', robotsTxt());
        return;
      }
      const url = (path: string) => absoluteUrl(site.url, path);
      const pages = catalogue.photos.flatMap((photo, i) => {
        const preview = plans[i]?.preview;
        return preview ? [{ photo, pageUrl: url(paths.photo(photo.id)), imageUrl: url(`/${preview.fileName}`) }] : [];
      });
      emit(
        'sitemap.xml',
        sitemap([
          ...site.nav.map((item) => ({ url: url(item.path) })),
          ...pages.map(({ pageUrl, imageUrl }) => ({ url: pageUrl, image: imageUrl })),
        ]),
      );
      emit('robots.txt', robotsTxt(url('/sitemap.xml')));
      emit(
        'feed.xml',
        atomFeed(
          { title: site.title, description: site.description, owner: site.owner, url: url('') },
          pages.map(({ photo, pageUrl, imageUrl }) => ({
            title: photo.title,
            description: photoDescription(photo),
            alt: photo.alt,
            pageUrl,
            imageUrl,
            date: photo.taken ?? photo.modified,
          })),
        ),
      );
    },
  };
}
