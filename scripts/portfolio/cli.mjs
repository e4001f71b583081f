// `npm run photos [-- --prune]`: brings portfolio.yaml up to date with public/photos. The work is TypeScript
// (scripts/portfolio/update.ts), loaded through Vite's module runner as the build loads it.
import { runnerImport } from 'vite';

const { module } = await runnerImport('./scripts/portfolio/update.ts');
process.exitCode = await module.updatePortfolio({
  prune: process.argv.includes('--prune'),
  photosDir: process.env.PHOTOS_DIR ?? 'public/photos',
  configFile: process.env.PORTFOLIO_YAML ?? 'portfolio.yaml',
});
