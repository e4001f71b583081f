// The line `npm run photos` prints after updating portfolio.yaml: what changed and what still needs the owner.
import type { SyncSummary } from './sync.ts';

const SHOWN = 5;

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
