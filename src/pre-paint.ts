// Inlined into every page by the build (scripts/pages/render.ts), after the markup it shows: the home page's or an
// album's cards, shuffled over a few short tasks, or the albums page's covers, fetched as they near the viewport; on
// a visit that opens on the slideshow, its keys kept until its code runs; on every page, the catalogue asked for in
// the next task, so the words follow the first paint closely; presses and the search key kept until the app answers
// them; and the app's code asked for once the first screen's photos are asked for and in.
import { watchCards } from './app/gallery/card-watch';
import { cardPaths, savedView, showPrerendered } from './app/gallery/prerendered';
import { keepEarlyPresses, keepSearchKey, startAppAfterLoad } from './app/shell/app-start';
import { keepEarlyKeys, opensOnSlideshow } from './app/slideshow/controls/slide-keys';
import { APP_ENTRY_ATTRIBUTE } from './lib/page-names';
import { paths } from './lib/paths';
import { catalogue, pageData } from './page-data';

const page = pageData();
const shown = showPrerendered(page);
let albums: Promise<void> | undefined;
if (location.pathname === paths.albums) {
  const watch = watchCards();
  document.querySelectorAll('.album-card').forEach(watch.observe);
  albums = watch.checked;
}
if (opensOnSlideshow(location, savedView(), cardPaths(page))) keepEarlyKeys();
// In a task of its own: starting a fetch is among this script's costliest steps, and no frame waits for the words.
if (page) setTimeout(() => void catalogue(page));
keepEarlyPresses();
keepSearchKey();
// The build names the entry on this script's tag (scripts/pages/render.ts).
const entry = document.currentScript?.getAttribute(APP_ENTRY_ATTRIBUTE);
// Once the cards are on the page, which the app reads back: a press before then starts it no sooner.
if (entry) void shown.then((cards) => startAppAfterLoad(entry, cards?.photosIn ?? albums));
