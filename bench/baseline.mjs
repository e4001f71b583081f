// The naive baseline the project is compared with, written into a temporary folder at run time: the same
// 14 originals from public/photos as plain <img> tags (no sizes, no lazy loading), and exifr's full build
// reading each photo's details on the main thread from the whole file fetched as a blob.
import { copyFile, cp, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Script and style are files, not inline, so a server with a strict Content-Security-Policy still runs it.
const SCRIPT = `import exifr from './exifr.mjs';

function describe(tags) {
  const parts = [];
  if (tags?.FocalLengthIn35mmFormat) parts.push(tags.FocalLengthIn35mmFormat + 'mm');
  const t = tags?.ExposureTime;
  if (t) parts.push(t < 0.5 ? '1/' + Math.round(1 / t) + ' s' : t + ' s');
  if (tags?.FNumber) parts.push('f/' + tags.FNumber);
  return parts.join(' | ');
}

for (const figure of document.querySelectorAll('figure')) {
  const image = figure.querySelector('img');
  const caption = figure.querySelector('figcaption');
  fetch(image.src)
    .then((response) => response.blob())
    .then((blob) => exifr.parse(blob))
    .then((tags) => (caption.textContent = describe(tags)))
    .catch((error) => console.warn('EXIF parse error', image.src, error));
}
`;

const STYLE =
  'body{margin:0;font:16px sans-serif}figure{margin:0 0 16px}img{display:block;max-width:100%;height:auto}\n';

/** Writes the baseline site and returns its folder. */
export async function writeBaseline(photosDir, exifrPath) {
  const root = await mkdtemp(join(tmpdir(), 'bench-baseline-'));
  const photos = (await readdir(photosDir)).filter((name) => name.endsWith('.jpg')).sort();
  await cp(photosDir, join(root, 'photos'), { recursive: true });
  await copyFile(exifrPath, join(root, 'exifr.mjs'));
  await writeFile(join(root, 'baseline.mjs'), SCRIPT);
  await writeFile(join(root, 'baseline.css'), STYLE);
  const figures = photos
    .map(
      (name) =>
        `<figure><img src="/photos/${name}" alt="${name.replace('.jpg', '')}"><figcaption></figcaption></figure>`,
    )
    .join('\n');
  await writeFile(
    join(root, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline gallery</title>
<link rel="stylesheet" href="/baseline.css">
<script type="module" src="/baseline.mjs"></script>
</head>
<body>
<h1>Gallery</h1>
${figures}
</body>
</html>
`,
  );
  return root;
}
