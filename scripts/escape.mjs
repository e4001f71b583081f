// The one escaper: text and attribute values made safe in HTML and XML (pages, the feed, the sitemap, XMP).

/** @param {string} text */
export const escapeMarkup = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
