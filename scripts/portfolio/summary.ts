// The lines `npm run photos` prints after updating portfolio.yaml: what changed and what still needs the owner, then
// the tags and the places the site will publish.
import { matchKey } from '../../src/lib/collections.ts';
import { placeLabel } from '../../src/lib/places.ts';
import { tagsOf, wordsFinder } from '../catalogue/catalogue.ts';
import type { Position } from '../photos/metadata.ts';
import { albumOf } from '../photos/scan.ts';
import { TOWN_REACH_KM } from '../places/nearest-town.ts';
import { countryNames, placeOf, precisionIn } from '../places/places.ts';
import { parsePortfolio } from '../portfolio-yaml/config.ts';
import type { SyncSummary } from './sync.ts';

const SHOWN = 5;
/** The tags named before "and N more": enough to see what is there, and a folder of thousands stays one line. */
const TAGS_SHOWN = 20;

/** A photo found in the folder, with the keywords its file carries. */
interface TaggedPhoto {
  file: string;
  keywords?: readonly string[];
}

/** Up to five names, then how many more, so a first run over a big folder stays one readable line. */
function names(files: readonly string[]): string {
  const more = files.length - SHOWN;
  return files.slice(0, SHOWN).join(', ') + (more > 0 ? ` and ${String(more)} more` : '');
}

export function formatSummary({ added, kept, moved, missing, pruned, withoutAlt, albums }: SyncSummary): string {
  const parts = [`${String(added.length)} added`, `${String(kept.length)} kept`];
  if (moved.length > 0)
    parts.push(
      `${String(moved.length)} moved, with their words (${names(moved.map(({ from, to }) => `${from} → ${to}`))})`,
    );
  if (pruned.length > 0) parts.push(`${String(pruned.length)} removed (file gone: ${names(pruned)})`);
  const left = missing.filter((file) => !pruned.includes(file));
  if (left.length > 0)
    parts.push(`${String(left.length)} missing (run npm run photos -- --prune to remove: ${names(left)})`);
  if (withoutAlt.length > 0) parts.push(`${String(withoutAlt.length)} still without alt text: ${names(withoutAlt)}`);
  if (albums?.added.length) parts.push(`${String(albums.added.length)} albums added: ${names(albums.added)}`);
  if (albums?.pruned.length) parts.push(`${String(albums.pruned.length)} albums removed (folder gone)`);
  const albumsLeft = albums?.missing.filter((folder) => !albums.pruned.includes(folder)) ?? [];
  if (albumsLeft.length > 0)
    parts.push(
      `${String(albumsLeft.length)} albums missing (run npm run photos -- --prune to remove: ${names(albumsLeft)})`,
    );
  return `portfolio.yaml: ${parts.join(', ')}`;
}

/**
 * The tags the site will publish, as the catalogue gives them (portfolio.yaml's `tags:` over a file's keywords), most
 * used first, each with how many photos carry it; undefined when there are none to publish or hold back.
 */
export function formatTags(portfolioText: string, photos: readonly TaggedPhoto[]): string | undefined {
  const { config } = parsePortfolio(portfolioText);
  const find = wordsFinder(config?.photos ?? []);
  // An unlisted album's photos are on no tag page.
  const unlisted = new Set(config?.albums.filter((album) => !album.listed).map((album) => album.folder));
  // Spelt as first met, as each photo's own list is: `Skye` and `skye` are one tag, on one page.
  const counts = new Map<string, { tag: string; count: number }>();
  for (const { file, keywords } of photos) {
    if (unlisted.has(albumOf(file) ?? '')) continue;
    for (const tag of tagsOf(keywords, find({ path: file }), { tags: true })) {
      const key = matchKey(tag);
      const seen = counts.get(key) ?? { tag, count: 0 };
      counts.set(key, { ...seen, count: seen.count + 1 });
    }
  }
  if (counts.size === 0) return undefined;
  if (config?.tags === false)
    return `Tags: none published, as portfolio.yaml says \`tags: false\` (the photos carry ${String(counts.size)})`;
  const collator = new Intl.Collator(config?.language.locale, { sensitivity: 'base', numeric: true });
  const sorted = [...counts.values()].sort((a, b) => b.count - a.count || collator.compare(a.tag, b.tag));
  const more = sorted.length - TAGS_SHOWN;
  const shown = sorted.slice(0, TAGS_SHOWN).map(({ tag, count }) => `${tag} (${String(count)})`);
  return `Tags: ${shown.join(', ')}${more > 0 ? ` and ${String(more)} more` : ''} (\`tags: false\` under \`site:\` publishes none)`;
}

/** A photo found in the folder, with where its file says it was taken. */
interface PlacedPhoto {
  file: string;
  position?: Position;
}

/**
 * Each photo's place as the site will publish it (portfolio.yaml's `places:` and `place:` over the files' GPS), a line
 * each, so a photo taken at home can be given `place: off` first; and how many photos have no GPS position. Nothing
 * on a site with places off whose photos carry no position.
 */
export function formatPlaces(portfolioText: string, photos: readonly PlacedPhoto[]): string[] {
  const { config } = parsePortfolio(portfolioText);
  if (!config || photos.length === 0) return [];
  const find = wordsFinder(config.photos);
  const countries = countryNames(config.language.locale);
  const placed: string[] = [];
  // Taken where the site would say, but with no town within reach (at sea, in a wilderness): named, so none surprises.
  const far: string[] = [];
  for (const { file, position } of photos) {
    const precision = precisionIn(config, albumOf(file));
    const own = find({ path: file })?.place;
    const place = placeOf(position, precision, own, countries);
    if (place) placed.push(`  ${file}: ${placeLabel(place, config.words['place-in'])}`);
    else if (position && precision !== 'off' && own === undefined) far.push(file);
  }
  const without = photos.filter((photo) => !photo.position).length;
  // Nothing to publish and nothing that could be: a site that never thought of places hears nothing of them.
  if (placed.length === 0 && without === photos.length && config.places === 'off') return [];
  const gps = `${String(without)} of ${String(photos.length)} ${photos.length === 1 ? 'photo has' : 'photos have'} no GPS position`;
  if (placed.length === 0 && far.length === 0)
    return [
      config.places === 'off'
        ? `Places: none published (${gps}); \`places: town\` under \`site:\` publishes each photo's nearest town, never where it was taken`
        : `Places: none to publish (${gps})`,
    ];
  return [
    `Places, as the site will publish them (${gps}; \`place: off\` in a photo's entry publishes none for it):`,
    ...placed,
    ...(far.length > 0 ? [`No town within ${String(TOWN_REACH_KM)} km, so no place: ${names(far)}`] : []),
  ];
}
