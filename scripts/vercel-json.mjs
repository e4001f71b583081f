// Writes vercel.json from scripts/headers.mjs, so Vercel sends what the local server sends.
// A test fails while the committed file and the rules disagree: run `npm run vercel-json` after a change.
import { writeFileSync } from 'node:fs';
import { vercelConfig } from './headers.mjs';

writeFileSync(new URL('../vercel.json', import.meta.url), `${JSON.stringify(vercelConfig(), null, 2)}\n`);
console.log('vercel.json written');
