// The portfolio.yaml `npm run photos` writes when there is none yet, before it adds the photos found.

const HEADER = `# portfolio.yaml: your site's words, in one file you edit by hand. Lines starting with # are notes.
# site: your name (header, footer, page title) and the top bar's buttons, each a label and a path;
# a button may add \`album: <folder>\` to show only the photos in public/photos/<folder>.
# photos: one entry per photo file, with a title, alt text (what it shows, for people who cannot see it) and
# tags. \`npm run photos\` adds new photos, moves an entry with its photo, and keeps your words.
`;

const BODY = `site:
  owner: Your Name
  nav:
    - label: Gallery
      path: /
photos: []
`;

/** The starter document; after the owner's own comments when the file holds nothing else. */
export function starterText(text: string): string {
  if (text.trim() === '') return HEADER + BODY;
  return `${text}${text.endsWith('\n') ? '' : '\n'}${BODY}`;
}
