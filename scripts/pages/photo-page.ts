// What a page of its own (a photo's, an album's, the albums page) says about itself before any script runs: its
// title, a description, the tags chat apps and social sites read for a link preview (Open Graph, Twitter cards),
// whether search engines may list it, and what it carries; made from the built index.html.
import { formatCameraDetails, type CameraDetails, type DetailsWriting } from '../../src/lib/camera-details.ts';
import { PORTFOLIO_ID, PRERENDERED_ID } from '../../src/lib/page-names.ts';
import type { ExifFields } from '../photos/exif-tiff.ts';
import type { PhotoPlan } from '../photos/derivatives.ts';
import { escapeMarkup } from '../escape.mjs';
import { scriptsOffCards } from './render.ts';

export interface PreviewImage {
  /** Absolute with the site's `url`, else from the site's root. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The page's absolute address: only when the owner gave the site's `url`. */
  url?: string;
  siteName: string;
  /** None for a private album's page, whose preview says nothing of it. */
  image?: PreviewImage;
  /** Script modules the page runs at once (the slideshow's, the places map's): fetched beside the app's, not after. */
  modules?: readonly string[];
  /** Kept out of search engines (an unlisted album's pages): found by its link only. */
  noindex?: boolean;
}

/** A photo's link preview: its 1200 px JPEG, without metadata, at its own shape. */
export function previewImage(
  photo: { width: number; height: number; alt: string; plan: Pick<PhotoPlan, 'preview'> },
  url: (path: string) => string,
): PreviewImage {
  const { preview } = photo.plan;
  return {
    url: url(`/${preview.fileName}`),
    width: preview.width,
    height: Math.round((preview.width * photo.height) / photo.width),
    alt: photo.alt,
  };
}

/** The site's address joined to a path from its root: `https://a.com/` + `/p/x` → `https://a.com/p/x`. */
export function absoluteUrl(siteUrl: string | undefined, path: string): string {
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : path;
}

/** The kept EXIF fields as the details line reads them: rationals as numbers. */
function cameraDetailsOf(camera: ExifFields): CameraDetails {
  const ratio = (value: [number, number] | undefined) => (value && value[1] !== 0 ? value[0] / value[1] : undefined);
  return {
    FocalLengthIn35mmFormat: camera.FocalLengthIn35mmFormat,
    ExposureTime: ratio(camera.ExposureTime),
    FNumber: ratio(camera.FNumber),
  };
}

/** The caption (or, without one, the alt text) as a sentence, then the camera details line when there is one. */
export function photoDescription(
  photo: { alt: string; caption?: string; camera: ExifFields },
  site: DetailsWriting,
): string {
  const words = (photo.caption ?? photo.alt).trim();
  const sentence = words && !/[.!?…]$/.test(words) ? `${words}.` : words;
  const details = formatCameraDetails(cameraDetailsOf(photo.camera), site).join(' · ');
  return [sentence, details].filter(Boolean).join(' ');
}

/** The <head> tags of a link preview. */
/** The preview's image, or a card without one. */
function imageTags(image: PreviewImage | undefined): [string, string, string][] {
  if (!image) return [['name', 'twitter:card', 'summary']];
  return [
    ['property', 'og:image', image.url],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:width', String(image.width)],
    ['property', 'og:image:height', String(image.height)],
    ['property', 'og:image:alt', image.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:image', image.url],
    ['name', 'twitter:image:alt', image.alt],
  ];
}

function previewTags(meta: PageMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', meta.siteName],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ...(meta.url ? [['property', 'og:url', meta.url] as [string, string, string]] : []),
    ...imageTags(meta.image),
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  const canonical = meta.url ? `<link rel="canonical" href="${escapeMarkup(meta.url)}" />` : '';
  const robots = meta.noindex ? '<meta name="robots" content="noindex" />' : '';
  return (
    robots +
    canonical +
    tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeMarkup(content)}" />`).join('')
  );
}

const ROOT = '<div id="root"></div>';
const CARDS = new RegExp(`<noscript id="${PRERENDERED_ID}">[\\s\\S]*?</noscript>`);
const DATA_OPEN = `<script type="application/json" id="${PORTFOLIO_ID}">`;
const DATA = new RegExp(`${DATA_OPEN}[\\s\\S]*?</script>`);

/** What a page holds beside its head: its markup in #root, or its cards for the pre-paint script; and its data. */
export interface PageBody {
  /** The page as the app draws it, in #root (the home page's cards, which it would only drop, left out). */
  markup?: string;
  /** A page of cards: its first cards, in place of the home page's, for the pre-paint script to shuffle and show. */
  cards?: string;
  /** What this page carries of the catalogue (scripts/pages/portfolio.ts `pageDataJson`), for the home page's. */
  data?: string;
}

/** The built index.html made into a page of its own: its title, description, preview tags, markup and data. */
export function pageHtml(indexHtml: string, meta: PageMeta, { markup = '', cards, data }: PageBody = {}): string {
  const replaced = (html: string, pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`pages: index.html has no ${what}`);
    return html.replace(pattern, () => by);
  };
  let html = replaced(indexHtml, /<title>[\s\S]*?<\/title>/, `<title>${escapeMarkup(meta.title)}</title>`, '<title>');
  html = replaced(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeMarkup(meta.description)}" />`,
    'meta description',
  );
  const preloads = (meta.modules ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(href)}">`,
  );
  html = replaced(html, /<\/head>/, `${previewTags(meta)}${preloads.join('')}</head>`, '</head>');
  html = replaced(html, new RegExp(ROOT), `<div id="root">${markup}</div>`, ROOT);
  if (data !== undefined) html = replaced(html, DATA, `${DATA_OPEN}${data}</script>`, 'page data');
  if (cards === undefined) return html.replace(CARDS, '');
  return replaced(html, CARDS, scriptsOffCards(cards), 'prerendered cards');
}
