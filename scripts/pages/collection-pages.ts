// Each page of listed photos sharing a value (/tags/<slug>, /cameras/<slug>, /lenses/<slug>, /years/<year>,
// /places/<country>/<town>), the tags page (/tags) and the places page (/places), made from the built index.html as
// an album's are: title, description, link preview (its first photo's 1200 px JPEG), what each carries (the listed
// photos' index, and which of them a collection's page shows) and its markup: the tags and places pages' in #root, a
// collection's first cards in the template the pre-paint script shows.
import { allCollections, COLLECTION_WORDS, type Collection } from '../../src/lib/collections.ts';
import { paths } from '../../src/lib/paths.ts';
import type { Photo } from '../../src/lib/photos.ts';
import { fill } from '../../src/lib/words.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { pageHtml, previewImage } from './photo-page.ts';
import { pageDataJson, type SiteData } from './portfolio.ts';
import type { RenderedPages } from './render.ts';
import type { SitemapPage } from './sitemap.ts';

export interface CollectionPagesInput {
  indexHtml: string;
  catalogue: Catalogue;
  /** The photos as the site ships them, whose tags, cameras, lenses and years make the pages. */
  photos: readonly Photo[];
  data: SiteData;
  pages: RenderedPages;
  url: (path: string) => string;
  /** The places map's chunk and those it imports: the places page fetches them beside the app's. */
  placesMapChunks?: readonly string[];
}

/** The file a host serves for a path: `/tags/ile-de-re` is tags/ile-de-re.html (a slug's letters as they are). */
const pageFile = (path: string): string => `${decodeURIComponent(path.slice(1))}.html`;

/** The files of the collections' pages and the tags page, and their sitemap entries. */
export function collectionPages({
  indexHtml,
  catalogue,
  photos,
  data,
  pages,
  url,
  placesMapChunks,
}: CollectionPagesInput): {
  files: { fileName: string; source: string }[];
  sitemap: SitemapPage[];
} {
  const { site } = catalogue;
  const records = new Map(catalogue.photos.map((photo) => [photo.id, photo]));
  const preview = (photo: Photo | undefined) => {
    const record = photo && records.get(photo.id);
    if (!record) throw new Error(`collection pages: ${photo?.id ?? 'a page with no photo'} is not in the catalogue`);
    return previewImage(record, url);
  };
  const head = (path: string, title: string, description: string, first: Photo | undefined) => ({
    title: fill(site.words['album-title'], { title, owner: site.owner }),
    description,
    ...(site.url && { url: url(path) }),
    siteName: site.title,
    image: preview(first),
  });
  const files: { fileName: string; source: string }[] = [];
  const sitemap: SitemapPage[] = [];
  const collections: Collection[] = allCollections(photos);
  collections.forEach((collection, i) => {
    const path = paths.collection(collection.kind, collection.slug);
    const count = fill(site.words['photo-count'], { count: collection.photos.length }, site.language.locale);
    const description = `${site.words[COLLECTION_WORDS[collection.kind]]}: ${collection.label} · ${count}`;
    const meta = head(path, collection.label, description, collection.photos[0]);
    const carried = data.pageData({ albums: false, photos: collection.photos.map((photo) => photo.id) });
    const cards = pages.collectionPages[i] ?? '';
    files.push({ fileName: pageFile(path), source: pageHtml(indexHtml, meta, { cards, data: pageDataJson(carried) }) });
    sitemap.push({ url: url(path), image: meta.image.url });
  });
  // The page of every tag, and of every place: each made when one of its kind's pages is.
  for (const [kind, path, markup] of [
    ['tags', paths.tags, pages.tags],
    ['places', paths.places, pages.places],
  ] as const) {
    const first = collections.find((collection) => collection.kind === kind);
    if (markup === undefined || !first) continue;
    const meta = {
      ...head(path, site.words[kind], site.description, first.photos[0]),
      ...(kind === 'places' && placesMapChunks && { modules: placesMapChunks }),
    };
    const carried = pageDataJson(data.pageData({ albums: false }));
    files.push({ fileName: pageFile(path), source: pageHtml(indexHtml, meta, { markup, data: carried }) });
    sitemap.push({ url: url(path), image: meta.image.url });
  }
  return { files, sitemap };
}
