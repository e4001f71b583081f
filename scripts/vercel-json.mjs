// Writes vercel.json from scripts/headers.mjs and the built dist/index.html, so Vercel sends what the local
// server sends. A test fails while the committed file is stale: run `vite build`, then `npm run vercel-json`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { vercelConfig } from './headers.mjs';

const built = new URL('../dist/index.html', import.meta.url);
if (!existsSync(built)) {
  console.error('vercel-json: dist/index.html is missing; run `vite build` first (the CSP hashes its inline scripts)');
  process.exit(1);
}
const config = vercelConfig(readFileSync(built, 'utf8'));
writeFileSync(new URL('../vercel.json', import.meta.url), `${JSON.stringify(config, null, 2)}\n`);
console.log('vercel.json written from dist/index.html');
