// The photo manifest the build writes (scripts/photos/vite-plugin.ts), by photo id.
declare module 'virtual:photo-sources' {
  // An ambient module cannot `import` by a relative path; an import() type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const sources: Readonly<Record<string, import('./lib/photos').PhotoSources>>;
  export default sources;
}

// The slideshow chunk's URL in a build, null in development and tests (scripts/chunk-url.ts).
declare module 'virtual:slideshow-chunk' {
  const url: string | null;
  export default url;
}
