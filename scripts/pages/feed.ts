// The Atom feed of the photos (RFC 4287), newest first by when each was taken, else by its file's date: each
// entry links to the photo's page and carries its preview image.
import { escapeMarkup } from '../escape.mjs';

export interface FeedPhoto {
  title: string;
  /** The page's description: caption or alt text, then the camera details. */
  description: string;
  alt: string;
  /** Absolute addresses. */
  pageUrl: string;
  imageUrl: string;
  /** When it was taken, else when its file was last changed. */
  date: Date;
}

export interface FeedSite {
  title: string;
  description: string;
  owner: string;
  /** The site's absolute address, without a trailing slash. */
  url: string;
}

/** Newest first; photos of one moment by page address, so the order is the same on every build. */
export function newestFirst<T extends { date: Date; pageUrl: string }>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => b.date.getTime() - a.date.getTime() || a.pageUrl.localeCompare(b.pageUrl));
}

export function atomFeed(site: FeedSite, photos: readonly FeedPhoto[]): string {
  const entries = newestFirst(photos);
  const updated = (entries[0]?.date ?? new Date(0)).toISOString();
  const text = (tag: string, value: string) => `<${tag}>${escapeMarkup(value)}</${tag}>`;
  const content = (photo: FeedPhoto) =>
    `<p><img src="${escapeMarkup(photo.imageUrl)}" alt="${escapeMarkup(photo.alt)}" /></p><p>${escapeMarkup(photo.description)}</p>`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  ${text('title', site.title)}`,
    `  ${text('subtitle', site.description)}`,
    `  ${text('id', `${site.url}/`)}`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(`${site.url}/`)}" />`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(`${site.url}/feed.xml`)}" />`,
    `  ${text('updated', updated)}`,
    `  <author>${text('name', site.owner)}</author>`,
    ...entries.map((photo) =>
      [
        '  <entry>',
        `    ${text('title', photo.title)}`,
        `    ${text('id', photo.pageUrl)}`,
        `    <link rel="alternate" type="text/html" href="${escapeMarkup(photo.pageUrl)}" />`,
        `    <link rel="enclosure" type="image/jpeg" href="${escapeMarkup(photo.imageUrl)}" />`,
        `    ${text('published', photo.date.toISOString())}`,
        `    ${text('updated', photo.date.toISOString())}`,
        `    ${text('summary', photo.description)}`,
        // The content as escaped HTML, so a reader shows the photo.
        `    <content type="html">${escapeMarkup(content(photo))}</content>`,
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
    '',
  ].join('\n');
}
