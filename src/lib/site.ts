// Who the site belongs to and its navigation, from the owner's portfolio.yaml (through the build's
// `virtual:portfolio`): the header, the footer, the routes and the page title all read them from here.
import PORTFOLIO from 'virtual:portfolio';

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

export const SITE: Site = PORTFOLIO.site;
export const OWNER_NAME = SITE.owner;
