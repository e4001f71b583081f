// Writes every photo's own page, p/<id>.html (served at /p/<id>), from the built index.html: its title,
// description and link preview (photo-page.ts), and the page as the app draws it, the photo in it, so the photo
// paints before any script has run.
import type { Plugin } from 'vite';
import { paths } from '../../src/lib/paths.ts';
import type { PhotoPipeline } from '../photos/vite-plugin.ts';
import { renderPages } from '../prerender.ts';
import { absoluteUrl, photoDescription, photoPageHtml, type PageMeta } from './photo-page.ts';

/** The file a host serves for `/p/<id>`. */
export const photoPageFile = (id: string): string => `${paths.photo(id).slice(1)}.html`;

export function photoPages(photos: PhotoPipeline): Plugin {
  return {
    name: 'photo-pages',
    apply: 'build',
    // As route-pages: after the HTML is final, before the compression plugin writes each page's .br and .gz.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('photo-pages: the build wrote no index.html to start from');
      const html = String(index.source);
      const { catalogue, plans } = await photos.planned();
      const { site } = catalogue;
      // A photo's page shows the slideshow at once: its chunk is fetched beside the app's, so its keys soon work.
      const slideshow = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/app/slideshow/slideshow.tsx'),
      );
      const markup = await renderPages(
        photos,
        catalogue.photos.map((photo) => paths.photo(photo.id)),
      );
      catalogue.photos.forEach((photo, i) => {
        const preview = plans[i]?.preview;
        if (!preview) return;
        const meta: PageMeta = {
          title: `${photo.title} · ${site.owner}`,
          description: photoDescription(photo),
          ...(site.url && { url: absoluteUrl(site.url, paths.photo(photo.id)) }),
          siteName: site.title,
          image: {
            url: absoluteUrl(site.url, `/${preview.fileName}`),
            width: preview.width,
            height: Math.round((preview.width * photo.height) / photo.width),
            alt: photo.alt,
          },
          ...(slideshow && { modules: [`/${slideshow.fileName}`] }),
        };
        this.emitFile({
          type: 'asset',
          fileName: photoPageFile(photo.id),
          source: photoPageHtml(html, meta, markup[i] ?? ''),
        });
      });
    },
  };
}
