// `npm run deps:weight`: the gzip bytes each runtime dependency adds to the page, from a source-mapped build
// whose every minified byte goes to the package its mapping names. Printed as a Markdown table.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// Packages pulled in by a runtime dependency are counted under it.
const OWNER = {
  'motion-dom': 'framer-motion',
  'motion-utils': 'framer-motion',
  scheduler: 'react-dom',
  'react-router': 'react-router-dom',
  cookie: 'react-router-dom',
  'set-cookie-parser': 'react-router-dom',
};
const DEPENDENCIES = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).dependencies);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's `mappings` into, per generated line, [column, sourceIndex | -1] pairs. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

function packageOf(sourcePath) {
  const at = sourcePath.lastIndexOf('node_modules/');
  if (at === -1)
    return sourcePath.includes('\0') || sourcePath.startsWith('rolldown:') ? '(bundler glue)' : '(app code)';
  const parts = sourcePath.slice(at + 'node_modules/'.length).split('/');
  const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '?');
  return OWNER[name] ?? name;
}

const outDir = mkdtempSync(join(tmpdir(), 'dependency-weights-'));
try {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: true } });
  /** package -> when its chunk loads -> minified text */
  const bytes = new Map();
  const add = (name, kind, text) => {
    const byKind = bytes.get(name) ?? { start: '', later: '', worker: '' };
    byKind[kind] += text;
    bytes.set(name, byKind);
  };
  for (const file of readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(outDir, 'assets', file), 'utf8');
    const map = JSON.parse(readFileSync(join(outDir, 'assets', `${file}.map`), 'utf8'));
    // The entry loads at start; other page chunks after the first render; the worker and exifr on the
    // first EXIF read.
    const kind = /^(?:exif\.worker|mini\.esm)-/.test(file) ? 'worker' : /^index-/.test(file) ? 'start' : 'later';
    const lines = code.split('\n');
    decodeMappings(map.mappings).forEach((segments, lineIndex) => {
      const line = lines[lineIndex] ?? '';
      let covered = 0;
      segments.forEach(([column, source], index) => {
        if (column > covered) add('(bundler glue)', kind, line.slice(covered, column));
        const end = segments[index + 1]?.[0] ?? line.length;
        add(source === -1 ? '(bundler glue)' : packageOf(map.sources[source] ?? ''), kind, line.slice(column, end));
        covered = end;
      });
      if (covered < line.length) add('(bundler glue)', kind, line.slice(covered));
    });
  }

  const kib = (count) => (count / 1024).toFixed(1);
  const gzip = (text) => (text.length === 0 ? 0 : gzipSync(text, { level: 9 }).length);
  const total = (parts) => parts.start.length + parts.later.length + parts.worker.length;
  const rows = [...bytes.entries()].sort(([, a], [, b]) => total(b) - total(a));
  console.log('| package | loads | minified KiB | gzip KiB (alone) |');
  console.log('| --- | --- | ---: | ---: |');
  for (const [name, parts] of rows) {
    const where = Object.entries({ start: 'at start', later: 'after first render', worker: 'in the worker' })
      .filter(([kind]) => parts[kind].length > 0)
      .map(([kind, words]) => `${words} ${kib(gzip(parts[kind]))}`)
      .join(', ');
    const label = DEPENDENCIES.includes(name) || name.startsWith('(') ? name : `${name} (not a dependency!)`;
    const zipped = gzip(parts.start) + gzip(parts.later) + gzip(parts.worker);
    console.log(`| ${label} | ${where} | ${kib(total(parts))} | ${kib(zipped)} |`);
  }
  const unused = DEPENDENCIES.filter((name) => !bytes.has(name));
  console.log(`\nNot in any chunk (server side or unused): ${unused.join(', ') || 'none'}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
