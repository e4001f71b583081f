// Every route path, in one place: the router draws them, and the build writes an HTML page for each
// (scripts/route-pages.ts), so it loads in Node too. All three show the same gallery (spec §2).

export const paths = {
  gallery: '/',
  espresso: '/espresso',
  running: '/running',
} as const;

export const NAV_ITEMS = [
  { label: 'Gallery', to: paths.gallery },
  { label: 'Espresso', to: paths.espresso },
  { label: 'Running', to: paths.running },
] as const;
