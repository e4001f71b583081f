// Who the site belongs to and its navigation, as the owner's portfolio.yaml says (the values: lib/portfolio.ts).

export interface NavItem {
  label: string;
  /** `/` or `/espresso`: a route of its own. */
  path: string;
  /** A subfolder of public/photos: the page shows only its photos. Without it, every photo. */
  album?: string;
}

export interface Site {
  owner: string;
  title: string;
  description: string;
  /** Where the site is published, when the owner said. */
  url?: string;
  nav: NavItem[];
  /** Whether public/photos holds a CREDITS.md, which the footer links. */
  credits: boolean;
}
