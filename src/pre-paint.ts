// Inlined into every page by the build (scripts/pages/render.ts), after the markup it shows: the home page's cards,
// shuffled; on a visit that opens on the slideshow, its keys kept until its code runs.
import { pageCatalogue, savedView, showPrerendered } from './app/gallery/prerendered';
import { keepEarlyKeys, opensOnSlideshow } from './app/slideshow/slide-keys';

showPrerendered();
const navPaths = pageCatalogue()?.site.nav.map((item) => item.path) ?? [];
if (opensOnSlideshow(location, savedView(), navPaths)) keepEarlyKeys();
