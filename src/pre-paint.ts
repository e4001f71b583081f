// Inlined into every page by the build (scripts/prerender.ts), after the markup it shows: the home page's cards,
// shuffled; on a photo's page, the slideshow's keys kept until its code runs.
import { showPrerendered } from './app/gallery/prerendered';
import { keepEarlyKeys } from './app/slideshow/slide-keys';
import { paths } from './lib/paths';

showPrerendered();
if (paths.isPhoto(location.pathname)) keepEarlyKeys();
