// The one route every site has; the others are the owner's nav entries (portfolio.yaml, lib/site.ts).

export const paths = {
  gallery: '/',
} as const;
