// The catalogue the build derives from public/photos and portfolio.yaml (scripts/pages/portfolio.ts).
declare module 'virtual:portfolio' {
  // An ambient module cannot `import` by a relative path; an import() type can.
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  const portfolio: {
    site: import('./lib/site').Site;
    /** Every photo in Node; in a built page, those the page names, their words to follow with the catalogue. */
    photos: readonly import('./lib/photos').Photo[];
    /** Every photo, with their words: at once in Node, after the first paint in a built page. */
    catalogue: Promise<readonly import('./lib/photos').Photo[]>;
    /** Where the page shows or links albums (scripts/pages/portfolio.ts `siteData`). */
    albums?: readonly import('./lib/albums').Album[];
    /** The private albums' pages: every one in Node, the page's own in a built page (scripts/pages/portfolio.ts). */
    vaults?: readonly import('./lib/private/vault').VaultPage[];
    /** A built page's: the search index's address (scripts/pages/portfolio.ts `siteData`). */
    search?: string;
  };
  /* eslint-enable @typescript-eslint/consistent-type-imports */
  export default portfolio;
}

// The URLs of each lazy page's chunk and the chunks it imports in a build, null in development and tests
// (scripts/chunk-url.ts).
declare module 'virtual:lazy-chunks' {
  const urls: Readonly<Record<'slideshow' | 'placesMap', readonly string[]>> | null;
  export default urls;
}

// The places map's land (scripts/places/world-land.ts): the URL of its SVG file, in the map's frame, and, when the
// build renders the pages, its inline `<path>` for the page's markup (null in the browser's bundle).
declare module 'virtual:world-land' {
  const url: string;
  export default url;
  export const landMarkup: string | null;
}
