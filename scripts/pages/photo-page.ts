// What a photo's own page says about it before any script runs: its title, a description, and the tags chat apps
// and social sites read for a link preview (Open Graph, Twitter cards), made from the built index.html.
import { formatCameraDetails, type CameraDetails } from '../../src/lib/camera-details.ts';
import { PORTFOLIO_ID, PRERENDERED_ID } from '../../src/lib/page-names.ts';
import type { ExifFields } from '../photos/exif-tiff.ts';

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
  image: PreviewImage;
  /** Script modules the page runs at once (the slideshow's): fetched beside the app's own, not after it. */
  modules?: readonly string[];
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's address joined to a path from its root: `https://a.com/` + `/p/x` → `https://a.com/p/x`. */
export function absoluteUrl(siteUrl: string | undefined, path: string): string {
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : path;
}

/** The kept EXIF fields as the details line reads them: rationals as numbers. */
export function cameraDetailsOf(camera: ExifFields): CameraDetails {
  const ratio = (value: [number, number] | undefined) => (value && value[1] !== 0 ? value[0] / value[1] : undefined);
  return {
    FocalLengthIn35mmFormat: camera.FocalLengthIn35mmFormat,
    ExposureTime: ratio(camera.ExposureTime),
    FNumber: ratio(camera.FNumber),
  };
}

/** The caption (or, without one, the alt text) as a sentence, then the camera details line when there is one. */
export function photoDescription(photo: { alt: string; caption?: string; camera: ExifFields }): string {
  const words = (photo.caption ?? photo.alt).trim();
  const sentence = words && !/[.!?…]$/.test(words) ? `${words}.` : words;
  const details = formatCameraDetails(cameraDetailsOf(photo.camera)).join(' · ');
  return [sentence, details].filter(Boolean).join(' ');
}

/** The <head> tags of a link preview. */
export function previewTags(meta: PageMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', meta.siteName],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ...(meta.url ? [['property', 'og:url', meta.url] as [string, string, string]] : []),
    ['property', 'og:image', meta.image.url],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:width', String(meta.image.width)],
    ['property', 'og:image:height', String(meta.image.height)],
    ['property', 'og:image:alt', meta.image.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', meta.image.url],
    ['name', 'twitter:image:alt', meta.image.alt],
  ];
  const canonical = meta.url ? `<link rel="canonical" href="${escapeHtml(meta.url)}" />` : '';
  return (
    canonical +
    tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`).join('')
  );
}

const ROOT = '<div id="root"></div>';

const DATA_TAG = `<script type="application/json" id="${PORTFOLIO_ID}">`;
const DATA = new RegExp(`${DATA_TAG}[\\s\\S]*?</script>`);

/**
 * The built index.html made into a photo's page: its title, description and preview tags, `markup` (the page as
 * the app draws it) in #root and `data` (its own record, pageDataJson) for the nav page's; the home page's
 * prerendered cards, which this page would only drop, left out.
 */
export function photoPageHtml(indexHtml: string, meta: PageMeta, markup: string, data: string): string {
  const replaced = (html: string, pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`photo pages: index.html has no ${what}`);
    return html.replace(pattern, () => by);
  };
  let html = replaced(indexHtml, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`, '<title>');
  html = replaced(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    'meta description',
  );
  const preloads = (meta.modules ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
  );
  html = replaced(html, /<\/head>/, `${previewTags(meta)}${preloads.join('')}</head>`, '</head>');
  html = replaced(html, new RegExp(ROOT), `<div id="root">${markup}</div>`, ROOT);
  html = replaced(html, DATA, `${DATA_TAG}${data}</script>`, 'page data');
  return html.replace(new RegExp(`<template id="${PRERENDERED_ID}">[\\s\\S]*?</template>`), '');
}
