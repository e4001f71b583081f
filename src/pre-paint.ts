// Inlined into every page by the build (scripts/pages/render.ts), after the markup it shows: the home page's or an
// album's cards, shuffled, or the albums page's covers, fetched as they near the viewport; on a visit that opens on
// the slideshow, its keys kept until its code runs; and on every page, the catalogue asked for at once, so the words
// and the slideshow's other photos follow the first paint closely.
import { watchCards } from './app/gallery/card-watch';
import { cardPaths, savedView, showPrerendered } from './app/gallery/prerendered';
import { keepEarlyKeys, opensOnSlideshow } from './app/slideshow/controls/slide-keys';
import { paths } from './lib/paths';
import { catalogue, pageData } from './page-data';

const page = pageData();
showPrerendered(page);
if (location.pathname === paths.albums) document.querySelectorAll('.album-card').forEach(watchCards().observe);
if (opensOnSlideshow(location, savedView(), cardPaths(page))) keepEarlyKeys();
if (page) void catalogue(page);
