// The catalogue the build derives from public/photos and portfolio.yaml (scripts/pages/portfolio.ts).
declare module 'virtual:portfolio' {
  // An ambient module cannot `import` by a relative path; an import() type can.
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  const portfolio: {
    site: import('./lib/site').Site;
    photos: readonly import('./lib/photos').Photo[];
    /** Where the page shows or links albums (scripts/pages/portfolio.ts `pagePortfolio`). */
    albums?: readonly import('./lib/albums').Album[];
  };
  /* eslint-enable @typescript-eslint/consistent-type-imports */
  export default portfolio;
}

// The slideshow chunk's URL in a build, null in development and tests (scripts/chunk-url.ts).
declare module 'virtual:slideshow-chunk' {
  const url: string | null;
  export default url;
}
