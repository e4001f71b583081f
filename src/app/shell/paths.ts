// Every route path, in one place. All three show the same gallery (spec §2).

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

/** Shipped beside the photos, one line per photo (public/photos/CREDITS.md). */
export const CREDITS_URL = `${import.meta.env.BASE_URL}photos/CREDITS.md`;
