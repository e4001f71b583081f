// Inlined into every page by the build (scripts/pages/render.ts), after the markup it shows: the home page's cards,
// shuffled; on a visit that opens on the slideshow, its keys kept until its code runs; and on every page, the
// catalogue asked for at once, so the words and the slideshow's other photos follow the first paint closely.
import { savedView, showPrerendered } from './app/gallery/prerendered';
import { keepEarlyKeys, opensOnSlideshow } from './app/slideshow/slide-keys';
import { catalogue, pageData } from './page-data';

const page = pageData();
showPrerendered(page);
const navPaths = page?.site.nav.map((item) => item.path) ?? [];
if (opensOnSlideshow(location, savedView(), navPaths)) keepEarlyKeys();
if (page) void catalogue(page);
