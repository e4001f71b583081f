// Inlined into every page by the build (scripts/pages/render.ts), after the markup it shows: the home page's or an
// album's cards, shuffled, or the albums page's covers, fetched as they near the viewport; on a visit that opens on
// the slideshow, its keys kept until its code runs.
import { watchCards } from './app/gallery/card-watch';
import { cardPaths, pageCatalogue, savedView, showPrerendered } from './app/gallery/prerendered';
import { keepEarlyKeys, opensOnSlideshow } from './app/slideshow/slide-keys';
import { paths } from './lib/paths';

showPrerendered();
if (location.pathname === paths.albums) document.querySelectorAll('.album-card').forEach(watchCards().observe);
if (opensOnSlideshow(location, savedView(), cardPaths(pageCatalogue()))) keepEarlyKeys();
